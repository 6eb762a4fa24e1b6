import { MediaCategoryRef, MediaGroupRef, MediaItem, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { imagesPolicy } from '../../common/upload/image-policy.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import {
  AdminMediaQueryDto,
  AdminUploadFieldsDto,
  MediaCategoriesInputDto,
  MediaGroupsInputDto,
  MediaHiddenInputDto,
  PhotoWallQueryDto,
} from './dto/media.dto.js';
import { MediaAdminService } from './media-admin.service.js';
import { MediaUploadService } from './media-upload.service.js';
import { PHOTO_UPLOAD_FIELDS, PhotoUploadBody } from './upload-docs.js';

/** The media manager and the photo wall. Admin-only (the guard's default). */
@Controller('api/media/admin')
export class MediaAdminController {
  constructor(
    private readonly media: MediaAdminService,
    private readonly uploads: MediaUploadService,
  ) {}

  /** Every medium of the folder (or of both), hidden ones included. */
  @Get('list')
  @Reply(z.array(MediaItem))
  @ApiDoc('List all media (admin)')
  list(@CurrentUser() admin: AuthUser, @Query() query: AdminMediaQueryDto) {
    return this.media.list(admin, query);
  }

  /** Admins choose the folder; up to 20 MB per photo. */
  @Post('upload')
  @Reply(z.array(MediaItem), 201)
  @PhotoUploadBody({ folder: true })
  @UseInterceptors(FileUpload(imagesPolicy({ field: PHOTO_UPLOAD_FIELDS })))
  @ApiDoc('Upload photos or videos as admin')
  upload(@CurrentUser() admin: AuthUser, @Body() fields: AdminUploadFieldsDto, @Req() request: Request) {
    return this.uploads.upload(admin, acceptedUploads(request), { folder: fields.folder, description: fields.description ?? null });
  }

  /** The photo wall: what is new since `since` (everything without it), newest first, never hidden media. */
  @Get('wall')
  @Reply(z.array(MediaItem))
  @ApiDoc('Newest photos for the photo wall')
  wall(@CurrentUser() admin: AuthUser, @Query() query: PhotoWallQueryDto) {
    return this.media.wall(admin, query.since ? new Date(query.since) : undefined);
  }

  @Get('media/:id/categories')
  @Reply(z.array(MediaCategoryRef))
  @ApiDoc("A photo's categories")
  categories(@IdParam() id: number) {
    return this.media.categories(id);
  }

  @Post('media/:id/categories')
  @Reply(z.array(MediaCategoryRef))
  @ApiDoc("Set a photo's categories")
  setCategories(@IdParam() id: number, @Body() input: MediaCategoriesInputDto) {
    return this.media.setCategories(id, input);
  }

  @Get('media/:id/groups')
  @Reply(z.array(MediaGroupRef))
  @ApiDoc("A photo's photo groups")
  groups(@IdParam() id: number) {
    return this.media.groups(id);
  }

  @Post('media/:id/groups')
  @Reply(z.array(MediaGroupRef))
  @ApiDoc("Set a photo's photo groups")
  setGroups(@IdParam() id: number, @Body() input: MediaGroupsInputDto) {
    return this.media.setGroups(id, input);
  }

  /** Hidden media leave the gallery and the photo wall and stay here. */
  @Put('media/:id/hidden')
  @Reply(MediaItem)
  @ApiDoc('Hide or show a photo for guests')
  setHidden(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() input: MediaHiddenInputDto) {
    return this.media.setHidden(admin, id, input.hidden);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a photo or video')
  async remove(@IdParam() id: number) {
    await this.media.remove(id);
    return { success: true as const };
  }
}
