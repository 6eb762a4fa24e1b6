/** Whole days, hours, minutes and seconds left until `target`; null once it is reached. */
export function timeLeft(target: number, now: number) {
  const ms = target - now;
  if (ms <= 0) return null;
  const seconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "123 Tage 04:05:06" — the characters that get highlighted one at a time. */
export function countdownText(left: NonNullable<ReturnType<typeof timeLeft>>): string {
  return `${left.days} ${left.days === 1 ? 'Tag' : 'Tage'} ${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
}

/** The next highlight starts 0.5 to 3.5 seconds later, so the page never flashes in a fixed rhythm. */
export const nextHighlightDelay = (random = Math.random()) => 500 + random * 3000;
