import { OFFLINE_STAND_HEADER } from '@hochzeit/contracts/offline';

/**
 * Which API replies in use came from the service worker's store instead of the server: per API
 * address (path and query), the time the stored reply was fetched. A later reply from the server
 * for the same address takes the mark away.
 */
const marked = new Map<string, string>();
const listeners = new Set<() => void>();

const keyOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
};

/** Records a reply of the API client. */
export function noteReply(url: string, headers: Headers): void {
  const stand = headers.get(OFFLINE_STAND_HEADER);
  const key = keyOf(url);
  if (stand) marked.set(key, stand);
  else if (!marked.delete(key)) return;
  listeners.forEach((listener) => listener());
}

/** The time (ISO 8601) of the oldest stored reply among these API addresses, or null when all came from the server. */
export function offlineStandOf(addresses: readonly string[]): string | null {
  let oldest: string | null = null;
  for (const address of addresses) {
    const stand = marked.get(address);
    if (stand && (oldest === null || Date.parse(stand) < Date.parse(oldest))) oldest = stand;
  }
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
