import { Module } from '@nestjs/common';
import { ProviderPortalController } from './provider-portal.controller.js';
import { ServiceProvidersAdminController } from './service-providers-admin.controller.js';
import { ServiceProvidersService } from './service-providers.service.js';

@Module({
  controllers: [ServiceProvidersAdminController, ProviderPortalController],
  providers: [ServiceProvidersService],
  exports: [ServiceProvidersService],
})
export class ServiceProvidersModule {}
