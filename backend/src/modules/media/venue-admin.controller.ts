import { MediaIdsReply, MediaItem, VENUE_LINK_OFF, VenueAdmin } from '@hochzeit/contracts';
import { BadRequestException, Body, Controller, Delete, Get, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { PdfRenderer } from '../../common/pdf/pdf-renderer.js';
import { qrCodeSvg } from '../../common/qr-code.js';
import { MediaIdsInputDto, TableCardsQueryDto, VenueSettingsInputDto } from './dto/venue.dto.js';
import { MediaAdminService } from './media-admin.service.js';
import { VenueSettingsService } from './venue-settings.service.js';
import { tableCardsHtml } from './venue-table-cards.js';

/** The venue link, the couple's photo choices and the approval of the venue's photos. Admin-only (the guard's default). */
@Controller('api/media/admin')
export class VenueAdminController {
  constructor(
    private readonly venue: VenueSettingsService,
    private readonly media: MediaAdminService,
    private readonly modules: ModuleRef,
  ) {}

  @Get('venue')
  @Reply(VenueAdmin)
  @ApiDoc('The venue link and the photo settings')
  get() {
    return this.venue.admin();
  }

  @Put('venue/settings')
  @Reply(VenueAdmin)
  @ApiDoc("Change the photo settings ('automatisch freigeben', names, gallery closed until)")
  update(@Body() input: VenueSettingsInputDto) {
    return this.venue.update(input);
  }

  /** A new venue link; the old one is refused at once. */
  @Post('venue/link')
  @Reply(VenueAdmin)
  @ApiDoc('Create or renew the venue link')
  renew() {
    return this.venue.renewLink();
  }

  @Delete('venue/link')
  @Reply(VenueAdmin)
  @ApiDoc('Switch the venue link off')
  switchOff() {
    return this.venue.switchOff();
  }

  /** A4 with 2, 4 or 6 table cards carrying the venue link's QR code. */
  @Get('venue/table-cards')
  @FileReply('application/pdf')
  @ApiDoc('Table cards with the venue QR code (PDF)', 400)
  async tableCards(@Query() query: TableCardsQueryDto): Promise<StreamableFile> {
    const { link } = await this.venue.admin();
    if (!link) throw new BadRequestException(VENUE_LINK_OFF);
    const event = await this.venue.event();
    // The one shared Chromium of the exports (common/pdf), wherever it is provided.
    const pdf = await this.modules.get(PdfRenderer, { strict: false }).render({ html: tableCardsHtml(event, link.url, await qrCodeSvg(link.url), query.per_page), layout: 'sheet' });
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: contentDisposition('Tischkarten-Fotos.pdf'), length: pdf.length });
  }

  @Get('pending')
  @Reply(z.array(MediaItem))
  @ApiDoc('Photos from the venue link waiting for approval')
  pending(@CurrentUser() admin: AuthUser) {
    return this.media.pending(admin);
  }

  @Post('approve')
  @Reply(MediaIdsReply)
  @ApiDoc('Approve photos from the venue link (several at once)')
  async approve(@Body() input: MediaIdsInputDto) {
    return { ids: await this.media.approve(input.ids) };
  }

  @Post('reject')
  @Reply(MediaIdsReply)
  @ApiDoc('Reject (delete) photos from the venue link (several at once)')
  async reject(@Body() input: MediaIdsInputDto) {
    return { ids: await this.media.reject(input.ids) };
  }
}
