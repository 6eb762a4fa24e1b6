import { Module } from '@nestjs/common';
import { GuestPortalController } from './guest-portal.controller.js';
import { GuestsAdminController } from './guests-admin.controller.js';
import { GuestsService } from './guests.service.js';

@Module({
  controllers: [GuestsAdminController, GuestPortalController],
  providers: [GuestsService],
  exports: [GuestsService],
})
export class GuestsModule {}
