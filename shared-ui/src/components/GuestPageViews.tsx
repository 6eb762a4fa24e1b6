import type { ReactNode } from 'react';
import type { CastlePage, DirectionsPage, DressCodePage, PaymentPage } from '@hochzeit/contracts';
import { GUEST_PAGE_EMPTY, mapLink } from '@hochzeit/contracts/guest-page-constants';
import './guest-page-views.css';

/**
 * The guest pages the couple writes, as guests see them: the guest area renders them with the
 * server's reply, the admin editor with its draft (the live preview), so both show the same page.
 */

function Images({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <div className="page-images">
      {urls.map((url, index) => (
        <img key={`${url}-${index}`} src={url} alt={`${label}, Bild ${index + 1}`} loading="lazy" />
      ))}
    </div>
  );
}

const Empty = () => <p className="card empty-state">{GUEST_PAGE_EMPTY}</p>;

/** The castle page: the couple's title (or 'Schloss'), text and photos; `video` is the castle video's player. */
export function CastleView({ page, video }: { page: CastlePage; video?: ReactNode }) {
  const empty = !page.text && page.images.length === 0;
  return (
    <>
      <h1>{page.title || 'Schloss'}</h1>
      {video}
      {empty ? <Empty /> : (
        <section className="card">
          {page.text && <p className="page-text">{page.text}</p>}
          <Images urls={page.images} label={page.title || 'Schloss'} />
        </section>
      )}
    </>
  );
}

export function DressCodeView({ page }: { page: DressCodePage }) {
  return (
    <>
      <h1>Dresscode</h1>
      {!page.text && page.images.length === 0 ? <Empty /> : (
        <section className="card">
          {page.text && <p className="page-text">{page.text}</p>}
          <Images urls={page.images} label="Dresscode" />
        </section>
      )}
    </>
  );
}

export interface Venue {
  venue_name?: string | null;
  venue_address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** The directions: the venue from the settings, a map link from its coordinates (or address), the couple's text and links. */
export function DirectionsView({ page, venue, title = 'Anfahrt' }: { page: DirectionsPage; venue: Venue | undefined; title?: string }) {
  const map = venue ? mapLink({ latitude: venue.latitude, longitude: venue.longitude, address: venue.venue_address }) : null;
  const links = [...(map ? [{ label: '🗺️ Karte und Route (OpenStreetMap)', url: map }] : []), ...page.links];
  const nothing = !venue?.venue_address && !page.text && links.length === 0;
  return (
    <>
      <h1>{title}</h1>
      {nothing ? <Empty /> : (
        <>
          {(venue?.venue_name || venue?.venue_address || page.text) && (
            <section className="card">
              {venue?.venue_name && <h2>{venue.venue_name}</h2>}
              {venue?.venue_address && <p>{venue.venue_address}</p>}
              {page.text && <p className="page-text">{page.text}</p>}
            </section>
          )}
          {links.length > 0 && (
            <ul className="page-links">
              {links.map((link, index) => (
                <li key={`${link.url}-${index}`}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">{link.label}</a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

/** The wish list's payment details; nothing when the couple gave none. */
export function PaymentView({ page }: { page: PaymentPage }) {
  const facts = [
    ['Kontoinhaber', page.account_holder],
    ['IBAN', page.iban],
    ['Bank', page.bank],
    ['Vermerk', page.note],
  ].filter(([, value]) => value);
  if (facts.length === 0) return null;
  return (
    <section className="card" aria-labelledby="payment-details-title">
      <h2 id="payment-details-title">Zahlungsangaben</h2>
      <dl className="page-facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
