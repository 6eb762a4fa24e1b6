import { TZDate } from '@date-fns/tz';
import { ADMIN_PREVIEW_WIDTH, IMAGE_WIDTHS, LIGHTBOX_WIDTH, THUMBNAIL_WIDTH } from '@hochzeit/contracts/media-constants';
import exifReader from 'exif-reader';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageVariant } from './media-files.js';
import { stripJpegMetadata, stripPngMetadata, stripWebpMetadata } from './metadata-strip.js';
import { webpSizes } from '../../common/images/webp-sizes.js';

/** Decoded pixels, as the HEIC decoder hands them over (RGBA, already upright). */
export interface RawImage {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Buffer;
}

export type HeicDecode = (file: Buffer) => Promise<RawImage>;

export interface DerivedImages {
  /** Of the upright original. */
  width: number;
  height: number;
  /** When the photo was taken, from its metadata; null when it does not say. */
  takenAt: Date | null;
  /** By variant: the lightbox's WebP and the metadata-free full-size original (with a HEIC, every WebP width). */
  files: Map<ImageVariant, Buffer>;
}

/**
 * The grid's sizes: the gallery's thumbnails and the admin table's previews, the files guests wait
 * for right after an upload. They are made from a decode of their own, which for a JPEG or WebP
 * costs a fraction of the full one (the decoder shrinks on load to 1/8 of the size), so a new
 * photo appears in the grid before its lightbox size is made.
 */
export const GRID_WIDTHS = [THUMBNAIL_WIDTH, ADMIN_PREVIEW_WIDTH] as const;
export type GridWidth = (typeof GRID_WIDTHS)[number];

/** A re-encoded full-size JPEG (upright HEIC or rotated photos) keeps nearly all detail. */
const FULL_SIZE_JPEG_QUALITY = 90;

/**
 * Phones write the local wall time without a zone (newer ones add OffsetTimeOriginal). Without
 * an offset, the capture time is read as the venue's local time.
 */
export const CAPTURE_TIME_ZONE = 'Europe/Zurich';

/** sharp's own libvips reads HEIF containers but not HEVC pictures (AV1 it can): those need the HEIC decoder. */
const needsHeicDecoder = (metadata: Metadata) => metadata.format === 'heif' && metadata.compression !== 'av1';

/**
 * The grid's sizes (GRID_WIDTHS) of a photo, from their own decode; null for a HEIC that needs
 * the HEIC decoder (seconds per picture): deriveImages makes its grid sizes from its one decode.
 */
export async function deriveGridImages(original: Buffer): Promise<Map<ImageVariant, Buffer> | null> {
  if (needsHeicDecoder(await sharp(original).metadata())) return null;
  return webpSizes(sharp(original, { failOn: 'none' }).autoOrient(), GRID_WIDTHS);
}

/**
 * The rest of a medium's files, out of one original: its upright size, its capture time, WebP at
 * the lightbox's width (shrink-on-load towards 1200 px) and the full-size original without
 * personal metadata; for a HEIC also the grid's sizes, from the same decode. No output carries
 * EXIF, GPS, XMP or serial numbers.
 */
export async function deriveImages(original: Buffer, decodeHeic: HeicDecode): Promise<DerivedImages> {
  const metadata = await sharp(original).metadata();
  const takenAt = captureTime(metadata.exif);
  if (needsHeicDecoder(metadata)) {
    const decoded = await decodeHeic(original);
    const pixels = () => sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: decoded.channels } });
    const [webp, full] = await Promise.all([webpDerivatives(pixels()), pixels().removeAlpha().jpeg({ quality: FULL_SIZE_JPEG_QUALITY }).toBuffer()]);
    return { width: decoded.width, height: decoded.height, takenAt, files: new Map<ImageVariant, Buffer>([...webp, ['original', full]]) };
  }
  // As the picture is shown: EXIF orientations 5–8 swap width and height.
  const { width, height } = metadata.autoOrient;
  const [webp, full] = await Promise.all([webpSizes(sharp(original, { failOn: 'none' }).autoOrient(), [LIGHTBOX_WIDTH]), cleanFullSize(original, metadata)]);
  return { width, height, takenAt, files: new Map<ImageVariant, Buffer>([...webp, ['original', full]]) };
}

/**
 * WebP at every derivative width from ONE decode of `input`: the decoder shrinks on load (a JPEG
 * is decoded at 1/2, 1/4 or 1/8 of its size where that is still at least 1200 px wide), the
 * result is resized to 1200 px (the lightbox's width) once, and 300 and 100 are made from those pixels.
 */
export async function webpDerivatives(input: Sharp): Promise<Map<ImageVariant, Buffer>> {
  return webpSizes(input, IMAGE_WIDTHS);
}


/**
 * The full-size picture without personal metadata, in the original's format. An upright JPEG,
 * PNG or WebP only loses its metadata blocks (bytes of the picture unchanged); a rotated one and
 * every GIF are re-encoded by sharp, which writes no metadata.
 */
async function cleanFullSize(original: Buffer, metadata: Metadata): Promise<Buffer> {
  const upright = (metadata.orientation ?? 1) === 1;
  const strip = { jpeg: stripJpegMetadata, png: stripPngMetadata, webp: stripWebpMetadata }[metadata.format as string];
  const stripped = upright && strip ? strip(original) : null;
  if (stripped) return stripped;
  const animated = metadata.format === 'gif' || metadata.format === 'webp';
  const image = sharp(original, { animated, failOn: 'none' }).autoOrient();
  switch (metadata.format) {
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    default:
      return image.jpeg({ quality: FULL_SIZE_JPEG_QUALITY }).toBuffer();
  }
}

/** DateTimeOriginal (or, failing that, DateTimeDigitized/DateTime) as an instant. */
export function captureTime(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return null;
  }
  // exif-reader reads the zone-less wall time as if it were UTC.
  const wall = tags.Photo?.DateTimeOriginal ?? tags.Photo?.DateTimeDigitized ?? tags.Image?.DateTime;
  if (!(wall instanceof Date) || Number.isNaN(wall.getTime()) || wall.getUTCFullYear() < 1971) return null;
  const offset = String(tags.Photo?.OffsetTimeOriginal ?? '').trim();
  const zone = /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : CAPTURE_TIME_ZONE;
  // A wall time the clocks skipped (spring forward) counts an hour later; one they showed twice, the later one.
  const local = new TZDate(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds(), zone);
  // A plain Date: a TZDate would be stored and sent with its zone's offset instead of as UTC.
  return new Date(local.getTime());
}
