import {
  REMOTE_PREVIEW_STORAGE_KEY,
  type RemoteName,
  type RemoteReleaseRef,
  type RemotesDocument,
} from '@hochzeit/contracts/remote-runtime';
import { INLINE_REGISTRY_ID } from '@hochzeit/contracts/page-data';
import { readInlineJson } from '@hochzeit/shared-ui';
import { takesCanary } from './canary';

export type { RemoteName };

/** One loadable release of a remote: its manifest URL and the SHA-384 of its entry files (none for a dev build). */
export type Release = RemoteReleaseRef;
/** A pinned preview as /api/remote-previews/resolve answered it. */
export type PinnedRelease = Release & { remote: RemoteName };

/** The version shown for a remote without a registry entry (an unversioned build from dist/). */
export const DEV_VERSION = 'dev';
/**
 * Revalidations closer together than this reuse the last answer: a burst of location changes (a
 * redirect after sign-in) asks once, while a person's next click always asks again, so it gets a
 * release promoted a moment before.
 */
export const REVALIDATE_INTERVAL_MS = 250;

let registry: RemotesDocument = {};
let checkedAt = -Infinity;
let checking: Promise<void> = Promise.resolve();

/** The last /remotes.json the shell read. */
export const currentRegistry = () => registry;

/**
 * Reads /remotes.json again unless that happened less than `maxAgeMs` ago. `no-cache` makes the
 * browser revalidate with the ETag, so an unchanged registry costs a 304.
 */
export function refreshRegistry(maxAgeMs = 0, url = '/remotes.json'): Promise<void> {
  if (Date.now() - checkedAt < maxAgeMs) return checking;
  checkedAt = Date.now();
  checking = fetch(url, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`Remote-Registry nicht erreichbar (${response.status})`);
    registry = (await response.json()) as RemotesDocument;
  });
  return checking;
}

/** The registry the server inlined into the page, or null when it is missing or unreadable. */
export function readInlineRegistry(target: Document = document): RemotesDocument | null {
  const parsed = readInlineJson(INLINE_REGISTRY_ID, target);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
}

/**
 * The registry at start: the one inlined into the page costs no round trip (it counts as just
 * checked, so the first navigation does not ask again); a page without one (a static
 * index.html) fetches /remotes.json.
 */
export function loadInitialRegistry(target: Document = document): Promise<void> {
  const inline = readInlineRegistry(target);
  if (!inline) return refreshRegistry();
  registry = inline;
  checkedAt = Date.now();
  checking = Promise.resolve();
  return checking;
}

/** On navigation and when the tab becomes visible: a failed check keeps the registry read before. */
export const revalidateRegistry = () => refreshRegistry(REVALIDATE_INTERVAL_MS).catch(() => undefined);

/** A tab coming back to the front may have missed promotions: it revalidates (throttled like navigations). */
export function revalidateWhenVisible(target: Document = document): () => void {
  const onChange = () => target.visibilityState === 'visible' && void revalidateRegistry();
  target.addEventListener('visibilitychange', onChange);
  return () => target.removeEventListener('visibilitychange', onChange);
}

const pinListeners = new Set<() => void>();

/** The preview pinned for this browser session (sessionStorage), if any. */
export function readPin(): PinnedRelease | null {
  try {
    // Stored by an earlier page of this tab: checked, not trusted.
    const pin = JSON.parse(sessionStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY) ?? 'null') as Partial<PinnedRelease> | null;
    return pin && typeof pin.manifest === 'string' && typeof pin.version === 'string' && pin.integrity ? (pin as PinnedRelease) : null;
  } catch {
    return null;
  }
}

export function setPin(pin: PinnedRelease | null): void {
  if (pin) sessionStorage.setItem(REMOTE_PREVIEW_STORAGE_KEY, JSON.stringify(pin));
  else sessionStorage.removeItem(REMOTE_PREVIEW_STORAGE_KEY);
  pinListeners.forEach((listener) => listener());
}

let pinDecided: Promise<unknown> = Promise.resolve();

/**
 * A preview requested by the opened URL is decided before any area chooses its release, so a
 * pinned release is the first one loaded (a smoke test waits for exactly that version).
 */
export function decidePinBefore(decision: Promise<unknown>): void {
  pinDecided = decision.catch(() => undefined);
}
export const pinDecision = () => pinDecided;

export function onPinChange(listener: () => void): () => void {
  pinListeners.add(listener);
  return () => void pinListeners.delete(listener);
}

/** Manifest URLs of releases that failed to load in this page; they are not tried again until a retry. */
export const failedReleases = new Set<string>();

/**
 * The releases to try for `remote`, in order: the pinned preview, the canary (when this browser
 * is in its share), the live release, the earlier good ones (newest first). Releases that failed
 * in this page are left out while another remains.
 */
export function releasesFor(
  remote: RemoteName,
  document = registry,
  pin = readPin(),
  failed: ReadonlySet<string> = failedReleases,
  canaryChoice: typeof takesCanary = takesCanary,
): Release[] {
  const live = document.versions?.[remote];
  const entry = document[remote];
  const canary = live?.canary && canaryChoice(remote, live.canary, live.version) ? [{ version: live.canary.version, manifest: live.canary.manifest, integrity: live.canary.integrity }] : [];
  const all: Release[] = [
    ...(pin?.remote === remote ? [pin] : []),
    ...canary,
    ...(live ? [{ version: live.version, manifest: live.manifest, integrity: live.integrity }, ...live.fallbacks] : entry ? [{ version: DEV_VERSION, manifest: entry, integrity: {} }] : []),
  ];
  const unique = all.filter((release, index) => all.findIndex((other) => other.manifest === release.manifest) === index);
  const usable = unique.filter((release) => !failed.has(release.manifest));
  return usable.length > 0 ? usable : unique;
}
