import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser, TokenClaims, UserType } from './auth.types.js';

const LIFETIME: Record<UserType, string> = { admin: '12h', guest: '30d', service_provider: '30d' };
/** Resource tokens in <img src>, download links and QR links opened in a new tab. */
const RESOURCE_TOKEN_LIFETIME = '15m';

/** How many verified tokens are remembered (~1 kB each): the sessions of a 300-guest rush, many times over. */
const VERIFIED_TOKENS = 30_000;

/**
 * Issues and verifies the portal's HS256 tokens: sessions, resource tokens and image signatures
 * (the guard's RequestAuthentication decides what a valid one may do).
 */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;
  /**
   * Tokens whose signature checked out, with their claims: a phone sends the same session token
   * with every request and an image grid the same addresses again and again, and checking a
   * signature costs more than the rest of a cached reply. The expiry is checked on every use.
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS });
  /** Milliseconds, for every token's expiry (image signatures too); replaceable so tests can move time forward. */
  now: () => number = Date.now;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A key object, not the secret as text: given text, jsonwebtoken first tries to read it as a
    // PEM key on every call (and fails), five times the cost of the signature itself.
    const key = createSecretKey(Buffer.from(config.jwtSecret));
    this.jwt = new JwtService({ privateKey: key, publicKey: key, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
  }

  /**
   * The claims of a token this server signed and that has not expired; null for any other.
   * `remember: false` for a token its holder sends once (an image address: the browser keeps the
   * image for good), which would only push the session tokens out of the checked ones.
   */
  verify(token: string, { remember = true }: { remember?: boolean } = {}): TokenClaims | null {
    let claims = this.verified.get(token);
    if (!claims) {
      try {
        const decoded: unknown = this.jwt.verify(token, { ignoreExpiration: true });
        if (typeof decoded !== 'object' || decoded === null) return null;
        claims = decoded as TokenClaims;
      } catch {
        return null;
      }
      if (remember) this.verified.set(token, claims);
    }
    // Every token this server issues expires; one without an expiry is not ours.
    return typeof claims.exp === 'number' && claims.exp > this.now() / 1000 ? claims : null;
  }

  /** A token of exactly these claims, without an issue time (the same claims give the same token). */
  sign(claims: TokenClaims & { exp: number }): string {
    return this.jwt.sign(claims, { noTimestamp: true });
  }

  /** A session of that principal, valid until it expires or the principal's session version is raised. */
  issueSessionToken(id: number, type: UserType, version: number): string {
    return this.jwt.sign({ sub: String(id), type, ver: version } satisfies TokenClaims, { expiresIn: LIFETIME[type] as never });
  }

  /** A token valid only for GET requests on exactly this path, for URLs the browser fetches itself. */
  issueResourceToken(user: AuthUser, resourcePath: string, lifetime = RESOURCE_TOKEN_LIFETIME): string {
    const claims: TokenClaims = { sub: String(user.id), type: user.type, ver: user.ver, res: resourcePath };
    return this.jwt.sign(claims, { expiresIn: lifetime as never });
  }

  /**
   * `path?access=...` for a URL the browser fetches without an Authorization header. A longer
   * lifetime suits media that keeps streaming (a looping video asks for new ranges for hours).
   */
  signedUrl(user: AuthUser, resourcePath: string, lifetime = RESOURCE_TOKEN_LIFETIME): string {
    return `${resourcePath}?access=${encodeURIComponent(this.issueResourceToken(user, resourcePath, lifetime))}`;
  }
}
