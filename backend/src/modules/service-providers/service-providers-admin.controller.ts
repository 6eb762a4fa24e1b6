import { ServiceProvider, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { ServiceProviderInputDto, ServiceProviderUpdateInputDto } from './dto/service-provider.input.js';
import { ServiceProvidersService } from './service-providers.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/service-providers')
export class ServiceProvidersAdminController {
  constructor(private readonly providers: ServiceProvidersService) {}

  @Get()
  @Reply(z.array(ServiceProvider))
  @ApiDoc('List service providers')
  list(@CurrentUser() admin: AuthUser) {
    return this.providers.list(admin);
  }

  @Get(':id')
  @Reply(ServiceProvider)
  @ApiDoc('A service provider')
  get(@CurrentUser() admin: AuthUser, @IdParam() id: number) {
    return this.providers.get(admin, id);
  }

  @Post()
  @Reply(ServiceProvider, 201)
  @ApiDoc('Create a service provider')
  create(@CurrentUser() admin: AuthUser, @Body() input: ServiceProviderInputDto) {
    return this.providers.create(admin, input);
  }

  @Put(':id')
  @Reply(ServiceProvider)
  @ApiDoc('Update a service provider')
  update(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() input: ServiceProviderUpdateInputDto) {
    return this.providers.update(admin, id, input);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a service provider')
  async remove(@IdParam() id: number) {
    await this.providers.remove(id);
    return { success: true };
  }

  /** A new sign-in secret: the provider's old link and QR code stop working. */
  @Post(':id/regenerate-token')
  @Reply(ServiceProvider, 201)
  @ApiDoc('Give a service provider a new link')
  regenerateToken(@CurrentUser() admin: AuthUser, @IdParam() id: number) {
    return this.providers.regenerateToken(admin, id);
  }
}
