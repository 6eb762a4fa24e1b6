/**
 * The couple's guest pages (castle, dress code, directions, payment details, gallery folders): texts and the map
 * link without zod, so the guest bundle can import them as values (`@hochzeit/contracts/guest-page-constants`).
 */
import { GUEST_TEXTS } from './guest-texts.js';

/** What a guest page shows while the couple has written nothing for it. */
export const GUEST_PAGE_EMPTY = 'Noch keine Angaben';
export const GUEST_PAGE_LOAD_FAILED = GUEST_TEXTS.pageLoadFailed.sie;

/** The guest pages the couple writes, by the name in their addresses (/api/guest/pages/{page}). */
export const GUEST_PAGES = ['castle', 'dress-code', 'directions', 'payment', 'gallery-folders'] as const;
export type GuestPageName = (typeof GUEST_PAGES)[number];
export const GUEST_PAGE_LABELS: Record<GuestPageName, string> = {
  castle: 'Schloss',
  'dress-code': 'Dresscode',
  directions: 'Anfahrt',
  payment: 'Zahlungsangaben',
  'gallery-folders': 'Galerie-Ordner',
};

/**
 * The map link of the directions page: an OpenStreetMap map at the venue's coordinates, or a
 * search for its address while no coordinates are set; null without either.
 */
export function mapLink(venue: { latitude?: number | null; longitude?: number | null; address?: string | null }): string | null {
  if (typeof venue.latitude === 'number' && typeof venue.longitude === 'number') {
    return `https://www.openstreetmap.org/?mlat=${venue.latitude}&mlon=${venue.longitude}#map=16/${venue.latitude}/${venue.longitude}`;
  }
  const address = venue.address?.trim();
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}
