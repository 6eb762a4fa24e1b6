import { GalleryStatus, GUEST_UPLOAD_FOLDER, MediaItem, PhotoCategory, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { CachedReply } from '../../api/cached-reply.js';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { imagesPolicy } from '../../common/upload/image-policy.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { GalleryQueryDto, GuestUploadFieldsDto } from './dto/media.dto.js';
import { MediaAdminService } from './media-admin.service.js';
import { MediaGalleryService } from './media-gallery.service.js';
import { GALLERY_TABLES } from './media.queries.js';
import { MediaUploadService } from './media-upload.service.js';
import { PHOTO_UPLOAD_FIELDS, PhotoUploadBody } from './upload-docs.js';

/** The guests' gallery: categories, the media they may see, and their own uploads (guests only). */
@Controller('api/media')
@Roles('guest')
export class MediaGalleryController {
  constructor(
    private readonly gallery: MediaGalleryService,
    private readonly uploads: MediaUploadService,
    private readonly media: MediaAdminService,
  ) {}

  @Get('photo-categories')
  @Reply(z.array(PhotoCategory))
  @CachedReply(GALLERY_TABLES, { per: 'viewer', browser: 'revalidate' })
  @ApiDoc('Photo categories for the gallery')
  categories(@CurrentUser() guest: AuthUser) {
    return this.gallery.categories(guest);
  }

  @Get('gallery')
  @Reply(z.array(MediaItem))
  @ApiDoc("The guest's photo gallery, a page at a time (403 while closed until after the celebration)", 403)
  list(@CurrentUser() guest: AuthUser, @Query() query: GalleryQueryDto) {
    return this.gallery.page(guest, query);
  }

  /** 'Erst nach der Feier zeigen': until when the gallery is closed (null: open), and whether names go with the photos. */
  @Get('gallery-status')
  @Reply(GalleryStatus)
  @ApiDoc('Whether the gallery is open yet')
  status() {
    return this.gallery.status();
  }

  /** A guest deletes a photo of their own (another's: 403). */
  @Delete('guest/:id')
  @Reply(SuccessReply)
  @ApiDoc('Delete an own photo (guest)', 403)
  async removeOwn(@CurrentUser() guest: AuthUser, @IdParam() id: number) {
    await this.media.removeOwn(guest, id);
    return { success: true as const };
  }

  /** Guests' photos go to the folder of the wedding day (GUEST_UPLOAD_FOLDER); up to 10 MB each. */
  @Post('guest/upload')
  @Reply(z.array(MediaItem), 201)
  @PhotoUploadBody({ folder: false })
  @UseInterceptors(FileUpload(imagesPolicy({ field: PHOTO_UPLOAD_FIELDS })))
  @ApiDoc('Upload photos or videos as a guest')
  upload(@CurrentUser() guest: AuthUser, @Body() fields: GuestUploadFieldsDto, @Req() request: Request) {
    return this.uploads.upload(guest, acceptedUploads(request), { folder: GUEST_UPLOAD_FOLDER, description: fields.description ?? null });
  }
}
