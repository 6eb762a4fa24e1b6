/**
 * Requests started before the code that needs their answers has loaded (the shell asks for a
 * dashboard's data while the remote's code is still on its way). Keyed by the API path; each
 * answer is handed out once, so a later visit of the page asks the server again.
 */
const started = new Map<string, { promise: Promise<unknown>; at: number }>();

/** An answer older than this is not handed out: the page asks again. */
export const PREFETCH_MAX_AGE_MS = 15_000;

/** Starts `load` now and keeps its promise for the first `takePrefetched(key)`. */
export function prefetch<T>(key: string, load: () => Promise<T>): Promise<T> {
  const promise = load();
  // The taker sees a failure; nobody taking it must not count as unhandled.
  promise.catch(() => undefined);
  started.set(key, { promise, at: Date.now() });
  return promise;
}

/** The promise `prefetch(key)` started, at most once and only while fresh; otherwise undefined. */
export function takePrefetched<T>(key: string, maxAgeMs = PREFETCH_MAX_AGE_MS): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  return entry && Date.now() - entry.at <= maxAgeMs ? (entry.promise as Promise<T>) : undefined;
}

/** Drops every prefetched answer (a sign-out: the next user must not see them). */
export function clearPrefetched(): void {
  started.clear();
}
