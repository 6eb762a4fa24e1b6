import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { AuthService } from './auth.service.js';
import { Public } from './decorators.js';
import { LoginInput, TokenLoginInput } from './dto/login.input.js';

/** Sign-in for all three roles; failed attempts are rate-limited per client IP (see login-rate-limit.ts). */
@Public()
@Controller('api/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  async login(@Body() input: LoginInput) {
    return { access_token: await this.auth.loginAdmin(input.username, input.password) };
  }

  @Post('guest-login')
  @HttpCode(200)
  async guestLogin(@Body() input: TokenLoginInput) {
    return { access_token: await this.auth.loginGuest(input.token) };
  }

  @Post('service-provider-login')
  @HttpCode(200)
  async serviceProviderLogin(@Body() input: TokenLoginInput) {
    return { access_token: await this.auth.loginServiceProvider(input.token) };
  }
}
