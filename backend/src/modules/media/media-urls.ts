import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../auth/auth.types.js';
import { SessionVersions } from '../../auth/session-versions.js';
import { TokenService } from '../../auth/token.service.js';

/** The two addresses of a medium that the browser loads itself (grid/lightbox/admin preview). */
export interface MediaAddresses {
  url: string;
  thumbnail_url: string;
}

export type ImageRoute = 'image' | 'thumbnail';

/** The plain address of a medium's image route, which is also the signed token's resource. */
export const imagePath = (route: ImageRoute, mediaId: number) => `/api/media/${route}/${mediaId}`;

const DAY_SECONDS = 24 * 60 * 60;
/**
 * Signed image addresses stay the same for a whole week (all lists fetched in it carry the same
 * URLs, so the browser's cache keeps working) and stay valid for at least a week after issue.
 */
const SIGNATURE_PERIOD_SECONDS = 7 * DAY_SECONDS;

/**
 * How many signed addresses are kept: a gallery page (100 media, two addresses each) for each of
 * 300 guests, and a tenth more; about 25 MB when full. Signing one costs ~17 µs, and a rush's
 * guests ask for their page again every few seconds: with room for a third of them (20,000) every
 * gallery reply signed its 200 addresses anew, 60 % of its time.
 */
const ISSUED_ADDRESSES = 66_000;

/**
 * The same text in one piece. V8 keeps a string built by concatenation as a tree of its parts;
 * the copy takes a third less memory (60,000 signed addresses: 36 MB as built, 24 MB copied).
 */
const inOnePiece = (text: string) => Buffer.from(text, 'latin1').toString('latin1');

/**
 * Builds a medium's `url` and `thumbnail_url` for one viewer and checks them when they come back.
 * The browser appends its own query (`?width=300&format=webp`), so the authorisation lives in the
 * path: `/api/media/thumbnail/12/<signature>`.
 *
 * The signature is the portal's resource token (see token.service.ts and jwt.strategy.ts): an
 * HS256 JWT with the viewer (`sub`, `type`), the viewer's session version (`ver`), the one path it
 * opens (`res`, e.g. `/api/media/thumbnail/12`) and an expiry. Two differences make it fit a path
 * that browsers cache: it has no issue time and its expiry is rounded up to the end of the next
 * whole week, so the same viewer gets the same address for a medium all week long. Checking it
 * asks the same questions as the guard: signature and expiry, exactly this path, and the session
 * version still the viewer's current one, so a renewed guest link or "end all sessions" ends every
 * image address issued before. Who may see which medium is asked again on every request.
 *
 * The signed routes are therefore @Public() and check the signature here; as a resource token for
 * its path, the same token also opens the plain address as `?access=`.
 */
@Injectable()
export class MediaUrls {
  /** Signatures issued, by viewer, session version, path and expiry: the same address is not signed twice. */
  private readonly issued = new LRUCache<string, string>({ max: ISSUED_ADDRESSES });

  constructor(
    private readonly tokens: TokenService,
    private readonly versions: SessionVersions,
  ) {}

  for(viewer: AuthUser, mediaId: number): MediaAddresses {
    return { url: this.signedPath(viewer, 'image', mediaId), thumbnail_url: this.signedPath(viewer, 'thumbnail', mediaId) };
  }

  signedPath(viewer: AuthUser, route: ImageRoute, mediaId: number): string {
    const path = imagePath(route, mediaId);
    const nowSeconds = Math.floor(this.tokens.now() / 1000);
    const exp = (Math.floor(nowSeconds / SIGNATURE_PERIOD_SECONDS) + 2) * SIGNATURE_PERIOD_SECONDS;
    const key = `${viewer.type}:${viewer.id}:${viewer.ver}:${exp}:${path}`;
    let signed = this.issued.get(key);
    if (!signed) {
      signed = inOnePiece(`${path}/${this.tokens.sign({ sub: String(viewer.id), type: viewer.type, ver: viewer.ver, res: path, exp })}`);
      this.issued.set(key, signed);
    }
    return signed;
  }

  /** The viewer a signature was issued to, or null if it does not open this medium's route (any more). */
  async verify(signature: string, route: ImageRoute, mediaId: number): Promise<AuthUser | null> {
    const claims = this.tokens.verify(signature);
    if (!claims || claims.res !== imagePath(route, mediaId)) return null;
    return this.versions.userOf(claims);
  }
}
