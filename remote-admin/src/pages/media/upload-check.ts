import { ADMIN_UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_NO_FILE, uploadRefusal } from '@hochzeit/contracts';

export { UPLOAD_ACCEPT } from '@hochzeit/contracts';

/**
 * The first reason the server would refuse these files, in its words: none chosen, a wrong type
 * or a file above the admin limit (20 MB); null when they may be sent.
 */
export function checkUploadFiles(files: readonly File[], maxBytes = ADMIN_UPLOAD_MAX_BYTES): string | null {
  if (files.length === 0) return UPLOAD_NO_FILE;
  for (const file of files) {
    const refusal = uploadRefusal(file, maxBytes);
    if (refusal) return refusal;
  }
  return null;
}

/** Splits a selection into requests of at most `size` files (the server's per-request limit), keeping the order. */
export function inBatches<T>(items: readonly T[], size = UPLOAD_MAX_FILES): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
