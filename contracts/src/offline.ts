/**
 * Guest pages without a connection: what the service worker (shell/src/offline) and the pages
 * agree on. Without zod: the service worker and the guest's first load import it.
 */

/**
 * A reply the service worker answered from its cache carries the time it was fetched from the
 * server (ISO 8601) in this header; a reply from the server never does.
 */
export const OFFLINE_STAND_HEADER = 'X-Offline-Stand';

/** The marker of a page that shows stored data ({Zeit}: German date and time). */
export const offlineStandText = (zeit: string) => `Offline – Stand: ${zeit}`;

/** A photo chosen while offline waits in the browser and is sent once the connection is back. */
export const UPLOAD_QUEUED_TEXT = 'Wird gesendet, sobald eine Verbindung besteht';

/**
 * The guest's GET requests whose last reply is kept for reading offline: dashboard (with group,
 * event and ticker), day plan, menu, directions (event settings) and wish list, and the pages the couple writes (castle, dress
 * code, directions, payment details), and the weather as last fetched. Patterns over the
 * path; a query string is kept as part of the cache key.
 */
export const OFFLINE_GUEST_API: readonly RegExp[] = [
  /^\/api\/guest\/dashboard$/,
  /^\/api\/guest\/group$/,
  /^\/api\/guest\/menu\/\d+$/,
  /^\/api\/guest\/wishlist$/,
  /^\/api\/timeline\/guest$/,
  /^\/api\/event-settings$/,
  /^\/api\/guest\/pages\/[a-z-]+$/,
  /^\/api\/weather$/,
];

/** Public replies a guest page shows, kept the same way (they carry no personal data). */
export const OFFLINE_PUBLIC_API: readonly RegExp[] = [/^\/api\/admin\/ticker-messages$/];

/** Messages from a page to the service worker. */
export type OfflineMessage =
  /** Store what a guest needs offline: the given files, the shell page, the live guest release. */
  | { type: 'warm'; urls: string[] }
  /** Sign-out or another person signed in: every guest's stored replies are deleted. */
  | { type: 'clear-guest-data' };

/** The database in which photos chosen offline wait (IndexedDB). */
export const UPLOAD_QUEUE_DB = 'hochzeit-upload-queue';
/** Set in localStorage while photos wait, so guest pages load the queue's code only then. */
export const UPLOAD_QUEUE_FLAG = 'hochzeit_upload_queue';
