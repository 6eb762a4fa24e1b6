import {
  DEVICE_ID_HEADER,
  DEVICE_ID_INVALID,
  galleryClosedUntil,
  MEDIA_IDS_REQUIRED,
  MEDIA_NOT_FOUND,
  MEDIA_NOT_OWN,
  type MediaItemJson,
  VENUE_DEVICE_PER_MINUTE,
  VENUE_DEVICE_TOTAL,
  VENUE_LIMITS,
  VENUE_LINK_INVALID,
  VENUE_LINK_OFF,
  VENUE_LINK_PER_MINUTE,
  VENUE_NAME_REQUIRED,
  type VenueAdminJson,
} from '@hochzeit/contracts';
import { countRows } from '../../../test/fixtures.js';
import { poll } from '../../../test/jobs.js';
import { formatGermanDate, formatGermanTime } from '../../common/german-time.js';
import { type Files, photo, storedOriginals, useMediaTestApp } from '../../../test/media.js';
import { adminPdf } from '../../../test/pdf-text.js';
import { MediaClock } from './venue-settings.service.js';

const { t, media, api } = useMediaTestApp();
const PHONE = 'telefon-tante-frieda-0001';
const OTHER_PHONE = 'telefon-onkel-hans-000002';

let guestId: number;
beforeEach(async () => {
  guestId = (await t.createGuest({ first_name: 'Erika', last_name: 'Muster' })).id;
  t.app.get(MediaClock).now = () => new Date();
});

/** Creates (or renews) the venue link; its token. */
async function venueToken(): Promise<string> {
  const res = await api.post('/api/media/admin/venue/link', {}).expect(200);
  const body = res.body as VenueAdminJson;
  expect(body.link?.url).toBe(`https://hochzeit.test/fotos/${body.link?.token}`);
  return body.link!.token;
}

/** A phone's upload through the venue link: multipart `files[]`, 'Ihr Name' and the phone's id. */
function venueUpload(token: string, files: Files, name: string | null = 'Tante Frieda', device: string | null = PHONE) {
  const req = t.http().post(`/api/venue/${token}/upload`);
  if (device !== null) req.set(DEVICE_ID_HEADER, device);
  if (name !== null) req.field('uploader_name', name);
  for (const [file, content] of files) req.attach('files[]', content, file);
  return req;
}

const settings = (input: object) => api.put('/api/media/admin/venue/settings', input).expect(200);
const wallIds = async () => ((await api.get('/api/media/admin/wall').expect(200)).body as MediaItemJson[]).map((item) => item.id);
const pendingIds = async () => ((await api.get('/api/media/admin/pending').expect(200)).body as MediaItemJson[]).map((item) => item.id);
const photos = async (...seeds: number[]): Promise<Files> => Promise.all(seeds.map(async (seed) => [`fest-${seed}.jpg`, await photo(seed)] as [string, Buffer]));

describe('the venue link', () => {
  it('uploads without signing in: pending, invisible to guests and the wall, then approved and visible to both with the name', async () => {
    const token = await venueToken();
    const info = await t.http().get(`/api/venue/${token}`).expect(200);
    expect(info.body).toEqual({ title: expect.any(String), couple_names: expect.any(String), needs_approval: true, max_bytes: 10_485_760 });

    const uploaded = await venueUpload(token, await photos(1, 2)).expect(201);
    expect(uploaded.body).toEqual([
      { id: expect.any(Number), filename: 'fest-1.jpg', pending: true },
      { id: expect.any(Number), filename: 'fest-2.jpg', pending: true },
    ]);
    const ids = (uploaded.body as Array<{ id: number }>).map((photo) => photo.id);
    expect(await media.galleryIds(guestId)).toEqual([]);
    expect(await wallIds()).toEqual([]);
    await t.http().get(`/api/media/image/${ids[0]}`).set(t.auth('guest', guestId)).expect(404);
    expect((await api.get('/api/media/admin/venue').expect(200)).body).toMatchObject({ pending_count: 2 });
    const pending = (await api.get('/api/media/admin/pending').expect(200)).body as MediaItemJson[];
    expect(pending.map((item) => [item.id, item.uploader_name, item.pending, item.folder])).toEqual([
      [ids[1], 'Tante Frieda', true, 'wartensee'],
      [ids[0], 'Tante Frieda', true, 'wartensee'],
    ]);

    // The wall asks for what is new since its newest photo: approved later, these count as new then.
    const wallSince = new Date(Date.now() + 1).toISOString();
    expect((await api.post('/api/media/admin/approve', { ids: [...ids, 999_999] }).expect(200)).body).toEqual({ ids });
    expect(await pendingIds()).toEqual([]);
    const gallery = (await t.http().get('/api/media/gallery').set(t.auth('guest', guestId)).expect(200)).body as MediaItemJson[];
    expect(gallery.map((item) => [item.id, item.uploader_name, item.pending])).toEqual([
      [ids[1], 'Tante Frieda', false],
      [ids[0], 'Tante Frieda', false],
    ]);
    expect(await wallIds()).toEqual([ids[1], ids[0]]);
    const sinceReply = (await api.get(`/api/media/admin/wall?since=${encodeURIComponent(wallSince)}`).expect(200)).body as MediaItemJson[];
    expect(sinceReply.map((item) => item.id)).toEqual([ids[1], ids[0]]);
  });

  it('a renewed link refuses the old one at once (page, upload: nothing stored); switched off, none works', async () => {
    const old = await venueToken();
    const current = await venueToken();
    expect(current).not.toBe(old);
    expect((await t.http().get(`/api/venue/${old}`).expect(404)).body).toEqual({ msg: VENUE_LINK_INVALID });
    expect((await venueUpload(old, await photos(3)).expect(404)).body).toEqual({ msg: VENUE_LINK_INVALID });
    expect(await countRows(t, 'media')).toBe(0);
    await venueUpload(current, await photos(3)).expect(201);

    expect((await api.delete('/api/media/admin/venue/link').expect(200)).body).toMatchObject({ link: null });
    await t.http().get(`/api/venue/${current}`).expect(404);
    await venueUpload(current, await photos(4)).expect(404);
    expect(await countRows(t, 'media')).toBe(1);
    expect((await api.get('/api/media/admin/venue/table-cards').expect(400)).body).toEqual({ msg: VENUE_LINK_OFF });
  });

  it("'automatisch freigeben': photos are shown at once; rejected photos are deleted with their files", async () => {
    const token = await venueToken();
    await settings({ auto_approve: true });
    expect((await t.http().get(`/api/venue/${token}`).expect(200)).body.needs_approval).toBe(false);
    const [shown] = (await venueUpload(token, await photos(5)).expect(201)).body as Array<{ id: number; pending: boolean }>;
    expect(shown.pending).toBe(false);
    expect(await media.galleryIds(guestId)).toEqual([shown.id]);

    await settings({ auto_approve: false });
    const waiting = ((await venueUpload(token, await photos(6, 7)).expect(201)).body as Array<{ id: number }>).map((photo) => photo.id);
    expect((await api.post('/api/media/admin/reject', { ids: [...waiting, shown.id] }).expect(200)).body).toEqual({ ids: waiting });
    expect(await countRows(t, 'media')).toBe(1);
    // The files go by a job once the deletion is committed.
    await poll('Gespeicherte Originale', () => storedOriginals(t), (keys) => keys.length === 1, 20_000);
    expect((await api.post('/api/media/admin/approve', { ids: [] }).expect(400)).body).toEqual({ msg: MEDIA_IDS_REQUIRED });
  });

  it("needs 'Ihr Name' and the phone's id: refused without, nothing stored", async () => {
    const token = await venueToken();
    expect((await venueUpload(token, await photos(8), '   ').expect(400)).body).toEqual({ msg: VENUE_NAME_REQUIRED });
    expect((await venueUpload(token, await photos(8), 'Tante Frieda', null).expect(400)).body).toEqual({ msg: DEVICE_ID_INVALID });
    expect((await venueUpload(token, await photos(8), 'Tante Frieda', 'kurz').expect(400)).body).toEqual({ msg: DEVICE_ID_INVALID });
    expect(await countRows(t, 'media')).toBe(0);
    expect(await storedOriginals(t)).toEqual([]);
  });

  it('the same photo from the same phone is stored once', async () => {
    const token = await venueToken();
    const [first] = (await venueUpload(token, await photos(9)).expect(201)).body as Array<{ id: number }>;
    const [again] = (await venueUpload(token, await photos(9)).expect(201)).body as Array<{ id: number }>;
    expect(again.id).toBe(first.id);
    await venueUpload(token, await photos(9), 'Onkel Hans', OTHER_PHONE).expect(201);
    expect(await countRows(t, 'media')).toBe(2);
  });
});

describe('limits on the venue link', () => {
  /** Photos the venue link took earlier (from `device`, or each from a phone of its own), written straight into the table: only their count matters. */
  async function earlierVenuePhotos(count: number, device: string | null, minutesAgo: number) {
    await t.orm.em.getConnection().execute(
      `insert into media (folder, original_name, storage_key, content_type, size, content_hash, uploaded_at, venue_device, pending, hidden, derivatives_ready, uploader_name)
       select 'wartensee', 'alt.jpg', 'media/alt-' || g || '.jpg', 'image/jpeg', 1, md5(g::text) || md5(g::text), now() - make_interval(mins => ?), coalesce(?, 'geraet-' || g || '-aaaaaaaaaaaa'), true, false, true, 'Alt'
       from generate_series(1, ?) g`,
      [minutesAgo, device, count],
    );
  }

  it(`a phone sends at most ${VENUE_LIMITS.perDevicePerMinute} photos a minute; another phone still can`, async () => {
    const token = await venueToken();
    const ten = await photos(...Array.from({ length: VENUE_LIMITS.perDevicePerMinute }, (_, n) => 20 + n));
    await venueUpload(token, ten).expect(201);
    expect((await venueUpload(token, await photos(40)).expect(429)).body).toEqual({ msg: VENUE_DEVICE_PER_MINUTE });
    expect(await countRows(t, 'media')).toBe(VENUE_LIMITS.perDevicePerMinute);
    await venueUpload(token, await photos(40), 'Onkel Hans', OTHER_PHONE).expect(201);
  });

  it(`a phone sends at most ${VENUE_LIMITS.perDeviceTotal} photos in all, and the link takes at most ${VENUE_LIMITS.perLinkPerMinute} a minute`, async () => {
    const token = await venueToken();
    await earlierVenuePhotos(VENUE_LIMITS.perDeviceTotal, PHONE, 90);
    expect((await venueUpload(token, await photos(41)).expect(429)).body).toEqual({ msg: VENUE_DEVICE_TOTAL });
    await t.orm.em.getConnection().execute('delete from media');
    await earlierVenuePhotos(VENUE_LIMITS.perLinkPerMinute, null, 0);
    expect((await venueUpload(token, await photos(41), 'Onkel Hans', OTHER_PHONE).expect(429)).body).toEqual({ msg: VENUE_LINK_PER_MINUTE });
    expect(await countRows(t, 'media')).toBe(VENUE_LIMITS.perLinkPerMinute);
  });
});

describe("the couple's choices", () => {
  it("'Erst nach der Feier zeigen' closes the guests' gallery until the time (own uploads, uploads and the wall keep working)", async () => {
    const adminPhoto = await media.adminPhoto(50, 'wartensee');
    const until = new Date(Date.now() + 3 * 3600_000);
    const reply = (await settings({ gallery_closed_until: until.toISOString() })).body as VenueAdminJson;
    expect(reply.gallery_closed_until).toBe(until.toISOString());
    expect((await t.http().get('/api/media/gallery-status').set(t.auth('guest', guestId)).expect(200)).body).toEqual({ closed_until: until.toISOString(), show_uploader_names: true });

    const closed = await t.http().get('/api/media/gallery').set(t.auth('guest', guestId)).expect(403);
    expect(closed.body.msg).toBe(galleryClosedUntil(`${formatGermanDate(until, 'Europe/Zurich')} um ${formatGermanTime(until, 'Europe/Zurich')} Uhr`));
    expect(closed.body.msg).toMatch(/^Die Fotogalerie öffnet am [^,]+, \d+\. \S+ \d{4} um \d\d:\d\d Uhr\./);
    expect((await t.http().get('/api/media/download-link').set(t.auth('guest', guestId)).expect(403)).body).toEqual(closed.body);
    const own = await media.guestPhoto(guestId, 51);
    expect(await media.galleryIds(guestId, '?view_filter=own')).toEqual([own]);
    expect(await wallIds()).toEqual([own, adminPhoto]);

    // The clock passes the time: the gallery opens for everyone at once.
    t.app.get(MediaClock).now = () => new Date(until.getTime() + 60_000);
    expect(await media.galleryIds(guestId)).toEqual([own, adminPhoto]);
    expect((await t.http().get('/api/media/gallery-status').set(t.auth('guest', guestId)).expect(200)).body.closed_until).toBeNull();
    await settings({ gallery_closed_until: null });
    t.app.get(MediaClock).now = () => new Date();
    expect(await media.galleryIds(guestId)).toEqual([own, adminPhoto]);
  });

  it('names go with the photos in the gallery and on the wall only while the couple allows it (the media manager always has them)', async () => {
    const token = await venueToken();
    await settings({ auto_approve: true, show_uploader_names: false });
    await venueUpload(token, await photos(60)).expect(201);
    const gallery = (await t.http().get('/api/media/gallery').set(t.auth('guest', guestId)).expect(200)).body as MediaItemJson[];
    const wall = (await api.get('/api/media/admin/wall').expect(200)).body as MediaItemJson[];
    const list = (await api.get('/api/media/admin/list').expect(200)).body as MediaItemJson[];
    expect([gallery[0].uploader_name, wall[0].uploader_name, list[0].uploader_name]).toEqual([null, null, 'Tante Frieda']);
    await settings({ show_uploader_names: true });
    expect(((await t.http().get('/api/media/gallery').set(t.auth('guest', guestId)).expect(200)).body as MediaItemJson[])[0].uploader_name).toBe('Tante Frieda');
  });

  it('refuses invalid settings with a German message, changing nothing', async () => {
    const res = await api.put('/api/media/admin/venue/settings', { gallery_closed_until: 'morgen' }).expect(400);
    expect(res.body.msg).toBe('Bitte geben Sie Datum und Uhrzeit an, ab der die Galerie offen ist');
    expect((await api.get('/api/media/admin/venue').expect(200)).body).toEqual({ link: null, auto_approve: false, show_uploader_names: true, gallery_closed_until: null, pending_count: 0 });
  });
});

describe('deleting photos', () => {
  it("a guest deletes their own photo, never another's", async () => {
    const other = (await t.createGuest({ first_name: 'Hans', last_name: 'Meier' })).id;
    const own = await media.guestPhoto(guestId, 70);
    const theirs = await media.guestPhoto(other, 71);
    expect((await t.http().delete(`/api/media/guest/${theirs}`).set(t.auth('guest', guestId)).expect(403)).body).toEqual({ msg: MEDIA_NOT_OWN });
    expect((await t.http().delete('/api/media/guest/999999').set(t.auth('guest', guestId)).expect(404)).body).toEqual({ msg: MEDIA_NOT_FOUND });
    expect((await t.http().delete(`/api/media/guest/${own}`).set(t.auth('guest', guestId)).expect(200)).body).toEqual({ success: true });
    expect(await media.galleryIds(guestId)).toEqual([theirs]);
  });
});

it('table cards: an A4 sheet of cards with the venue link', async () => {
  const token = await venueToken();
  const { pages } = await adminPdf(t, '/api/media/admin/venue/table-cards?per_page=4');
  expect(pages).toHaveLength(1);
  expect(pages[0].match(/Teilt eure Fotos mit uns/g)).toHaveLength(4);
  expect(pages[0].replace(/\s/g, '')).toContain(`https://hochzeit.test/fotos/${token}`);
  expect((await api.get('/api/media/admin/venue/table-cards?per_page=5').expect(400)).body).toEqual({ msg: 'Karten pro Seite: 2, 4 oder 6' });
});
