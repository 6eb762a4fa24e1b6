/**
 * Dates and times in German on the venue's clocks, whatever the server's own time zone is
 * (SMS placeholders, export files).
 */
import { DEFAULT_VENUE_TIME_ZONE } from '@hochzeit/contracts';

export { DEFAULT_VENUE_TIME_ZONE };

interface Formatters {
  time: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
}

const formatters = new Map<string, Formatters>();

function formattersFor(timeZone: string): Formatters {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      date: new Intl.DateTimeFormat('de-DE', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      day: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** 'HH:MM' on the venue's clocks, e.g. '14:00'. */
export function formatGermanTime(date: Date, timeZone = DEFAULT_VENUE_TIME_ZONE): string {
  const parts = formattersFor(timeZone).time.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** The date on the venue's calendar in German, e.g. 'Samstag, 7. Juni 2025'. */
export function formatGermanDate(date: Date, timeZone = DEFAULT_VENUE_TIME_ZONE): string {
  return formattersFor(timeZone).date.format(date);
}

/** The day on the venue's calendar as 'YYYY-MM-DD' (file names, grouping by day). */
export function calendarDay(date: Date, timeZone = DEFAULT_VENUE_TIME_ZONE): string {
  return formattersFor(timeZone).day.format(date);
}

/** Calendar days between two instants on the venue's calendar (0: the same day). */
export function calendarDaysBetween(from: Date, to: Date, timeZone = DEFAULT_VENUE_TIME_ZONE): number {
  const midnightUtc = (date: Date) => Date.parse(`${calendarDay(date, timeZone)}T00:00:00Z`);
  return Math.round((midnightUtc(to) - midnightUtc(from)) / 86_400_000);
}
