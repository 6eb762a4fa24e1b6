import { COVER_SIZES, type WelcomeLook } from '@hochzeit/contracts/page-data';

/** What the top of the guest's page shows: from the event settings, or the look inlined into the page. */
export type HeroEvent = Omit<WelcomeLook, 'starts_at'> & { starts_at: string | Date };

/** 'Samstag, 12. September 2026 · <Ort>', the date on the venue's calendar; just the date while no venue is named. */
export function eventLine(event: Pick<HeroEvent, 'starts_at' | 'venue_name' | 'time_zone'>): string {
  const date = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: event.time_zone }).format(new Date(event.starts_at));
  const venue = event.venue_name.trim();
  return venue ? `${date} · ${venue}` : date;
}

/**
 * The top of the dashboard: the couple's photo (or, without one, an ornament in the wedding's
 * colours), their names, and the day and place in words. The photo's box has its size before the
 * photo arrives (width/height), so nothing below it moves; it is the page's largest paint, so it
 * is fetched first.
 */
export function Hero({ event }: { event: HeroEvent }) {
  const { cover } = event;
  const largest = cover?.images.at(-1);
  return (
    <div className="hero">
      {cover && largest ? (
        <img
          className="hero__photo"
          src={largest.url}
          srcSet={cover.images.map((image) => `${image.url} ${image.width}w`).join(', ')}
          sizes={COVER_SIZES}
          width={cover.width}
          height={cover.height}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        <svg className="hero__photo hero__photo--default" viewBox="0 0 300 140" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="138" cy="72" r="26" />
            <circle cx="162" cy="72" r="26" />
            <path d="M40 72h60M200 72h60M60 72c8-10 18-12 26-8M60 72c8 10 18 12 26 8M240 72c-8-10-18-12-26-8M240 72c-8 10-18 12-26 8" />
          </g>
        </svg>
      )}
      <p className="hero__names">{event.couple_names}</p>
      <p className="hero__when">{eventLine(event)}</p>
    </div>
  );
}
