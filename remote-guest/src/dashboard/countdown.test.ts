import { countdownText, nextHighlightDelay, quarterHourKey, timeLeft } from './countdown';

const at = (iso: string) => new Date(iso).getTime();

it('splits the time left into days, hours, minutes and seconds', () => {
  const left = timeLeft(at('2025-06-07T15:30:00+02:00'), at('2025-06-05T13:25:50+02:00'));
  expect(left).toEqual({ days: 2, hours: 2, minutes: 4, seconds: 10 });
  expect(countdownText(left!)).toBe('2 Tage 02:04:10');
  expect(countdownText({ days: 1, hours: 0, minutes: 0, seconds: 5 })).toBe('1 Tag 00:00:05');
});

it('is gone once the event time is reached', () => {
  expect(timeLeft(at('2025-06-07T15:30:00+02:00'), at('2025-06-07T15:30:00+02:00'))).toBeNull();
  expect(timeLeft(at('2025-06-07T15:30:00+02:00'), at('2026-01-01T00:00:00+01:00'))).toBeNull();
});

it('fires confetti at minutes 0, 15, 30 and 45 once per quarter hour', () => {
  expect(quarterHourKey(new Date(2025, 5, 7, 14, 15, 0))).not.toBeNull();
  expect(quarterHourKey(new Date(2025, 5, 7, 14, 15, 40))).toBe(quarterHourKey(new Date(2025, 5, 7, 14, 15, 0)));
  expect(quarterHourKey(new Date(2025, 5, 7, 14, 16, 0))).toBeNull();
  expect(quarterHourKey(new Date(2025, 5, 7, 15, 0, 0))).not.toBe(quarterHourKey(new Date(2025, 5, 7, 14, 0, 0)));
});

it('waits 0.5 to 3.5 seconds between highlights', () => {
  expect(nextHighlightDelay(0)).toBe(500);
  expect(nextHighlightDelay(1)).toBe(3500);
});
