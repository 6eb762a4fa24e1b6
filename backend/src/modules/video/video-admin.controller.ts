import { CastleVideo } from '@hochzeit/contracts';
import { BadRequestException, Controller, Get, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { TokenService } from '../../auth/token.service.js';
import { acceptedUploads, FileUpload } from '../../common/upload/file-upload.interceptor.js';
import { VIDEO_PATH } from './video.controller.js';
import { videoPolicy } from './video-policy.js';
import { type CurrentVideo, VideoService } from './video.service.js';

/** The castle video in the admin area (admin-only: the guard's default). */
@Controller('api/admin/video')
export class VideoAdminController {
  constructor(
    private readonly video: VideoService,
    private readonly tokens: TokenService,
  ) {}

  /** The video guests see now, with a signed address to preview it. */
  @Get()
  @Reply(CastleVideo)
  @ApiDoc("The wedding video's details (admin)")
  async show(@CurrentUser() admin: AuthUser): Promise<CastleVideo> {
    return this.describe(admin, await this.video.current());
  }

  /** Replaces the castle video (multipart field `file`: MP4, WebM or QuickTime, at most 500 MB). */
  @Post()
  @Reply(CastleVideo)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(FileUpload(videoPolicy()))
  @ApiDoc('Upload the wedding video')
  async replace(@CurrentUser() admin: AuthUser, @Req() request: Request): Promise<CastleVideo> {
    const file = acceptedUploads(request).at(0);
    if (!file) throw new BadRequestException('Bitte wählen Sie ein Video aus.');
    return this.describe(admin, await this.video.replace(file));
  }

  private async describe(admin: AuthUser, video: CurrentVideo): Promise<CastleVideo> {
    return {
      url: this.tokens.signedUrl(admin, VIDEO_PATH, '12h'),
      content_type: video.contentType,
      size: await this.video.size(video),
      uploaded_at: video.uploadedAt,
    };
  }
}
