import { useState } from 'react';
import type { VenueAdminJson } from '@hochzeit/contracts';
import { errorMessage, useQuery } from '@hochzeit/shared-ui';
import { downloadFile, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { useQrCode } from '../../lib/sign-in-link';
import { mediaApi, tableCardsPath } from './media-api';
import './venue.css';
import { APPROVAL_DATA, venueQuery } from './venue-queries';

export const RENEW_QUESTION = 'Neuen Link erstellen? Der bisherige Link und sein QR-Code (Diashow, gedruckte Tischkarten) funktionieren danach nicht mehr.';
export const SWITCH_OFF_QUESTION = 'Link ausschalten? Niemand kann danach über den QR-Code Fotos teilen, bis Sie einen neuen Link erstellen.';

/**
 * 'Fotos von allen': the venue link that the wall's QR code and the table cards open (anyone at the
 * wedding shares photos with their name, no personal link). Create, renew (asks first: the old link
 * stops at once), switch off; the QR code; table cards as a PDF; 'automatisch freigeben', names
 * shown with photos, and 'Erst nach der Feier zeigen'.
 */
export function VenueSection() {
  const venue = useQuery(venueQuery());
  const change = useAdminChange(APPROVAL_DATA);
  const notice = useNotice();
  const link = venue.data?.link ?? null;
  const qr = useQrCode(link?.url ?? null);
  const [perPage, setPerPage] = useState<2 | 4 | 6>(4);

  async function act(call: () => Promise<VenueAdminJson>, done: string, failed: string) {
    try {
      await change(call);
      notice.success(done);
    } catch (error) {
      notice.error(errorMessage(error, failed));
    }
  }

  const renew = () => {
    if (link && !window.confirm(RENEW_QUESTION)) return;
    void act(mediaApi.renewVenueLink, link ? 'Neuer Link erstellt: der bisherige funktioniert nicht mehr.' : 'Link erstellt.', 'Fehler beim Erstellen des Links');
  };
  const switchOff = () => {
    if (window.confirm(SWITCH_OFF_QUESTION)) void act(mediaApi.switchOffVenueLink, 'Link ausgeschaltet.', 'Fehler beim Ausschalten des Links');
  };
  const cards = () => void downloadFile('admin', tableCardsPath(perPage), 'tischkarten.pdf').catch((error: unknown) => notice.error(errorMessage(error, 'Fehler beim Erstellen der Tischkarten')));

  return (
    <section className="card venue-section" aria-labelledby="venue-section-heading">
      <h2 id="venue-section-heading">Fotos von allen (QR-Code)</h2>
      <p className="muted">Wer den QR-Code der Diashow oder einer Tischkarte scannt, kann Fotos mit seinem Namen teilen – ohne persönlichen Link.</p>
      {venue.isPending ? null : venue.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(venue.error, 'Fehler beim Laden des Links')}
        </p>
      ) : (
        <>
          {link ? (
            <div className="venue-section__link">
              {qr && <img src={qr} alt="QR-Code zum Teilen von Fotos" width={160} height={160} />}
              <div>
                <p>
                  <a href={link.url} target="_blank" rel="noreferrer" className="venue-section__url">
                    {link.url}
                  </a>
                </p>
                <p className="muted">Erstellt am {formatDateTime(link.created_at)}</p>
              </div>
            </div>
          ) : (
            <p>Der Link ist ausgeschaltet.</p>
          )}
          <div className="actions">
            <button type="button" className="button button--primary" onClick={renew}>
              {link ? 'Neuer Link' : 'Link erstellen'}
            </button>
            {link && (
              <button type="button" className="button button--danger" onClick={switchOff}>
                Ausschalten
              </button>
            )}
          </div>
          {link && (
            <div className="venue-section__cards">
              <label>
                Tischkarten pro Seite{' '}
                <select value={perPage} onChange={(e) => setPerPage(Number(e.target.value) as 2 | 4 | 6)}>
                  <option value={2}>2</option>
                  <option value={4}>4</option>
                  <option value={6}>6</option>
                </select>
              </label>
              <button type="button" className="button" onClick={cards}>
                Tischkarten (PDF)
              </button>
            </div>
          )}
          <VenueSettings
            venue={venue.data}
            onSave={(body, done) => act(() => mediaApi.venueSettings(body), done, 'Fehler beim Speichern der Änderungen')}
          />
        </>
      )}
      {notice.element}
    </section>
  );
}

function VenueSettings({
  venue,
  onSave,
}: {
  venue: VenueAdminJson;
  onSave: (body: Parameters<typeof mediaApi.venueSettings>[0], done: string) => Promise<void>;
}) {
  const [until, setUntil] = useState(() => toLocalInput(venue.gallery_closed_until));
  const closedUntil = venue.gallery_closed_until;
  return (
    <fieldset className="venue-section__settings">
      <legend>Einstellungen</legend>
      <label className="checkbox">
        <input type="checkbox" checked={venue.auto_approve} onChange={(e) => void onSave({ auto_approve: e.target.checked }, 'Gespeichert.')} /> Fotos vom QR-Code automatisch freigeben
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={venue.show_uploader_names} onChange={(e) => void onSave({ show_uploader_names: e.target.checked }, 'Gespeichert.')} /> Namen der
        Fotografen in Galerie und Diashow zeigen
      </label>
      <div className="venue-section__until">
        <label htmlFor="venue-gallery-until">Erst nach der Feier zeigen: Galerie für Gäste offen ab</label>
        <input id="venue-gallery-until" type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
        <div className="actions">
          <button type="button" className="button" disabled={!until} onClick={() => void onSave({ gallery_closed_until: fromLocalInput(until) }, 'Gespeichert.')}>
            Speichern
          </button>
          {closedUntil && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setUntil('');
                void onSave({ gallery_closed_until: null }, 'Die Galerie ist jetzt für alle offen.');
              }}
            >
              Jetzt öffnen
            </button>
          )}
        </div>
        <p className="muted">
          {closedUntil ? `Gäste sehen die Galerie ab ${formatDateTime(closedUntil)} Uhr; Hochladen geht schon vorher.` : 'Die Galerie ist für Gäste offen.'}
        </p>
      </div>
      {venue.pending_count > 0 && <p>{venue.pending_count === 1 ? '1 Foto wartet auf Freigabe.' : `${venue.pending_count} Fotos warten auf Freigabe.`}</p>}
    </fieldset>
  );
}
