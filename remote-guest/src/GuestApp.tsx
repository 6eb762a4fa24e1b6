import { type ComponentType, lazy, Suspense } from 'react';
import { Loading, matchPath, Navigate, useLocation } from '@hochzeit/shared-ui';
import { DashboardPage } from './dashboard/DashboardPage';

// The dashboard is what a QR code opens; every other page is its own chunk, fetched when visited.
const MenuPage = lazy(() => import('./menu/MenuPage').then((m) => ({ default: m.MenuPage })));
const ComingSoonPage = lazy(() => import('./ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));

type Page = { path: string; Component: ComponentType<{ params: Record<string, string | undefined> }> };

/**
 * The shell mounts this remote on /guest-dashboard and /guest/*, so the guest pages match
 * absolute paths here rather than nesting routes under one prefix.
 */
const PAGES: Page[] = [
  { path: '/guest-dashboard', Component: DashboardPage },
  { path: '/guest/menu/:menuId', Component: MenuPage },
  ...['anfahrt', 'weather', 'schloss', 'timeline', 'dresscode', 'wishlist', 'story', 'gallery'].map((name) => ({ path: `/guest/${name}`, Component: ComingSoonPage })),
];

export default function GuestApp() {
  const { pathname } = useLocation();
  for (const { path, Component } of PAGES) {
    const match = matchPath(path, pathname);
    if (match) {
      return (
        <Suspense fallback={<Loading />}>
          <Component params={match.params} />
        </Suspense>
      );
    }
  }
  return <Navigate to="/guest-dashboard" replace />;
}
