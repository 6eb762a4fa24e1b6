import { AdminEventSettings, COVER_MISSING, COVER_NOT_FOUND, COVER_WIDTHS, type CoverWidth, EventSettings } from '@hochzeit/contracts';
import { BadRequestException, Body, Controller, Delete, Get, NotFoundException, Param, Post, Put, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CachedReply } from '../../api/cached-reply.js';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import { Public, Roles } from '../../auth/decorators.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { coverPolicy } from './cover-policy.js';
import { EventSettingsInputDto } from './dto/event-settings.input.js';
import { EVENT_SETTINGS_TABLES } from './event-settings.queries.js';
import { EventSettingsService } from './event-settings.service.js';

const COVER_ID = /^[0-9a-f]{32}$/;
const COVER_FILE = /^(\d+)\.webp$/;

@Controller('api')
export class EventSettingsController {
  constructor(private readonly settings: EventSettingsService) {}

  /** Title, couple, start, venue and cover photo of the wedding: the dashboard, the countdown and the info pages read it. */
  @Roles('admin', 'guest', 'service_provider')
  @Get('event-settings')
  @Reply(EventSettings)
  @CachedReply(EVENT_SETTINGS_TABLES, { per: 'everyone', browser: 'revalidate' })
  @ApiDoc("The wedding's settings (date, venue, cover)")
  get() {
    return this.settings.get();
  }

  /** The settings with the contact for the day (admin-only, the guard's default). */
  @Get('admin/event-settings')
  @Reply(AdminEventSettings)
  @ApiDoc("The wedding's settings with the day's contact (admin)")
  getForAdmin() {
    return this.settings.getForAdmin();
  }

  /** Admin-only (the guard's default). */
  @Put('admin/event-settings')
  @Reply(AdminEventSettings)
  @ApiDoc("Update the wedding's settings")
  update(@Body() input: EventSettingsInputDto) {
    return this.settings.update(input);
  }

  /** Sets or replaces the cover photo (multipart field `file`: JPEG, PNG or WebP, at most 15 MB). */
  @Post('admin/event-settings/cover')
  @Reply(EventSettings)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileUpload(coverPolicy()))
  @ApiDoc('Upload the cover photo')
  async replaceCover(@Req() request: Request) {
    const file = acceptedUploads(request).at(0);
    if (!file) throw new BadRequestException(COVER_MISSING);
    return this.settings.replaceCover(file);
  }

  @Delete('admin/event-settings/cover')
  @Reply(EventSettings)
  @ApiDoc('Remove the cover photo')
  removeCover() {
    return this.settings.removeCover();
  }

  /**
   * One WebP size of the cover photo, for `<img srcset>` (which sends no Authorization header).
   * Public like a capability: the address holds the photo's random 128-bit key, which only the
   * signed-in audiences learn from GET /api/event-settings, and it changes with every new photo;
   * so the file under it never changes and is cached forever.
   */
  @Public()
  @Get('event-settings/cover/:id/:file')
  @FileReply('image/webp')
  @ApiDoc('The cover photo in one size')
  async cover(@Param('id') id: string, @Param('file') fileName: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const width = Number(COVER_FILE.exec(fileName)?.[1]) as CoverWidth;
    if (!COVER_ID.test(id) || !COVER_WIDTHS.includes(width)) throw new NotFoundException(COVER_NOT_FOUND);
    const file = await this.settings.openCover(id, width);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(file.data, { type: 'image/webp', length: file.size });
  }
}
