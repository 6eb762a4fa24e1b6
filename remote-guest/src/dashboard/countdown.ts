// The countdown's text lives in shared-ui beside its component (the guest's first screen shows it too).
export { countdownText, nextHighlightDelay, timeLeft } from '@hochzeit/shared-ui';

/** Confetti at minutes 0, 15, 30 and 45 of clock time: one key per quarter hour. */
export function quarterHourKey(date: Date): string | null {
  return date.getMinutes() % 15 === 0 ? `${date.toDateString()} ${date.getHours()}:${date.getMinutes()}` : null;
}
