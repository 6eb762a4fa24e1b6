import { Module } from '@nestjs/common';
import { HeicDecoder } from './heic-decoder.js';
import { MediaArchives } from './media-archives.service.js';
import { MediaAccessCache } from './media-caches.js';
import { MediaDerivatives } from './media-derivatives.worker.js';
import { MediaDownloadsController } from './media-downloads.controller.js';
import { MediaImagesController } from './media-images.controller.js';
import { MediaImages } from './media-images.service.js';
import { MediaUrls } from './media-urls.js';

/** Photos: the guests' gallery, the admin media manager, the image pipeline and the photo wall. */
@Module({
  controllers: [MediaImagesController, MediaDownloadsController],
  providers: [MediaUrls, HeicDecoder, MediaDerivatives, MediaAccessCache, MediaImages, MediaArchives],
  exports: [MediaUrls, MediaDerivatives],
})
export class MediaModule {}
