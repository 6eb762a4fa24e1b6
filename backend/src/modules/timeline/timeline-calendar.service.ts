import type { EventSettings, ProviderTimelineEvent } from '@hochzeit/contracts';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { Inject, Injectable } from '@nestjs/common';
import { ICalCalendar } from 'ical-generator';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EventSettingsService } from '../event-settings/index.js';
import { TimelineService } from './timeline.service.js';

export const CALENDAR_FILE_NAME = 'Hochzeit-Tagesablauf.ics';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
/** An event without an end time is entered as this long, so calendars show a block rather than a point. */
export const DEFAULT_EVENT_MINUTES = 60;

type CalendarItem = Pick<ProviderTimelineEvent, 'id' | 'title' | 'time' | 'end_time' | 'description' | 'location' | 'responsible_person'>;


/**
 * The event's own place and the venue as the settings name them, so a phone's map finds it:
 * "<Raum>, <Ort>, <Adresse>" (the name once when the address starts with it; empty parts left out).
 */
export function calendarLocation(location: string | null, venue: Pick<EventSettings, 'venue_name' | 'venue_address'>): string {
  const name = venue.venue_name.trim();
  const address = venue.venue_address.trim();
  const venueParts = name && address.includes(name) ? [address] : [name, address];
  return [location?.trim() ?? '', ...venueParts].filter(Boolean).join(', ');
}

/**
 * The day plan as an iCalendar file. Times carry the venue's TZID with its VTIMEZONE, so a
 * calendar abroad still shows the wedding at the right instant; for a zone without VTIMEZONE data
 * they are written in UTC. UIDs are `timeline-<id>@<host>`, so importing the file again updates
 * the events instead of duplicating them.
 */
@Injectable()
export class TimelineCalendar {
  constructor(
    private readonly timeline: TimelineService,
    private readonly settings: EventSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forGuest(guestId: number): Promise<string> {
    // Only the guest fields: the service's records carry more (who is responsible) than guests may read.
    const events = await this.timeline.forGuest(guestId);
    return this.render(events.map(({ id, title, time, end_time, description, location }) => ({ id, title, time, end_time, description, location, responsible_person: null })));
  }

  async forServiceProvider(providerId: number): Promise<string> {
    return this.render(await this.timeline.forServiceProvider(providerId));
  }

  private async render(events: CalendarItem[]): Promise<string> {
    const event = await this.settings.get();
    const host = new URL(this.config.publicUrl).host;
    const zone = getVtimezoneComponent(event.time_zone) ? event.time_zone : null;
    const calendar = new ICalCalendar({
      name: `Hochzeit – ${event.title}`,
      prodId: { company: 'Hochzeitsportal', product: 'Tagesablauf', language: 'DE' },
      // RFC 5545: no calendar-wide zone name, or ical-generator writes DTSTAMP without 'Z' and the
      // non-standard TIMEZONE-ID; the events' TZID still brings their VTIMEZONE, X-WR-TIMEZONE names it.
      ...(zone ? { timezone: { name: null, generator: getVtimezoneComponent }, x: { 'X-WR-TIMEZONE': zone } } : {}),
    });
    const at = (date: Date) => (zone ? new TZDate(date.getTime(), zone) : date);
    for (const item of events) {
      const start = new Date(item.time);
      const end = item.end_time ? new Date(item.end_time) : new Date(start.getTime() + DEFAULT_EVENT_MINUTES * 60_000);
      const description = [item.description, item.responsible_person ? `Verantwortlich: ${item.responsible_person}` : '']
        .filter((line) => line.trim())
        .join('\n\n');
      calendar.createEvent({
        id: `timeline-${item.id}@${host}`,
        start: at(start),
        end: at(end),
        ...(zone ? { timezone: zone } : {}),
        summary: item.title,
        description: description || null,
        location: calendarLocation(item.location, event),
      });
    }
    return calendar.toString();
  }
}
