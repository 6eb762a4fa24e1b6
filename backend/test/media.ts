import { jest } from '@jest/globals';
import type { MediaItemJson } from '@hochzeit/contracts';
import sharp from 'sharp';
import { JOB_SCHEMA } from '../src/jobs/job-queue.js';
import { OutboxRelay } from '../src/jobs/outbox-relay.js';
import { FileStorage } from '../src/storage/file-storage.js';
import { adminApi, type AdminApi } from './fixtures.js';
import { type TestApp, useTestApp } from './test-app.js';

/** A small real photo; each `seed` gives other bytes (another colour), so it counts as another photo. */
export function photo(seed: number, format: 'jpeg' | 'png' = 'jpeg', width = 64, height = 48): Promise<Buffer> {
  const background = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53 + 7) % 256 };
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

export type Files = Array<[name: string, content: Buffer]>;

/** Photo uploads and reads through the API, as the gallery and the media manager call it. */
export function mediaApi(t: TestApp) {
  const admin = () => t.auth('admin');
  return {
    /** A guest's upload (multipart `files[]` and `description`). */
    guestUpload(guestId: number, files: Files, description?: string) {
      const req = t.http().post('/api/media/guest/upload').set(t.auth('guest', guestId));
      if (description !== undefined) req.field('description', description);
      for (const [name, content] of files) req.attach('files[]', content, name);
      return req;
    },
    /** An admin's upload into a folder (null: none sent). */
    adminUpload(files: Files, folder: string | null = 'hochzeit', description?: string) {
      const req = t.http().post('/api/media/admin/upload').set(admin());
      if (folder !== null) req.field('folder', folder);
      if (description !== undefined) req.field('description', description);
      for (const [name, content] of files) req.attach('files[]', content, name);
      return req;
    },
    /** One photo uploaded by an admin; its id. */
    async adminPhoto(seed: number, folder = 'hochzeit'): Promise<number> {
      const res = await this.adminUpload([[`foto-${seed}.jpg`, await photo(seed)]], folder);
      if (res.status !== 201) throw new Error(`Upload fehlgeschlagen: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body[0].id;
    },
    /** One photo uploaded by a guest; its id. */
    async guestPhoto(guestId: number, seed: number): Promise<number> {
      const res = await this.guestUpload(guestId, [[`foto-${seed}.jpg`, await photo(seed)]]);
      if (res.status !== 201) throw new Error(`Upload fehlgeschlagen: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body[0].id;
    },
    /** The ids a guest sees in the gallery with that query string. */
    async galleryIds(guestId: number, query = ''): Promise<number[]> {
      const res = await t.http().get(`/api/media/gallery${query}`).set(t.auth('guest', guestId)).expect(200);
      return (res.body as MediaItemJson[]).map((item) => item.id);
    },
  };
}

export type MediaApi = ReturnType<typeof mediaApi>;

/**
 * The set-up the media manager's and gallery's specs share: the file's app (useTestApp), its
 * stored media files emptied before each test too, its photo API and its admin API.
 */
export function useMediaTestApp(): { t: TestApp; media: MediaApi; api: AdminApi } {
  const t = useTestApp();
  beforeEach(() => t.app.get(FileStorage).removePrefix('media/'));
  return { t, media: mediaApi(t), api: adminApi(t) };
}

/** The storage keys of every stored media file: originals and the derivatives the job made. */
export const storedMediaFiles = (t: TestApp): Promise<string[]> => t.app.get(FileStorage).list('media/');

/**
 * The storage keys of stored originals only. The derivatives job runs in the background and may
 * add a medium's derived files at any moment; tests about what an upload stored look at originals.
 */
export const storedOriginals = async (t: TestApp): Promise<string[]> =>
  (await storedMediaFiles(t)).filter((key) => !/\.(\d+\.webp|original\.\w+)$/.test(key));

/**
 * Media derivatives jobs recorded so far, by medium id: still in the outbox (until a worker for
 * them is registered, the relay leaves them there) or already on the queue.
 */
export async function derivativeJobs(t: TestApp): Promise<number[]> {
  await t.app.get(OutboxRelay).flush();
  const rows: Array<{ media_id: number }> = await t.orm.em.getConnection().execute(
    `select (payload->>'mediaId')::int as media_id from outbox where job = 'media.derivatives'
     union all select (data->>'mediaId')::int from ${JOB_SCHEMA}.job where name = 'media.derivatives' order by 1`,
  );
  return rows.map((row) => row.media_id);
}

/** Forgets the derivatives jobs of earlier tests (media ids start at 1 again after each reset). */
export async function clearDerivativeJobs(t: TestApp): Promise<void> {
  await t.app.get(OutboxRelay).flush();
  await t.orm.em.getConnection().execute(`delete from ${JOB_SCHEMA}.job where name = 'media.derivatives'`);
}

/**
 * Holds the storage's whole-file reads (originals to derive from) until `release()` (`holdFrom`:
 * the first read to hold, counted from 1), recording which keys were read in which order.
 */
export function holdReads(storage: FileStorage, holdFrom = 1) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const readStored = storage.read.bind(storage);
  const keys: string[] = [];
  const spy = jest.spyOn(storage, 'read').mockImplementation(async (key) => {
    keys.push(key);
    if (keys.length >= holdFrom) await held;
    return readStored(key);
  });
  const restore = () => {
    release();
    spy.mockRestore();
  };
  return { keys, release, restore };
}
