import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginFailure, SignInFailure } from './login-failure.entity.js';
import { LoginRateLimit } from './login-rate-limit.js';
import { SessionVersions } from './session-versions.js';
import { SignInFailuresController } from './sign-in-failures.controller.js';
import { TokenService } from './token.service.js';

/**
 * Auth's entities, registered once when this file loads, like every module's. A forFeature inside
 * forRoot would run again for each application a process builds (tests, the SMS restart spec), and
 * the first one after an application closed empties the ORM's list (MikroOrmEntitiesStorage.clearLater).
 */
@Module({ imports: [MikroOrmModule.forFeature([AdminUser, LoginFailure, SignInFailure])] })
class AuthEntitiesModule {}

@Global()
@Module({})
export class AuthModule {
  /**
   * `signInModules`: the modules whose records sign in with a personal link; together they
   * export GUEST_SIGN_IN and PROVIDER_SIGN_IN (principals.ts).
   */
  static forRoot(signInModules: Type[]): DynamicModule {
    return {
      module: AuthModule,
      imports: [AuthEntitiesModule, PassportModule, ...signInModules],
      controllers: [AuthController, AdminAccountsController, SignInFailuresController],
      providers: [AuthService, AdminAccountsService, TokenService, SessionVersions, JwtStrategy, LoginRateLimit, { provide: APP_GUARD, useClass: AuthGuard }],
      exports: [AuthService, TokenService, SessionVersions],
    };
  }
}
