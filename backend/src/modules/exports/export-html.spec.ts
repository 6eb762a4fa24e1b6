/** @database none */
import type { EventSettings } from '@hochzeit/contracts';
import { type GuestRow, guestListBody, htmlDocument, pageHeader } from './export-html.js';
import { invitationSheets } from './invitation-sheets.js';

/** What a guest or an organiser may type: markup, quotes and an ampersand. */
const HOSTILE = `<script>alert("x")</script> & 'Co'`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;Co&#x27;';
const event = { title: HOSTILE, starts_at: new Date('2025-06-07T12:00:00Z'), time_zone: 'Europe/Zurich', venue_name: 'Schloss Wartensee', venue_address: HOSTILE } as EventSettings;
const guest: GuestRow = { first_name: HOSTILE, last_name: 'Muster', guest_type: 'Apéro', side: HOSTILE, group: HOSTILE, email: HOSTILE, phone: null, mobile: null, address: HOSTILE, menu: HOSTILE, allergies: HOSTILE, special_requests: HOSTILE, room: HOSTILE, status: 'yes', companion_of: HOSTILE };

it('prints every value of an export as text, never as markup', () => {
  const html = htmlDocument(HOSTILE, event, guestListBody([guest], [{ label: HOSTILE, count: 1 }]), HOSTILE);
  expect(html.startsWith('<!doctype html><html lang="de">')).toBe(true);
  expect(html).not.toContain('<script>');
  // Title and heading; the event's title and address and the subtitle; the group; the row's eight values,
  // whom the companion comes with, and the menu in the meals of those who come.
  expect(html.split(ESCAPED).length - 1).toBe(2 + 3 + 1 + 8 + 1 + 1);
  expect(pageHeader(event)).toContain(`<span>${ESCAPED}</span>`);
});

it('prints the invitation cards’ names as text; only the QR code is markup', () => {
  const html = invitationSheets([{ heading: HOSTILE, people: [{ name: HOSTILE, qrSvg: '<svg viewBox="0 0 1 1"></svg>' }, { name: 'Bernd', qrSvg: '<svg viewBox="0 0 1 1"></svg>' }], starts_at: null, offers: 'Programm und Fotos' }], event, 'guests');
  expect(html).not.toContain('<script>');
  expect(html).toContain(`<h2>${ESCAPED}</h2>`);
  expect(html).toContain(`<figcaption>${ESCAPED}</figcaption>`);
  expect(html.match(/<svg viewBox="0 0 1 1"><\/svg>/g)).toHaveLength(2);
});

it('gives long words in the tables German soft hyphens, keeps typed lines, and leaves e-mails and phones whole', () => {
  const row: GuestRow = { ...guest, first_name: 'Anna', group: null, companion_of: null, email: 'hochzeitsgesellschaft@example.com', mobile: '+41 79 123 45 67', address: 'Hauptstraße 12\n8000 Zürich', special_requests: 'Schokoladenunverträglichkeit' };
  const html = htmlDocument('Gästeliste', event, guestListBody([row], []));
  expect(html).toContain('Scho\u00ADko\u00ADla\u00ADden\u00ADun\u00ADver\u00ADträg\u00ADlich\u00ADkeit');
  expect(html).toContain('Haupt\u00ADstra\u00ADße 12\n8000 Zürich');
  expect(html).toContain('hochzeitsgesellschaft@example.com');
  expect(html).toContain('+41 79 123 45 67');
  // Short words stay whole (a soft hyphen splits a word in the PDF's text).
  expect(html).toContain('>Muster, Anna<');
  expect(html).toContain('>Besondere Wünsche<');
  expect(html).toMatch(/td \{[^}]*white-space: pre-line/);
});
