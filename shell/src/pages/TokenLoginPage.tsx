import { useEffect, useRef, useState } from 'react';
import {
  createApi,
  eventSettingsQuery,
  guestDashboardQuery,
  guestGroupQuery,
  GuestWelcome,
  PRODUCT_NAME,
  type QueryClient,
  unwrap,
  useDocumentTitle,
  useNavigate,
  useQueryClient,
  useSearchParams,
  useSession,
} from '@hochzeit/shared-ui';
import { preloadRemoteApp } from '../federation/remote-loader';

/**
 * The guest dashboard's first requests, started right after the sign-in while the guest remote's
 * code still loads; the dashboard's queries find them in the cache under the same keys.
 */
function prefetchGuestDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(guestDashboardQuery());
  void queryClient.prefetchQuery(guestGroupQuery());
  void queryClient.prefetchQuery(eventSettingsQuery());
}

const FLOWS = {
  guest: { endpoint: '/api/auth/guest-login', home: '/guest-dashboard', remote: 'guest', prefetch: prefetchGuestDashboard },
  service_provider: { endpoint: '/api/auth/service-provider-login', home: '/service-provider-dashboard', remote: 'provider', prefetch: null },
} as const;

/** /guest-login?token=… and /provider-login?token=…: the target of the personal QR code. */
export function TokenLoginPage({ type }: { type: keyof typeof FLOWS }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useDocumentTitle(failed ? 'Link ungültig' : 'Anmeldung', PRODUCT_NAME);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; sign in once.
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setFailed(true);
      return;
    }
    const flow = FLOWS[type];
    // The area's code loads while the token is exchanged (a refused link only wasted a download).
    preloadRemoteApp(flow.remote);
    unwrap(createApi(null).POST(flow.endpoint, { body: { token } }))
      .then(({ access_token }) => {
        login(type, access_token);
        flow.prefetch?.(queryClient);
        navigate(flow.home, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [params, type, login, navigate, queryClient]);

  // A guest's valid link arrives with the wedding's look inlined: the couple's photo and names at once.
  if (!failed) return <GuestWelcome status="Anmeldung läuft..." />;
  return (
    <main className="centered-page">
      <section className="card" role="alert">
        <h1>Link ungültig</h1>
        <p>Dieser persönliche Link ist ungültig oder nicht mehr gültig. Bitte wenden Sie sich an das Brautpaar, um einen neuen QR-Code zu erhalten.</p>
      </section>
    </main>
  );
}
