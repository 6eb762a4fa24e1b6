import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser, TokenClaims, UserType } from './auth.types.js';

const LIFETIME: Record<UserType, string> = { admin: '12h', guest: '30d', service_provider: '30d' };
/** Resource tokens in <img src>, download links and QR links opened in a new tab. */
const RESOURCE_TOKEN_LIFETIME = '15m';

/**
 * The key of every token this server signs and checks. A key object, not the secret as text:
 * given text, jsonwebtoken first tries to read it as a PEM key on every call (and fails), five
 * times the cost of the signature itself.
 */
export function tokenKey(config: Pick<AppConfig, 'jwtSecret'>): KeyObject {
  return createSecretKey(Buffer.from(config.jwtSecret));
}

/**
 * Issues the portal's HS256 tokens: sessions, resource tokens and image signatures. Requests are
 * checked by the 'jwt' passport strategy (jwt.strategy.ts); verify() checks the image signatures
 * that travel in a path (media-urls.ts) with the same key, algorithm and expiry rule.
 */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;
  /** Milliseconds, for every token's expiry (image signatures too); replaceable so tests can move time forward. */
  now: () => number = Date.now;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const key = tokenKey(config);
    this.jwt = new JwtService({ privateKey: key, publicKey: key, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
  }

  /** The claims of a token this server signed and that has not expired; null for any other. */
  verify(token: string): TokenClaims | null {
    let claims: unknown;
    try {
      claims = this.jwt.verify(token, { ignoreExpiration: true });
    } catch {
      return null;
    }
    if (typeof claims !== 'object' || claims === null) return null;
    const { exp } = claims as TokenClaims;
    // Every token this server issues expires; one without an expiry is not ours.
    return typeof exp === 'number' && exp > this.now() / 1000 ? (claims as TokenClaims) : null;
  }

  /** A token of exactly these claims, without an issue time (the same claims give the same token). */
  sign(claims: TokenClaims & { exp: number }): string {
    return this.jwt.sign(claims, { noTimestamp: true });
  }

  /** A session of that principal, valid until it expires or the principal's session version is raised. */
  issueSessionToken(id: number, type: UserType, version: number): string {
    // A random id: two sign-ins within the same second are two sessions ('Meine Daten' lists each device), not one token.
    return this.jwt.sign({ sub: String(id), type, ver: version } satisfies TokenClaims, { expiresIn: LIFETIME[type] as never, jwtid: randomBytes(9).toString('base64url') });
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
