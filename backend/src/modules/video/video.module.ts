import { Module } from '@nestjs/common';
import { VideoAdminController } from './video-admin.controller.js';
import { VideoController } from './video.controller.js';
import { VideoService } from './video.service.js';

@Module({ controllers: [VideoController, VideoAdminController], providers: [VideoService], exports: [VideoService] })
export class VideoModule {}
