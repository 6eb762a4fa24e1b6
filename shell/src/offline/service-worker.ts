/// <reference lib="webworker" />
/**
 * The guest's service worker (/sw.js, scope /): guest pages open without a connection with the
 * data last seen. Pages and the remote registry always come from the network first, so a new
 * release named by the registry is loaded at the next online navigation; only files that never
 * change (content-hashed, or inside a release's versioned folder) are answered from the store
 * first. What is not a guest's passes through (see sw-rules.ts).
 */
import { OFFLINE_STAND_HEADER, type OfflineMessage } from '@hochzeit/contracts/offline';
import {
  API_TIMEOUT_MS,
  GUEST_CACHE_PREFIX,
  guestManifestOf,
  isOwnCache,
  manifestFiles,
  markedCopy,
  PAGES_CACHE,
  ruleFor,
  SHELL_PAGE_PATH,
  STATIC_CACHE,
  type Rule,
} from './sw-rules';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;
/** Only complete, readable replies are stored (no 206 ranges, no opaque or redirected ones). */
const storable = (response: Response) => response.status === 200 && !response.redirected && (response.type === 'basic' || response.type === 'cors' || response.type === 'default');

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!isOwnCache(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The one guest whose replies are stored; another guest's store goes when a new one appears. */
let currentGuestCache: string | null = null;
/** Raised by every deletion, so a reply that arrives after a sign-out is not stored again. */
let generation = 0;

async function keepOnlyGuest(cacheName: string): Promise<void> {
  if (currentGuestCache === cacheName) return;
  currentGuestCache = cacheName;
  for (const name of await caches.keys()) if (name.startsWith(GUEST_CACHE_PREFIX) && name !== cacheName) await caches.delete(name);
}

async function clearGuestData(): Promise<void> {
  currentGuestCache = null;
  generation += 1;
  for (const name of await caches.keys()) if (name.startsWith(GUEST_CACHE_PREFIX)) await caches.delete(name);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const stored = await cache.match(request.url, { ignoreVary: true });
  if (stored) return stored;
  const response = await fetch(request);
  if (storable(response)) await cache.put(request.url, response.clone());
  return response;
}

/** The network's answer (stored under `key`), else the stored one; no timeout, so online always means current. */
async function networkFirst(request: Request, cacheName: string, key: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (storable(response)) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const stored = await cache.match(key, { ignoreVary: true });
    if (stored) return stored;
    throw error;
  }
}

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/**
 * A guest's reply: the server's within API_TIMEOUT_MS; after that, or without a connection, the
 * stored copy marked with its time. A late reply still updates the store.
 */
async function apiReply(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(cacheName);
  if (cacheName !== PAGES_CACHE) await keepOnlyGuest(cacheName);
  const started = generation;
  const network = fetch(request).then(async (response) => {
    if (storable(response) && started === generation) await cache.put(request.url, await markedCopy(response.clone(), new Date(), OFFLINE_STAND_HEADER));
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const stored = () => cache.match(request.url, { ignoreVary: true });
  try {
    const first = await Promise.race([network, timeout(API_TIMEOUT_MS)]);
    if (first !== 'timeout') return first;
    return (await stored()) ?? (await network);
  } catch (error) {
    const copy = await stored();
    if (copy) return copy;
    throw error;
  }
}

function answer(event: FetchEvent, rule: Rule): Promise<Response> {
  const { request } = event;
  switch (rule.kind) {
    case 'page':
      return networkFirst(request, PAGES_CACHE, new URL(SHELL_PAGE_PATH, origin).href);
    case 'immutable':
      return cacheFirst(request);
    case 'revalidated':
      return networkFirst(request, PAGES_CACHE, request.url);
    case 'api':
      return apiReply(event, rule.cache);
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = ruleFor({ method: request.method, url: request.url, mode: request.mode, authorization: request.headers.get('Authorization') }, origin);
  if (rule) event.respondWith(answer(event, rule));
});

/** Stores one file by its rule (a file already stored for good is not fetched again). */
async function store(url: string): Promise<void> {
  const rule = ruleFor({ method: 'GET', url, mode: 'cors', authorization: null }, origin);
  if (!rule || rule.kind === 'api' || rule.kind === 'page') return;
  if (rule.kind === 'immutable') {
    const cache = await caches.open(STATIC_CACHE);
    if (await cache.match(url, { ignoreVary: true })) return;
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (storable(response)) await cache.put(url, response);
    return;
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (storable(response)) await (await caches.open(PAGES_CACHE)).put(url, response);
}

async function readJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!storable(response)) throw new Error(`${url}: ${response.status}`);
  await (await caches.open(PAGES_CACHE)).put(url, response.clone());
  return response.json();
}

/**
 * After a guest's visit: the shell page, the files the page loaded before this worker took it
 * over, the shell's shared code and every file of the live guest release (pages not visited
 * yet included), so each guest page opens offline.
 */
async function warm(urls: string[]): Promise<void> {
  const page = new URL(SHELL_PAGE_PATH, origin).href;
  const response = await fetch(page, { cache: 'no-cache', credentials: 'same-origin' });
  if (storable(response) && response.headers.get('Content-Type')?.includes('text/html')) await (await caches.open(PAGES_CACHE)).put(page, response);
  const files = new Set(urls);
  const shellManifest = new URL('/mf-manifest.json', origin).href;
  for (const file of manifestFiles(await readJson(shellManifest).catch(() => null), shellManifest)) files.add(file);
  const registry = await readJson(new URL('/remotes.json', origin).href).catch(() => null);
  const guestManifest = guestManifestOf(registry, urls);
  if (guestManifest) {
    const manifestUrl = new URL(guestManifest, origin).href;
    files.add(manifestUrl);
    for (const file of manifestFiles(await readJson(manifestUrl).catch(() => null), manifestUrl)) files.add(file);
  }
  for (const file of files) await store(file).catch(() => undefined);
}

self.addEventListener('message', (event) => {
  const message = event.data as OfflineMessage | null;
  if (message?.type === 'warm' && Array.isArray(message.urls)) event.waitUntil(warm(message.urls.filter((url) => typeof url === 'string')));
  else if (message?.type === 'clear-guest-data') event.waitUntil(clearGuestData());
});
