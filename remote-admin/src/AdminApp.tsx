import './zod-without-eval';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Loading, Route, Routes, useAdminTitle } from '@hochzeit/shared-ui';
import { AdminLayout } from './layout/AdminLayout';
import { ADMIN_NAVIGATION } from './layout/navigation';
import { DashboardPage } from './pages/DashboardPage';
import { ExportsPage } from './pages/exports/ExportsPage';
import { GuestGroupsPage } from './pages/guest-groups/GuestGroupsPage';
import { GuestImportPage } from './pages/guest-import/GuestImportPage';
import { GuestsPage } from './pages/guests/GuestsPage';
import { KitchenPage } from './pages/kitchen/KitchenPage';
import { GuestPagesPage } from './pages/guest-pages/GuestPagesPage';
import { MediaPage } from './pages/media/MediaPage';
import { PhotoWallPage } from './pages/media/PhotoWallPage';
import { MenusPage } from './pages/menus/MenusPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { GuestAssignmentsPage } from './pages/relations/GuestAssignmentsPage';
import { RelationTypesPage } from './pages/relations/RelationTypesPage';
import { RoomsPage } from './pages/rooms/RoomsPage';
import { RsvpPage } from './pages/rsvp/RsvpPage';
import { ProviderDocumentsPage } from './pages/service-providers/ProviderDocumentsPage';
import { SettingsPage } from './pages/settings/SettingsPage';
import { StoryEditorPage } from './pages/story/StoryEditorPage';
import { TimelinePage } from './pages/timeline/TimelinePage';
import { WishlistPage } from './pages/wishlist/WishlistPage';
import { ServiceProvidersPage } from './pages/service-providers/ServiceProvidersPage';
import { SignInQrPage } from './pages/sign-in-qr/SignInQrPage';

// The SMS tool is its own chunk: the dashboard, where every admin visit starts, does not pay for it.
const LazySmsPage = lazy(() => import('./pages/sms/SmsPage').then((m) => ({ default: m.SmsPage })));
function SmsPage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazySmsPage />
    </Suspense>
  );
}

type BelowAdmin<Path> = Path extends `/admin/${infer Rest}` ? Rest : never;
type NavigationItem = (typeof ADMIN_NAVIGATION)[number];
type PagePath = BelowAdmin<Exclude<NavigationItem, { ownRoute: true }>['path']>;

/** The page of each navigation entry; the type makes a new entry without its page a compile error. */
const PAGES: Record<PagePath, () => React.JSX.Element> = {
  guests: GuestsPage,
  'guest-groups': GuestGroupsPage,
  'relation-types': RelationTypesPage,
  'guest-assignments': GuestAssignmentsPage,
  menus: MenusPage,
  rsvp: RsvpPage,
  'kitchen-list': KitchenPage,
  rooms: RoomsPage,
  'service-providers': ServiceProvidersPage,
  timeline: TimelinePage,
  wishlist: WishlistPage,
  media: MediaPage,
  story: StoryEditorPage,
  'guest-pages': GuestPagesPage,
  sms: SmsPage,
  exports: ExportsPage,
  settings: SettingsPage,
};

/** Every admin page's document title ('Gästeliste · Admin · Hochzeitsportal'), set where its route is. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useAdminTitle(title);
  return <>{children}</>;
}

/** The admin area, mounted by the shell under /admin/*; paths here are relative to /admin. */
export default function AdminApp() {
  return (
    <Routes>
      {/* The photo wall fills the projector's screen: no admin header around it. */}
      <Route path="media/diashow" element={<Titled title="Diashow"><PhotoWallPage /></Titled>} />
      {/* A personal QR code to print: no admin header around it either. */}
      <Route path="guests/:id/qr" element={<Titled title="QR-Code"><SignInQrPage kind="guest" /></Titled>} />
      <Route path="service-providers/:id/qr" element={<Titled title="QR-Code"><SignInQrPage kind="provider" /></Titled>} />
      <Route element={<AdminLayout />}>
        <Route index element={<Titled title={ADMIN_NAVIGATION[0].label}><DashboardPage /></Titled>} />
        {ADMIN_NAVIGATION.slice(1).map((item) => {
          if ('ownRoute' in item) return null;
          const path = item.path.replace('/admin/', '') as PagePath;
          const Page = PAGES[path];
          return <Route key={path} path={path} element={<Titled title={item.label}><Page /></Titled>} />;
        })}
        <Route path="guests/import" element={<Titled title="Gäste importieren"><GuestImportPage /></Titled>} />
        <Route path="service-providers/:spId/documents" element={<Titled title="Dokumente"><ProviderDocumentsPage /></Titled>} />
        <Route path="*" element={<Titled title="Seite nicht gefunden"><NotFoundPage /></Titled>} />
      </Route>
    </Routes>
  );
}
