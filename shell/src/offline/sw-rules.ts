/**
 * Which requests the service worker answers and how; no service-worker API here, so the rules
 * are tested on their own. Everything not named here passes through untouched (admin and
 * provider areas, uploads, photos, every write).
 */
import { OFFLINE_GUEST_API, OFFLINE_PUBLIC_API } from '@hochzeit/contracts/offline';

/** Content-hashed or release files: they never change, so a stored copy is as good as the server's. */
export const STATIC_CACHE = 'hochzeit-static-v1';
/** The shell's page, the registry, unversioned files and public replies: always asked first. */
export const PAGES_CACHE = 'hochzeit-pages-v1';
/** One cache per guest (by the token's subject), deleted at sign-out and when another person signs in. */
export const GUEST_CACHE_PREFIX = 'hochzeit-guest-';
export const guestCacheName = (guestId: string) => `${GUEST_CACHE_PREFIX}${guestId}`;
/** The caches this worker uses; others (from an older worker) are deleted at activation. */
export const isOwnCache = (name: string) => name === STATIC_CACHE || name === PAGES_CACHE || name.startsWith(GUEST_CACHE_PREFIX);

/**
 * Every guest route is the same shell page (with the registry inlined): it is stored once, under
 * this address, and answers an offline visit to any guest route.
 */
export const SHELL_PAGE_PATH = '/guest-dashboard';
/** How long a guest reply may take before the stored one is shown (the request goes on and updates the store). */
export const API_TIMEOUT_MS = 4000;

/** webpack's [contenthash] in a file name, as the backend's cache headers recognise it. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?|mp4)$/;
/** A release of the guest remote: /remotes/guest/<version>/…, immutable on any origin. */
const GUEST_RELEASE = /^\/remotes\/guest\/\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?\//;
/** A photo of the story or a guest page: public, under a random key, never changed (see the story module). */
const PAGE_PHOTO = /^\/api\/story\/images\/[0-9a-f]{32}\.webp$/;

export type Rule =
  /** A guest route opened in the browser: the network's page, else the stored shell page. */
  | { kind: 'page' }
  /** Never changes: the stored copy, else the network's (then stored). */
  | { kind: 'immutable' }
  /** May change (registry, manifests, unhashed files): the network's, else the stored copy. */
  | { kind: 'revalidated' }
  /** A guest's reply for the offline pages: the network's within API_TIMEOUT_MS, else the stored, marked copy. */
  | { kind: 'api'; cache: string };

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  authorization: string | null;
}

/** The subject of a guest's bearer token, or null for any other credential (admin, provider, none, unreadable). */
export function guestOf(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer (\S+)$/)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { type?: unknown; sub?: unknown };
    return claims.type === 'guest' && (typeof claims.sub === 'string' || typeof claims.sub === 'number') ? String(claims.sub) : null;
  } catch {
    return null;
  }
}

const isGuestRoute = (path: string) => path === '/guest-dashboard' || path.startsWith('/guest/');

/** How the worker answers a request from a page of `origin`; null: not at all (the browser's own way). */
export function ruleFor({ method, url, mode, authorization }: RequestFacts, origin: string): Rule | null {
  if (method !== 'GET') return null;
  const { origin: from, pathname } = new URL(url);
  if (from !== origin) return GUEST_RELEASE.test(pathname) ? { kind: 'immutable' } : null;
  if (mode === 'navigate') return isGuestRoute(pathname) ? { kind: 'page' } : null;
  if (PAGE_PHOTO.test(pathname)) return { kind: 'immutable' };
  if (pathname.startsWith('/api/')) {
    const guest = guestOf(authorization);
    if (guest && OFFLINE_GUEST_API.some((pattern) => pattern.test(pathname))) return { kind: 'api', cache: guestCacheName(guest) };
    if (!authorization && OFFLINE_PUBLIC_API.some((pattern) => pattern.test(pathname))) return { kind: 'api', cache: PAGES_CACHE };
    return null;
  }
  // Other areas' remotes are theirs alone.
  if (pathname.startsWith('/remotes/') && !pathname.startsWith('/remotes/guest/')) return null;
  if (GUEST_RELEASE.test(pathname) || HASHED.test(pathname)) return { kind: 'immutable' };
  if (pathname === '/remotes.json' || pathname.startsWith('/remotes/guest/') || pathname === '/mf-manifest.json' || pathname === '/manifest.webmanifest' || pathname.startsWith('/icons/')) {
    return { kind: 'revalidated' };
  }
  return null;
}

/**
 * The guest remote's manifest to keep: the guest release the page loaded (its canary or a preview
 * when this browser got one), else the registry's live release, else the unversioned entry.
 */
export function guestManifestOf(registry: unknown, loaded: readonly string[] = []): string | null {
  const doc = registry as { guest?: unknown; versions?: { guest?: { manifest?: unknown } } } | null;
  // What the shell chose for this browser (remote-registry.ts), so its next visit offline finds it.
  const used = loaded.find((url) => /\/remotes\/guest\/[^/]+\/mf-manifest\.json$/.test(new URL(url, 'https://x').pathname));
  if (used) return used;
  const live = doc?.versions?.guest?.manifest;
  if (typeof live === 'string') return live;
  return typeof doc?.guest === 'string' ? doc.guest : null;
}

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { assets?: Assets }[];
  shared?: { assets?: Assets }[];
}

const assetFiles = (assets: Assets | undefined) => [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap((list) => list ?? []);

/**
 * Every file a federation manifest (mf-manifest.json) names (its entry, the code and styles of what it
 * exposes, and of what it shares), as absolute addresses. `publicPath: 'auto'` means beside the manifest.
 */
export function manifestFiles(manifest: unknown, manifestUrl: string): string[] {
  const doc = manifest as FederationManifest | null;
  const publicPath = doc?.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const entry = doc?.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []),
    ...(doc?.exposes ?? []).flatMap((expose) => assetFiles(expose.assets)),
    ...(doc?.shared ?? []).flatMap((shared) => assetFiles(shared.assets)),
  ];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}

/** A copy of a reply for the store, marked with the time it came from the server. */
export async function markedCopy(response: Response, fetchedAt: Date, header: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(header, fetchedAt.toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}
