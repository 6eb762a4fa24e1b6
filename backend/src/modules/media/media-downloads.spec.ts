import { inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { followSignedLink, getBytes } from '../../../test/http.js';
import { HEIC_FIXTURE, jpegWithGps, redBlue, seedGroup, seedMedia } from '../../../test/media-seed.js';
import { useTestApp } from '../../../test/test-app.js';
import { Media } from './media.entity.js';

const t = useTestApp();

interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated. */
  method: number;
  data: Buffer;
  /** The DOS date and time fields as written (a wall clock without zone), 'YYYY-MM-DD HH:MM:SS'. */
  dosTime: string;
  /** The extended timestamp (extra field 0x5455): seconds since 1970 in UTC, if present. */
  utcSeconds: number | undefined;
}

/** The UTC modification time from an entry's extra fields (Info-ZIP 0x5455, flag bit 0 = mtime). */
function extendedTimestamp(extra: Buffer): number | undefined {
  for (let pos = 0; pos + 4 <= extra.length; pos += 4 + extra.readUInt16LE(pos + 2)) {
    if (extra.readUInt16LE(pos) === 0x5455 && (extra.readUInt8(pos + 4) & 1) === 1) return extra.readInt32LE(pos + 5);
  }
  return undefined;
}

/** Reads a ZIP from its central directory (what `unzip` does), without ZIP64. */
function unzip(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Kein ZIP: Verzeichnisende fehlt');
  const count = zip.readUInt16LE(end + 10);
  let pos = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(pos) !== 0x02014b50) throw new Error('Verzeichniseintrag erwartet');
    const method = zip.readUInt16LE(pos + 10);
    const [time, date] = [zip.readUInt16LE(pos + 12), zip.readUInt16LE(pos + 14)];
    const compressedSize = zip.readUInt32LE(pos + 20);
    const nameLength = zip.readUInt16LE(pos + 28);
    const extraLength = zip.readUInt16LE(pos + 30);
    const commentLength = zip.readUInt16LE(pos + 32);
    const localHeader = zip.readUInt32LE(pos + 42);
    const name = zip.toString('utf8', pos + 46, pos + 46 + nameLength);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const two = (n: number) => String(n).padStart(2, '0');
    const dosTime = `${(date >> 9) + 1980}-${two((date >> 5) & 15)}-${two(date & 31)} ${two(time >> 11)}:${two((time >> 5) & 63)}:${two((time & 31) * 2)}`;
    const utcSeconds = extendedTimestamp(zip.subarray(pos + 46 + nameLength, pos + 46 + nameLength + extraLength));
    entries.push({ name, method, data: method === 0 ? raw : inflateRawSync(raw), dosTime, utcSeconds });
    pos += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const download = (path: string, headers: Record<string, string> = {}) => getBytes(t, path, headers);

describe('admin ZIP download', () => {
  it('streams a folder: neutral names, stored entries, no personal metadata, upright photos', async () => {
    const taken = await jpegWithGps(6);
    const first = await seedMedia(t, taken, { folder: 'wartensee' });
    const second = await seedMedia(t, await jpegWithGps(1), { folder: 'wartensee', uploadedAt: new Date('2025-06-08T09:00:00Z') });
    const heic = await seedMedia(t, HEIC_FIXTURE, { folder: 'wartensee', extension: '.heic' });
    await seedMedia(t, await redBlue(50, 40).png().toBuffer(), { folder: 'hochzeit', extension: '.png' });
    // Files made now, not by a job: the download makes what is missing.
    expect((await t.orm.em.fork().find(Media, {})).every((m) => !m.derivatives_ready)).toBe(true);

    const res = await download('/api/media/admin/download?folder=wartensee', t.auth('admin')).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename=fotos-wartensee.zip');
    expect(res.headers['content-length']).toBeUndefined();
    const entries = unzip(res.body);
    // Sorted by capture time (upload time when unknown); the two JPEGs with EXIF were taken 2025-06-07 16:45 (+02:00), the HEIC too.
    expect(entries.map((e) => e.name).sort()).toEqual(['wartensee/2025-06-07_0001.jpg', 'wartensee/2025-06-07_0002.jpg', 'wartensee/2025-06-07_0003.jpg']);
    expect(entries.every((e) => e.method === 0)).toBe(true);
    for (const entry of entries) {
      const metadata = await sharp(entry.data).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      for (const secret of ['SN-4711', 'SN-12345', 'iPhone', 'Erika']) expect(entry.data.includes(secret)).toBe(false);
    }
    // The rotated photo comes upright.
    const sizes = await Promise.all(entries.map(async (e) => `${(await sharp(e.data).metadata()).width}x${(await sharp(e.data).metadata()).height}`));
    expect(sizes.sort()).toEqual(['320x240', '480x640', '640x480']);
    // Entries are dated with the capture time: 16:45:12 at +02:00 on the venue's clocks (Europe/Zurich by default), and in UTC.
    expect(entries.map((e) => e.dosTime)).toEqual(Array(3).fill('2025-06-07 16:45:12'));
    expect(entries.map((e) => e.utcSeconds)).toEqual(Array(3).fill(Date.parse('2025-06-07T14:45:12Z') / 1000));
    expect([first.id, second.id, heic.id]).toHaveLength(3);
  });

  it('takes a photo group, hidden media included, and refuses an unknown group', async () => {
    const guest = await t.createGuest();
    const jpeg = await jpegWithGps(1);
    const inGroup = await seedMedia(t, jpeg, { folder: 'hochzeit' });
    const hiddenInGroup = await seedMedia(t, jpeg, { folder: 'wartensee', hidden: true });
    await seedMedia(t, jpeg, { folder: 'wartensee' });
    const group = await seedGroup(t, 'Familie', [guest.id], [inGroup.id, hiddenInGroup.id]);

    const res = await download(`/api/media/admin/download?group_id=${group.id}`, t.auth('admin')).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=fotos-gruppe-${group.id}.zip`);
    expect(unzip(res.body).map((e) => e.name)).toEqual(['hochzeit/2025-06-07_0001.jpg', 'wartensee/2025-06-07_0001.jpg']);

    const unknown = await download('/api/media/admin/download?group_id=999', t.auth('admin')).expect(404);
    expect(JSON.parse(unknown.body.toString())).toEqual({ msg: 'Fotogruppe nicht gefunden' });
    const bad = await download('/api/media/admin/download?folder=keller', t.auth('admin')).expect(400);
    expect(JSON.parse(bad.body.toString())).toEqual({ msg: "Ordner muss 'hochzeit' oder 'wartensee' sein" });
    await download('/api/media/admin/download', t.auth('guest', guest.id)).expect(403);
  });

  // The DOS fields hold no zone, so they are written on the venue's clocks whatever the server's
  // zone is (`TZ=UTC` and `TZ=America/New_York` give the same archive); the extended timestamp is UTC.
  it("dates entries on the venue's clocks, with the UTC time in the extended timestamp", async () => {
    await seedMedia(t, await jpegWithGps(1), { folder: 'hochzeit' });
    await seedMedia(t, await redBlue(50, 40).png().toBuffer(), { folder: 'hochzeit', extension: '.png', uploadedAt: new Date('2025-06-08T03:30:05Z') });
    const venue = { title: 'Mia & Jonas', starts_at: '2027-06-05T14:00:00-07:00', venue_name: 'Landgut', venue_address: 'Seeweg 1', time_zone: 'America/Los_Angeles' };
    await t.http().put('/api/admin/event-settings').set(t.auth('admin')).send(venue).expect(200);

    const entries = unzip((await download('/api/media/admin/download?folder=hochzeit', t.auth('admin')).expect(200)).body);
    // 03:30:05 UTC on 8 June is 20:30:04 (DOS keeps even seconds) on 7 June in Los Angeles; 14:45:12 UTC is 07:45:12 there.
    // (The JPEG's capture time is read while the archive is written: it is listed by its upload time, now.)
    expect(entries.map((e) => [e.name, e.dosTime, e.utcSeconds])).toEqual([
      ['hochzeit/2025-06-07_0001.png', '2025-06-07 20:30:04', Date.parse('2025-06-08T03:30:05Z') / 1000],
      ['hochzeit/2025-06-07_0002.jpg', '2025-06-07 07:45:12', Date.parse('2025-06-07T14:45:12Z') / 1000],
    ]);
  });

  it('gives an empty archive for an empty folder', async () => {
    const res = await download('/api/media/admin/download?folder=hochzeit', t.auth('admin')).expect(200);
    expect(unzip(res.body)).toEqual([]);
  });

  it('hands out a signed link the browser can open without a header', async () => {
    await seedMedia(t, await jpegWithGps(1), { folder: 'hochzeit' });
    const { body } = await t.http().get('/api/media/admin/download-link?folder=hochzeit').set(t.auth('admin')).expect(200);
    expect(body.url).toMatch(/^\/api\/media\/admin\/download\?folder=hochzeit&access=[\w.-]+$/);
    const res = await followSignedLink(t, body.url).expect(200);
    expect(unzip(res.body).map((e) => e.name)).toEqual(['hochzeit/2025-06-07_0001.jpg']);
    await download('/api/media/admin/download?folder=hochzeit').expect(401);
    await t.http().get('/api/media/admin/download-link?group_id=999').set(t.auth('admin')).expect(404);
  });
});

describe('guest ZIP download', () => {
  it('holds exactly what the guest may see', async () => {
    const anna = await t.createGuest({ first_name: 'Anna' });
    const bruno = await t.createGuest({ first_name: 'Bruno' });
    const jpeg = await jpegWithGps(1);
    await seedMedia(t, jpeg, { folder: 'hochzeit' });
    await seedMedia(t, jpeg, { folder: 'wartensee', hidden: true });
    const own = await seedMedia(t, jpeg, { folder: 'wartensee', uploaderGuestId: anna.id });
    const brunos = await seedMedia(t, jpeg, { folder: 'wartensee' });
    await seedGroup(t, 'Trauzeugen', [bruno.id], [own.id, brunos.id]);

    const { body } = await t.http().get('/api/media/download-link').set(t.auth('guest', anna.id)).expect(200);
    expect(body.url).toMatch(/^\/api\/media\/download\?access=/);
    const res = await followSignedLink(t, body.url).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=fotos.zip');
    expect(unzip(res.body).map((e) => e.name)).toEqual(['hochzeit/2025-06-07_0001.jpg', 'wartensee/2025-06-07_0001.jpg']);

    // Bruno is in the group: he gets Anna's upload shared with it too.
    const forBruno = await download('/api/media/download', t.auth('guest', bruno.id)).expect(200);
    expect(unzip(forBruno.body).map((e) => e.name)).toEqual(['hochzeit/2025-06-07_0001.jpg', 'wartensee/2025-06-07_0001.jpg', 'wartensee/2025-06-07_0002.jpg']);
    await download('/api/media/download', t.auth('admin')).expect(403);
  });
});
