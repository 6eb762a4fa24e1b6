import { calendarDayIn, germanCalendarDate, rsvpDeadlineText, rsvpOpen } from './rsvp-dates.js';

it('reads the deadline on the venue’s calendar', () => {
  // 22:30 UTC on 1 June is already 2 June in Zurich, but still 1 June in New York.
  const instant = new Date('2025-06-01T22:30:00Z');
  expect(calendarDayIn(instant, 'Europe/Zurich')).toBe('2025-06-02');
  expect(calendarDayIn(instant, 'America/New_York')).toBe('2025-06-01');
  expect(rsvpOpen('2025-06-01', calendarDayIn(instant, 'Europe/Zurich'))).toBe(false);
  expect(rsvpOpen('2025-06-01', calendarDayIn(instant, 'America/New_York'))).toBe(true);
});

it('keeps answers open through the whole deadline day, and always without a deadline', () => {
  expect(rsvpOpen('2025-06-01', '2025-06-01')).toBe(true);
  expect(rsvpOpen('2025-06-01', '2025-05-31')).toBe(true);
  expect(rsvpOpen('2025-06-01', '2025-06-02')).toBe(false);
  expect(rsvpOpen(null, '2099-01-01')).toBe(true);
});

it('names the deadline day in German, without a time zone shift', () => {
  expect(germanCalendarDate('2025-06-01')).toBe('Sonntag, 1. Juni 2025');
  expect(germanCalendarDate('2026-03-29')).toBe('Sonntag, 29. März 2026');
  expect(rsvpDeadlineText('2025-06-01')).toBe('Antworten bis Sonntag, 1. Juni 2025');
  expect(rsvpDeadlineText(null)).toBe('Antworten jederzeit möglich');
});
