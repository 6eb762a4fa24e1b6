import { UPLOAD_QUEUE_DB, UPLOAD_QUEUE_FLAG, type OfflineMessage } from '@hochzeit/contracts/offline';
import { createApi, storedToken, tokenSubject, unwrap, useSession, type UserType } from '@hochzeit/shared-ui';

export const SERVICE_WORKER_URL = '/sw.js';
/** The worker is registered this long after the page has loaded: it never competes with the first screen. */
export const REGISTER_DELAY_MS = 1500;
/** Per tab, the guest whose replies were fetched for offline reading (once per guest and tab). */
const WARMED_KEY = 'hochzeit_offline_warmed';

/** The page's worker, once it controls the page (it claims open pages at activation). */
function controlled(): Promise<ServiceWorker> {
  const now = navigator.serviceWorker.controller;
  if (now) return Promise.resolve(now);
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => navigator.serviceWorker.controller && resolve(navigator.serviceWorker.controller), { once: true }),
  );
}

/** The pages the couple writes (castle, dress code, directions, payment details). */
const GUEST_PAGE_PATHS = ['/api/guest/pages/castle', '/api/guest/pages/dress-code', '/api/guest/pages/directions', '/api/guest/pages/payment'] as const;

/**
 * The replies the offline pages show, fetched once through the worker so it keeps them: the
 * dashboard's, the day plan, the wish list, the menu and the couple's pages, also when the guest
 * has not opened them yet.
 */
async function fetchGuestData(): Promise<void> {
  const guest = tokenSubject(storedToken('guest'));
  if (!guest || sessionStorage.getItem(WARMED_KEY) === guest) return;
  const api = createApi('guest');
  const quietly = (call: Promise<unknown>) => call.catch(() => undefined);
  const dashboard = await unwrap(api.GET('/api/guest/dashboard'));
  await Promise.all([
    quietly(unwrap(api.GET('/api/guest/group'))),
    quietly(unwrap(api.GET('/api/event-settings'))),
    quietly(unwrap(api.GET('/api/timeline/guest'))),
    quietly(unwrap(api.GET('/api/guest/wishlist'))),
    ...GUEST_PAGE_PATHS.map((path) => quietly(unwrap(api.GET(path)))),
    quietly(unwrap(createApi(null).GET('/api/admin/ticker-messages'))),
    dashboard.guest_type === 'Inner Circle' && dashboard.menu_id
      ? quietly(unwrap(api.GET('/api/guest/menu/{menuId}', { params: { path: { menuId: dashboard.menu_id } } })))
      : null,
  ]);
  sessionStorage.setItem(WARMED_KEY, guest);
}
async function registerForGuest(): Promise<void> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const worker = await controlled();
  if (!navigator.onLine) return;
  // Files this page loaded before the worker took it over, so they need not be fetched again.
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  worker.postMessage({ type: 'warm', urls } satisfies OfflineMessage);
  await fetchGuestData();
}

function afterLoad(run: () => void): void {
  const later = () => setTimeout(run, REGISTER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Deletes the stored replies and photos waiting for a connection; for other audiences the worker goes too. */
function forgetGuest(unregister: boolean): void {
  sessionStorage.removeItem(WARMED_KEY);
  if (localStorage.getItem(UPLOAD_QUEUE_FLAG) !== null) {
    localStorage.removeItem(UPLOAD_QUEUE_FLAG);
    indexedDB.deleteDatabase(UPLOAD_QUEUE_DB);
  }
  void navigator.serviceWorker.getRegistration().then((registration) => {
    registration?.active?.postMessage({ type: 'clear-guest-data' } satisfies OfflineMessage);
    if (unregister) void registration?.unregister();
  });
}

/**
 * Guests get the service worker (after the page has loaded); a guest's sign-out or another
 * person's sign-in deletes what it stored; an admin or provider session removes the worker, so it
 * never stands between them and the server.
 */
export function startOfflineSupport(): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  let type: UserType | null = null;
  let guest: string | null = null;
  const onSession = (next: UserType | null) => {
    const nextGuest = next === 'guest' ? tokenSubject(storedToken('guest')) : null;
    if (next === type && nextGuest === guest) return;
    const wasGuest = type === 'guest';
    if (next === 'admin' || next === 'service_provider') forgetGuest(true);
    else if (wasGuest) forgetGuest(false);
    if (next === 'guest') afterLoad(() => void registerForGuest().catch((error) => console.error('Offline-Modus nicht verfügbar:', error)));
    type = next;
    guest = nextGuest;
  };
  onSession(useSession.getState().userType);
  return useSession.subscribe((state) => !state.loading && onSession(state.userType));
}
