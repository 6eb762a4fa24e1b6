import type { paths } from '@hochzeit/contracts/openapi';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { useSession } from '../session/session-store';
import { storedToken, type UserType } from '../session/tokens';
import { ApiError, NO_RESPONSE_MESSAGE } from './api-error';
import { noteReply } from './offline-stand';

/** The API as the contract describes it: a wrong path, method, parameter or body does not compile. */
export type Api = Client<paths>;
export type { paths as ApiPaths };

/** Bearer token of the audience; a refused token ends that session; every failure becomes an ApiError; offline replies are noted. */
function sessionMiddleware(audience: UserType | null): Middleware {
  return {
    onRequest({ request }) {
      const token = storedToken(audience);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      // A reply from the service worker's store is marked on the page that shows it.
      noteReply(request.url, response.headers);
      // The server no longer accepts the signed-in user's token (renewed link, revoked, secret
      // rotated): end that session the way an expired token ends it.
      if (response.status === 401 && request.headers.has('Authorization') && audience === useSession.getState().userType) {
        useSession.getState().logout();
      }
      if (!response.ok) {
        const data = (await response.json().catch(() => null)) as { msg?: string; error?: string } | null;
        throw new ApiError(response.status, data?.msg ?? data?.error ?? `HTTP ${response.status}`, data);
      }
      return response;
    },
    onError({ error }) {
      if (error instanceof ApiError || (error as { name?: unknown } | null)?.name === 'AbortError') return error as Error;
      return new ApiError(0, NO_RESPONSE_MESSAGE);
    },
  };
}

/** A typed client that sends the given audience's stored token (null: no credential). */
export function createApi(audience: UserType | null): Api {
  // The API lives on the page's origin (remotes may be served from elsewhere, the API is not).
  // fetch is looked up per call, so tests can replace it.
  const client = createClient<paths>({ baseUrl: typeof location === 'undefined' ? '' : location.origin, fetch: (request) => globalThis.fetch(request) });
  client.use(sessionMiddleware(audience));
  return client;
}

/** The reply's data. Failures never get here: the client throws them as ApiError. */
export async function unwrap<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}
