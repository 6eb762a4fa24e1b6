import { randomBytes } from 'node:crypto';

/** Secret per-person login token for QR links: 192 bits, URL-safe. */
export function newLoginToken(): string {
  return randomBytes(24).toString('base64url');
}
