import { Module } from '@nestjs/common';
import { EventSettingsModule } from '../event-settings/event-settings.module.js';
import { KitchenModule } from '../kitchen/kitchen.module.js';
import { PrivacyModule } from '../privacy/index.js';
import { RoomsModule } from '../rooms/rooms.module.js';
import { RsvpModule } from '../rsvp/rsvp.module.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The admin dashboard: the wedding at a glance, each figure from the module that owns it. */
@Module({
  imports: [EventSettingsModule, RsvpModule, KitchenModule, RoomsModule, PrivacyModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
