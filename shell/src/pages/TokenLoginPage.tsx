import { lazy, Suspense, useEffect } from 'react';
import {
  createApi,
  eventSettingsQuery,
  guestDashboardQuery,
  guestGroupQuery,
  GuestWelcome,
  PRODUCT_NAME,
  SIGNING_IN,
  type QueryClient,
  unwrap,
  useDocumentTitle,
  useNavigate,
  useQueryClient,
  skipToken,
  useQuery,
  useSearchParams,
  useSession,
} from '@hochzeit/shared-ui';
import { preloadRemoteApp } from '../federation/remote-loader';

// The guest texts in both forms load only when a link fails: a working link's first load stays small.
const InvalidLinkText = lazy(() => import('./InvalidLinkText'));
// The privacy notice and imprint links, likewise only when a link fails.
const LegalLinks = lazy(() => import('./LegalLinks'));

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
  const token = params.get('token');
  const flow = FLOWS[type];
  // The link's token is exchanged once (a query: StrictMode's second mount and re-renders share the
  // one request); the area's code loads meanwhile (a refused link only wasted a download).
  const exchange = useQuery({
    queryKey: [flow.endpoint, { token }],
    queryFn: token
      ? () => {
          preloadRemoteApp(flow.remote);
          return unwrap(createApi(null).POST(flow.endpoint, { body: { token } }));
        }
      : skipToken,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const failed = !token || exchange.isError;
  const accessToken = exchange.data?.access_token;
  useDocumentTitle(failed ? 'Link ungültig' : 'Anmeldung', PRODUCT_NAME);

  // Signed in: the session starts, the area's first requests start, and the area opens.
  useEffect(() => {
    if (!accessToken) return;
    login(type, accessToken);
    flow.prefetch?.(queryClient);
    void navigate(flow.home, { replace: true });
  }, [accessToken, type, flow, login, navigate, queryClient]);

  // A guest's valid link arrives with the wedding's look inlined: the couple's photo and names at once.
  if (!failed) return <GuestWelcome status={SIGNING_IN} />;
  return (
    <main className="centered-page">
      <section className="card" role="alert">
        <h1>Link ungültig</h1>
        <Suspense fallback={null}>
          <InvalidLinkText forGuest={type === 'guest'} />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <LegalLinks />
      </Suspense>
    </main>
  );
}
