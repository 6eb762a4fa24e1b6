import { Controller, Get } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { ServiceProvidersService } from './service-providers.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/service-providers')
export class ServiceProvidersAdminController {
  constructor(private readonly providers: ServiceProvidersService) {}

  @Get()
  list(@CurrentUser() admin: AuthUser) {
    return this.providers.list(admin);
  }
}
