import { Module } from '@nestjs/common';
import { AdminRsvpController, GuestRsvpController } from './rsvp.controller.js';
import { RsvpService } from './rsvp.service.js';

/** RSVP: guests answer for themselves and their group until the deadline; admins see and edit every answer. */
@Module({
  controllers: [GuestRsvpController, AdminRsvpController],
  providers: [RsvpService],
  exports: [RsvpService],
})
export class RsvpModule {}
