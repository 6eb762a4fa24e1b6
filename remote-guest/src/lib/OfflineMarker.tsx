import { lazy, Suspense, useSyncExternalStore } from 'react';
import { offlineStandText } from '@hochzeit/contracts/offline';
import { matchPath, offlineStandOf, onOfflineStandChange, useLocation } from '@hochzeit/shared-ui';
import './offline-marker.css';

/**
 * The API replies each page shows, by route. A page showing data handed over by another (the
 * menu from the dashboard) still names the reply it came from.
 */
const PAGE_DATA: [route: string, addresses: (params: Record<string, string | undefined>) => string[]][] = [
  ['/guest-dashboard', () => ['/api/guest/dashboard', '/api/guest/group', '/api/event-settings', '/api/admin/ticker-messages']],
  ['/guest/timeline', () => ['/api/timeline/guest']],
  ['/guest/menu/:menuId', ({ menuId }) => [`/api/guest/menu/${menuId}`]],
  ['/guest/anfahrt', () => ['/api/event-settings', '/api/guest/pages/directions']],
  ['/guest/schloss', () => ['/api/guest/pages/castle']],
  ['/guest/dresscode', () => ['/api/guest/pages/dress-code']],
  ['/guest/wishlist', () => ['/api/guest/wishlist', '/api/guest/pages/payment']],
  ['/guest/weather', () => ['/api/weather']],
];

export function pageData(pathname: string): string[] {
  for (const [route, addresses] of PAGE_DATA) {
    const match = matchPath(route, pathname);
    if (match) return addresses(match.params);
  }
  return [];
}

/** The marker's text: its German date formatting is loaded only when a page shows stored data. */
const OfflineStandText = lazy(() =>
  import('@hochzeit/shared-ui/toolkit').then(({ formatDateTime }) => ({
    default: ({ stand }: { stand: string }) => (
      <p className="offline-marker" role="status">
        {offlineStandText(formatDateTime(stand))}
      </p>
    ),
  })),
);

/**
 * 'Offline – Stand: {Zeit}' above a page whose data the service worker answered from its store
 * (the time the oldest of them came from the server). The API client notes each reply's stand as
 * it arrives, so replies served from the query cache keep the mark of the reply they came from.
 */
export function OfflineMarker() {
  const { pathname } = useLocation();
  const stand = useSyncExternalStore(onOfflineStandChange, () => offlineStandOf(pageData(pathname)));
  return stand ? (
    <Suspense fallback={null}>
      <OfflineStandText stand={stand} />
    </Suspense>
  ) : null;
}
