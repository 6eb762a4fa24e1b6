import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { GuestWelcome, Loading, Navigate, Route, Routes, setSessionNavigator, startSessionWatch, useLocation, useNavigate } from '@hochzeit/shared-ui';
import { RemoteApp } from './federation/RemoteApp';
import { readPin, revalidateRegistry } from './federation/remote-registry';
import { AdminGuard, GuestGuard, ProviderGuard, SharedGuard } from './guards/RequireSession';
import { TokenLoginPage } from './pages/TokenLoginPage';

/** The admins' sign-in: guests and providers, who come by QR code, never download it. */
const LoginPage = lazy(() => import('./pages/LoginPage').then((m) => ({ default: m.LoginPage })));
/** Shown only after a session ended, so not part of anyone's first load. */
const SessionExpiredPage = lazy(() => import('./pages/SessionExpiredPage').then((m) => ({ default: m.SessionExpiredPage })));
/** 'Datenschutz' and 'Impressum': public, read by few, so chunks of their own. */
const LegalPage = lazy(() => import('./pages/LegalPage'));

/** The route table; each audience's area is its own remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Suspense fallback={<Loading />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="/session-expired"
        element={
          <Suspense fallback={<Loading />}>
            <SessionExpiredPage />
          </Suspense>
        }
      />
      <Route
        path="/datenschutz"
        element={
          <Suspense fallback={<Loading />}>
            <LegalPage kind="datenschutz" />
          </Suspense>
        }
      />
      <Route
        path="/impressum"
        element={
          <Suspense fallback={<Loading />}>
            <LegalPage kind="impressum" />
          </Suspense>
        }
      />
      <Route path="/guest-login" element={<TokenLoginPage type="guest" />} />
      <Route path="/provider-login" element={<TokenLoginPage type="service_provider" />} />
      {/* The venue upload page (issue 38): anyone with the wall's QR code, no sign-in; the guest remote shows it. */}
      <Route path="/fotos/:token" element={<RemoteApp remote="guest" />} />

      <Route element={<AdminGuard />}>
        <Route path="/admin/*" element={<RemoteApp remote="admin" />} />
      </Route>
      <Route element={<SharedGuard />}>
        <Route path="/guest/anfahrt" element={<RemoteApp remote="guest" />} />
      </Route>
      <Route element={<GuestGuard />}>
        <Route path="/guest-dashboard" element={<RemoteApp remote="guest" placeholder={<GuestWelcome />} />} />
        <Route path="/guest/*" element={<RemoteApp remote="guest" />} />
      </Route>
      <Route element={<ProviderGuard />}>
        <Route path="/service-provider-dashboard" element={<RemoteApp remote="provider" />} />
      </Route>

      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}

/** A value that never changes after the first render needs no subscription. */
const noChanges = () => () => {};

/** Banner and refusals of remote previews: most visitors never load this code. */
const RemotePreview = lazy(() => import('./federation/RemotePreview'));

/** `previewRefusal`: the outcome of the preview the page was opened with (null: none requested). */
export function App({ previewRefusal = null }: { previewRefusal?: Promise<string | null> | null }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setSessionNavigator((path) => void navigate(path, { replace: true }));
    return startSessionWatch();
  }, [navigate]);
  // Every navigation may bring a new release of an area (throttled; unchanged costs a 304).
  useEffect(() => void revalidateRegistry(), [pathname]);
  const [wantsPreview] = useState(() => previewRefusal !== null || readPin() !== null);
  // The banner is the browser's own: while React takes over the server's first screen (a guest's
  // link) it renders as the server did (no banner), then adds it; no hydration mismatch.
  const showPreview = useSyncExternalStore(
    noChanges,
    () => wantsPreview,
    () => false,
  );
  return (
    <>
      {showPreview && (
        <Suspense fallback={null}>
          <RemotePreview refusal={previewRefusal} />
        </Suspense>
      )}
      <AppRoutes />
    </>
  );
}
