/**
 * What the placeholders of an SMS say for one guest: their names and the next event of their day
 * plan, with times and dates in the venue's time zone whatever the server's own time zone is.
 * Pure functions: no database, no clock of their own (`now` is given).
 */
import type { GuestSide, GuestType, TimelineAudience, TimelineType } from '@hochzeit/contracts';
import { renderSmsTemplate, type RenderedSms, type SmsPlaceholder } from '@hochzeit/contracts/sms-text';
import { calendarDaysBetween, DEFAULT_VENUE_TIME_ZONE, formatGermanDate, formatGermanTime } from '../../common/german-time.js';
import { isInGuestDayPlan } from '../timeline/index.js';

/** The venue's time zone unless the event settings name another. */
export const SMS_DEFAULT_TIME_ZONE = DEFAULT_VENUE_TIME_ZONE;

export interface SmsGuest {
  first_name: string;
  last_name: string;
  guest_type: GuestType;
  side?: GuestSide | null;
}

export interface SmsEvent {
  title: string;
  time: Date;
  end_time?: Date | null;
  location?: string | null;
  description?: string | null;
  visible_to: readonly TimelineAudience[];
  timeline_type: TimelineType;
}

export interface SmsPersonalizationOptions {
  now: Date;
  /** IANA time zone the times and dates are written in; default Europe/Zurich. */
  timeZone?: string;
}

/**
 * The guest's next event: the earliest one of their day plan (same rule as the guest's own day plan)
 * that starts at or after `now`. An event already under way is not "next". None: undefined.
 */
export function nextEventFor<E extends SmsEvent>(guestType: GuestType, events: readonly E[], now: Date): E | undefined {
  let next: E | undefined;
  for (const event of events) {
    if (event.time.getTime() < now.getTime() || !isInGuestDayPlan(guestType, event)) continue;
    if (!next || event.time.getTime() < next.time.getTime()) next = event;
  }
  return next;
}

/** 'HH:MM' on the venue's clocks, e.g. '14:00'. */
export function formatSmsTime(date: Date, timeZone = SMS_DEFAULT_TIME_ZONE): string {
  return formatGermanTime(date, timeZone);
}

/** The date on the venue's calendar in German, e.g. 'Samstag, 7. Juni 2025'. */
export function formatSmsDate(date: Date, timeZone = SMS_DEFAULT_TIME_ZONE): string {
  return formatGermanDate(date, timeZone);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * How long until the event, in German words: 'jetzt' (under a minute away, or already begun),
 * 'in 1 Minute', 'in 45 Minuten', 'in 2 Stunden 15 Minuten' (under a day, to the nearest minute),
 * then in calendar days on the venue's calendar: 'in 1 Tag', 'in 3 Tagen'.
 */
export function timeUntilInWords(eventTime: Date, now: Date, timeZone = SMS_DEFAULT_TIME_ZONE): string {
  const minutes = Math.round((eventTime.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'jetzt';
  if (minutes < 60) return `in ${plural(minutes, 'Minute', 'Minuten')}`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return `in ${plural(hours, 'Stunde', 'Stunden')}${rest ? ` ${plural(rest, 'Minute', 'Minuten')}` : ''}`;
  }
  const days = Math.max(1, calendarDaysBetween(now, eventTime, timeZone));
  return `in ${plural(days, 'Tag', 'Tagen')}`;
}

/**
 * The placeholder values for one guest and one event (none: the event placeholders are empty).
 * `{anrede}` is 'Hallo Anna': 'Liebe'/'Lieber' would need the guest's gender, which is not recorded.
 * `{gasttyp}` is the guest type as shown everywhere ('Inner Circle', 'Apéro').
 */
export function smsPlaceholderValues(guest: SmsGuest, event: SmsEvent | null | undefined, { now, timeZone = SMS_DEFAULT_TIME_ZONE }: SmsPersonalizationOptions): Record<SmsPlaceholder, string> {
  const first = guest.first_name.trim();
  const last = guest.last_name.trim();
  const name = [first, last].filter(Boolean).join(' ');
  return {
    vorname: first,
    nachname: last,
    name,
    anrede: `Hallo ${first || name}`.trim(),
    gasttyp: guest.guest_type,
    event_titel: event?.title ?? '',
    event_zeit: event ? formatSmsTime(event.time, timeZone) : '',
    event_datum: event ? formatSmsDate(event.time, timeZone) : '',
    event_ort: event?.location ?? '',
    zeit_bis_event: event ? timeUntilInWords(event.time, now, timeZone) : '',
    event_beschreibung: event?.description ?? '',
  };
}

export interface PersonalizedSms<E extends SmsEvent> extends RenderedSms {
  /** The event the event placeholders describe, if any. */
  event: E | undefined;
}

/**
 * One guest's message: the template with their placeholders replaced. The event placeholders describe
 * `event` when given (a reminder for that event), otherwise the guest's next day-plan event.
 */
export function personalizeSms<E extends SmsEvent>(
  template: string,
  guest: SmsGuest,
  events: readonly E[],
  options: SmsPersonalizationOptions & { event?: E },
): PersonalizedSms<E> {
  const event = options.event ?? nextEventFor(guest.guest_type, events, options.now);
  return { ...renderSmsTemplate(template, smsPlaceholderValues(guest, event, options)), event };
}
