import type { UserType } from '../../auth/auth.types.js';

/** A received file whose bytes passed its policy: what it is, and where it waits until stored. */
export interface AcceptedUpload {
  /** The temporary file; removed after the request unless the handler moved it into storage. */
  path: string;
  size: number;
  /** The sender's file name without folders or control characters, for display and downloads. */
  name: string;
  /** From the content, not the name, with the dot ('.jpg'). */
  extension: string;
  contentType: string;
  /** Images only. */
  width?: number;
  height?: number;
}

/**
 * What an upload endpoint accepts. The interceptor streams files to temporary files within the
 * size limit, then runs `check` on each; one refused file refuses the whole request.
 */
export interface UploadPolicy {
  /** Multipart field name ('file', 'files'), or several names the same files may arrive under ('files[]' and 'files'). */
  field: string | readonly string[];
  maxFiles: number;
  /** Largest file, in bytes, for the signed-in audience. */
  maxBytes(audience: UserType | undefined): number;
  /** German message for a file over that limit (413); `fileName` is the sender's name of that file. */
  tooLargeMessage(maxBytes: number, fileName: string): string;
  /** Looks at one received file; throws an HttpException (415, 400, …) with a German message to refuse it. */
  check(file: Express.Multer.File): Promise<AcceptedUpload>;
}

export const MB = 1024 * 1024;

/** A display name without folders or control characters. */
export function cleanFileName(originalName: string, fallback: string): string {
  // multer hands over the raw header bytes as latin1; browsers send UTF-8.
  const decoded = Buffer.from(originalName, 'latin1').toString('utf8');
  const base = decoded.split(/[\\/]/).pop() ?? fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || fallback).slice(0, 255);
}
