import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { countRows } from '../../../test/fixtures.js';
import { poll, settleJobs } from '../../../test/jobs.js';
import { clearDerivativeJobs, derivativeJobs, type Files, holdReads, photo, storedOriginals, useMediaTestApp } from '../../../test/media.js';
import { seedDemoData } from '../demo-data/demo-data.js';
import { FileStorage } from '../../storage/file-storage.js';
import { GRID_WAIT_MS } from './media-upload.service.js';

const { t, media, api } = useMediaTestApp();
let guestId: number;
beforeEach(async () => {
  guestId = (await t.createGuest({ first_name: 'Erika', last_name: 'Muster' })).id;
  await clearDerivativeJobs(t);
});
// The previous test's derivatives must not be written into the next test's storage.
afterEach(() => settleJobs(t.app));

const MB = 1024 * 1024;
/** A real JPEG followed by padding: a valid photo of any size. */
const jpegOfSize = async (seed: number, bytes: number) => {
  const image = await photo(seed);
  return Buffer.concat([image, Buffer.alloc(bytes - image.length, 0)]);
};
const TEXT = Buffer.from('Das ist kein Foto, nur Text mit der Endung .jpg\n');

/** Temporary files of uploads (the derivatives job's own atomic writes share the folder and are not counted). */
const uploadsInFlight = () => readdirSync(t.app.get(FileStorage).tempDir).filter((name) => name.startsWith('upload-'));

/** A refused request left nothing behind: no row, no stored file, no temporary file, no job. */
async function nothingStored() {
  expect(await countRows(t, 'media')).toBe(0);
  expect(await storedOriginals(t)).toEqual([]);
  expect(uploadsInFlight()).toEqual([]);
  expect(await derivativeJobs(t)).toEqual([]);
}

describe('a guest upload', () => {
  it('stores every photo in the Wartensee folder, with the guest as uploader, and answers the items (201)', async () => {
    const res = await media.guestUpload(guestId, [['Apéro.jpg', await photo(1)], ['Tanz.png', await photo(2, 'png', 80, 60)]], '  Schöner Abend  ').expect(201);
    expect(res.body).toHaveLength(2);
    const [first, second] = res.body;
    expect(first).toEqual({
      id: expect.any(Number),
      filename: 'Apéro.jpg',
      file_name: 'Apéro.jpg',
      folder: 'wartensee',
      description: 'Schöner Abend',
      url: expect.stringMatching(new RegExp(`^/api/media/image/${first.id}(/|$)`)),
      thumbnail_url: expect.stringMatching(new RegExp(`^/api/media/thumbnail/${first.id}(/|$)`)),
      uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      uploader_name: 'Erika Muster',
      is_own_upload: true,
      categories: [],
      taken_at: null,
      width: 64,
      height: 48,
      hidden: false,
      pending: false,
    });
    expect(second).toMatchObject({ filename: 'Tanz.png', width: 80, height: 60 });

    const rows: Array<{ storage_key: string; content_type: string; uploader_guest_id: number; size: number }> = await t.orm.em
      .getConnection()
      .execute('select storage_key, content_type, uploader_guest_id, size from media order by id');
    expect(rows.map((row) => [row.content_type, row.uploader_guest_id])).toEqual([
      ['image/jpeg', guestId],
      ['image/png', guestId],
    ]);
    expect(rows[0].storage_key).toMatch(/^media\/[0-9a-f]{32}\.jpg$/);
    expect(rows[1].storage_key).toMatch(/^media\/[0-9a-f]{32}\.png$/);
    // The original is kept byte for byte.
    const stored = t.app.get(FileStorage);
    expect(await stored.size(rows[0].storage_key)).toBe((await photo(1)).length);
    expect(await storedOriginals(t)).toEqual(rows.map((row) => row.storage_key).sort());
  });

  it('records a derivatives job for each new medium with the rows', async () => {
    const res = await media.guestUpload(guestId, [['a.jpg', await photo(1)], ['b.jpg', await photo(2)]]).expect(201);
    expect(await derivativeJobs(t)).toEqual(res.body.map((item: { id: number }) => item.id).sort());
  });

  it('answers once the grid sizes of its new photos are made, or after GRID_WAIT_MS at most', async () => {
    const reads = holdReads(t.app.get(FileStorage));
    try {
      let answeredAt: number | undefined;
      const sentAt = Date.now();
      const reply = media.guestUpload(guestId, [['a.jpg', await photo(1)]]).then((res) => {
        answeredAt = Date.now();
        return res;
      });
      // The photo is listed to every guest with the reply: not before its thumbnails can be served.
      await poll('Lesen des Originals', async () => reads.keys.length, (n) => n > 0, 2000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answeredAt).toBeUndefined();
      // A photo whose grid sizes take longer (a HEIC, a long line of work) is answered all the same.
      const res = await reply;
      expect(res.status).toBe(201);
      expect(answeredAt! - sentAt).toBeGreaterThanOrEqual(GRID_WAIT_MS - 50);
      reads.release();
      const thumbnail = await t.http().get(res.body[0].thumbnail_url).set(t.auth('guest', guestId)).expect(200);
      expect(await sharp(thumbnail.body).metadata()).toMatchObject({ format: 'webp', width: 64 });
    } finally {
      reads.restore();
    }
  });

  it('takes the extension from the bytes, not from the name', async () => {
    await media.guestUpload(guestId, [['eigentlich-png.jpg', await photo(1, 'png')]]).expect(201);
    expect(await storedOriginals(t)).toEqual([expect.stringMatching(/\.png$/)]);
  });

  it('takes the description as optional ("" counts as none)', async () => {
    const res = await media.guestUpload(guestId, [['a.jpg', await photo(1)]], '').expect(201);
    expect(res.body[0].description).toBeNull();
  });

  it('also accepts the files under the field name "files"', async () => {
    const res = await t.http().post('/api/media/guest/upload').set(t.auth('guest', guestId)).attach('files', await photo(1), 'a.jpg').expect(201);
    expect(res.body).toHaveLength(1);
  });
});

describe('refusals store nothing', () => {
  it('asks for at least one file (400)', async () => {
    const guest = await media.guestUpload(guestId, [], 'Nur Text').expect(400);
    expect(guest.body).toEqual({ msg: 'Bitte wählen Sie mindestens eine Datei aus.' });
    const admin = await media.adminUpload([], 'hochzeit').expect(400);
    expect(admin.body).toEqual({ msg: 'Bitte wählen Sie mindestens eine Datei aus.' });
    await nothingStored();
  });

  it('refuses a batch with one file that is no image (415), naming it', async () => {
    const res = await media.guestUpload(guestId, [['gut.jpg', await photo(1)], ['notiz.jpg', TEXT], ['auch-gut.png', await photo(2, 'png')]]).expect(415);
    expect(res.body).toEqual({ msg: 'Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: notiz.jpg' });
    await nothingStored();
  });

  it('refuses other image types by their bytes (AVIF, TIFF) with 415', async () => {
    const avif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } }).heif({ compression: 'av1' }).toBuffer();
    const tiff = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } }).tiff().toBuffer();
    expect((await media.guestUpload(guestId, [['bild.heic', avif]]).expect(415)).body.msg).toBe('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: bild.heic');
    expect((await media.adminUpload([['scan.tif', tiff]]).expect(415)).body.msg).toBe('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: scan.tif');
    await nothingStored();
  });

  it('limits a guest to 10 MB per file (413), naming the file', async () => {
    await media.guestUpload(guestId, [['passt.jpg', await jpegOfSize(1, 10 * MB)]]).expect(201);
    await t.reset();
    await t.app.get(FileStorage).removePrefix('media/');
    guestId = (await t.createGuest()).id;
    await clearDerivativeJobs(t);
    const res = await media.guestUpload(guestId, [['klein.jpg', await photo(2)], ['gross.jpg', await jpegOfSize(3, 10 * MB + 1)]]).expect(413);
    expect(res.body).toEqual({ msg: 'Datei zu groß (max. 10MB). Ungültig: gross.jpg' });
    await nothingStored();
  });

  it('limits an admin to 20 MB per file (413)', async () => {
    await media.adminUpload([['gross.jpg', await jpegOfSize(1, 15 * MB)]]).expect(201);
    await t.reset();
    await t.app.get(FileStorage).removePrefix('media/');
    await clearDerivativeJobs(t);
    const res = await media.adminUpload([['riesig.jpg', await jpegOfSize(2, 20 * MB + 1)]]).expect(413);
    expect(res.body).toEqual({ msg: 'Datei zu groß (max. 20MB). Ungültig: riesig.jpg' });
    await nothingStored();
  });

  it('refuses a decompression bomb (400)', async () => {
    // 8000 × 7000 pixels of one colour: small on disk, 168 MB once decoded.
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#b8975a' } })
      .toColourspace('b-w')
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
    const res = await media.guestUpload(guestId, [['gut.jpg', await photo(1)], ['bombe.png', bomb]]).expect(400);
    expect(res.body).toEqual({ msg: '„bombe.png“ hat zu viele Bildpunkte (56 Megapixel, erlaubt sind 50).' });
    await nothingStored();
  });

  it('refuses more than 20 files in one request (400)', async () => {
    const files: Files = [];
    for (let i = 0; i < 21; i++) files.push([`foto-${i}.jpg`, await photo(i)]);
    const res = await media.guestUpload(guestId, files).expect(400);
    expect(res.body).toEqual({ msg: 'Zu viele Dateien (max. 20)' });
    await nothingStored();
  });

  it.each([
    ['without a folder', null],
    ['with an unknown folder', 'keller'],
  ])('refuses an admin upload %s (400)', async (_case, folder) => {
    const res = await media.adminUpload([['a.jpg', await photo(1)]], folder).expect(400);
    expect(res.body).toEqual({ msg: "Ordner muss 'hochzeit' oder 'wartensee' sein" });
    await nothingStored();
  });

  it('refuses a description over 1000 characters (400)', async () => {
    const res = await media.guestUpload(guestId, [['a.jpg', await photo(1)]], 'x'.repeat(1001)).expect(400);
    expect(res.body.msg).toMatch(/^description ist zu lang/);
    await nothingStored();
  });
});

describe('the same photo twice', () => {
  it('is stored once per guest: the second upload answers the existing item (201), no new row, file or job', async () => {
    const first = await media.guestUpload(guestId, [['IMG_1.jpg', await photo(1)]], 'Erstes Mal').expect(201);
    const again = await media.guestUpload(guestId, [['Kopie.jpg', await photo(1)]], 'Zweites Mal').expect(201);
    expect(again.body).toEqual(first.body);
    expect(await countRows(t, 'media')).toBe(1);
    expect(await storedOriginals(t)).toHaveLength(1);
    expect(await derivativeJobs(t)).toEqual([first.body[0].id]);
  });

  it('answers a batch with old and new photos with all of them, storing only the new ones', async () => {
    const first = await media.guestUpload(guestId, [['a.jpg', await photo(1)]]).expect(201);
    const res = await media.guestUpload(guestId, [['b.jpg', await photo(2)], ['a-wieder.jpg', await photo(1)], ['b-wieder.jpg', await photo(2)]]).expect(201);
    expect(res.body.map((item: { filename: string }) => item.filename)).toEqual(['b.jpg', 'a.jpg']);
    expect(res.body[1].id).toBe(first.body[0].id);
    expect(await countRows(t, 'media')).toBe(2);
    expect(await storedOriginals(t)).toHaveLength(2);
  });

  it('is stored again for another person (another guest, or an admin)', async () => {
    const other = (await t.createGuest({ first_name: 'Hans', last_name: 'Meier' })).id;
    const a = await media.guestUpload(guestId, [['a.jpg', await photo(1)]]).expect(201);
    const b = await media.guestUpload(other, [['a.jpg', await photo(1)]]).expect(201);
    const c = await media.adminUpload([['a.jpg', await photo(1)]]).expect(201);
    const d = await media.adminUpload([['a.jpg', await photo(1)]], 'wartensee').expect(201);
    expect(new Set([a.body[0].id, b.body[0].id, c.body[0].id]).size).toBe(3);
    expect(d.body[0].id).toBe(c.body[0].id);
    expect(await countRows(t, 'media')).toBe(3);
    expect(await storedOriginals(t)).toHaveLength(3);
  });

  it('is stored once when both uploads run at the same time', async () => {
    const image = await photo(7);
    const results = await Promise.all([1, 2, 3].map(() => media.guestUpload(guestId, [['parallel.jpg', image]])));
    expect(results.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((res) => res.body[0].id)).size).toBe(1);
    expect(await countRows(t, 'media')).toBe(1);
    expect(await storedOriginals(t)).toHaveLength(1);
    expect(uploadsInFlight()).toEqual([]);
  });
});

describe('the uploader', () => {
  it("of an admin upload is the admin's user name, and it counts as the admin's own", async () => {
    const res = await media.adminUpload([['Trauung.jpg', await photo(1)]], 'hochzeit', 'Vor der Kirche').expect(201);
    expect(res.body[0]).toMatchObject({ folder: 'hochzeit', description: 'Vor der Kirche', uploader_name: t.config.adminUsername, is_own_upload: true });
  });

  it("goes with their photos when the guest is deleted (issue 42: a deleted guest's photos are their personal data)", async () => {
    const own = await media.guestPhoto(guestId, 1);
    const admins = await media.adminPhoto(2);
    await api.delete(`/api/admin/guests/${guestId}`).expect(200);
    const list = await api.get('/api/media/admin/list').expect(200);
    expect(list.body.map((item: { id: number }) => item.id)).toEqual([admins]);
    expect(own).not.toBe(admins);
  });

  it("stays named when 'Demodaten entfernen' removes the demo guest who uploaded", async () => {
    // Demo data comes only into a database without guests.
    await t.reset();
    await seedDemoData(t.orm.em.fork(), t.config, t.app.get(FileStorage));
    const [demoGuest]: Array<{ id: number; first_name: string; last_name: string }> = await t.orm.em
      .getConnection()
      .execute("select g.id, g.first_name, g.last_name from guest g join demo_record d on d.table_name = 'guest' and d.record_id = g.id order by g.id limit 1");
    const id = await media.guestPhoto(demoGuest.id, 1);
    await api.post('/api/admin/demo-data/remove', {}).expect(200);
    expect(await countRows(t, 'guest')).toBe(0);
    const list = await api.get('/api/media/admin/list').expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id, uploader_name: `${demoGuest.first_name} ${demoGuest.last_name}` })]);
  });
});
