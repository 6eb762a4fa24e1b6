import { AccessTokenReply } from '@hochzeit/contracts';
import { Body, Controller, Post } from '@nestjs/common';
import { Reply } from '../api/reply.js';
import { AuthService } from './auth.service.js';
import { Public } from './decorators.js';
import { LoginInputDto, TokenLoginInputDto } from './dto/login.input.js';

/** Sign-in for all three roles; failed attempts are rate-limited per client IP (see login-rate-limit.ts). */
@Public()
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @Reply(AccessTokenReply)
  async login(@Body() input: LoginInputDto) {
    return { access_token: await this.auth.loginAdmin(input.username, input.password) };
  }

  @Post('guest-login')
  @Reply(AccessTokenReply)
  async guestLogin(@Body() input: TokenLoginInputDto) {
    return { access_token: await this.auth.loginGuest(input.token) };
  }

  @Post('service-provider-login')
  @Reply(AccessTokenReply)
  async serviceProviderLogin(@Body() input: TokenLoginInputDto) {
    return { access_token: await this.auth.loginServiceProvider(input.token) };
  }
}
