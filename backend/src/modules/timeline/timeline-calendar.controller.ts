import { DownloadLink } from '@hochzeit/contracts';
import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { create as contentDisposition } from 'content-disposition';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser, Roles } from '../../auth/decorators.js';
import { TokenService } from '../../auth/token.service.js';
import { CALENDAR_CONTENT_TYPE, CALENDAR_FILE_NAME, TimelineCalendar } from './timeline-calendar.service.js';

const GUEST_CALENDAR = '/api/guest/calendar.ics';
const PROVIDER_CALENDAR = '/api/service-provider/calendar.ics';

/**
 * "Zum Kalender hinzufügen": the day plan (guest) or schedule (provider) as an .ics file. The
 * dashboard asks for a signed link first (`…/calendar-link` → `{url}`, valid 15 minutes, the
 * portal's resource token as `?access=`) and lets the browser fetch it; a bearer header works too.
 */
@Controller('api')
export class TimelineCalendarController {
  constructor(
    private readonly calendar: TimelineCalendar,
    private readonly tokens: TokenService,
  ) {}

  @Roles('guest')
  @Get('guest/calendar.ics')
  @FileReply('text/calendar')
  @Header('Cache-Control', 'private, no-store')
  @ApiDoc("The guest's timeline as a calendar (iCalendar)")
  async guestCalendar(@CurrentUser() guest: AuthUser) {
    return this.file(await this.calendar.forGuest(guest.id));
  }

  @Roles('guest')
  @Get('guest/calendar-link')
  @Reply(DownloadLink)
  @ApiDoc("Signed link to the guest's calendar")
  guestCalendarLink(@CurrentUser() guest: AuthUser): DownloadLink {
    return { url: this.tokens.signedUrl(guest, GUEST_CALENDAR) };
  }

  @Roles('service_provider')
  @Get('service-provider/calendar.ics')
  @FileReply('text/calendar')
  @Header('Cache-Control', 'private, no-store')
  @ApiDoc("The service provider's timeline as a calendar (iCalendar)")
  async providerCalendar(@CurrentUser() provider: AuthUser) {
    return this.file(await this.calendar.forServiceProvider(provider.id));
  }

  @Roles('service_provider')
  @Get('service-provider/calendar-link')
  @Reply(DownloadLink)
  @ApiDoc("Signed link to the service provider's calendar")
  providerCalendarLink(@CurrentUser() provider: AuthUser): DownloadLink {
    return { url: this.tokens.signedUrl(provider, PROVIDER_CALENDAR) };
  }

  private file(ics: string): StreamableFile {
    return new StreamableFile(Buffer.from(ics, 'utf8'), { type: CALENDAR_CONTENT_TYPE, disposition: contentDisposition(CALENDAR_FILE_NAME) });
  }
}
