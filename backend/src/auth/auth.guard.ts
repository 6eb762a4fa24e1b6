import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type AuthUser, USER_TYPES, type UserType } from './auth.types.js';
import { IS_PUBLIC, ROLES } from './decorators.js';
import { TokenService } from './token.service.js';

/**
 * The one global guard: every route needs a valid token unless marked @Public();
 * @Roles() names the audiences, and a route without it is admin-only.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = this.authenticate(request);
    if (!user) throw new UnauthorizedException('Nicht angemeldet oder Sitzung abgelaufen');

    const allowed = this.reflector.getAllAndOverride<UserType[]>(ROLES, targets) ?? ['admin'];
    if (!allowed.includes(user.type)) throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    request.user = user;
    return true;
  }

  private authenticate(request: Request): AuthUser | null {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const claims = this.tokens.verify(header.slice(7).trim());
      // A resource token must not work as a session token.
      return claims && !claims.res ? toUser(claims.sub, claims.type) : null;
    }
    const access = request.query.access;
    if (typeof access === 'string' && request.method === 'GET') {
      const claims = this.tokens.verify(access);
      return claims?.res === request.path ? toUser(claims.sub, claims.type) : null;
    }
    return null;
  }
}

function toUser(sub: string, type: string): AuthUser | null {
  const id = Number(sub);
  if (!Number.isSafeInteger(id) || !(USER_TYPES as readonly string[]).includes(type)) return null;
  return { id, type: type as UserType };
}
