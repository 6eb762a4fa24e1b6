import { OFFLINE_STAND_HEADER } from '@hochzeit/contracts/offline';

/**
 * Which replies on screen came from the service worker's store instead of the server: per API
 * address, the page that asked and the time the reply was fetched. A page shows the oldest of its
 * own; a later reply from the server for the same address takes the mark away.
 */
const marked = new Map<string, { page: string; stand: string }>();
const listeners = new Set<() => void>();

const keyOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
};

/** Records a reply of the API client (`page`: the route that asked). */
export function noteReply(url: string, headers: Headers, page = globalThis.location?.pathname ?? ''): void {
  const stand = headers.get(OFFLINE_STAND_HEADER);
  const key = keyOf(url);
  if (stand) marked.set(key, { page, stand });
  else if (!marked.delete(key)) return;
  listeners.forEach((listener) => listener());
}

/** The time of the oldest stored reply `page` shows (ISO 8601), or null when all came from the server. */
export function offlineStandOf(page: string): string | null {
  let oldest: string | null = null;
  for (const entry of marked.values()) if (entry.page === page && (oldest === null || Date.parse(entry.stand) < Date.parse(oldest))) oldest = entry.stand;
  return oldest;
}

export function onOfflineStandChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Sign-out: the next person starts without marks. */
export function clearOfflineStands(): void {
  marked.clear();
  listeners.forEach((listener) => listener());
}
