import { type ComponentType, lazy, Suspense } from 'react';
import { Loading, matchPath, Navigate, useLocation } from '@hochzeit/shared-ui';
import { DashboardPage } from './dashboard/DashboardPage';
import { GuestFooter } from './lib/GuestFooter';
import './guest-app.css';
import { OfflineMarker } from './lib/OfflineMarker';
import { useQueuedUploadsSender } from './lib/queued-uploads';

// The dashboard is what a QR code opens; every other page is its own chunk, fetched when visited.
const MenuPage = lazy(() => import('./menu/MenuPage').then((m) => ({ default: m.MenuPage })));
const TimelinePage = lazy(() => import('./pages/timeline/TimelinePage').then((m) => ({ default: m.TimelinePage })));
const WishlistPage = lazy(() => import('./pages/wishlist/WishlistPage').then((m) => ({ default: m.WishlistPage })));
const StoryPage = lazy(() => import('./pages/story/StoryPage').then((m) => ({ default: m.StoryPage })));
const AnfahrtPage = lazy(() => import('./pages/info/AnfahrtPage').then((m) => ({ default: m.AnfahrtPage })));
const DresscodePage = lazy(() => import('./pages/info/DresscodePage').then((m) => ({ default: m.DresscodePage })));
const SchlossPage = lazy(() => import('./pages/info/SchlossPage').then((m) => ({ default: m.SchlossPage })));
const WeatherPage = lazy(() => import('./pages/weather/WeatherPage').then((m) => ({ default: m.WeatherPage })));
const RsvpPage = lazy(() => import('./pages/rsvp/RsvpPage').then((m) => ({ default: m.RsvpPage })));
const GalleryPage = lazy(() => import('./pages/gallery/GalleryPage').then((m) => ({ default: m.GalleryPage })));
// The venue upload page (VENUE_PAGE_PATH, public: anyone with the wall's QR code, no sign-in).
const VenuePage = lazy(() => import('./pages/venue/VenuePage').then((m) => ({ default: m.VenuePage })));
const PrivacyPage = lazy(() => import('./pages/privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));

type Page = { path: string; Component: ComponentType<{ params: Record<string, string | undefined> }> };

/**
 * The shell mounts this remote on /guest-dashboard and /guest/*, so the guest pages match
 * absolute paths here rather than nesting routes under one prefix.
 */
const PAGES: Page[] = [
  { path: '/guest-dashboard', Component: DashboardPage },
  { path: '/guest/menu/:menuId', Component: MenuPage },
  { path: '/guest/timeline', Component: TimelinePage },
  { path: '/guest/wishlist', Component: WishlistPage },
  { path: '/guest/story', Component: StoryPage },
  { path: '/guest/anfahrt', Component: AnfahrtPage },
  { path: '/guest/dresscode', Component: DresscodePage },
  { path: '/guest/schloss', Component: SchlossPage },
  { path: '/guest/weather', Component: WeatherPage },
  { path: '/guest/gallery', Component: GalleryPage },
  { path: '/fotos/:token', Component: VenuePage },
  { path: '/guest/rsvp', Component: RsvpPage },
  { path: '/guest/meine-daten', Component: PrivacyPage },
];

export default function GuestApp() {
  const { pathname } = useLocation();
  useQueuedUploadsSender();
  for (const { path, Component } of PAGES) {
    const match = matchPath(path, pathname);
    if (match) {
      return (
        <>
          <OfflineMarker />
          {/* At least a screen high, so content arriving above the footer moves nothing in view. */}
          <div className="guest-page">
            <Suspense fallback={<Loading />}>
              <Component params={match.params} />
            </Suspense>
          </div>
          <GuestFooter />
        </>
      );
    }
  }
  return <Navigate to="/guest-dashboard" replace />;
}
