import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaFolder } from '@hochzeit/contracts';
import sharp, { type Sharp } from 'sharp';
import { DataChanges } from '../src/database/data-changes.js';
import { runAfterCommit } from '../src/jobs/outbox.js';
import { mediaDerivativesJob } from '../src/modules/media/media-derivatives.job.js';
import { Media } from '../src/modules/media/media.entity.js';
import { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from '../src/modules/media/photo-group.entity.js';
import { FileStorage } from '../src/storage/file-storage.js';
import type { TestApp } from './test-app.js';

/** A HEIC (HEVC) photo, 320 × 240, left half red and right half blue, with EXIF (capture time, GPS, serial). */
export const HEIC_FIXTURE = readFileSync(path.resolve(import.meta.dirname, 'fixtures/rot-blau.heic'));

/** EXIF as phones write it: camera, serial number, capture time with offset, GPS position. */
export const PERSONAL_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Artist: 'Erika Muster' },
  IFD2: { DateTimeOriginal: '2025:06:07 16:45:12', OffsetTimeOriginal: '+02:00', BodySerialNumber: 'SN-4711-0815' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 28/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 29/1 0/1' },
};

/** Red left half, blue right half: after a rotation one can tell where "left" went. */
export function redBlue(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A JPEG with personal EXIF. Orientation 6 means "rotate 90° clockwise to show": the stored
 * 640 × 480 picture is shown 480 × 640 with its red half on top.
 */
export function jpegWithGps(orientation = 6, width = 640, height = 480): Promise<Buffer> {
  return redBlue(width, height).jpeg({ quality: 85 }).withMetadata({ orientation }).withExif(PERSONAL_EXIF).toBuffer();
}

export interface SeedOptions {
  folder?: MediaFolder;
  extension?: string;
  contentType?: string;
  uploaderGuestId?: number;
  hidden?: boolean;
  /** Queue the derivatives job with the row, as an upload does (default: no job, files made on demand). */
  withJob?: boolean;
  uploadedAt?: Date;
}

/** Stores an original through FileStorage and inserts its media row, as an upload would. */
export async function seedMedia(t: TestApp, original: Buffer, options: SeedOptions = {}): Promise<Media> {
  const storage = t.app.get(FileStorage);
  const folder = options.folder ?? 'wartensee';
  const extension = options.extension ?? '.jpg';
  const key = await storage.put(`media/${folder}`, original, { extension });
  const em = t.orm.em.fork();
  const media = em.create(Media, {
    folder,
    original_name: `IMG_${Math.floor(Math.random() * 9000) + 1000}${extension}`,
    storage_key: key,
    content_type: options.contentType ?? storage.contentType(key),
    size: original.length,
    content_hash: createHash('sha256').update(original).digest('hex'),
    uploader_guest: options.uploaderGuestId ?? null,
    uploader_name: options.uploaderGuestId ? 'Erika Muster' : 'Admin',
    hidden: options.hidden ?? false,
    ...(options.uploadedAt ? { uploaded_at: options.uploadedAt } : {}),
  });
  if (options.withJob) {
    await em.flush();
    runAfterCommit(em, mediaDerivativesJob, { mediaId: media.id });
  }
  await em.flush();
  // Like the harness's other seeds: known to this process's caches when it returns.
  await t.app.get(DataChanges).settled();
  return media;
}

/** A photo group with these guests, sharing these media. */
export async function seedGroup(t: TestApp, name: string, guestIds: number[], mediaIds: number[]): Promise<PhotoGroup> {
  const em = t.orm.em.fork();
  const group = em.create(PhotoGroup, { name });
  await em.flush();
  for (const guest of guestIds) em.create(PhotoGroupGuest, { group: group.id, guest });
  for (const media of mediaIds) em.create(MediaPhotoGroup, { group: group.id, media });
  await em.flush();
  await t.app.get(DataChanges).settled();
  return group;
}
