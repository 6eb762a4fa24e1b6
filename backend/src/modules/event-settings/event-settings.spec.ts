import { EVENT_TIME_ZONE_INVALID } from '@hochzeit/contracts';
import { adminApi } from '../../../test/fixtures.js';
import { type TestApp, useTestApp } from '../../../test/test-app.js';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
useTestApp((app) => {
  t = app;
  api = adminApi(app);
});

it('defaults to the seeded wedding (7 June 2025, Schloss Wartensee) and can be changed by an admin', async () => {
  const guest = await t.createGuest();
  const defaults = await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).expect(200);
  expect(defaults.body).toMatchObject({ venue_name: 'Schloss Wartensee', starts_at: '2025-06-07T13:30:00.000Z' });
  expect(new Date(defaults.body.starts_at).toISOString()).toBe('2025-06-07T13:30:00.000Z');

  const next = { title: 'Anna & Marco', starts_at: '2027-06-05T14:00:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Wartensee 1, 9404 Rorschacherberg' };
  await api.put('/api/admin/event-settings', next).expect(200);
  const provider = await t.createProvider();
  const read = await t.http().get('/api/event-settings').set(t.auth('service_provider', provider.id)).expect(200);
  expect(read.body).toEqual({ ...next, starts_at: '2027-06-05T12:00:00.000Z', time_zone: 'Europe/Zurich' });
});

it('keeps the venue’s time zone for SMS times: Europe/Zurich until changed, kept when left out, unknown zones refused', async () => {
  const good = { title: 'Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse' };
  await api.put('/api/admin/event-settings', { ...good, time_zone: 'Europe/Berlin' }).expect(200);
  await api.put('/api/admin/event-settings', good).expect(200);
  expect((await api.get('/api/event-settings')).body.time_zone).toBe('Europe/Berlin');
  expect((await api.put('/api/admin/event-settings', { ...good, time_zone: 'Mars/Olympus' }).expect(400)).body.msg).toBe(EVENT_TIME_ZONE_INVALID);
  expect((await api.get('/api/event-settings')).body.time_zone).toBe('Europe/Berlin');
});

it('refuses an invalid date or a missing venue, changing nothing', async () => {
  const good = { title: 'Hochzeit', starts_at: '2027-06-05T14:00:00+02:00', venue_name: 'Ort', venue_address: 'Adresse' };
  await api.put('/api/admin/event-settings', good).expect(200);
  expect((await api.put('/api/admin/event-settings', { ...good, starts_at: '5. Juni' }).expect(400)).body.msg).toBe('Bitte geben Sie Datum und Uhrzeit der Hochzeit an');
  expect((await api.put('/api/admin/event-settings', { ...good, venue_name: '' }).expect(400)).body.msg).toBe('Bitte geben Sie den Ort ein');
  expect((await api.get('/api/event-settings')).body.starts_at).toBe('2027-06-05T12:00:00.000Z');
});

it('needs the start with its offset, so the countdown is right in every time zone', async () => {
  const good = { title: 'Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse' };
  await api.put('/api/admin/event-settings', good).expect(200);
  expect((await api.put('/api/admin/event-settings', { ...good, starts_at: '2027-06-05T14:00' }).expect(400)).body.msg).toBe('Bitte geben Sie Datum und Uhrzeit der Hochzeit an');
  expect((await api.put('/api/admin/event-settings', { ...good, title: '  ', venue_address: '' }).expect(400)).body.msg).toBe('Bitte geben Sie einen Titel ein; Bitte geben Sie die Adresse ein');
  expect((await api.get('/api/event-settings')).body).toEqual({ ...good, starts_at: '2027-06-05T12:00:00.000Z', time_zone: 'Europe/Zurich' });
});
