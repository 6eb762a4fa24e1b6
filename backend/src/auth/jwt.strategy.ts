import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type AuthUser, type TokenClaims, USER_TYPES, type UserType } from './auth.types.js';
import { SessionVersions } from './session-versions.js';
import { tokenKey } from './token.service.js';

const fromBearer = ExtractJwt.fromAuthHeaderAsBearerToken();
const fromAccessParameter = ExtractJwt.fromUrlQueryParameter('access');

/**
 * Verifies the HS256 token of a request (Authorization: Bearer, or `?access=` on URLs the browser
 * fetches itself) and turns it into the AuthUser, or refuses it:
 * - a resource token (`res`) never works as a bearer session token;
 * - `?access=` takes only a resource token, for GET on exactly its path (a session token there
 *   would leak the whole session through logs and shared links);
 * - the token's session version must still be the principal's current one (see session-versions.ts),
 *   so a renewed link, a password change, "end all sessions" or a deleted principal ends it.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly versions: SessionVersions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromBearer, fromAccessParameter]),
      // A KeyObject, which jsonwebtoken takes as it is (passport-jwt's types predate it).
      secretOrKey: tokenKey(config) as unknown as Buffer,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  /** The user, or null for a token that may not be used here (passport then answers 401). */
  async validate(request: Request, claims: TokenClaims): Promise<AuthUser | null> {
    if (fromBearer(request)) {
      if (claims.res !== undefined) return null;
    } else if (request.method !== 'GET' || typeof claims.res !== 'string' || claims.res !== request.path) {
      return null;
    }
    const id = Number(claims.sub);
    const ver = claims.ver ?? 0;
    if (!Number.isSafeInteger(id) || !(USER_TYPES as readonly string[]).includes(claims.type) || !Number.isSafeInteger(ver)) return null;
    const type = claims.type as UserType;
    return (await this.versions.accepts(type, id, ver)) ? { id, type, ver } : null;
  }
}
