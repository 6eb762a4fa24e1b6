/**
 * The data layer: TanStack Query, one QueryClient per page (the shell's), shared with the remotes.
 *
 * How to add an endpoint (the pattern every package follows):
 * - One `…Query()` function per GET endpoint, built with `queryOptions`: the key and the function
 *   that fetches it live together, so every component asking for the same data shares one request
 *   and one cache entry. Endpoints more than one package reads live here; an area's own endpoints
 *   live in that area (e.g. remote-admin/src/lib/queries.ts), written the same way.
 * - The key is the API path as the contract spells it, then its parameters:
 *   `['/api/guest/menu/{menuId}', { menuId }]`. Invalidating a path's key refreshes all its variants:
 *   `queryClient.invalidateQueries({ queryKey: ['/api/guests'] })`.
 * - Reading: `const { data, error } = useQuery(eventSettingsQuery())`; failures are ApiErrors,
 *   shown with `errorMessage(error, 'Deutscher Fallback')`.
 * - Changing: `useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries(...) })`,
 *   invalidating every key the change touches (or `setQueryData` with the server's reply).
 *   useMutation comes from '@hochzeit/shared-ui/toolkit': a guest's first screen changes nothing.
 * - Tests: `renderWithQueryClient` and `mockApi({ 'GET /api/x': reply })` from '@hochzeit/shared-ui/testing'.
 * Hooks come from here too ('@hochzeit/shared-ui'): a direct import of '@tanstack/react-query'
 * in a remote would bring a second copy without the shell's client ("No QueryClient set").
 */
import { mutationOptions, QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { useSession } from '../session/session-store';
import { storedToken, TOKEN_KEYS, type UserType } from '../session/tokens';
import { ApiError } from './api-error';
import { type ApiPaths, createApi, unwrap } from './typed-api';

export {
  QueryClient,
  QueryClientProvider,
  mutationOptions,
  queryOptions,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';

/** Data younger than this is shown from the cache without asking again (a page visited twice in a row). */
export const STALE_TIME_MS = 30_000;

/** A refusal (4xx) is an answer and is not asked again; no answer or a server failure is retried once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The page's QueryClient. `networkMode: 'always'`: offline, the service worker still answers from
 * its store, so requests must not wait for the browser to be online. No refetch when the window
 * regains focus: a guest switching apps on a phone would reload the dashboard every time.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Whoever is signed in (before the session is checked: the first stored token, in the session's order). */
function signedInAudience(): UserType | null {
  return useSession.getState().userType ?? TOKEN_KEYS.find(([type]) => storedToken(type))?.[0] ?? null;
}

/** The info pages (directions, castle video) are read by guests and providers alike. */
function readerAudience(): UserType {
  return useSession.getState().userType === 'service_provider' ? 'service_provider' : 'guest';
}

const guestApi = () => createApi('guest');
const providerApi = () => createApi('service_provider');

// Shared by every audience.

/** The wedding's title, date and venue: one request per page, whoever needs it (nobody signed in: not asked). */
export const eventSettingsQuery = () => {
  const audience = signedInAudience();
  return queryOptions({
    queryKey: ['/api/event-settings'],
    queryFn: audience === null ? skipToken : ({ signal }) => unwrap(createApi(audience).GET('/api/event-settings', { signal })),
  });
};

/**
 * The venue's weather (Open-Meteo's forecast or the wedding's date in past years, fetched and
 * cached by the backend); a reply without figures carries the German reason in `msg`.
 */
export const weatherQuery = () => {
  const audience = signedInAudience();
  return queryOptions({
    queryKey: ['/api/weather'],
    queryFn: audience === null ? skipToken : ({ signal }) => unwrap(createApi(audience).GET('/api/weather', { signal })),
  });
};

/** The ticker's messages, read without a credential. */
export const tickerMessagesQuery = () =>
  queryOptions({ queryKey: ['/api/admin/ticker-messages'], queryFn: ({ signal }) => unwrap(createApi(null).GET('/api/admin/ticker-messages', { signal })) });

/** The castle video's signed address; it expires, so it is asked again on every visit. */
export const castleVideoQuery = () =>
  queryOptions({ queryKey: ['/api/video'], queryFn: ({ signal }) => unwrap(createApi(readerAudience()).GET('/api/video', { signal })), staleTime: 0 });

/** The castle page the couple wrote (guests). */
export const castlePageQuery = () =>
  queryOptions({ queryKey: ['/api/guest/pages/castle'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/guest/pages/castle', { signal })) });

/** The dress code the couple wrote (guests and providers). */
export const dressCodePageQuery = () =>
  queryOptions({ queryKey: ['/api/guest/pages/dress-code'], queryFn: ({ signal }) => unwrap(createApi(readerAudience()).GET('/api/guest/pages/dress-code', { signal })) });

/** The directions' text and links the couple wrote (guests and providers); the address is the event settings'. */
export const directionsPageQuery = () =>
  queryOptions({ queryKey: ['/api/guest/pages/directions'], queryFn: ({ signal }) => unwrap(createApi(readerAudience()).GET('/api/guest/pages/directions', { signal })) });

/** The wish list's payment details (guests). */
export const paymentPageQuery = () =>
  queryOptions({ queryKey: ['/api/guest/pages/payment'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/guest/pages/payment', { signal })) });

// A guest's own data (the shell prefetches the dashboard's right after the sign-in).

export const guestDashboardQuery = () =>
  queryOptions({ queryKey: ['/api/guest/dashboard'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/guest/dashboard', { signal })) });

export const guestGroupQuery = () =>
  queryOptions({ queryKey: ['/api/guest/group'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/guest/group', { signal })) });

/** A menu; null: the guest has none, nothing is asked. */
export const guestMenuQuery = (menuId: number | null) =>
  queryOptions({
    queryKey: ['/api/guest/menu/{menuId}', { menuId }],
    queryFn: menuId === null ? skipToken : ({ signal }) => unwrap(guestApi().GET('/api/guest/menu/{menuId}', { params: { path: { menuId } }, signal })),
  });

export const guestTimelineQuery = () =>
  queryOptions({ queryKey: ['/api/timeline/guest'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/timeline/guest', { signal })) });

export const guestWishlistQuery = () =>
  queryOptions({ queryKey: ['/api/guest/wishlist'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/guest/wishlist', { signal })) });

export const guestStoryQuery = () =>
  queryOptions({ queryKey: ['/api/story/guest'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/story/guest', { signal })) });

export const guestRsvpQuery = () =>
  queryOptions({ queryKey: ['/api/guest/rsvp'], queryFn: ({ signal }) => unwrap(guestApi().GET('/api/guest/rsvp', { signal })) });

type GuestRsvpBody = NonNullable<ApiPaths['/api/guest/rsvp']['put']['requestBody']>['content']['application/json'];

/** Saves the group's answers: the reply is the new RSVP state; the dashboard's card ('Antwort ansehen') changes too. */
export const saveGuestRsvpMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (body: GuestRsvpBody) => unwrap(guestApi().PUT('/api/guest/rsvp', { body })),
    onSuccess: (reply) => {
      queryClient.setQueryData(guestRsvpQuery().queryKey, reply);
      return queryClient.invalidateQueries({ queryKey: guestDashboardQuery().queryKey });
    },
  });

// A service provider's own data.

export const providerDashboardQuery = () =>
  queryOptions({ queryKey: ['/api/service-provider/dashboard'], queryFn: ({ signal }) => unwrap(providerApi().GET('/api/service-provider/dashboard', { signal })) });

export const providerTimelineQuery = () =>
  queryOptions({ queryKey: ['/api/timeline/service-provider'], queryFn: ({ signal }) => unwrap(providerApi().GET('/api/timeline/service-provider', { signal })) });

/** The kitchen list, for a catering provider (others get 403 with a German message). */
export const providerKitchenListQuery = () =>
  queryOptions({ queryKey: ['/api/service-provider/kitchen-list'], queryFn: ({ signal }) => unwrap(providerApi().GET('/api/service-provider/kitchen-list', { signal })) });
