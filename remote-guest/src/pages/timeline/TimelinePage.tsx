import { ApiError, guestTimelineQuery, Loading, storedToken, useQuery } from '@hochzeit/shared-ui';
import { EmptyState } from '@hochzeit/shared-ui/toolkit';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { DEMO_EVENTS, duration, groupByDay, timeRange, type PlanEvent } from './day-plan';
import { useGuestTitle } from '../../lib/guest-title';

/** 'Ihr Tagesplan': the events meant for this guest, by day. */
export function TimelinePage() {
  useGuestTitle('Tagesplan');
  const signedIn = Boolean(storedToken('guest'));
  const query = useQuery({ ...guestTimelineQuery(), enabled: signedIn });
  // Server unreachable or failing: the demo day; a refusal is an error.
  const unreachable = query.error instanceof ApiError && (query.error.status === 0 || query.error.status >= 500);
  const events: PlanEvent[] | undefined = unreachable ? DEMO_EVENTS : query.data;
  const error = query.isError && !unreachable;

  return (
    <main className="page guest-page">
      <h1>Ihr Tagesplan</h1>
      {!signedIn ? (
        <p role="alert">Bitte melden Sie sich an, um Ihren Tagesplan zu sehen.</p>
      ) : error ? (
        <p className="form-error" role="alert">
          Der Tagesplan konnte nicht geladen werden. Bitte versuchen Sie es später erneut.
        </p>
      ) : !events ? (
        <Loading />
      ) : events.length === 0 ? (
        <EmptyState title="Keine Ereignisse gefunden">Für Sie sind derzeit keine Ereignisse geplant. Schauen Sie später noch einmal vorbei.</EmptyState>
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
