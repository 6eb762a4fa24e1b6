import { useEffect, useState } from 'react';
import { countdownText, nextHighlightDelay, timeLeft } from './countdown-text';

/**
 * Counts down to the event, refreshed every 100 ms; one random character lights up now and then.
 * `now`: the moment of the first render. The server renders the guest's first screen for the moment
 * of the request and the page takes that markup over with the same moment (no hydration mismatch);
 * from the first tick on, the clock's time.
 */
export function Countdown({ target, now: renderedAt }: { target: number; now?: number }) {
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  const [highlight, setHighlight] = useState<number | null>(null);
  const left = timeLeft(target, now);
  const text = left ? countdownText(left) : '';

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!left) return;
    let start: ReturnType<typeof setTimeout>;
    let stop: ReturnType<typeof setTimeout>;
    const schedule = () => {
      start = setTimeout(() => {
        setHighlight(Math.floor(Math.random() * text.length));
        stop = setTimeout(() => {
          setHighlight(null);
          schedule();
        }, 1000);
      }, nextHighlightDelay());
    };
    schedule();
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
    };
    // Restart the highlight cycle only when the countdown appears or disappears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === null]);

  if (!left) return null;
  return (
    <section className="countdown" aria-label="Countdown bis zur Hochzeit">
      <p className="countdown__label">Noch bis zur Hochzeit</p>
      <p className="countdown__value" role="timer" aria-live="off">
        {[...text].map((char, index) => (
          <span key={index} className={index === highlight && char.trim() ? 'countdown__char countdown__char--lit' : 'countdown__char'}>
            {char}
          </span>
        ))}
      </p>
    </section>
  );
}
