import { eventSettingsQuery, useQuery } from '@hochzeit/shared-ui';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import parking from './parking.svg';
import { useGuestTitle } from '../../lib/guest-title';

/** 'Anfahrt & Öffentliche Verkehrsmittel', for guests and service providers alike. */
export function AnfahrtPage() {
  useGuestTitle('Anfahrt');
  // Until the settings are here (or when they fail), the seeded venue.
  const { data: event } = useQuery(eventSettingsQuery());
  const address = event?.venue_address ?? 'Schloss Wartensee, 9404 Rorschacherberg';

  return (
    <main className="page guest-page">
      <h1>Anfahrt &amp; Öffentliche Verkehrsmittel</h1>
      <section className="card">
        <h2>{event?.venue_name ?? 'Schloss Wartensee'}</h2>
        <p>{address}</p>
        <img className="illustration" src={parking} alt="Parkplan: Gäste-Parkplatz P1, drei Gehminuten zum Schloss" width={320} height={180} style={{ maxWidth: 360, width: '100%' }} />
      </section>
      <ul className="link-list section">
        <li>
          <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`} target="_blank" rel="noopener noreferrer">
            🗺️ Route in Google Maps planen
          </a>
        </li>
        <li>
          <a href="https://www.sbb.ch/de/kaufen/pages/fahrplan/fahrplan.xhtml?nach=Rorschach" target="_blank" rel="noopener noreferrer">
            🚆 SBB-Fahrplan nach Rorschach
          </a>
        </li>
        <li>
          <a href="https://www.flughafen-zuerich.ch/de/passagiere/praktisches/anreise" target="_blank" rel="noopener noreferrer">
            ✈️ Flughafen Zürich: Anreise-Informationen
          </a>
        </li>
        <li>
          <a href="https://www.sbsag.ch/fahrplan" target="_blank" rel="noopener noreferrer">
            ⛴️ Bodensee-Schiff (SBS) nach Rorschach
          </a>
        </li>
      </ul>
      <BackLink />
    </main>
  );
}
