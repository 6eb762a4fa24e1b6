import { GuestDashboard, Menu, OwnGroup } from '@hochzeit/contracts';
import { Controller, Get } from '@nestjs/common';
import { CachedReply } from '../../api/cached-reply.js';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { DASHBOARD_TABLES, OWN_GROUP_TABLES, OWN_MENU_TABLES } from './guest-portal.queries.js';
import { GuestPortalService } from './guest-portal.service.js';

/** What a signed-in guest reads about themselves; the guest always comes from the token. */
@Roles('guest')
@Controller('api/guest')
export class GuestPortalController {
  constructor(private readonly portal: GuestPortalService) {}

  @Get('dashboard')
  @Reply(GuestDashboard)
  // The RSVP card says whether answers are still taken, which also changes when the deadline
  // passes; a card saying so up to five minutes late costs nothing (the answer itself is refused).
  @CachedReply(DASHBOARD_TABLES, { per: 'viewer', browser: 'no-store', maxAgeSeconds: 300 })
  @ApiDoc("The guest's start page")
  dashboard(@CurrentUser() guest: AuthUser) {
    return this.portal.dashboard(guest.id);
  }

  @Get('group')
  @Reply(OwnGroup)
  @CachedReply(OWN_GROUP_TABLES, { per: 'viewer', browser: 'no-store' })
  @ApiDoc("The guest's party (who comes with them)")
  group(@CurrentUser() guest: AuthUser) {
    return this.portal.group(guest.id);
  }

  @Get('menu/:menuId')
  @Reply(Menu)
  @CachedReply(OWN_MENU_TABLES, { per: 'viewer', browser: 'revalidate' })
  @ApiDoc('A menu as the guest reads it')
  menu(@CurrentUser() guest: AuthUser, @IdParam('menuId') menuId: number) {
    return this.portal.menu(guest.id, menuId);
  }
}
