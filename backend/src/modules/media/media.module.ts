import { Module } from '@nestjs/common';
import { MediaAdminController } from './media-admin.controller.js';
import { MediaAdminService } from './media-admin.service.js';
import { MediaGalleryController } from './media-gallery.controller.js';
import { MediaGalleryService } from './media-gallery.service.js';
import { MediaItems } from './media-items.js';
import { MediaUploadService } from './media-upload.service.js';
import { MediaUrls } from './media-urls.js';
import { PhotoCategoriesController } from './photo-categories.controller.js';
import { PhotoCategoriesService } from './photo-categories.service.js';
import { PhotoGroupsController } from './photo-groups.controller.js';
import { PhotoGroupsService } from './photo-groups.service.js';

/** Photos: the guests' gallery, the admin media manager, the image pipeline and the photo wall. */
@Module({
  controllers: [MediaGalleryController, MediaAdminController, PhotoGroupsController, PhotoCategoriesController],
  providers: [MediaUrls, MediaItems, MediaGalleryService, MediaUploadService, MediaAdminService, PhotoGroupsService, PhotoCategoriesService],
  exports: [MediaUrls, MediaItems],
})
export class MediaModule {}
