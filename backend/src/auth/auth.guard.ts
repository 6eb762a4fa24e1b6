import { type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { AuthUser, UserType } from './auth.types.js';
import { IS_PUBLIC, ROLES } from './decorators.js';

/**
 * The one global guard: every route needs a valid token (checked by the 'jwt' passport strategy,
 * jwt.strategy.ts) unless marked @Public(); @Roles() names the audiences, and a route without it
 * is admin-only.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & { user: AuthUser }>().user;
    const allowed = this.reflector.getAllAndOverride<UserType[]>(ROLES, targets) ?? ['admin'];
    if (!allowed.includes(user.type)) throw new ForbiddenException('Keine Berechtigung für diesen Bereich');
    return true;
  }

  /** A missing, invalid, expired or revoked token is a 401; a failing database stays a server error. */
  handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException('Nicht angemeldet oder Sitzung abgelaufen');
    return user;
  }
}
