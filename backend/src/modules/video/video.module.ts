import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { VideoAdminController } from './video-admin.controller.js';
import { VideoController } from './video.controller.js';
import { VideoService } from './video.service.js';
import { CastleVideo } from './castle-video.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([CastleVideo])], controllers: [VideoController, VideoAdminController], providers: [VideoService], exports: [VideoService] })
export class VideoModule {}
