import { type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { NOT_YOUR_AREA, SESSION_ENDED } from '@hochzeit/contracts';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { AuthUser, UserType } from './auth.types.js';
import { IS_PUBLIC, ROLES } from './decorators.js';
import { JWT_STRATEGY } from './jwt.strategy.js';

/**
 * The one global guard: every route needs a valid token (checked by the 'jwt' passport strategy,
 * jwt.strategy.ts) unless marked @Public(); @Roles() names the audiences, and a route without it
 * is admin-only. Further sign-in methods come in as further passport strategies.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(JWT_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<Request & { user: AuthUser }>().user;
    const allowed = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, targets) ?? ['admin'];
    if (!allowed.includes(user.type)) throw new ForbiddenException(NOT_YOUR_AREA);
    return true;
  }

  /**
   * A missing, invalid, expired or revoked token is a 401 with the portal's message (never
   * passport's own reply or reason); a failing database stays a server error.
   */
  handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false | null): TUser {
    if (error) throw error as Error;
    if (!user) throw new UnauthorizedException(SESSION_ENDED);
    return user;
  }
}
