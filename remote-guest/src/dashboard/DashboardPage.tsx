import { useEffect, useRef, useState } from 'react';
import { rsvpDeadlineText } from '@hochzeit/contracts/rsvp-dates';
import {
  Countdown,
  createApi,
  errorMessage,
  eventSettingsQuery,
  guestDashboardQuery,
  guestGroupQuery,
  guestMenuQuery,
  GuestWelcome,
  Hero,
  Link,
  unwrap,
  useDocumentTitle,
  useQuery,
  useSession,
} from '@hochzeit/shared-ui';
import { fireConfetti, stopConfetti } from './confetti';
import { quarterHourKey } from './countdown';
import { useGuestText } from '../lib/guest-text';
import { GuestNavigation } from './GuestNavigation';

import { Ticker } from './Ticker';
import { YourTable } from './YourTable';
import './dashboard.css';

const api = createApi('guest');

/** "Zum Kalender hinzufügen": a short-lived signed address of the .ics file, which the browser then downloads itself. */
async function downloadCalendar() {
  const { url } = await unwrap(api.GET('/api/guest/calendar-link'));
  const link = document.createElement('a');
  link.href = url;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Confetti every quarter hour of clock time (200 pieces) and on every click (50). */
function useConfetti() {
  const lastQuarter = useRef<string | null>(quarterHourKey(new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      const key = quarterHourKey(new Date());
      if (key && key !== lastQuarter.current) void fireConfetti(200);
      lastQuarter.current = key;
    }, 1000);
    const onClick = (event: MouseEvent) => void fireConfetti(50, { x: event.clientX / window.innerWidth, y: event.clientY / window.innerHeight });
    document.addEventListener('click', onClick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('click', onClick);
      // A tap on a tile fires and navigates at once: no confetti falls over the next page.
      stopConfetti();
    };
  }, []);
}

export function DashboardPage() {
  const logout = useSession((s) => s.logout);
  const [calendarFailed, setCalendarFailed] = useState(false);
  const { text } = useGuestText();
  useConfetti();
  // The guest's record is needed; group, event and menu are not: the dashboard shows without them
  // when they fail. Only the menu waits for the guest's menu_id.
  const guestQuery = useQuery(guestDashboardQuery());
  const groupQuery = useQuery(guestGroupQuery());
  const eventQuery = useQuery(eventSettingsQuery());
  const guest = guestQuery.data;
  const menuId = guest?.guest_type === 'Inner Circle' ? guest.menu_id : null;
  const menuQuery = useQuery(guestMenuQuery(menuId));
  const event = eventQuery.data ?? null;
  useDocumentTitle('Übersicht', event?.couple_names);

  if (guestQuery.error) return <p className="form-error page" role="alert">{errorMessage(guestQuery.error, 'Die Daten konnten nicht geladen werden.')}</p>;
  // Shown whole, not piece by piece: the page does not jump while its parts arrive.
  if (!guest || groupQuery.isLoading || eventQuery.isLoading || menuQuery.isLoading) return <GuestWelcome />;
  const group = groupQuery.data ?? null;
  const isInnerCircle = guest.guest_type === 'Inner Circle';

  return (
    <div className="guest-dashboard">
      <main className="page">
        <header className="guest-hero">
          {event && <Hero event={event} />}
          <h1>
            Willkommen, {guest.first_name} {guest.last_name}!
          </h1>
        </header>
        {event && <Countdown target={new Date(event.starts_at).getTime()} />}
        {/* The ticker's line is kept even while its messages load, so the navigation does not move. */}
        <div className="ticker-slot">
          <Ticker />
        </div>

        <GuestNavigation menuId={guest.menu_id} isInnerCircle={isInnerCircle} />

        <YourTable />

        <section className="card guest-card rsvp-dashboard-card" aria-labelledby="rsvp-title">
          <h2 id="rsvp-title">Zu- oder Absagen</h2>
          <p>{guest.rsvp.open ? rsvpDeadlineText(guest.rsvp.deadline) : 'Die Antwortfrist ist abgelaufen.'}</p>
          {/* After the deadline an unanswered guest is not asked any more. */}
          {(guest.rsvp.answered || guest.rsvp.open) && <p className="muted">{text(guest.rsvp.answered ? 'rsvpAnswered' : 'rsvpAsk')}</p>}
          <Link className="button button--primary" to="/guest/rsvp">
            {guest.rsvp.answered || !guest.rsvp.open ? 'Antwort ansehen' : 'Jetzt antworten'}
          </Link>
        </section>

        {isInnerCircle && guest.room_info && (
          <section className="card guest-card" aria-labelledby="accommodation-title">
            <h2 id="accommodation-title">{text('accommodationTitle')}</h2>
            <dl className="facts">
              <dt>Zimmer</dt>
              <dd>{guest.room_info.room_number}</dd>
              {guest.room_info.description && (
                <>
                  <dt>Beschreibung</dt>
                  <dd>{guest.room_info.description}</dd>
                </>
              )}
              <dt>Ort</dt>
              <dd>{guest.room_info.location_name}</dd>
              {guest.room_info.location_address && (
                <>
                  <dt>Adresse</dt>
                  <dd>{guest.room_info.location_address}</dd>
                </>
              )}
            </dl>
          </section>
        )}

        {group && group.members.length > 0 && (
          <section className="card guest-card" aria-labelledby="group-title">
            <h2 id="group-title">{group.name ? text('groupTitle', { name: group.name }) : text('detailsTitle')}</h2>
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Gasttyp</th>
                    <th>Besondere Wünsche</th>
                  </tr>
                </thead>
                <tbody>
                  {group.members.map((m) => (
                    <tr key={m.id}>
                      <td>
                        {m.first_name} {m.last_name}
                      </td>
                      <td>{m.guest_type}</td>
                      <td>{m.special_requests ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        <div className="actions">
          <button type="button" className="button" onClick={() => downloadCalendar().then(() => setCalendarFailed(false), () => setCalendarFailed(true))}>
            Zum Kalender hinzufügen
          </button>
          {calendarFailed && <p className="form-error" role="alert">Die Kalenderdatei konnte nicht geladen werden.</p>}
          <button type="button" className="button button--ghost" onClick={() => logout()}>
            Abmelden
          </button>
        </div>
      </main>
    </div>
  );
}
