/**
 * Photos chosen while offline wait in the browser (IndexedDB, per guest) and are sent once the
 * connection is back: when the browser reports it, and at the next visit of any guest page. The
 * server keeps one copy of the same photo of the same person (SHA-256), so a send repeated after
 * an interrupted attempt never doubles it.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { MediaItemJson } from '@hochzeit/contracts';
import { UPLOAD_QUEUE_DB, UPLOAD_QUEUE_FLAG } from '@hochzeit/contracts/offline';
import { ApiError, errorMessage, storedToken, tokenSubject } from '@hochzeit/shared-ui';
import { GUEST_UPLOAD_FAILED } from '@hochzeit/contracts/media-constants';
import { uploadGuestMedia } from './gallery-api';

export interface QueuedUpload {
  /** The guest who chose it (token subject): only their session sends it. */
  guest: string;
  file: File;
  description: string;
  queuedAt: string;
}

export type QueueEvent = { kind: 'changed' } | { kind: 'sent'; items: MediaItemJson[] } | { kind: 'refused'; name: string; message: string };

let store: UseStore | null = null;
const db = () => (store ??= createStore(UPLOAD_QUEUE_DB, 'uploads'));
const listeners = new Set<(event: QueueEvent) => void>();
const notify = (event: QueueEvent) => listeners.forEach((listener) => listener(event));
const currentGuest = () => tokenSubject(storedToken('guest'));

export function onQueueEvent(listener: (event: QueueEvent) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** No connection (the browser says so, or a send got no answer): the photo waits instead. */
export const isOffline = (error?: unknown) => !navigator.onLine || (error instanceof ApiError && error.status === 0);

/** The signed-in guest's waiting photos, oldest first. */
export async function queuedUploads(): Promise<QueuedUpload[]> {
  const guest = currentGuest();
  const all = (await entries<string, QueuedUpload>(db())).map(([, upload]) => upload);
  return all.filter((upload) => upload.guest === guest).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function queueUpload(file: File, description: string): Promise<void> {
  const guest = currentGuest();
  if (!guest) throw new Error('Nicht angemeldet');
  const queuedAt = new Date().toISOString();
  await set(`${queuedAt}-${Math.random().toString(36).slice(2)}`, { guest, file, description, queuedAt }, db());
  localStorage.setItem(UPLOAD_QUEUE_FLAG, '1');
  notify({ kind: 'changed' });
}

async function sendAll(): Promise<void> {
  const guest = currentGuest();
  if (!guest || !navigator.onLine) return;
  for (const [key, upload] of await entries<string, QueuedUpload>(db())) {
    if (upload.guest !== guest) continue;
    try {
      const items = await uploadGuestMedia('guest', [upload.file], upload.description, () => undefined);
      await del(key, db());
      notify({ kind: 'sent', items });
    } catch (error) {
      // Still offline, or the session ended: the photo keeps waiting.
      if (isOffline(error) || (error instanceof ApiError && error.status === 401)) break;
      // Refused for good (type, size): waiting would not help.
      await del(key, db());
      notify({ kind: 'refused', name: upload.file.name, message: errorMessage(error, GUEST_UPLOAD_FAILED) });
    }
  }
  if ((await entries(db())).length === 0) localStorage.removeItem(UPLOAD_QUEUE_FLAG);
  notify({ kind: 'changed' });
}

let sending: Promise<void> | null = null;

/** Sends the signed-in guest's waiting photos, one after another; calls while sending share the run. */
export function sendQueuedUploads(): Promise<void> {
  // Without IndexedDB (some private windows) nothing can wait: nothing to send either.
  sending ??= sendAll()
    .catch((error) => console.warn('Wartende Fotos konnten nicht gesendet werden:', error))
    .finally(() => (sending = null));
  return sending;
}
