import { VideoUrlReply } from '@hochzeit/contracts';
import { Controller, Get, Headers, Res } from '@nestjs/common';
import type { Response } from 'express';
import parseRange from 'range-parser';
import { FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { TokenService } from '../../auth/token.service.js';
import { VIDEO_FILE, VideoService } from './video.service.js';

const VIDEO_PATH = `/api/video/${VIDEO_FILE}`;

@Roles('guest', 'service_provider')
@Controller('api/video')
export class VideoController {
  constructor(
    private readonly video: VideoService,
    private readonly tokens: TokenService,
  ) {}

  /** A signed URL for <video src>, which cannot send an Authorization header. */
  @Get()
  @Reply(VideoUrlReply)
  url(@CurrentUser() user: AuthUser) {
    return { url: this.tokens.signedUrl(user, VIDEO_PATH, '12h') };
  }

  /** Streams the video with HTTP Range support, so browsers can seek and loop without reloading it all. */
  @Get(VIDEO_FILE)
  @FileReply('video/mp4')
  async stream(@Headers('range') rangeHeader: string | undefined, @Res() res: Response) {
    const size = await this.video.size();
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Content-Type', 'video/mp4');
    res.setHeader('Cache-Control', 'private, max-age=3600');

    if (!rangeHeader) {
      res.setHeader('Content-Length', size);
      this.video.open().pipe(res);
      return;
    }
    const ranges = parseRange(size, rangeHeader, { combine: true });
    if (ranges === -1 || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
      res.status(416).setHeader('Content-Range', `bytes */${size}`);
      res.json({ msg: 'Ungültiger Byte-Bereich' });
      return;
    }
    const [{ start, end }] = ranges;
    res.status(206);
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    res.setHeader('Content-Length', end - start + 1);
    this.video.open({ start, end }).pipe(res);
  }
}
