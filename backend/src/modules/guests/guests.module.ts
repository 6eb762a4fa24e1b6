import { Module } from '@nestjs/common';
import { RsvpModule } from '../rsvp/rsvp.module.js';
import { GuestPortalController } from './guest-portal.controller.js';
import { GuestsAdminController } from './guests-admin.controller.js';
import { GuestPortalService } from './guest-portal.service.js';
import { GuestsService } from './guests.service.js';

@Module({
  imports: [RsvpModule],
  controllers: [GuestsAdminController, GuestPortalController],
  providers: [GuestsService, GuestPortalService],
  exports: [GuestsService],
})
export class GuestsModule {}
