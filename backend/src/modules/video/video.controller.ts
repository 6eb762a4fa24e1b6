import { VideoUrlReply } from '@hochzeit/contracts';
import { Controller, Get, Headers, HttpException, HttpStatus, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import parseRange from 'range-parser';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { TokenService } from '../../auth/token.service.js';
import { VIDEO_FILE, VideoService } from './video.service.js';

/** The spec's address of the castle video, whatever its container (MP4, WebM or QuickTime). */
export const VIDEO_PATH = `/api/video/${VIDEO_FILE}`;

@Roles('guest', 'service_provider', 'admin')
@Controller('api/video')
export class VideoController {
  constructor(
    private readonly video: VideoService,
    private readonly tokens: TokenService,
  ) {}

  /** A signed URL for <video src>, which cannot send an Authorization header. */
  @Get()
  @Reply(VideoUrlReply)
  @ApiDoc('Signed link to the wedding video')
  url(@CurrentUser() user: AuthUser) {
    return { url: this.tokens.signedUrl(user, VIDEO_PATH, '12h') };
  }

  /**
   * Streams the video with HTTP Range support, so browsers can seek and loop without reloading
   * it all. The file is opened before anything is sent: if it is gone, the answer is a clean 404.
   */
  @Get(VIDEO_FILE)
  @FileReply('video/mp4')
  @ApiDoc('The wedding video (byte ranges)')
  async stream(@Headers('range') rangeHeader: string | undefined, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const video = await this.video.current();
    const size = await this.video.size(video);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'private, max-age=3600');
    if (!rangeHeader) return new StreamableFile(await this.video.open(video), { type: video.contentType, length: size });

    const ranges = parseRange(size, rangeHeader, { combine: true });
    if (ranges === -1 || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
      res.setHeader('Content-Range', `bytes */${size}`);
      throw new HttpException('Ungültiger Byte-Bereich', HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
    }
    const [{ start, end }] = ranges;
    const part = await this.video.open(video, { start, end });
    res.status(HttpStatus.PARTIAL_CONTENT);
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    return new StreamableFile(part, { type: video.contentType, length: end - start + 1 });
  }
}
