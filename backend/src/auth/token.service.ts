import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser, TokenClaims, UserType } from './auth.types.js';

const LIFETIME: Record<UserType, string> = { admin: '12h', guest: '30d', service_provider: '30d' };
/** Resource tokens in <img src>, download links and QR links opened in a new tab. */
const RESOURCE_TOKEN_LIFETIME = '15m';

const signingKeys = new Map<string, KeyObject>();

/**
 * The HS256 key of JWT_SECRET, made once: given the secret as text, jsonwebtoken first tries to
 * read it as a PEM key on every call (and fails) before using it, five times the cost of the
 * signature itself.
 */
export function tokenKey(config: Pick<AppConfig, 'jwtSecret'>): KeyObject {
  let key = signingKeys.get(config.jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(config.jwtSecret));
    signingKeys.set(config.jwtSecret, key);
  }
  return key;
}

/** The portal's HS256 signer and verifier (sessions, resource tokens, image signatures). */
export function tokenJwt(config: Pick<AppConfig, 'jwtSecret'>): JwtService {
  const key = tokenKey(config);
  return new JwtService({ privateKey: key, publicKey: key, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } });
}

/** Issues and verifies the HS256 tokens (the guard's RequestAuthentication decides what a valid one may do). */
@Injectable()
export class TokenService {
  private readonly jwt: JwtService;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.jwt = tokenJwt(config);
  }

  /** The claims of a token this server signed and that has not expired; null for any other. */
  verify(token: string): TokenClaims | null {
    try {
      const claims: unknown = this.jwt.verify(token);
      return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
    } catch {
      return null;
    }
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
