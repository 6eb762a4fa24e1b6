import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AuthUser, TokenClaims } from './auth.types.js';
import { SessionVersions } from './session-versions.js';
import { TokenService, tokenKey } from './token.service.js';

export const JWT_STRATEGY = 'jwt';

const fromBearer = ExtractJwt.fromAuthHeaderAsBearerToken();
const fromAccessParameter = ExtractJwt.fromUrlQueryParameter('access');

/**
 * The strategies of the applications this process has open, newest last. Passport keeps one
 * strategy per name for the whole process, but tests build several applications (each with its
 * own key and database) one after another: when one closes, the newest still open is put back.
 */
const open: JwtStrategy[] = [];

/**
 * The 'jwt' passport strategy behind the global guard (auth.guard.ts). passport-jwt takes the
 * token from `Authorization: Bearer` or else from `?access=` (URLs the browser fetches itself) and
 * checks its HS256 signature and expiry; validate() then decides what that token may do here, or
 * refuses it (null, a 401):
 * - every token this server issues expires: one without an expiry is not ours;
 * - a resource token (`res`) never works as a bearer session token;
 * - `?access=` takes only a resource token, for GET on exactly its path (a session token there
 *   would leak the whole session through logs and shared links);
 * - the token's session version must still be the principal's current one (see session-versions.ts),
 *   so a renewed link, a password change, "end all sessions" or a deleted principal ends it.
 * A failing database rejects validate(), which stays a server error, not a 401.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) implements OnModuleDestroy {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: TokenService,
    private readonly versions: SessionVersions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([fromBearer, fromAccessParameter]),
      // A KeyObject, which jsonwebtoken takes as it is (passport-jwt's types predate it).
      secretOrKey: tokenKey(config) as unknown as Buffer,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
    open.push(this);
  }

  async validate(request: Request, claims: TokenClaims): Promise<AuthUser | null> {
    // Expiry once more on the service's clock, which tests move forward.
    if (typeof claims.exp !== 'number' || claims.exp <= this.tokens.now() / 1000) return null;
    if (fromBearer(request) !== null) {
      if (claims.res !== undefined) return null;
    } else if (request.method !== 'GET' || typeof claims.res !== 'string' || claims.res !== request.path) {
      return null;
    }
    return this.versions.userOf(claims);
  }

  onModuleDestroy(): void {
    const index = open.indexOf(this);
    if (index >= 0) open.splice(index, 1);
    const newest = open.at(-1);
    if (newest) passport.use(JWT_STRATEGY, newest);
    else passport.unuse(JWT_STRATEGY);
  }
}
