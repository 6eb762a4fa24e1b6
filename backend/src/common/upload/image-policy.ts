import { open } from 'node:fs/promises';
import { ADMIN_UPLOAD_MAX_BYTES, GUEST_UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, uploadTooLarge, uploadWrongType } from '@hochzeit/contracts/media-constants';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { UserType } from '../../auth/auth.types.js';
import { type AcceptedUpload, cleanFileName, MB, type UploadPolicy } from './upload-policy.js';

/** Guests (and providers) send phone photos (10 MB); admins also scans and exports, so they get more room (20 MB). */
export const GUEST_IMAGE_MAX_BYTES = GUEST_UPLOAD_MAX_BYTES;
export const ADMIN_IMAGE_MAX_BYTES = ADMIN_UPLOAD_MAX_BYTES;
/**
 * A small file can declare huge dimensions and take gigabytes once decoded (a decompression
 * bomb). 50 megapixels is above any phone camera (48 MP sensors included).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGES_PER_REQUEST = UPLOAD_MAX_FILES;

/** The German refusals of an image upload; each names the file concerned. */
export interface ImageUploadMessages {
  /** 415: not one of the allowed image types (by its bytes). */
  wrongType(name: string): string;
  /** 413: larger than the audience's limit. */
  tooLarge(maxBytes: number, name: string): string;
  /** 400: more pixels than allowed (a decompression bomb). */
  tooManyPixels(name: string, megapixels: number, maxMegapixels: number): string;
  /** 400: the header cannot be read. */
  broken(name: string): string;
}

/** Megabytes for a message: whole numbers stay whole (10), small test limits keep one decimal (0.2). */
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export const IMAGE_UPLOAD_MESSAGES: ImageUploadMessages = {
  wrongType: uploadWrongType,
  tooLarge: (maxBytes, name) => uploadTooLarge(megabytes(maxBytes), name),
  tooManyPixels: (name, megapixels, maxMegapixels) => `„${name}“ hat zu viele Bildpunkte (${megapixels} Megapixel, erlaubt sind ${maxMegapixels}).`,
  broken: (name) => `„${name}“ ist beschädigt und kann nicht gelesen werden.`,
};

/** What file-type detects → what we store and serve, and the format sharp must read in it. */
const IMAGE_TYPES: Partial<Record<string, { extension: string; contentType: string; sharpFormat: string }>> = {
  jpg: { extension: '.jpg', contentType: 'image/jpeg', sharpFormat: 'jpeg' },
  png: { extension: '.png', contentType: 'image/png', sharpFormat: 'png' },
  gif: { extension: '.gif', contentType: 'image/gif', sharpFormat: 'gif' },
  webp: { extension: '.webp', contentType: 'image/webp', sharpFormat: 'webp' },
  heic: { extension: '.heic', contentType: 'image/heic', sharpFormat: 'heif' },
};

/** ISO-BMFF brands of HEVC-coded HEIF (iPhone photos); 'mif1'/'msf1' alone is any HEIF, AVIF too. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

export interface CheckedImage {
  extension: string;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Accepts a JPEG, PNG, GIF, WEBP or HEIC image by its bytes (the name does not count) whose
 * pixels, all frames together, stay within `maxPixels`. Reads only the header: nothing is decoded.
 */
export async function checkImage(file: string, name: string, maxPixels = MAX_IMAGE_PIXELS, messages: ImageUploadMessages = IMAGE_UPLOAD_MESSAGES): Promise<CheckedImage> {
  const type = IMAGE_TYPES[(await fileTypeFromFile(file))?.ext ?? ''];
  if (!type || (type.extension === '.heic' && !(await hasHeicBrand(file)))) {
    throw new UnsupportedMediaTypeException(messages.wrongType(name));
  }
  // The limit is ours to check below; sharp's own would refuse some bombs as "unreadable".
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height || metadata.format !== type.sharpFormat) {
    throw new BadRequestException(messages.broken(name));
  }
  const { width, height } = metadata;
  const pixels = width * height * (metadata.pages ?? 1);
  if (pixels > maxPixels) {
    const megapixels = (n: number) => Math.ceil(n / 1_000_000);
    throw new BadRequestException(messages.tooManyPixels(name, megapixels(pixels), megapixels(maxPixels)));
  }
  return { extension: type.extension, contentType: type.contentType, width, height };
}

/** The file's 'ftyp' box names a HEIC brand, as major brand or, after a generic HEIF one, as compatible brand. */
async function hasHeicBrand(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
    const boxEnd = Math.min(head.readUInt32BE(0), bytesRead);
    const major = head.toString('latin1', 8, 12);
    if (HEIC_BRANDS.has(major)) return true;
    if (!GENERIC_HEIF_BRANDS.has(major)) return false;
    // Compatible brands follow the major brand and its 4-byte minor version.
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) if (HEIC_BRANDS.has(head.toString('latin1', offset, offset + 4))) return true;
    return false;
  } finally {
    await handle.close();
  }
}

export interface ImagesPolicyOptions {
  /** Multipart field name(s); 'files' unless given. */
  field?: string | readonly string[];
  maxFiles?: number;
  /** Bytes per file; guests' limit also applies to providers. */
  maxBytes?: { guest?: number; admin?: number };
  maxPixels?: number;
  /** Other wording for some refusals; the rest keep the defaults. */
  messages?: Partial<ImageUploadMessages>;
}

/**
 * Photos: several per request, each checked by its bytes, per-audience size limit, no
 * decompression bombs. Without options: guests 10 MB, admins 20 MB, at most 20 files, the
 * messages of IMAGE_UPLOAD_MESSAGES.
 */
export function imagesPolicy(options: ImagesPolicyOptions = {}): UploadPolicy {
  const guestBytes = options.maxBytes?.guest ?? GUEST_IMAGE_MAX_BYTES;
  const adminBytes = options.maxBytes?.admin ?? ADMIN_IMAGE_MAX_BYTES;
  const messages = { ...IMAGE_UPLOAD_MESSAGES, ...options.messages };
  return {
    field: options.field ?? 'files',
    maxFiles: options.maxFiles ?? MAX_IMAGES_PER_REQUEST,
    maxBytes: (audience: UserType | undefined) => (audience === 'admin' ? adminBytes : guestBytes),
    tooLargeMessage: (maxBytes, fileName) => messages.tooLarge(maxBytes, fileName),
    async check(file): Promise<AcceptedUpload> {
      const name = cleanFileName(file.originalname, 'bild');
      const image = await checkImage(file.path, name, options.maxPixels, messages);
      return { path: file.path, size: file.size, name, ...image };
    },
  };
}
