/** Calendar arithmetic on 'YYYY-MM-DD' dates of the venue's clocks (no time zone once the date is known). */
const DAY_MS = 86_400_000;

/** The calendar date of an instant on a time zone's clocks. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same day and month in another year; 29 February becomes the 28th in a common year. */
export function sameDayIn(year: number, date: string): string {
  const monthDay = date.slice(5);
  return `${year}-${monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay}`;
}

/**
 * The dates of the last `count` years on which the wedding's day and month lie at least
 * `delayDays` back (the archive has a day only about five days later), oldest first.
 */
export function pastAnniversaries(weddingDate: string, today: string, count: number, delayDays: number): string[] {
  const latest = addDays(today, -delayDays);
  let year = Number(latest.slice(0, 4));
  if (sameDayIn(year, weddingDate) > latest) year -= 1;
  return Array.from({ length: count }, (_, index) => sameDayIn(year - count + 1 + index, weddingDate));
}
