import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { CreateServiceProviderInput, UpdateServiceProviderInput } from './dto/service-provider.input.js';
import { ServiceProvidersService } from './service-providers.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/service-providers')
export class ServiceProvidersAdminController {
  constructor(private readonly providers: ServiceProvidersService) {}

  @Get()
  list(@CurrentUser() admin: AuthUser) {
    return this.providers.list(admin);
  }

  @Get(':id')
  get(@CurrentUser() admin: AuthUser, @IdParam() id: number) {
    return this.providers.get(admin, id);
  }

  @Post()
  create(@CurrentUser() admin: AuthUser, @Body() input: CreateServiceProviderInput) {
    return this.providers.create(admin, input);
  }

  @Put(':id')
  update(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() input: UpdateServiceProviderInput) {
    return this.providers.update(admin, id, input);
  }

  @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.providers.remove(id);
    return { success: true };
  }

  @Post(':id/regenerate-token')
  regenerateToken(@CurrentUser() admin: AuthUser, @IdParam() id: number) {
    return this.providers.regenerateToken(admin, id);
  }
}
