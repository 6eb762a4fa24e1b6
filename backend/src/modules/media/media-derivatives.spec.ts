import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { settleJobs } from '../../../test/jobs.js';
import { holdReads } from '../../../test/media.js';
import { HEIC_FIXTURE, jpegWithGps, redBlue, seedMedia } from '../../../test/media-seed.js';
import { type TestApp, useTestApp } from '../../../test/test-app.js';
import { FileStorage } from '../../storage/file-storage.js';
import { IMAGE_THREAD_NICE_STEPS } from '../../thread-priority.js';
import { HeicDecoder } from './heic-decoder.js';
import { type GeneratedMedia, MediaDerivatives, PHOTOS_MADE_AT_ONCE } from './media-derivatives.worker.js';
import { cleanOriginalKey, derivativeKey, mediaFileKeys } from './media-files.js';
import { Media } from './media.entity.js';

let t: TestApp;
let storage: FileStorage;
useTestApp((app) => {
  t = app;
  storage = app.app.get(FileStorage);
});

const read = (key: string) => storage.read(key);
const row = (id: number) => t.orm.em.fork().findOneOrFail(Media, id);
/** The colour of one pixel of an encoded image, as [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
const isRed = ([r, g, b]: number[]) => r > 180 && g < 80 && b < 80;
const isBlue = ([r, g, b]: number[]) => b > 180 && r < 80 && g < 80;
/** This process's threads that run at the image work's priority (thread-priority.ts), by name. */
function imagePriorityThreads(): string[] {
  const target = Math.min(19, getPriority(process.pid) + IMAGE_THREAD_NICE_STEPS);
  return readdirSync('/proc/self/task').flatMap((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    // After the name in parentheses: the nice value is field 19.
    const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    return nice === target ? [readFileSync(`/proc/self/task/${id}/comm`, 'utf8').trim()] : [];
  });
}

describe('the derivatives job', () => {
  it('makes WebP at widths 1200, 300 and 100 and records size and capture time, after the upload commits', async () => {
    // 4000 × 3000, upright (orientation 1): the widths are exact.
    const original = await redBlue(4000, 3000).jpeg({ quality: 80 }).withExif({ IFD2: { DateTimeOriginal: '2025:06:07 18:02:00' } }).toBuffer();
    const media = await seedMedia(t, original, { withJob: true });
    await settleJobs(t.app);

    for (const [width, height] of [
      [1200, 900],
      [300, 225],
      [100, 75],
    ]) {
      const metadata = await sharp(await read(derivativeKey(media.storage_key, width as 100 | 300 | 1200))).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width, height });
    }
    // No offset in the EXIF: read as the venue's local time (CEST, UTC+2, in June).
    expect(await row(media.id)).toMatchObject({ width: 4000, height: 3000, derivatives_ready: true, taken_at: new Date('2025-06-07T16:02:00Z') });
  });

  it('removes every metadata and applies the EXIF orientation', async () => {
    const original = await jpegWithGps(6);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const media = await seedMedia(t, original, { withJob: true });
    await settleJobs(t.app);

    // Stored 640 × 480 with orientation 6: shown 480 × 640, the red (left) half now on top.
    expect(await row(media.id)).toMatchObject({ width: 480, height: 640, taken_at: new Date('2025-06-07T14:45:12Z') });
    for (const width of [1200, 300, 100] as const) {
      const derivative = await read(derivativeKey(media.storage_key, width));
      const metadata = await sharp(derivative).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: Math.min(width, 480) });
      expect(metadata.height).toBe(Math.round((Math.min(width, 480) * 640) / 480));
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(derivative.includes('SN-4711')).toBe(false);
      expect(isRed(await pixel(derivative, 5, 5))).toBe(true);
      expect(isBlue(await pixel(derivative, 5, metadata.height - 5))).toBe(true);
    }
    // The full-size original: re-encoded upright, without EXIF.
    const full = await read(cleanOriginalKey(media.storage_key));
    const metadata = await sharp(full).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 480, height: 640 });
    expect([metadata.exif, metadata.orientation]).toEqual([undefined, undefined]);
    expect(full.includes('SN-4711')).toBe(false);
    expect(isRed(await pixel(full, 5, 5))).toBe(true);
  });

  it('keeps the pixels of an upright JPEG exactly, only dropping its metadata', async () => {
    const original = await jpegWithGps(1);
    const media = await seedMedia(t, original, { withJob: true });
    await settleJobs(t.app);

    const full = await read(cleanOriginalKey(media.storage_key));
    expect((await sharp(full).metadata()).exif).toBeUndefined();
    expect(full.includes('SN-4711')).toBe(false);
    expect(full.length).toBeLessThan(original.length);
    // Same compressed picture: decoding both gives the same pixels.
    expect(Buffer.compare(await sharp(full).raw().toBuffer(), await sharp(original).raw().toBuffer())).toBe(0);
  });

  it('decodes a HEIC in a worker thread below the requests and derives it like any photo', async () => {
    const media = await seedMedia(t, HEIC_FIXTURE, { extension: '.heic', withJob: true });
    const workersBefore = imagePriorityThreads().filter((name) => name !== 'libvips worker').length;
    await settleJobs(t.app);
    if (process.platform === 'linux') {
      // The decoder's worker thread (Node names it like the main thread), and libvips's threads.
      expect(imagePriorityThreads().filter((name) => name !== 'libvips worker').length).toBe(workersBefore + 1);
      expect(imagePriorityThreads()).toContain('libvips worker');
    }

    expect(await row(media.id)).toMatchObject({ width: 320, height: 240, derivatives_ready: true, taken_at: new Date('2025-06-07T14:45:12Z') });
    for (const width of [1200, 300, 100] as const) {
      const derivative = await read(derivativeKey(media.storage_key, width));
      const metadata = await sharp(derivative).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: Math.min(width, 320) });
      expect(metadata.exif).toBeUndefined();
      expect(isRed(await pixel(derivative, 2, 2))).toBe(true);
      expect(isBlue(await pixel(derivative, metadata.width - 3, 2))).toBe(true);
    }
    // Browsers cannot show HEIC: its full-size version is a JPEG without metadata.
    expect(cleanOriginalKey(media.storage_key)).toMatch(/\.heic\.original\.jpg$/);
    const full = await read(cleanOriginalKey(media.storage_key));
    const metadata = await sharp(full).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(metadata.exif).toBeUndefined();
    expect(full.includes('SN-12345')).toBe(false);
    expect(t.app.get(HeicDecoder).size).toBe(1);
  });

  it('makes the files once: a second run (the job after an image request made them) decodes and writes nothing', async () => {
    const media = await seedMedia(t, await jpegWithGps(6));
    const derivatives = t.app.get(MediaDerivatives);
    const writes = jest.spyOn(storage, 'putAt');
    try {
      expect(await derivatives.generate(media.id)).toEqual({ width: 480, height: 640, takenAt: new Date('2025-06-07T14:45:12Z') });
      expect(writes).toHaveBeenCalledTimes(mediaFileKeys(media.storage_key).length - 1);
      writes.mockClear();

      expect(await derivatives.generate(media.id)).toEqual({ width: 480, height: 640, takenAt: new Date('2025-06-07T14:45:12Z') });
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
  });

  it('is idempotent: making again (a file lost from storage) rewrites the same keys and nothing else', async () => {
    const media = await seedMedia(t, await jpegWithGps(6), { withJob: true });
    await settleJobs(t.app);
    const prefix = media.storage_key;
    const before = await storage.list(prefix);
    expect(before.sort()).toEqual(mediaFileKeys(prefix).sort());
    const thumb = await read(derivativeKey(prefix, 300));

    await t.app.get(MediaDerivatives).remake(media.id, media.storage_key, 'rest').stored;
    expect((await storage.list(prefix)).sort()).toEqual(before.sort());
    expect(Buffer.compare(await read(derivativeKey(prefix, 300)), thumb)).toBe(0);
  });

  it('makes a few parts of photos at a time, whoever asks: more wait their turn', async () => {
    const media = await Promise.all([1, 2, 3, 4].map(async (n) => seedMedia(t, await redBlue(400 + n, 300).jpeg().toBuffer())));
    const derivatives = t.app.get(MediaDerivatives);
    const reads = holdReads(storage);
    try {
      const runs = media.map((medium) => derivatives.remake(medium.id, medium.storage_key, 'grid').stored);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reads.keys.length).toBe(PHOTOS_MADE_AT_ONCE);
      reads.release();
      expect((await Promise.all(runs)).map((made) => made?.width)).toEqual([401, 402, 403, 404]);
      // Each photo's two parts read its original once each.
      expect(reads.keys.length).toBe(2 * media.length);
    } finally {
      reads.restore();
    }
  });

  it('makes the part a guest waits for before those the job comes to in its turn', async () => {
    const media = await Promise.all([1, 2, 3, 4, 5].map(async (n) => seedMedia(t, await redBlue(400 + n, 300).jpeg().toBuffer())));
    const [first, second, third, fourth, fifth] = media;
    const derivatives = t.app.get(MediaDerivatives);
    const reads = holdReads(storage);
    const opened = reads.keys;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
    try {
      // The job queues each photo's grid sizes and then the rest; the first photo's two parts take
      // both places. One photo after the other: each looks up its row first, in any order.
      const jobRuns: Promise<GeneratedMedia | null>[] = [];
      for (const medium of [first, second, third, fourth]) {
        jobRuns.push(derivatives.generate(medium.id));
        await settle();
      }
      expect(opened).toEqual([first.storage_key, first.storage_key]);
      // Then guests ask for the thumbnails of the fifth (not queued yet) and of the fourth (queued by the job).
      const asked = [fifth, fourth].map((medium) => derivatives.remake(medium.id, medium.storage_key, 'grid').stored);
      await settle();
      reads.release();
      expect((await Promise.all([...jobRuns, ...asked])).map((made) => made?.width)).toEqual([401, 402, 403, 404, 405, 404]);
      // Their grid sizes come next; their other sizes wait their turn behind the job's photos.
      expect(opened).toEqual([first, first, fifth, fourth, second, second, third, third, fourth, fifth].map((medium) => medium.storage_key));
    } finally {
      reads.restore();
    }
  });

  it('hands over the grid sizes as soon as they are made, before the lightbox size and the clean original', async () => {
    const media = await seedMedia(t, await redBlue(1600, 1200).jpeg().toBuffer());
    // The second read is the part with the other sizes: it waits until the grid sizes are checked.
    const reads = holdReads(storage, 2);
    try {
      const run = t.app.get(MediaDerivatives).remake(media.id, media.storage_key, 'grid');
      const grid = await run.grid;
      expect([...(grid?.keys() ?? [])].sort()).toEqual([100, 300]);
      expect((await sharp(grid!.get(300)).metadata()).width).toBe(300);
      const notYet = Symbol('not yet');
      expect(await Promise.race([run.made, new Promise((resolve) => setTimeout(() => resolve(notYet), 100))])).toBe(notYet);
      reads.release();
      expect([...((await run.made)?.files?.keys() ?? [])].sort()).toEqual([100, 1200, 300, 'original']);
      await run.stored;
      expect(await row(media.id)).toMatchObject({ derivatives_ready: true, width: 1600, height: 1200 });
    } finally {
      reads.restore();
    }
  });

  it('finishes quietly for a medium deleted before it ran', async () => {
    expect(await t.app.get(MediaDerivatives).generate(999)).toBeNull();
  });
});
