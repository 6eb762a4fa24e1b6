import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AdminRsvpController, GuestRsvpController } from './rsvp.controller.js';
import { RsvpService } from './rsvp.service.js';
import { RsvpAnswer, RsvpSettings } from './rsvp.entity.js';

/** RSVP: guests answer for themselves and their group until the deadline; admins see and edit every answer. */
@Module({
  imports: [MikroOrmModule.forFeature([RsvpAnswer, RsvpSettings])],
  controllers: [GuestRsvpController, AdminRsvpController],
  providers: [RsvpService],
  exports: [RsvpService],
})
export class RsvpModule {}
