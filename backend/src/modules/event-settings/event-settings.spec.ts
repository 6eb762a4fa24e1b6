import {
  COORDINATES_INCOMPLETE,
  COUPLE_NAMES_REQUIRED,
  COUPLE_NAMES_TOO_LONG,
  COVER_BROKEN,
  COVER_TOO_LARGE,
  COVER_WRONG_TYPE,
  CURRENCY_INVALID,
  DAY_CONTACT_PHONE_INVALID,
  DEFAULT_COUPLE_NAMES,
  EVENT_TIME_ZONE_INVALID,
  LATITUDE_INVALID,
  LONGITUDE_INVALID,
} from '@hochzeit/contracts';
import sharp from 'sharp';
import { adminApi } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { photo } from '../../../test/media.js';
import { FileStorage } from '../../storage/file-storage.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

it('starts neutral on the specification’s date (no couple’s names, no venue) and can be changed by an admin', async () => {
  const guest = await t.createGuest();
  const defaults = await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).expect(200);
  expect(defaults.body).toMatchObject({ couple_names: DEFAULT_COUPLE_NAMES, venue_name: '', venue_address: '', latitude: null, longitude: null, starts_at: '2025-06-07T13:30:00.000Z' });
  expect(new Date(defaults.body.starts_at).toISOString()).toBe('2025-06-07T13:30:00.000Z');

  const next = { title: 'Mia & Jonas', starts_at: '2027-06-05T14:00:00+02:00', venue_name: 'Landgut Seeblick', venue_address: 'Seeweg 1, 8000 Irgendwo' };
  await api.put('/api/admin/event-settings', next).expect(200);
  const provider = await t.createProvider();
  const read = await t.http().get('/api/event-settings').set(t.auth('service_provider', provider.id)).expect(200);
  expect(read.body).toMatchObject({ ...next, couple_names: DEFAULT_COUPLE_NAMES, starts_at: '2027-06-05T12:00:00.000Z', time_zone: 'Europe/Zurich', latitude: null, longitude: null, currency: 'EUR', cover: null });
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
  expect((await api.get('/api/event-settings')).body).toMatchObject({ ...good, couple_names: DEFAULT_COUPLE_NAMES, starts_at: '2027-06-05T12:00:00.000Z', time_zone: 'Europe/Zurich', latitude: null, longitude: null, currency: 'EUR', guest_address: 'sie', cover: null });
});

describe('the couple’s names', () => {
  const good = { title: 'Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse' };

  it('start neutral, are changed by an admin and kept when left out', async () => {
    expect((await api.get('/api/event-settings')).body.couple_names).toBe(DEFAULT_COUPLE_NAMES);
    await api.put('/api/admin/event-settings', { ...good, couple_names: '  Mia & Jonas ' }).expect(200);
    await api.put('/api/admin/event-settings', good).expect(200);
    expect((await api.get('/api/event-settings')).body.couple_names).toBe('Mia & Jonas');
  });

  it('refuses empty or overlong names in German, changing nothing', async () => {
    await api.put('/api/admin/event-settings', { ...good, couple_names: 'Mia & Jonas' }).expect(200);
    expect((await api.put('/api/admin/event-settings', { ...good, couple_names: '   ' }).expect(400)).body.msg).toBe(COUPLE_NAMES_REQUIRED);
    expect((await api.put('/api/admin/event-settings', { ...good, couple_names: 'x'.repeat(121) }).expect(400)).body.msg).toBe(COUPLE_NAMES_TOO_LONG);
    expect((await api.get('/api/event-settings')).body.couple_names).toBe('Mia & Jonas');
  });
});

describe('the venue’s coordinates, the currency and the contact for the day', () => {
  const good = { title: 'Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse' };
  const full = { ...good, latitude: 46.948, longitude: 7.4474, currency: 'CHF', contact_name: ' Trauzeugin Lea ', contact_phone: '079 123 45 67' };

  it('are stored by an admin; guests and providers read coordinates and currency, only the admin the contact', async () => {
    expect((await api.put('/api/admin/event-settings', full).expect(200)).body).toMatchObject({ latitude: 46.948, longitude: 7.4474, currency: 'CHF', contact_name: 'Trauzeugin Lea', contact_phone: '079 123 45 67' });
    const guest = await t.createGuest();
    const forGuest = (await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).expect(200)).body;
    expect(forGuest).toMatchObject({ latitude: 46.948, longitude: 7.4474, currency: 'CHF' });
    expect(forGuest).not.toHaveProperty('contact_name');
    expect(forGuest).not.toHaveProperty('contact_phone');
    expect((await api.get('/api/admin/event-settings').expect(200)).body).toMatchObject({ contact_name: 'Trauzeugin Lea', contact_phone: '079 123 45 67' });
    await t.http().get('/api/admin/event-settings').set(t.auth('guest', guest.id)).expect(403);
    const provider = await t.createProvider();
    await t.http().get('/api/admin/event-settings').set(t.auth('service_provider', provider.id)).expect(403);
    await t.http().put('/api/admin/event-settings').set(t.auth('guest', guest.id)).send({ ...full, currency: 'EUR' }).expect(403);
    expect((await api.get('/api/event-settings')).body.currency).toBe('CHF');
  });

  it('are kept when left out, and cleared by null or empty text', async () => {
    await api.put('/api/admin/event-settings', full).expect(200);
    await api.put('/api/admin/event-settings', good).expect(200);
    expect((await api.get('/api/admin/event-settings')).body).toMatchObject({ latitude: 46.948, currency: 'CHF', contact_name: 'Trauzeugin Lea' });
    await api.put('/api/admin/event-settings', { ...good, latitude: null, longitude: null, contact_name: '', contact_phone: null }).expect(200);
    expect((await api.get('/api/admin/event-settings')).body).toMatchObject({ latitude: null, longitude: null, currency: 'CHF', contact_name: null, contact_phone: null });
  });

  it('refuses coordinates out of range or alone, another currency and a wrong phone in German, storing nothing', async () => {
    await api.put('/api/admin/event-settings', full).expect(200);
    const refused = async (change: object, message: string) =>
      expect((await api.put('/api/admin/event-settings', { ...full, title: 'Geändert', ...change }).expect(400)).body.msg).toBe(message);
    await refused({ latitude: 91 }, LATITUDE_INVALID);
    await refused({ latitude: '47.1' }, LATITUDE_INVALID);
    await refused({ longitude: -180.5 }, LONGITUDE_INVALID);
    await refused({ latitude: null }, COORDINATES_INCOMPLETE);
    await refused({ currency: 'USD' }, CURRENCY_INVALID);
    await refused({ contact_phone: '12' }, DAY_CONTACT_PHONE_INVALID);
    expect((await api.get('/api/admin/event-settings')).body).toMatchObject({ title: 'Hochzeit', latitude: 46.948, longitude: 7.4474, currency: 'CHF', contact_phone: '079 123 45 67' });
  });
});

describe('the cover photo', () => {
  const storedCovers = () => t.app.get(FileStorage).list('event-cover/');
  // The tables are emptied between tests, the storage folder is not.
  beforeEach(() => t.app.get(FileStorage).removePrefix('event-cover/'));
  const upload = (content: Buffer, name = 'cover.jpg') => t.http().post('/api/admin/event-settings/cover').set(t.auth('admin')).attach('file', content, name);

  it('is none by default; an upload is served to guests as WebP in phone and desktop sizes, upright and without enlarging', async () => {
    expect((await api.get('/api/event-settings')).body.cover).toBeNull();
    // 2400×1600, stored sideways with EXIF orientation 6: upright it is 1600×2400 (portrait).
    const sideways = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 180, b: 150 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(sideways).expect(200);
    expect(res.body.cover).toMatchObject({ width: 1600, height: 2400 });
    expect(res.body.cover.images.map((image: { width: number }) => image.width)).toEqual([480, 960, 1600]);

    const guest = await t.createGuest();
    const read = await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).expect(200);
    expect(read.body.cover).toEqual(res.body.cover);
    for (const { url, width } of read.body.cover.images) {
      // <img> sends no Authorization header.
      const file = await t.http().get(url).buffer(true).parse((r, done) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => done(null, Buffer.concat(chunks))); }).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.height).toBe(Math.round((width * 3) / 2));
    }
    // A small photo is not enlarged: it is listed once, at its own width.
    const small = await upload(await photo(3, 'png', 800, 400), 'klein.png').expect(200);
    expect(small.body.cover).toEqual({ width: 800, height: 400, images: [expect.objectContaining({ width: 480 }), expect.objectContaining({ width: 800 })] });
  });

  it('replacing and removing it deletes the old photo’s files; its old addresses answer 404', async () => {
    const first = (await upload(await photo(1, 'jpeg', 1000, 600)).expect(200)).body.cover;
    const second = (await upload(await photo(2, 'jpeg', 1000, 600)).expect(200)).body.cover;
    expect(second.images[0].url).not.toBe(first.images[0].url);
    expect((await t.http().get(first.images[0].url).expect(404)).body.msg).toBe('Kein Titelbild vorhanden');
    // The old photo's files go with the job queued in the same transaction.
    await settleJobs(t.app);
    expect(await storedCovers()).toHaveLength(4);

    const removed = await t.http().delete('/api/admin/event-settings/cover').set(t.auth('admin')).expect(200);
    expect(removed.body.cover).toBeNull();
    await t.http().get(second.images[0].url).expect(404);
    await settleJobs(t.app);
    expect(await storedCovers()).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP photo, a broken one and an oversized one in German, storing nothing', async () => {
    await upload(await photo(1, 'jpeg', 900, 600)).expect(200);
    const before = await api.get('/api/event-settings');
    const kept = await storedCovers();

    // By its bytes, not its name.
    expect((await upload(Buffer.from('%PDF-1.4 kein Bild'), 'foto.jpg').expect(415)).body.msg).toBe(COVER_WRONG_TYPE);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect((await upload(gif, 'animation.gif').expect(415)).body.msg).toBe(COVER_WRONG_TYPE);
    const jpeg = await photo(2);
    expect((await upload(jpeg.subarray(0, 40), 'kaputt.jpg').expect(400)).body.msg).toBe(COVER_BROKEN);
    const huge = Buffer.concat([await photo(4), Buffer.alloc(15 * 1024 * 1024)]);
    expect((await upload(huge, 'riesig.jpg').expect(413)).body.msg).toBe(COVER_TOO_LARGE);
    expect((await t.http().post('/api/admin/event-settings/cover').set(t.auth('admin')).expect(400)).body.msg).toBe('Bitte wählen Sie ein Foto aus.');

    expect((await api.get('/api/event-settings')).body).toEqual(before.body);
    expect(await storedCovers()).toEqual(kept);
  });
});
