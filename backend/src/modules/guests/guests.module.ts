import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { GUEST_SIGN_IN, type LinkSignIn } from '../../auth/principals.js';
import { RsvpModule } from '../rsvp/rsvp.module.js';
import { GuestPortalController } from './guest-portal.controller.js';
import { GuestsAdminController } from './guests-admin.controller.js';
import { GuestPortalService } from './guest-portal.service.js';
import { Guest } from './guest.entity.js';
import { GuestsService } from './guests.service.js';
import { GuestDeletionHooks } from './guest-deletion-hooks.js';

@Module({
  imports: [MikroOrmModule.forFeature([Guest]), RsvpModule],
  controllers: [GuestsAdminController, GuestPortalController],
  providers: [GuestsService, GuestPortalService, GuestDeletionHooks, { provide: GUEST_SIGN_IN, useValue: { entity: Guest } satisfies LinkSignIn }],
  exports: [GuestsService, GUEST_SIGN_IN, GuestDeletionHooks],
})
export class GuestsModule {}
