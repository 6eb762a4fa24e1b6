import {
  ReleaseFreezeInput,
  ReleaseFreezeReply,
  RemoteFailureReportInput,
  RemoteLoadReportInput,
  RemoteReleaseStatus,
  RemotePreviewInput,
  RemotePreviewLink,
  RemotePreviewResolveInput,
  RemoteReleaseOverview,
  RemotePreviewRelease,
  SuccessReply,
} from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Logger, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { createZodDto } from 'nestjs-zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Public } from '../../auth/decorators.js';
import { z } from 'zod';
import { RemotePreviewsService } from './remote-previews.service.js';
import { RemoteReleaseReports } from './remote-release-reports.js';
import { RemoteReleaseCatalog } from './remote-release-catalog.js';
import { RemoteReleaseFreeze } from './remote-release-freeze.js';

class RemotePreviewInputDto extends createZodDto(RemotePreviewInput) {}
class RemotePreviewResolveInputDto extends createZodDto(RemotePreviewResolveInput) {}
class RemoteFailureReportDto extends createZodDto(RemoteFailureReportInput) {}
class RemoteLoadReportDto extends createZodDto(RemoteLoadReportInput) {}
class ReleaseFreezeInputDto extends createZodDto(ReleaseFreezeInput) {}

/** Previews of remote releases for testers, and the shell's reports of remotes it could not load. */
@Controller('api')
export class RemoteReleasesController {
  private readonly logger = new Logger('RemoteReleases');

  constructor(
    private readonly previews: RemotePreviewsService,
    private readonly catalog: RemoteReleaseCatalog,
    private readonly reports: RemoteReleaseReports,
    private readonly freezes: RemoteReleaseFreeze,
  ) {}

  /** Admins only: which release of each area is live, what could be previewed, and what happened. */
  @Get('remote-releases')
  @Reply(z.array(RemoteReleaseOverview))
  @ApiDoc('Frontend releases and previews')
  overview() {
    return this.catalog.overview();
  }

  /** Admins only: a link that pins this release for whoever opens it (a tester, the smoke gate). */
  @Post('remote-previews')
  @Reply(RemotePreviewLink, 201)
  @ApiDoc('Create a preview link for a frontend release')
  create(@Body() input: RemotePreviewInputDto) {
    return this.previews.createLink(input.remote, input.version);
  }

  /** The token is the permission: a valid preview link names the release it pins. */
  @Public()
  @Post('remote-previews/resolve')
  @Reply(RemotePreviewRelease)
  @ApiDoc('Resolve a preview link', 403, 404)
  resolve(@Body() input: RemotePreviewResolveInputDto) {
    return this.previews.resolve(input.token);
  }

  /**
   * Rate-limited per client (app.ts); written to the log, where operators watch for broken releases.
   * What the client sent stays in fields of the line, never in its message (common/logging.ts).
   */
  @Public()
  @Post('remote-failures')
  @Reply(SuccessReply, 202)
  @ApiDoc('Report a frontend that failed to load', 429)
  async report(@Body() report: RemoteFailureReportDto, @Req() req: Request) {
    this.logger.warn(
      { remote: report.remote, version: report.version, reason: report.reason, fell_back_to: report.fell_back_to, client: req.ip, user_agent: req.get('user-agent') ?? null },
      report.fell_back_to ? 'Remote konnte nicht geladen werden, ältere Version verwendet' : 'Remote konnte nicht geladen werden, Ersatzseite angezeigt',
    );
    await this.reports.recordFailure(report.remote, report.version, report.browser);
    return { success: true as const };
  }

  /** Once per page load and area: which version the shell loaded (counted per version and minute; rate-limited per browser in app.ts). */
  @Public()
  @Post('remote-loads')
  @Reply(SuccessReply, 202)
  @ApiDoc('Report which frontend version a page loaded', 429)
  async load(@Body() report: RemoteLoadReportDto) {
    await this.reports.recordLoad(report);
    return { success: true as const };
  }

  /** Admins only: live and canary version of each area, page loads and failures per version (last hour and day). */
  @Get('remote-releases/status')
  @Reply(z.array(RemoteReleaseStatus))
  @ApiDoc('Frontend versions in use and their failures')
  status() {
    return this.reports.status();
  }

  /** Admins only: the freeze window as set, also one still ahead (the wedding day). */
  @Get('remote-releases/freeze')
  @Reply(ReleaseFreezeReply)
  @ApiDoc('Freeze window for frontend releases')
  freeze() {
    return this.freezes.read();
  }

  /** Admins only: promotions and canaries refused from `from` to `until` unless forced with a reason. */
  @Put('remote-releases/freeze')
  @Reply(ReleaseFreezeReply)
  @ApiDoc('Set the freeze window for frontend releases', 400, 409)
  setFreeze(@Body() input: ReleaseFreezeInputDto, @CurrentUser() user: AuthUser) {
    return this.freezes.set(input, user.id);
  }

  /** Admins only: lifts the freeze window. */
  @Delete('remote-releases/freeze')
  @Reply(ReleaseFreezeReply)
  @ApiDoc('Lift the freeze window for frontend releases', 409)
  liftFreeze(@CurrentUser() user: AuthUser) {
    return this.freezes.set(null, user.id);
  }
}
