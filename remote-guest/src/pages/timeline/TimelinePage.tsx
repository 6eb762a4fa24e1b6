import { guestTimelineQuery, Loading, storedToken, useQuery } from '@hochzeit/shared-ui';
import { EmptyState } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { duration, groupByDay, timeRange, type PlanEvent } from './day-plan';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';

/** 'Ihr Tagesplan': the events meant for this guest, by day. */
export function TimelinePage() {
  useGuestTitle('Tagesplan');
  const { text } = useGuestText();
  const signedIn = Boolean(storedToken('guest'));
  const query = useQuery({ ...guestTimelineQuery(), enabled: signedIn });
  // Never a sample plan: the last plan loaded (the service worker's store marks it 'Offline – Stand'),
  // and without one the message, so a guest cannot mistake invented events for their day.
  const events: PlanEvent[] | undefined = query.data;
  const error = query.isError && !events;

  return (
    <main className="page guest-page">
      <h1>{text('timelineTitle')}</h1>
      {!signedIn ? (
        <p role="alert">{text('timelineSignIn')}</p>
      ) : error ? (
        <p className="form-error" role="alert">
          {text('timelineLoadFailed')}
        </p>
      ) : !events ? (
        <Loading />
      ) : events.length === 0 ? (
        <EmptyState title="Keine Ereignisse gefunden">{text('timelineEmpty')}</EmptyState>
      ) : (
        groupByDay(events).map(({ day, events: dayEvents }) => (
          <section key={day} className="day" aria-label={day}>
            <h2>{day}</h2>
            {dayEvents.map((event) => (
              <article key={event.id} className="event">
                <div className="event__time">{timeRange(event)}</div>
                <div>
                  <h3 className="event__title">
                    <span className="event__marker" style={{ background: event.event_color }} aria-hidden="true" />
                    {event.title}
                  </h3>
                  {event.description && <p className="prose">{event.description}</p>}
                  <p className="event__meta">
                    {event.location && <span>Ort: {event.location}</span>}
                    {duration(event) && <span>{event.location ? ' · ' : ''}Dauer: {duration(event)}</span>}
                  </p>
                </div>
              </article>
            ))}
          </section>
        ))
      )}
      <BackLink />
    </main>
  );
}
