import { Module } from '@nestjs/common';
import { MediaUrls } from './media-urls.js';

/** Photos: the guests' gallery, the admin media manager, the image pipeline and the photo wall. */
@Module({
  controllers: [],
  providers: [MediaUrls],
  exports: [MediaUrls],
})
export class MediaModule {}
