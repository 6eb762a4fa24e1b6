import type { paths } from '@hochzeit/contracts/openapi';
import type { Client } from 'openapi-fetch';
import { useSession } from '../session/session-store';
import { storedToken, type UserType } from '../session/tokens';
import { ApiError, NO_RESPONSE_MESSAGE } from './api-error';
import { noteReply } from './offline-stand';

/**
 * The API as the contract describes it: a wrong path, method, parameter or body does not compile.
 * openapi-fetch gives the types only; the calls are the few lines below, since every guest's first
 * script carries them (its runtime, with serializers and middleware we do not use, is ~2 KB gzip).
 */
export type Api = Pick<Client<paths>, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
export type { paths as ApiPaths };

type Method = keyof Api;
interface CallOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal | null;
}

const encode = (value: unknown) => encodeURIComponent(String(value));

/** The call's address: `{name}` filled from the path parameters, the query appended (a list repeats its name, absent values are left out). */
export function apiUrl(path: string, { path: pathParams = {}, query = {} }: NonNullable<CallOptions['params']> = {}): string {
  const search = Object.entries(query)
    .flatMap(([name, value]) => [value].flat().filter((item) => item != null).map((item) => `${name}=${encode(item)}`))
    .join('&');
  return path.replace(/\{([^{}]+)\}/g, (_, name: string) => encode(pathParams[name])) + (search ? `?${search}` : '');
}

/**
 * One call: the audience's bearer token, a JSON body; offline replies are noted; a refused token
 * ends that session; every failure is thrown as an ApiError, so only successes come back.
 */
async function call(audience: UserType | null, method: Method, path: string, { params, body, signal }: CallOptions = {}): Promise<{ data?: unknown; response: Response }> {
  // The API lives on the page's origin (remotes may be served from elsewhere, the API is not).
  const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' });
  const token = storedToken(audience);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const request = new Request((typeof location === 'undefined' ? '' : location.origin) + apiUrl(path, params), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  let response: Response;
  try {
    // fetch is looked up per call, so tests can replace it.
    response = await globalThis.fetch(request);
  } catch (error) {
    throw (error as { name?: unknown } | null)?.name === 'AbortError' ? error : new ApiError(0, NO_RESPONSE_MESSAGE);
  }
  // A reply from the service worker's store is marked on the page that shows it.
  noteReply(request.url, response.headers);
  // The server no longer accepts the signed-in user's token (renewed link, revoked, secret
  // rotated): end that session the way an expired token ends it.
  if (response.status === 401 && token && audience === useSession.getState().userType) useSession.getState().logout();
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { msg?: string; error?: string } | null;
    throw new ApiError(response.status, data?.msg ?? data?.error ?? `HTTP ${response.status}`, data);
  }
  const text = await response.text();
  return { data: text ? (JSON.parse(text) as unknown) : undefined, response };
}

/** A typed client that sends the given audience's stored token (null: no credential). */
export function createApi(audience: UserType | null): Api {
  const method = (name: Method) => (path: string, options?: CallOptions) => call(audience, name, path, options);
  return { GET: method('GET'), POST: method('POST'), PUT: method('PUT'), PATCH: method('PATCH'), DELETE: method('DELETE') } as unknown as Api;
}

/** The reply's data. Failures never get here: the client throws them as ApiError. */
export async function unwrap<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}
