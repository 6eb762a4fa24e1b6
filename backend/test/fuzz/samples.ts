import { adminApi } from '../fixtures.js';
import { mediaApi, photo } from '../media.js';
import { ADMIN_PASSWORD, type TestApp } from '../test-app.js';

/**
 * What the write-endpoint fuzz suite sends when a value is not the one under attack: records
 * created through the API that addresses and bodies refer to, and a valid body per write endpoint.
 */

/** Records the addresses and sample bodies refer to, created through the API. */
export const ids: Record<string, number> = {};
/** Address parameters that are text, not ids: the venue link's token (issue 38). */
export const texts: Record<string, string> = {};
/** The phone id every venue upload names (uploads are counted per phone; the same photo from it is stored once). */
export const FUZZ_DEVICE_ID = 'fuzz-telefon-0123456789';

let jpeg: Buffer;

/** Creates the records through the API (and reads the photo the upload samples send). */
export async function seedRecords(t: TestApp): Promise<void> {
  jpeg = await photo(7);
  const api = adminApi(t);
  const created = async (path: string, body: object) => {
    const res = await api.post(path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  ids.location = await api.location();
  ids.room = await created('/api/admin/rooms', { room_number: '101', location_id: ids.location });
  ids.menu = await created('/api/admin/menus', { type: 'Menü 1', class: 'Fleisch' });
  ids.group = await created('/api/admin/guest-groups', { name: 'Familie Muster' });
  ids.guest = await created('/api/admin/guests', { first_name: 'Erika', last_name: 'Muster', guest_type: 'Inner Circle', mobile: '079 123 45 67' });
  ids.otherGuest = await created('/api/admin/guests', { first_name: 'Max', last_name: 'Muster' });
  ids.relationType = await created('/api/admin/relation-types', { name: 'Trauzeugen' });
  ids.provider = await created('/api/admin/service-providers', { company_name: 'Blumen Rosa' });
  ids.ticker = await created('/api/admin/ticker-messages', { message: 'Willkommen!' });
  ids.event = await created('/api/timeline/admin', { ...EVENT, title: 'Trauung' });
  ids.photoGroup = await created('/api/media/admin/photo-groups', { name: 'Tanz' });
  ids.photoCategory = await created('/api/media/admin/photo-categories', { name: 'Apéro' });
  ids.media = await mediaApi(t).adminPhoto(1);
  const venue = await api.post('/api/media/admin/venue/link', {});
  if (venue.status !== 200) throw new Error(`/api/media/admin/venue/link: ${venue.status} ${JSON.stringify(venue.body)}`);
  texts.venueToken = venue.body.link.token as string;
}

const EVENT = {
  title: 'Apéro',
  time: '2025-06-07T14:00:00+02:00',
  end_time: '2025-06-07T15:00:00+02:00',
  description: 'Im Schlossgarten',
  timeline_type: 'inner_circle',
  visible_to: ['admin', 'guest'],
  location: 'Garten',
  responsible_person: 'Anna',
  event_color: '#013220',
  sms_notification: false,
  service_provider_id: null,
};
const GUEST = {
  first_name: 'Erika',
  last_name: 'Muster',
  email: 'erika@example.ch',
  phone: '044 123 45 67',
  mobile: '079 123 45 67',
  address: 'Seestrasse 1, 8000 Zürich',
  menu_id: null,
  allergies: ['Nüsse'],
  special_requests: 'Kinderstuhl',
  guest_type: 'Apéro',
  side: 'Beide',
  group_id: null,
  admin_notes: 'Kommt später',
};
const PROVIDER = {
  company_name: 'Blumen Rosa',
  contact_name: 'Rosa Blum',
  phone: '044 123 45 67',
  mobile: '079 123 45 67',
  email: 'rosa@example.ch',
  address: 'Dorfstrasse 2',
  travel_distance: 12,
  category: 'Dekoration',
  service_description: 'Blumenschmuck',
  duration: 120,
  preparation_time: 60,
  price: '2400.50',
  payment_info: 'IBAN CH00 0000 0000 0000 0000 0',
  payment_due: '2025-05-31',
  admin_notes: 'Zuverlässig',
};
const ROOM = { room_number: '102', description: 'Seeblick', base_capacity: 2, location_id: 0, has_extra_bed: true, has_crib: false };
const MENU = { type: 'Menü 2', class: 'Vegetarisch', description: { Gang1: 'Salat', 'Gang1 Beschreibung': 'mit Kernen' }, allergens: ['Gluten'] };
const STORY = {
  title: 'Unsere Geschichte',
  is_published: false,
  blocks: [
    { id: 'b1', type: 'heading', content: { text: 'Wie alles begann', level: 2 } },
    { id: 'b2', type: 'text', content: { text: 'Es war einmal …' } },
    { id: 'b3', type: 'link', content: { url: 'https://example.ch', linkText: 'Mehr', description: '' } },
    {
      id: 'b4',
      type: 'columns',
      content: {
        columnCount: 2,
        columns: [
          { id: 'col-1', blocks: [{ id: 'c1', type: 'text', content: { text: 'Links' } }] },
          { id: 'col-2', blocks: [{ id: 'c2', type: 'image', content: { imageUrl: 'https://example.ch/a.jpg', caption: 'Bild' } }] },
        ],
      },
    },
  ],
};
const SMS = { message: 'Hallo {Vorname}!', method: 'sequential', include_events: false, from_name: 'Hochzeit' };

/** A body each write endpoint takes; `{id}`-style parameters are the seeded records. */
export const SAMPLES: Partial<Record<string, () => Record<string, unknown>>> = {
  'POST /api/auth/login': () => ({ username: 'admin', password: ADMIN_PASSWORD }),
  'POST /api/auth/guest-login': () => ({ token: 'a'.repeat(32) }),
  'POST /api/auth/service-provider-login': () => ({ token: 'a'.repeat(32) }),
  'PUT /api/auth/password': () => ({ current_password: ADMIN_PASSWORD, new_password: 'ein-neues-passwort' }),
  'POST /api/admin/admin-users': () => ({ username: 'zweiter', password: 'ein-langes-passwort' }),
  'POST /api/admin/guests': () => GUEST,
  'POST /api/admin/guests/import': () => ({ dry_run: 'true', duplicates: 'skip', mapping: '{"first_name":"Vorname","last_name":"Nachname"}' }),
  'PUT /api/admin/guests/:id': () => ({ ...GUEST, menu_id: ids.menu, group_id: ids.group }),
  'POST /api/admin/guest-groups': () => ({ name: 'Freunde' }),
  'POST /api/admin/guest-groups/:id/add-guest': () => ({ guest_id: ids.otherGuest }),
  'POST /api/admin/relation-types': () => ({ name: 'Eltern' }),
  'POST /api/admin/guest-assignments': () => ({ guest_id: ids.guest, relation_type_id: ids.relationType }),
  'POST /api/admin/menus': () => MENU,
  'PUT /api/admin/menus/:id': () => MENU,
  'POST /api/media/guest/upload': () => ({ description: 'Schöner Abend' }),
  'POST /api/media/admin/upload': () => ({ description: 'Trauung', folder: 'hochzeit' }),
  'POST /api/media/admin/media/:id/categories': () => ({ category_ids: [ids.photoCategory], replace: true }),
  'POST /api/media/admin/media/:id/groups': () => ({ group_ids: [ids.photoGroup], replace: false }),
  'PUT /api/media/admin/media/:id/hidden': () => ({ hidden: true }),
  'POST /api/media/admin/photo-groups': () => ({ name: 'Fotobox' }),
  'PUT /api/media/admin/photo-groups/:id': () => ({ name: 'Fotobox' }),
  'POST /api/media/admin/photo-groups/:id/guests': () => ({ guest_id: ids.guest }),
  'POST /api/media/admin/photo-categories': () => ({ name: 'Dinner' }),
  'PUT /api/media/admin/photo-categories/:id': () => ({ name: 'Dinner' }),
  'POST /api/admin/rooms': () => ({ ...ROOM, location_id: ids.location }),
  'PUT /api/admin/rooms/:id': () => ({ ...ROOM, location_id: ids.location }),
  'POST /api/admin/room-assignments': () => ({ guest_id: ids.guest, room_id: ids.room }),
  'POST /api/admin/locations': () => ({ name: 'Gästehaus', address: 'Seeweg 3' }),
  'PUT /api/admin/locations/:id': () => ({ name: 'Gästehaus', address: 'Seeweg 3' }),
  'POST /api/admin/service-providers': () => PROVIDER,
  'PUT /api/admin/service-providers/:id': () => PROVIDER,
  'POST /api/admin/ticker-messages': () => ({ message: 'Das Buffet ist eröffnet' }),
  'PUT /api/admin/ticker-messages/:id': () => ({ message: 'Das Buffet ist eröffnet' }),
  'PUT /api/admin/event-settings': () => ({
    title: 'Hochzeit',
    starts_at: '2025-06-07T14:00:00+02:00',
    venue_name: 'Schloss Wartensee',
    venue_address: 'Rorschacherberg',
    couple_names: 'Anna & Lukas',
    time_zone: 'Europe/Zurich',
    email_from_name: 'Anna & Lukas',
    email_from_address: 'hochzeit@example.ch',
  }),
  'PUT /api/admin/guest-pages/castle': () => ({ title: 'Das Schloss', text: 'Ein Schloss am See.', images: ['https://example.org/schloss.jpg'] }),
  'PUT /api/admin/guest-pages/dress-code': () => ({ text: 'Festlich, bequeme Schuhe', images: [] }),
  'PUT /api/admin/guest-pages/directions': () => ({ text: 'Parkplatz beim Eingang', links: [{ label: 'Fahrplan', url: 'https://example.org/fahrplan' }] }),
  'PUT /api/admin/guest-pages/payment': () => ({ account_holder: 'Das Brautpaar', iban: 'CH93 0076 2011 6238 5295 7', bank: 'Bank', note: 'Hochzeit' }),
  'PUT /api/admin/guest-pages/gallery-folders': () => ({ hochzeit: { name: 'Hochzeit', date: '2025-06-07' }, wartensee: { name: 'Am Tag danach', date: '2025-06-08' } }),
  'POST /api/timeline/admin': () => ({ ...EVENT, service_provider_id: ids.provider }),
  'PUT /api/timeline/admin/:id': () => ({ ...EVENT, service_provider_id: ids.provider }),
  'POST /api/admin/wishlist': () => ({ content: 'Eine Reise', payment_info: 'IBAN CH00' }),
  'PUT /api/story/admin': () => STORY,
  'POST /api/story/admin/publish': () => ({ is_published: true }),
  'POST /api/sms/preview-personalized': () => ({ message: SMS.message, include_events: true, guest_types: ['Inner Circle'], guest_ids: [ids.guest] }),
  'POST /api/sms/send-to-guest-types': () => ({ ...SMS, guest_types: ['Inner Circle'] }),
  'POST /api/sms/send-multiple': () => ({ ...SMS, numbers: ['+41 79 123 45 67'], guest_ids: [ids.guest] }),
  'POST /api/sms/send-timeline-reminders': () => ({ event_id: ids.event }),
  'POST /api/sms/send-to-unanswered': () => ({ ...SMS }),
  'POST /api/sms/send-invitations': () => ({ guest_ids: [ids.guest], request_id: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f' }),
  'PUT /api/guest/rsvp': () => ({ answers: [{ guest_id: ids.guest, attending: true, allergies: ['Nüsse'], song_wish: 'Ein Lied', message: 'Wir freuen uns' }] }),
  'PUT /api/admin/rsvp/settings': () => ({ deadline: '2025-05-15', ask_menu: true, ask_allergies: true, ask_song_wish: false, ask_message: true }),
  'PUT /api/admin/rsvp/:guestId': () => ({ attending: true, menu_id: ids.menu, allergies: ['Ei'], song_wish: 'Ein Lied', message: 'Hallo', companion_name: null }),
  'PUT /api/admin/rsvp-reminders': () => ({ enabled: true, days_before: [14, 3], channel_choice: 'email_else_sms' }),
  'POST /api/sms/twilio/status': () => ({ MessageSid: 'SM0123', MessageStatus: 'delivered', ErrorCode: '30003', To: '+41791234567' }),
  'POST /api/sms/twilio/incoming': () => ({ From: '+41791234567', Body: 'STOP' }),
  'POST /api/remote-previews': () => ({ remote: 'guest', version: '1.4.0' }),
  'POST /api/remote-previews/resolve': () => ({ token: 'vorschau' }),
  'PUT /api/admin/backup-settings': () => ({ enabled: true, time: '03:00', keep: 7 }),
  'POST /api/remote-failures': () => ({ remote: 'guest', version: '1.4.0', reason: 'integrity', fell_back_to: null }),
  'POST /api/remote-loads': () => ({ browser: 'fuzz-browser-0123456789', remote: 'guest', version: '1.4.0', fell_back: false }),
  'PUT /api/remote-releases/freeze': () => ({ from: '2030-06-07T06:00:00.000Z', until: '2030-06-08T04:00:00.000Z', reason: 'Hochzeitstag' }),
  // Issue 38: the venue link, approval (rejecting deletes: an id no photo has), the gallery's opening.
  'PUT /api/media/admin/venue/settings': () => ({ auto_approve: false, show_uploader_names: true, gallery_closed_until: null }),
  'POST /api/media/admin/approve': () => ({ ids: [ids.media] }),
  'POST /api/media/admin/reject': () => ({ ids: [999_999] }),
  'POST /api/venue/:token/upload': () => ({ uploader_name: 'Tante Erna', description: 'Beim Tanz' }),
  // Issue 39: the seating plan (a move of a person who does not attend is refused by the server, never a 500).
  'POST /api/admin/seating/tables': () => ({ name: 'Brauttisch', shape: 'round', seats: 8, note: 'Vorne' }),
  'PUT /api/admin/seating/tables/:id': () => ({ name: 'Tisch 2', shape: 'long', seats: 10, note: null }),
  'PUT /api/admin/seating/seats': () => ({ version: 0, moves: [{ person: `g${ids.guest}`, table_id: null, seat: null }] }),
  'POST /api/admin/seating/suggestion': () => ({ version: 0, keep_seated: true }),
  'PUT /api/admin/seating/settings': () => ({ guests_see_table_from: null }),
  // Issue 42: the guest's own data (deleting: an id no photo has), requests, the couple's settings and legal texts.
  'POST /api/guest/privacy/photos/delete': () => ({ media_ids: [999_999] }),
  'PUT /api/guest/privacy/wall': () => ({ hidden: false }),
  'POST /api/guest/privacy/deletion-request': () => ({ note: 'Bitte alles löschen' }),
  'POST /api/guest/media/:id/removal-request': () => ({ note: 'Ich bin darauf' }),
  'PUT /api/admin/privacy/settings': () => ({ retention_date: null, delete_names: false, delete_gallery: false, require_photo_consent: false }),
  'POST /api/admin/privacy/deletion-requests/:id/decline': () => ({ reply: 'Die Daten werden noch gebraucht' }),
  'POST /api/admin/privacy/removal-requests/:mediaId/decide': () => ({ decision: 'keep' }),
  'PUT /api/admin/legal-pages/:kind': () => ({ text: '## Datenschutz\n\nWir speichern nur, was die Hochzeit braucht.' }),
};

/** The sample body of the write endpoint `key` ('METHOD /path'); the suite checks first that every endpoint with a body has one. */
export function sampleOf(key: string): Record<string, unknown> {
  const sample = SAMPLES[key];
  if (!sample) throw new Error(`Kein Beispiel für ${key}`);
  return sample();
}

/** Routes whose body is multipart: their text fields travel beside a file, as the forms send them. */
const PHOTO = () => ({ field: 'files[]', file: new Blob([jpeg], { type: 'image/jpeg' }), name: 'foto.jpg' });
const GUEST_LIST = () => ({ field: 'file', file: new Blob([Buffer.from('Vorname;Nachname\r\nJürgen;Müller\r\n', 'latin1')], { type: 'text/csv' }), name: 'gaeste.csv' });
export const MULTIPART_FILES: Record<string, () => { field: string; file: Blob; name: string }> = {
  'POST /api/media/guest/upload': PHOTO,
  'POST /api/media/admin/upload': PHOTO,
  'POST /api/admin/guests/import': GUEST_LIST,
  'POST /api/venue/:token/upload': PHOTO,
};
export const MULTIPART = new Set(Object.keys(MULTIPART_FILES));

/** Which seeded record an address parameter names. */
export const PARAMETER_RECORDS: Array<[RegExp, string]> = [
  [/\/guests\/:id/, 'guest'],
  [/\/rsvp\/:guestId/, 'guest'],
  [/\/guest-groups\/:id/, 'group'],
  [/\/menus\/:id/, 'menu'],
  [/\/media\/admin\/media\/:id/, 'media'],
  [/\/photo-groups\/:id/, 'photoGroup'],
  [/\/photo-categories\/:id/, 'photoCategory'],
  [/\/rooms\/:id/, 'room'],
  [/\/locations\/:id/, 'location'],
  [/\/service-providers\/:(id|spId)/, 'provider'],
  [/\/ticker-messages\/:id/, 'ticker'],
  [/\/timeline\/admin\/:id/, 'event'],
  [/\/guest\/media\/:id/, 'media'],
];
/** Which seeded text an address parameter names. */
export const PARAMETER_TEXTS: Array<[RegExp, () => string]> = [
  [/\/venue\/:token/, () => texts.venueToken],
  [/\/legal-pages\/:kind/, () => 'datenschutz'],
];
