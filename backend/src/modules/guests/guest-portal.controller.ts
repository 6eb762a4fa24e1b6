import { GuestDashboard, Menu, OwnGroup } from '@hochzeit/contracts';
import { Controller, Get } from '@nestjs/common';
import { Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { GuestPortalService } from './guest-portal.service.js';

/** What a signed-in guest reads about themselves; the guest always comes from the token. */
@Roles('guest')
@Controller('api/guest')
export class GuestPortalController {
  constructor(private readonly portal: GuestPortalService) {}

  @Get('dashboard')
  @Reply(GuestDashboard)
  dashboard(@CurrentUser() guest: AuthUser) {
    return this.portal.dashboard(guest.id);
  }

  @Get('group')
  @Reply(OwnGroup)
  group(@CurrentUser() guest: AuthUser) {
    return this.portal.group(guest.id);
  }

  @Get('menu/:menuId')
  @Reply(Menu)
  menu(@CurrentUser() guest: AuthUser, @IdParam('menuId') menuId: number) {
    return this.portal.menu(guest.id, menuId);
  }
}
