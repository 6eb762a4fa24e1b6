import { DEVICE_ID_HEADER, GUEST_UPLOAD_FOLDER, VENUE_UPLOAD_MAX_BYTES, VenueInfo, VenueUploadedPhoto } from '@hochzeit/contracts';
import { Body, Controller, Get, Param, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { Public } from '../../auth/decorators.js';
import { imagesPolicy } from '../../common/upload/image-policy.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { VenueUploadFieldsDto } from './dto/venue.dto.js';
import { MediaUploadService } from './media-upload.service.js';
import { PHOTO_UPLOAD_FIELDS, VenueUploadBody } from './upload-docs.js';
import { deviceIdOf, VenueLimits, VenueUploadGuard } from './venue-limits.js';
import { VenueSettingsService } from './venue-settings.service.js';

/**
 * The venue link, for any phone at the wedding without signing in: the token in the address is the
 * permission (a renewed or switched-off link is 404 at once). Photos are kept under the phone's
 * own id with the name typed in; they wait for approval unless the couple chose 'automatisch freigeben'.
 */
@Controller('api/venue')
@Public()
export class VenueController {
  constructor(
    private readonly venue: VenueSettingsService,
    private readonly uploads: MediaUploadService,
    private readonly limits: VenueLimits,
  ) {}

  @Get(':token')
  @Reply(VenueInfo)
  @ApiDoc('The venue upload page: whether its link is valid', 404)
  async info(@Param('token') token: string): Promise<VenueInfo> {
    const choices = await this.venue.checkToken(token);
    const event = await this.venue.event();
    return { title: event.title, couple_names: event.couple_names, needs_approval: !choices.auto_approve, max_bytes: VENUE_UPLOAD_MAX_BYTES };
  }

  @Post(':token/upload')
  @Reply(z.array(VenueUploadedPhoto), 201)
  @VenueUploadBody()
  @UseGuards(VenueUploadGuard)
  @UseInterceptors(FileUpload(imagesPolicy({ field: PHOTO_UPLOAD_FIELDS })))
  @ApiDoc('Upload photos through the venue link (no sign-in)', 404, 413, 415, 429)
  async upload(@Param('token') token: string, @Body() fields: VenueUploadFieldsDto, @Req() request: Request): Promise<VenueUploadedPhoto[]> {
    const choices = await this.venue.checkToken(token);
    const device = deviceIdOf(request.header(DEVICE_ID_HEADER));
    const files = acceptedUploads(request);
    await this.limits.check(device, files.length);
    const media = await this.uploads.uploadFromVenue({ device, name: fields.uploader_name }, files, {
      folder: GUEST_UPLOAD_FOLDER,
      description: fields.description ?? null,
      pending: !choices.auto_approve,
    });
    return media.map((medium) => ({ id: medium.id, filename: medium.original_name, pending: medium.pending }));
  }
}
