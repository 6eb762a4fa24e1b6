import { ADMIN_UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_NO_FILE, uploadTooLarge, uploadWrongType } from '@hochzeit/contracts';

/** The photo types uploads accept. Phones may name a HEIC photo without a type, so its extension counts too. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'] as const;
export const UPLOAD_ACCEPT = [...UPLOAD_IMAGE_TYPES, 'image/heif', '.heic', '.heif'].join(',');

const isHeicByName = (name: string) => /\.(heic|heif)$/i.test(name);
const isAllowedType = (file: File) =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type) || file.type === 'image/heif' || (isHeicByName(file.name) && (file.type === '' || file.type === 'application/octet-stream'));

const MB = 1024 * 1024;

/**
 * The first reason the server would refuse these files, in its words: none chosen, a wrong type
 * or a file above the admin limit (20 MB); null when they may be sent.
 */
export function checkUploadFiles(files: readonly File[], maxBytes = ADMIN_UPLOAD_MAX_BYTES): string | null {
  if (files.length === 0) return UPLOAD_NO_FILE;
  for (const file of files) {
    if (!isAllowedType(file)) return uploadWrongType(file.name);
    if (file.size > maxBytes) return uploadTooLarge(maxBytes / MB, file.name);
  }
  return null;
}

/** Splits a selection into requests of at most `size` files (the server's per-request limit), keeping the order. */
export function inBatches<T>(items: readonly T[], size = UPLOAD_MAX_FILES): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
