import { useSession } from '../session/session-store';
import { storedToken, type UserType } from '../session/tokens';

/** An API failure: `msg` is the server's German message, or a fallback. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NO_RESPONSE_MESSAGE = 'Server antwortet nicht. Bitte später erneut versuchen.';

type Body = unknown;
interface RequestOptions {
  body?: Body;
  signal?: AbortSignal;
  /** 'blob' for downloads (files, QR codes). */
  responseType?: 'json' | 'blob';
}

async function request<T>(audience: UserType | null, method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const token = storedToken(audience);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NO_RESPONSE_MESSAGE);
  }

  // The server no longer accepts the signed-in user's token (revoked, secret rotated): end that
  // session the way an expired token ends it, instead of leaving the user on failing pages.
  if (response.status === 401 && token && audience === useSession.getState().userType) useSession.getState().logout();

  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { msg?: string; error?: string } | null;
    throw new ApiError(response.status, data?.msg ?? data?.error ?? `HTTP ${response.status}`, data);
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A client that sends the given audience's stored token as a bearer credential (null: no credential). */
export function apiClient(audience: UserType | null) {
  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>(audience, 'GET', path, options),
    post: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>(audience, 'POST', path, { ...options, body }),
    put: <T>(path: string, body?: Body, options?: RequestOptions) => request<T>(audience, 'PUT', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>(audience, 'DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The server's msg where there is one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
