import { Module } from '@nestjs/common';
import { RsvpModule } from '../rsvp/rsvp.module.js';
import { ServiceProvidersModule } from '../service-providers/service-providers.module.js';
import { AdminKitchenController, ProviderKitchenController } from './kitchen.controller.js';
import { KitchenService } from './kitchen.service.js';

/** The kitchen list ('Küchenliste'): who eats which menu, allergies and diets, for admins and the catering provider. */
@Module({
  imports: [RsvpModule, ServiceProvidersModule],
  controllers: [AdminKitchenController, ProviderKitchenController],
  providers: [KitchenService],
  exports: [KitchenService],
})
export class KitchenModule {}
