import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';

/** The two addresses of a medium that the browser loads itself (grid/lightbox/admin preview). */
export interface MediaAddresses {
  url: string;
  thumbnail_url: string;
}

/**
 * Builds a medium's `url` and `thumbnail_url` for one viewer. The browser appends its own query
 * (`?width=300&format=webp`), so whatever authorises the viewer must live in the path.
 */
@Injectable()
export class MediaUrls {
  for(_viewer: AuthUser, mediaId: number): MediaAddresses {
    return { url: `/api/media/image/${mediaId}`, thumbnail_url: `/api/media/thumbnail/${mediaId}` };
  }
}
