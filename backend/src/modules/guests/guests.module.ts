import { Module } from '@nestjs/common';
import { GuestPortalController } from './guest-portal.controller.js';
import { GuestsAdminController } from './guests-admin.controller.js';
import { GuestPortalService } from './guest-portal.service.js';
import { GuestsService } from './guests.service.js';

@Module({
  controllers: [GuestsAdminController, GuestPortalController],
  providers: [GuestsService, GuestPortalService],
  exports: [GuestsService],
})
export class GuestsModule {}
