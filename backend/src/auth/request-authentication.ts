import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from './auth.types.js';
import { SessionVersions } from './session-versions.js';
import { TokenService } from './token.service.js';

/** The token of `Authorization: Bearer <token>` (the scheme in any case), if there is one. */
function bearerToken(request: Request): string | null {
  const match = /(\S+)\s+(\S+)/.exec(request.headers.authorization ?? '');
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}

/**
 * Turns the HS256 token of a request (Authorization: Bearer, or `?access=` on URLs the browser
 * fetches itself) into the AuthUser, or refuses it (null):
 * - a resource token (`res`) never works as a bearer session token;
 * - `?access=` takes only a resource token, for GET on exactly its path (a session token there
 *   would leak the whole session through logs and shared links);
 * - the token's session version must still be the principal's current one (see session-versions.ts),
 *   so a renewed link, a password change, "end all sessions" or a deleted principal ends it.
 * Used by the global guard (auth.guard.ts); a failing database rejects (a server error, not a 401).
 */
@Injectable()
export class RequestAuthentication {
  constructor(
    private readonly tokens: TokenService,
    private readonly versions: SessionVersions,
  ) {}

  async user(request: Request): Promise<AuthUser | null> {
    const bearer = bearerToken(request);
    const access = request.query.access;
    const token = bearer ?? (typeof access === 'string' ? access : null);
    const claims = token === null ? null : this.tokens.verify(token);
    if (!claims) return null;
    if (bearer !== null) {
      if (claims.res !== undefined) return null;
    } else if (request.method !== 'GET' || typeof claims.res !== 'string' || claims.res !== request.path) {
      return null;
    }
    return this.versions.userOf(claims);
  }
}

