import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { type LinkSignIn, PROVIDER_SIGN_IN } from '../../auth/principals.js';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { ProviderPortalController } from './provider-portal.controller.js';
import { ServiceProvidersAdminController } from './service-providers-admin.controller.js';
import { ServiceProvider } from './service-provider.entity.js';
import { ServiceProvidersService } from './service-providers.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([ServiceProvider]), EventSettingsModule],
  controllers: [ServiceProvidersAdminController, ProviderPortalController],
  providers: [ServiceProvidersService, { provide: PROVIDER_SIGN_IN, useValue: { entity: ServiceProvider } satisfies LinkSignIn }],
  exports: [ServiceProvidersService, PROVIDER_SIGN_IN],
})
export class ServiceProvidersModule {}
