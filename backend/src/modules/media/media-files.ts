import path from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth } from '@hochzeit/contracts/media-constants';

/**
 * The files of one medium in storage, all named after the original's key, so that removing the
 * prefix `<storage_key>` removes them all:
 * - `<storage_key>`: the original exactly as uploaded (never served: it may carry GPS and serials);
 * - `<storage_key>.<width>.webp` for the widths 100, 300 and 1200;
 * - `<storage_key>.original.<ext>`: the full-size picture without personal metadata, upright, in
 *   the original's format (a HEIC becomes a JPEG: browsers cannot show HEIC, and nothing here
 *   encodes it). This is what "the original" means for every viewer and in every ZIP.
 */
/** Where the originals of photos are stored (`media/<random>.<ext>`). */
export const MEDIA_STORAGE_AREA = 'media';

export type ImageVariant = ImageWidth | 'original';

/**
 * Raised whenever the derived files' content changes (encoder settings), so validators (ETags)
 * derived from key and variant change with it. 2: the grid's sizes are made from a decode of their own.
 */
export const DERIVATIVES_VERSION = 2;

export function derivativeKey(storageKey: string, width: ImageWidth): string {
  return `${storageKey}.${width}.webp`;
}

/** The extension of the metadata-free full-size version: the original's, except HEIC → JPEG. */
export function cleanOriginalExtension(storageKey: string): string {
  const extension = path.extname(storageKey).toLowerCase();
  return extension === '.heic' ? '.jpg' : extension;
}

export function cleanOriginalKey(storageKey: string): string {
  return `${storageKey}.original${cleanOriginalExtension(storageKey)}`;
}

export function variantKey(storageKey: string, variant: ImageVariant): string {
  return variant === 'original' ? cleanOriginalKey(storageKey) : derivativeKey(storageKey, variant);
}

/** Every file a medium may have in storage: hand these to the delete-files job when a medium goes. */
export function mediaFileKeys(storageKey: string): string[] {
  return [storageKey, ...IMAGE_WIDTHS.map((width) => derivativeKey(storageKey, width)), cleanOriginalKey(storageKey)];
}
