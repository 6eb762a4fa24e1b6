import { useState } from 'react';
import {
  createApi,
  errorMessage,
  eventSettingsQuery,
  Link,
  Loading,
  PRODUCT_NAME,
  providerDashboardQuery,
  providerKitchenListQuery,
  providerTimelineQuery,
  unwrap,
  useDocumentTitle,
  useQuery,
  useSession,
} from '@hochzeit/shared-ui';
import { SIGN_OUT_LABEL } from '@hochzeit/contracts/session-constants';
import { KITCHEN_MESSAGES, KITCHEN_PROVIDER_CATEGORY, KITCHEN_TEXTS } from '@hochzeit/contracts/kitchen-constants';
import { EmptyState, formatLongDate, formatTime, KitchenListExports, KitchenListView } from '@hochzeit/shared-ui/toolkit';
import { KitchenByTable } from './KitchenByTable';
import './provider.css';

const api = createApi('service_provider');

function Contact({ label, value, href }: { label: string; value: string | null; href?: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ? href ? <a href={href}>{value}</a> : value : '–'}</dd>
    </>
  );
}

/** "Zum Kalender hinzufügen": a short-lived signed address of the .ics file, which the browser then downloads itself. */
async function downloadCalendar() {
  const { url } = await unwrap(api.GET('/api/service-provider/calendar-link'));
  const link = document.createElement('a');
  link.href = url;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The catering's kitchen list: who eats what, as the admins see it, with its PDF and CSV. */
function KitchenSection() {
  const { data, error } = useQuery(providerKitchenListQuery());
  return (
    <section className="card section" aria-labelledby="kitchen">
      <h2 id="kitchen">{KITCHEN_TEXTS.title}</h2>
      <KitchenListExports audience="service_provider" />
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error, KITCHEN_MESSAGES.loadFailed)}
        </p>
      ) : data ? (
        <KitchenListView list={data} level={3} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

/** /service-provider-dashboard: company data, schedule, kitchen list (catering only), venue, contacts and logout. */
export default function ProviderApp() {
  const logout = useSession((s) => s.logout);
  useDocumentTitle('Dienstleister-Bereich', PRODUCT_NAME);
  const [calendarFailed, setCalendarFailed] = useState(false);
  const { data, isError } = useQuery(providerDashboardQuery());
  const error = isError ? 'Die Dienstleister-Daten konnten nicht geladen werden.' : null;
  // A schedule that fails to load shows no appointments.
  const scheduleQuery = useQuery(providerTimelineQuery());
  const schedule = scheduleQuery.isError ? [] : scheduleQuery.data;
  const { data: event } = useQuery(eventSettingsQuery());

  return (
    <main className="page provider">
      <header className="page-header">
        <h1>Dienstleister-Bereich</h1>
        {/* A provider's logout goes to /login. */}
        <button type="button" className="button" onClick={() => logout('/login')}>
          {SIGN_OUT_LABEL}
        </button>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!data && !error && <Loading />}
      {data && (
        <section className="card" aria-labelledby="company">
          <h2 id="company">{data.company_name}</h2>
          <dl className="provider-facts">
            <dt>Kategorie</dt>
            <dd>{data.category ?? '–'}</dd>
            <Contact label="Ansprechperson" value={data.contact_name} />
            <Contact label="E-Mail" value={data.email} href={data.email ? `mailto:${data.email}` : undefined} />
            <Contact label="Telefon" value={data.phone} href={data.phone ? `tel:${data.phone}` : undefined} />
            <Contact label="Mobil" value={data.mobile} href={data.mobile ? `tel:${data.mobile}` : undefined} />
          </dl>
        </section>
      )}

      <section className="card section" aria-labelledby="schedule">
        <h2 id="schedule">Ihr Zeitplan</h2>
        {!schedule ? (
          <Loading />
        ) : schedule.length === 0 ? (
          <EmptyState title="Für Sie sind noch keine Termine geplant." />
        ) : (
          <ol className="schedule">
            {schedule.map((item) => (
              <li key={item.id}>
                <span className="schedule__time">
                  {formatLongDate(item.time)}, {formatTime(item.time)}
                  {item.end_time ? ` – ${formatTime(item.end_time)}` : ''} Uhr
                </span>
                <strong>{item.title}</strong>
                {item.location && <span className="muted"> · {item.location}</span>}
                {item.description && <p>{item.description}</p>}
                {item.responsible_person && <p className="muted">Ansprechperson: {item.responsible_person}</p>}
              </li>
            ))}
          </ol>
        )}
        {schedule && schedule.length > 0 && (
          <div className="actions">
            <button type="button" className="button" onClick={() => downloadCalendar().then(() => setCalendarFailed(false), () => setCalendarFailed(true))}>
              Zum Kalender hinzufügen
            </button>
            {calendarFailed && (
              <p className="form-error" role="alert">
                Die Kalenderdatei konnte nicht geladen werden.
              </p>
            )}
          </div>
        )}
      </section>

      {data?.category === KITCHEN_PROVIDER_CATEGORY && <KitchenSection />}
      {data?.category === KITCHEN_PROVIDER_CATEGORY && <KitchenByTable />}

      <section className="card section" aria-labelledby="venue">
        <h2 id="venue">Veranstaltungsort</h2>
        {event ? (
          <>
            <p>
              <strong>{event.venue_name}</strong>
              <br />
              {event.venue_address}
            </p>
            <p>
              {event.title}: {formatLongDate(event.starts_at)}, {formatTime(event.starts_at)} Uhr
            </p>
          </>
        ) : (
          <Loading />
        )}
        <Link className="button" to="/guest/anfahrt">
          Anfahrt &amp; Parken
        </Link>
      </section>

      <section className="card section" aria-labelledby="contacts">
        <h2 id="contacts">Kontakte</h2>
        {/* Whom to call on the day: the contact the couple set in the settings, not the provider's own person. */}
        {data?.day_contact.name || data?.day_contact.phone ? (
          <dl className="provider-facts">
            <Contact label="Kontakt am Hochzeitstag" value={data.day_contact.name} />
            <Contact label="Telefon" value={data.day_contact.phone} href={data.day_contact.phone ? `tel:${data.day_contact.phone}` : undefined} />
          </dl>
        ) : data ? (
          <p className="muted">Das Brautpaar hat noch keinen Kontakt für den Hochzeitstag eingetragen.</p>
        ) : null}
        {event && (
          <a className="button" href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.venue_address)}`} target="_blank" rel="noopener noreferrer">
            Ort in Google Maps öffnen
          </a>
        )}
      </section>
    </main>
  );
}
