import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { NOT_YOUR_AREA, SESSION_ENDED } from '@hochzeit/contracts';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthUser, UserType } from './auth.types.js';
import { IS_PUBLIC, ROLES } from './decorators.js';
import { RequestAuthentication } from './request-authentication.js';

/**
 * The one global guard: every route needs a valid token (request-authentication.ts) unless
 * marked @Public(); @Roles() names the audiences, and a route without it is admin-only. A missing,
 * invalid, expired or revoked token is a 401; a failing database stays a server error.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authentication: RequestAuthentication,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = await this.authentication.user(request);
    if (!user) throw new UnauthorizedException(SESSION_ENDED);
    request.user = user;
    const allowed = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, targets) ?? ['admin'];
    if (!allowed.includes(user.type)) throw new ForbiddenException(NOT_YOUR_AREA);
    return true;
  }
}
