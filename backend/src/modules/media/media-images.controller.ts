import { SESSION_ENDED } from '@hochzeit/contracts';
import { Controller, Get, Headers, HttpStatus, Param, Query, Res, StreamableFile, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { ApiDoc, FileReply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Public, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { ImageQueryDto } from './dto/image-query.dto.js';
import { matchesEtag, MediaImages } from './media-images.service.js';
import { type ImageRoute, MediaUrls } from './media-urls.js';

/** Derived files never change under their address: browsers keep them for a year without asking. */
const CACHE_FOREVER = 'private, max-age=31536000, immutable';

/**
 * A medium's pictures: `/api/media/image/{id}` and `/api/media/thumbnail/{id}` with a bearer
 * token (admin previews), or with the signature from the medium's `url`/`thumbnail_url` in the
 * path and no header at all (`<img src>`). Query: `width` 100, 300 or 1200 and `format=webp`.
 */
@Controller('api/media')
export class MediaImagesController {
  constructor(
    private readonly images: MediaImages,
    private readonly urls: MediaUrls,
  ) {}

  @Roles('admin', 'guest')
  @Get('image/:id')
  @FileReply('image/*')
  @ApiDoc('A photo in full size')
  image(@CurrentUser() viewer: AuthUser, @IdParam() id: number, @Query() query: ImageQueryDto, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) res: Response) {
    return this.serve(viewer, 'image', id, query, ifNoneMatch, res);
  }

  @Roles('admin', 'guest')
  @Get('thumbnail/:id')
  @FileReply('image/webp')
  @ApiDoc("A photo's thumbnail")
  thumbnail(@CurrentUser() viewer: AuthUser, @IdParam() id: number, @Query() query: ImageQueryDto, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) res: Response) {
    return this.serve(viewer, 'thumbnail', id, query, ifNoneMatch, res);
  }

  /** No token needed: the signature in the path names the viewer (see media-urls.ts). */
  @Public()
  @Get('image/:id/:signature')
  @FileReply('image/*')
  @ApiDoc('A photo in full size by signed link', 401)
  async signedImage(@IdParam() id: number, @Param('signature') signature: string, @Query() query: ImageQueryDto, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) res: Response) {
    return this.serve(await this.signedViewer(signature, 'image', id), 'image', id, query, ifNoneMatch, res);
  }

  @Public()
  @Get('thumbnail/:id/:signature')
  @FileReply('image/webp')
  @ApiDoc("A photo's thumbnail by signed link", 401)
  async signedThumbnail(@IdParam() id: number, @Param('signature') signature: string, @Query() query: ImageQueryDto, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) res: Response) {
    return this.serve(await this.signedViewer(signature, 'thumbnail', id), 'thumbnail', id, query, ifNoneMatch, res);
  }

  private async signedViewer(signature: string, route: ImageRoute, id: number): Promise<AuthUser> {
    const viewer = await this.urls.verify(signature, route, id);
    if (!viewer) throw new UnauthorizedException(SESSION_ENDED);
    return viewer;
  }

  private async serve(viewer: AuthUser, route: ImageRoute, id: number, query: ImageQueryDto, ifNoneMatch: string | undefined, res: Response): Promise<StreamableFile | undefined> {
    const media = await this.images.viewable(viewer, id);
    const variant = this.images.variant(route, query);
    const etag = this.images.etag(media.storage_key, variant);
    if (matchesEtag(ifNoneMatch, etag)) {
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', CACHE_FOREVER);
      res.status(HttpStatus.NOT_MODIFIED);
      return undefined;
    }
    const file = await this.images.open(media, variant);
    // Only now: an error reply (an image that cannot be made) must not be cached for a year.
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', CACHE_FOREVER);
    const options = { type: file.contentType, length: file.size };
    return Buffer.isBuffer(file.data) ? new StreamableFile(file.data, options) : new StreamableFile(file.data, options);
  }
}
