import { AdminDashboard } from '@hochzeit/contracts';
import { Controller, Get } from '@nestjs/common';
import { CachedReply } from '../../api/cached-reply.js';
import { ApiDoc, Reply } from '../../api/reply.js';
import { ADMIN_DASHBOARD_TABLES } from './admin-dashboard.queries.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/**
 * The admin dashboard's figures. Read once and kept until one of the tables they come from
 * changes; at most a minute, for what depends on the clock too (days until the wedding, photos
 * of today, the deadline's end, messages that became unclear). The same for every admin.
 * Admin-only (the guard's default).
 */
@Controller('api/admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Get()
  @ApiDoc('The wedding at a glance: the dashboard’s figures and what is still to do')
  @Reply(AdminDashboard)
  @CachedReply(ADMIN_DASHBOARD_TABLES, { per: 'everyone', browser: 'no-store', maxAgeSeconds: 60 })
  get() {
    return this.dashboard.dashboard();
  }
}
