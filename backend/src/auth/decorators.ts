import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthUser, UserType } from './auth.types.js';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';

/** The route needs no token at all. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The user types allowed on a route or controller. Routes without @Roles are admin-only. */
export const Roles = (...types: UserType[]) => SetMetadata(ROLES, types);

/** The signed-in user, as verified by the global guard. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
