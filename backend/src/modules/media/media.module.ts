import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MediaAdminController } from './media-admin.controller.js';
import { MediaAdminService } from './media-admin.service.js';
import { MediaGalleryController } from './media-gallery.controller.js';
import { MediaGalleryService } from './media-gallery.service.js';
import { MediaCatalog } from './media-catalog.js';
import { MediaItems } from './media-items.js';
import { MediaUploadService } from './media-upload.service.js';
import { HeicDecoder } from './heic-decoder.js';
import { MediaArchives } from './media-archives.service.js';
import { MediaDerivatives } from './media-derivatives.worker.js';
import { MediaDownloadsController } from './media-downloads.controller.js';
import { MediaImagesController } from './media-images.controller.js';
import { MediaImages } from './media-images.service.js';
import { MediaUrls } from './media-urls.js';
import { MediaVisibility } from './media-visibility.js';
import { MediaQueries } from './media.queries.js';
import { PhotoCategoriesController } from './photo-categories.controller.js';
import { PhotoCategoriesService } from './photo-categories.service.js';
import { PhotoGroupsController } from './photo-groups.controller.js';
import { PhotoGroupsService } from './photo-groups.service.js';
import { Media } from './media.entity.js';
import { MediaCategory, PhotoCategory } from './photo-category.entity.js';
import { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from './photo-group.entity.js';
import { VenueSettings } from './venue-settings.entity.js';
import { TusUploads } from './media-tus.js';
import { VenueAdminController } from './venue-admin.controller.js';
import { VenueController } from './venue.controller.js';
import { VenueLimits, VenueUploadGuard } from './venue-limits.js';
import { MediaClock, VenueSettingsService } from './venue-settings.service.js';
import { MediaPersonalData } from './media-personal-data.js';
import { UploadChecks } from './upload-checks.js';

/** Photos: the guests' gallery, the admin media manager, the image pipeline, the photo wall, and photos from everyone at the venue (venue link, approval, resumable uploads). */
@Module({
  imports: [MikroOrmModule.forFeature([Media, MediaCategory, MediaPhotoGroup, PhotoCategory, PhotoGroup, PhotoGroupGuest, VenueSettings])],
  controllers: [MediaGalleryController, MediaAdminController, PhotoGroupsController, PhotoCategoriesController, MediaImagesController, MediaDownloadsController, VenueAdminController, VenueController],
  providers: [
    MediaUrls,
    MediaItems,
    MediaCatalog,
    MediaGalleryService,
    MediaUploadService,
    MediaAdminService,
    PhotoGroupsService,
    PhotoCategoriesService,
    HeicDecoder,
    MediaDerivatives,
    MediaImages,
    MediaArchives,
    MediaVisibility,
    MediaQueries,
    MediaPersonalData,
    UploadChecks,
    MediaClock,
    VenueSettingsService,
    VenueLimits,
    VenueUploadGuard,
    TusUploads,
  ],
  exports: [MediaUrls, MediaItems, MediaDerivatives, MediaPersonalData, UploadChecks],
})
export class MediaModule {}
