import { AccessTokenReply } from '@hochzeit/contracts';
import { Body, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiDoc, Reply } from '../api/reply.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthService } from './auth.service.js';
import { Public } from './decorators.js';
import { DeviceCookies } from './device-cookie.js';
import { LoginInputDto, TokenLoginInputDto } from './dto/login.input.js';
import { LoginRateLimit } from './login-rate-limit.js';

/** The client's address as Express sees it behind the trusted proxies (TRUST_PROXY). */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

/** Sign-in for all three roles; failed attempts are limited (see login-rate-limit.ts). */
@Public()
@Controller('api/auth')
export class AuthController {
  private readonly devices: DeviceCookies;

  constructor(
    private readonly auth: AuthService,
    private readonly rateLimit: LoginRateLimit,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.devices = new DeviceCookies(config);
  }

  /** A browser with this account's device cookie is limited on its own (login-rate-limit.ts); a success (re)issues it. */
  @Post('login')
  @ApiDoc('Sign in as an admin', 401, 429)
  @Reply(AccessTokenReply)
  async login(@Body() input: LoginInputDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const signIn = { ip: clientAddress(req), username: input.username, res, device: this.devices.nonceFor(req, input.username) };
    const accessToken = await this.rateLimit.password(signIn, () => this.auth.loginAdmin(input.username, input.password));
    this.devices.issue(req, res, input.username);
    return { access_token: accessToken };
  }

  @Post('guest-login')
  @ApiDoc("Sign in with a guest's personal link", 401, 429)
  @Reply(AccessTokenReply)
  async guestLogin(@Body() input: TokenLoginInputDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return { access_token: await this.rateLimit.link({ ip: clientAddress(req), res }, () => this.auth.loginGuest(input.token)) };
  }

  @Post('service-provider-login')
  @ApiDoc("Sign in with a service provider's personal link", 401, 429)
  @Reply(AccessTokenReply)
  async serviceProviderLogin(@Body() input: TokenLoginInputDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return { access_token: await this.rateLimit.link({ ip: clientAddress(req), res }, () => this.auth.loginServiceProvider(input.token)) };
  }
}
