import { Controller, Get } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { GuestsService } from './guests.service.js';

/** What a signed-in guest reads about themselves; the guest always comes from the token. */
@Roles('guest')
@Controller('api/guest')
export class GuestPortalController {
  constructor(private readonly guests: GuestsService) {}

  @Get('dashboard')
  dashboard(@CurrentUser() guest: AuthUser) {
    return this.guests.dashboard(guest.id);
  }
}
