import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { LoginRateLimit } from './login-rate-limit.js';
import { RequestAuthentication } from './request-authentication.js';
import { SessionVersions } from './session-versions.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  controllers: [AuthController, AdminAccountsController],
  providers: [AuthService, AdminAccountsService, TokenService, SessionVersions, RequestAuthentication, LoginRateLimit, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [AuthService, TokenService, SessionVersions],
})
export class AuthModule {}
