import './zod-without-eval';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Loading, Route, Routes, useAdminTitle } from '@hochzeit/shared-ui';
import { AdminLayout } from './layout/AdminLayout';
import { ADMIN_NAVIGATION } from './layout/navigation';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * Every page but the dashboard is a chunk of its own, loaded when it is first opened: an admin visit
 * starts at the dashboard and pays only for it (the first load's budget, bench:bundle).
 */
function lazyPage<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
const ExportsPage = lazyPage(() => import('./pages/exports/ExportsPage'), (m) => m.ExportsPage);
const GuestGroupsPage = lazyPage(() => import('./pages/guest-groups/GuestGroupsPage'), (m) => m.GuestGroupsPage);
const GuestImportPage = lazyPage(() => import('./pages/guest-import/GuestImportPage'), (m) => m.GuestImportPage);
const GuestsPage = lazyPage(() => import('./pages/guests/GuestsPage'), (m) => m.GuestsPage);
const KitchenPage = lazyPage(() => import('./pages/kitchen/KitchenPage'), (m) => m.KitchenPage);
const GuestPagesPage = lazyPage(() => import('./pages/guest-pages/GuestPagesPage'), (m) => m.GuestPagesPage);
const MediaPage = lazyPage(() => import('./pages/media/MediaPage'), (m) => m.MediaPage);
const PhotoWallPage = lazyPage(() => import('./pages/media/PhotoWallPage'), (m) => m.PhotoWallPage);
const MenusPage = lazyPage(() => import('./pages/menus/MenusPage'), (m) => m.MenusPage);
const GuestAssignmentsPage = lazyPage(() => import('./pages/relations/GuestAssignmentsPage'), (m) => m.GuestAssignmentsPage);
const RelationTypesPage = lazyPage(() => import('./pages/relations/RelationTypesPage'), (m) => m.RelationTypesPage);
const RoomsPage = lazyPage(() => import('./pages/rooms/RoomsPage'), (m) => m.RoomsPage);
const RsvpPage = lazyPage(() => import('./pages/rsvp/RsvpPage'), (m) => m.RsvpPage);
const SeatingPage = lazyPage(() => import('./pages/seating/SeatingPage'), (m) => m.SeatingPage);
const PrivacyAdminPage = lazyPage(() => import('./pages/privacy/PrivacyAdminPage'), (m) => m.PrivacyAdminPage);
const ProviderDocumentsPage = lazyPage(() => import('./pages/service-providers/ProviderDocumentsPage'), (m) => m.ProviderDocumentsPage);
const SettingsPage = lazyPage(() => import('./pages/settings/SettingsPage'), (m) => m.SettingsPage);
const StoryEditorPage = lazyPage(() => import('./pages/story/StoryEditorPage'), (m) => m.StoryEditorPage);
const TimelinePage = lazyPage(() => import('./pages/timeline/TimelinePage'), (m) => m.TimelinePage);
const WishlistPage = lazyPage(() => import('./pages/wishlist/WishlistPage'), (m) => m.WishlistPage);
const ServiceProvidersPage = lazyPage(() => import('./pages/service-providers/ServiceProvidersPage'), (m) => m.ServiceProvidersPage);
const SignInQrPage = lazyPage(() => import('./pages/sign-in-qr/SignInQrPage'), (m) => m.SignInQrPage);
const SmsPage = lazyPage(() => import('./pages/sms/SmsPage'), (m) => m.SmsPage);

type BelowAdmin<Path> = Path extends `/admin/${infer Rest}` ? Rest : never;
type NavigationItem = (typeof ADMIN_NAVIGATION)[number];
type PagePath = BelowAdmin<Exclude<NavigationItem, { ownRoute: true }>['path']>;

/** The page of each navigation entry; the type makes a new entry without its page a compile error. */
const PAGES: Record<PagePath, ComponentType> = {
  guests: GuestsPage,
  'guest-groups': GuestGroupsPage,
  'relation-types': RelationTypesPage,
  'guest-assignments': GuestAssignmentsPage,
  menus: MenusPage,
  rsvp: RsvpPage,
  'kitchen-list': KitchenPage,
  seating: SeatingPage,
  rooms: RoomsPage,
  'service-providers': ServiceProvidersPage,
  timeline: TimelinePage,
  wishlist: WishlistPage,
  media: MediaPage,
  story: StoryEditorPage,
  'guest-pages': GuestPagesPage,
  sms: SmsPage,
  exports: ExportsPage,
  privacy: PrivacyAdminPage,
  settings: SettingsPage,
};

/** Every admin page's document title ('Gästeliste · Admin · Hochzeitsportal'), set where its route is. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useAdminTitle(title);
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
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
