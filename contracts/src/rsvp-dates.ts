/**
 * The RSVP deadline's day in words and whether it has passed, zod-free and small: the guest
 * dashboard imports it (`@hochzeit/contracts/rsvp-dates`) without the RSVP page's texts.
 */

/** 'Antworten bis Sonntag, 1. Juni 2025' (the deadline is a calendar day, read on the venue's calendar). */
export function rsvpDeadlineText(deadline: string | null): string {
  if (!deadline) return 'Antworten jederzeit möglich';
  return `Antworten bis ${germanCalendarDate(deadline)}`;
}

/** '2025-06-01' -> 'Sonntag, 1. Juni 2025', without a time zone shift (the text is a day, not an instant). */
export function germanCalendarDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(Date.UTC(year, month - 1, date));
}

/**
 * Whether answers are still open: through the end of the deadline's day on the venue's calendar
 * (`today` is that calendar's current day as 'YYYY-MM-DD'); no deadline: always open.
 */
export function rsvpOpen(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}

/** 'YYYY-MM-DD' of an instant on a time zone's calendar. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
