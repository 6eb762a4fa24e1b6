import { IBAN_INVALID, ONLY_HTTP_URLS } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

const castle = { title: 'Unser Schloss', text: 'Ein Schloss am See.', images: ['/api/story/images/0123456789abcdef0123456789abcdef.webp', 'https://example.org/turm.jpg'] };

it('is empty at first, for admins and guests', async () => {
  const guest = await t.createGuest();
  expect((await api.get('/api/admin/guest-pages').expect(200)).body).toEqual({
    castle: { title: '', text: '', images: [] },
    'dress-code': { text: '', images: [] },
    directions: { text: '', links: [] },
    payment: { account_holder: '', iban: '', bank: '', note: '' },
    'gallery-folders': { hochzeit: { name: 'Hochzeit', date: '2024-06-24' }, wartensee: { name: 'Schloss Wartensee', date: '2025-06-07' } },
  });
  expect((await t.http().get('/api/guest/pages/castle').set(t.auth('guest', guest.id)).expect(200)).body).toEqual({ title: '', text: '', images: [] });
});

it('shows guests what the admin saved, each page on its own', async () => {
  const guest = await t.createGuest();
  const provider = await t.createProvider();
  await t.http().get('/api/guest/pages/castle').set(t.auth('guest', guest.id)).expect(200); // cached empty reply, dropped by the save
  expect((await api.put('/api/admin/guest-pages/castle', { ...castle, title: '  Unser Schloss  ' }).expect(200)).body).toEqual(castle);
  await api.put('/api/admin/guest-pages/dress-code', { text: 'Festlich', images: [] }).expect(200);
  await api.put('/api/admin/guest-pages/directions', { text: 'Parkplatz P1', links: [{ label: 'Fahrplan', url: 'https://www.sbb.ch/' }] }).expect(200);
  await api.put('/api/admin/guest-pages/payment', { account_holder: 'Das Brautpaar', iban: 'CH93 0076 2011 6238 5295 7', bank: 'Testbank', note: 'Hochzeitsreise' }).expect(200);

  const asGuest = (page: string) => t.http().get(`/api/guest/pages/${page}`).set(t.auth('guest', guest.id)).expect(200);
  expect((await asGuest('castle')).body).toEqual(castle);
  expect((await asGuest('dress-code')).body).toEqual({ text: 'Festlich', images: [] });
  expect((await asGuest('payment')).body).toEqual({ account_holder: 'Das Brautpaar', iban: 'CH93 0076 2011 6238 5295 7', bank: 'Testbank', note: 'Hochzeitsreise' });
  const directions = await t.http().get('/api/guest/pages/directions').set(t.auth('service_provider', provider.id)).expect(200);
  expect(directions.body).toEqual({ text: 'Parkplatz P1', links: [{ label: 'Fahrplan', url: 'https://www.sbb.ch/' }] });
  // A page is saved whole (what the request leaves out is empty again); the other pages stay.
  await api.put('/api/admin/guest-pages/castle', { title: 'Neu' }).expect(200);
  expect((await asGuest('castle')).body).toEqual({ title: 'Neu', text: '', images: [] });
  expect((await asGuest('dress-code')).body.text).toBe('Festlich');
});

it.each([
  ['castle', { title: 'x'.repeat(201) }, 'Der Titel ist zu lang (max. 200 Zeichen)'],
  ['castle', { text: 42 }, 'Der Text muss ein Text sein'],
  ['castle', { images: ['javascript:alert(1)'] }, 'Bilder: nur hochgeladene Fotos oder http(s)-Adressen'],
  ['dress-code', { images: Array.from({ length: 13 }, () => 'https://example.org/a.jpg') }, 'Höchstens 12 Bilder'],
  ['directions', { links: [{ label: 'Fahrplan', url: 'javascript:alert(1)' }] }, ONLY_HTTP_URLS],
  ['directions', { links: [{ label: ' ', url: 'https://www.sbb.ch/' }] }, 'Bitte geben Sie eine Bezeichnung ein'],
  ['payment', { iban: 'CH93 0076 2011 6238 5295 8' }, IBAN_INVALID],
  ['gallery-folders', { hochzeit: { name: ' ' }, wartensee: { name: 'Fest' } }, 'Bitte geben Sie einen Ordnernamen ein'],
  ['gallery-folders', { hochzeit: { name: 'Trauung', date: '2030-02-30' }, wartensee: { name: 'Fest' } }, 'Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT)'],
])('refuses a wrong %s page with a German message and stores nothing (case %#)', async (page, body, message) => {
  expect((await api.put(`/api/admin/guest-pages/${page}`, body).expect(400)).body.msg).toBe(message);
  expect(await countRows(t, 'guest_page')).toBe(0);
});

it("names the gallery's folders as the couple wrote them", async () => {
  const guest = await t.createGuest();
  const folders = { hochzeit: { name: 'Standesamt', date: '2030-05-02' }, wartensee: { name: 'Fest', date: '' } };
  expect((await api.put('/api/admin/guest-pages/gallery-folders', { ...folders, wartensee: { name: 'Fest' } }).expect(200)).body).toEqual(folders);
  expect((await t.http().get('/api/guest/pages/gallery-folders').set(t.auth('guest', guest.id)).expect(200)).body).toEqual(folders);
});

it('keeps the stored page when a later save is refused', async () => {
  await api.put('/api/admin/guest-pages/castle', castle).expect(200);
  await api.put('/api/admin/guest-pages/castle', { title: 'x'.repeat(201) }).expect(400);
  expect((await api.get('/api/admin/guest-pages')).body.castle).toEqual(castle);
});

it('lets only admins write and keeps the payment details from providers', async () => {
  const guest = await t.createGuest();
  const provider = await t.createProvider();
  await t.http().put('/api/admin/guest-pages/castle').set(t.auth('guest', guest.id)).send(castle).expect(403);
  await t.http().put('/api/admin/guest-pages/castle').send(castle).expect(401);
  await t.http().get('/api/guest/pages/payment').set(t.auth('service_provider', provider.id)).expect(403);
  await t.http().get('/api/guest/pages/castle').set(t.auth('service_provider', provider.id)).expect(403);
  expect(await countRows(t, 'guest_page')).toBe(0);
});

it('answers a guest read with an ETag, and 304 while the page is unchanged', async () => {
  const guest = await t.createGuest();
  await api.put('/api/admin/guest-pages/directions', { text: 'Bus 5' }).expect(200);
  const first = await t.http().get('/api/guest/pages/directions').set(t.auth('guest', guest.id)).expect(200);
  await t.http().get('/api/guest/pages/directions').set(t.auth('guest', guest.id)).set('If-None-Match', first.headers.etag).expect(304);
  expect((await t.http().get('/api/guest/pages/payment').set(t.auth('guest', guest.id)).expect(200)).headers['cache-control']).toContain('no-store');
});
