/**
 * For tests only: routers that hold the location in memory, a fresh query cache per test, and one
 * stand-in for the server's HTTP API. Kept out of the main module so the code that ships to
 * browsers does not carry them.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setSessionQueryClient } from './session/session-store';

export { MemoryRouter } from 'react-router';

/**
 * A QueryClient for one test: no retries (a failure shows at once), nothing refetched behind the
 * test's back, nothing kept after it. Handed to the session like the shell's, so a sign-out empties it.
 */
export function createTestQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  setSessionQueryClient(client);
  return client;
}

/** Renders `ui` inside a QueryClientProvider with a fresh client (or the given one); answers the client too. */
export function renderWithQueryClient(
  ui: ReactElement,
  { client = createTestQueryClient(), wrapper: Outer, ...options }: RenderOptions & { client?: QueryClient } = {},
): RenderResult & { client: QueryClient } {
  const Wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, Outer ? createElement(Outer, null, children) : children);
  return { ...render(ui, { ...options, wrapper: Wrapper }), client };
}

/** A reply of the stand-in API: status (default 200), JSON body, extra headers. */
export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A recorded request: method, path (without the query), query string, headers, body (parsed JSON, the text, or undefined). */
export interface ApiCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

const REPLY_MARK = Symbol('ApiReply');

/** An explicit reply (a failure, a header); anything else given to mockApi is the body of a 200 reply. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): ApiReply {
  return Object.assign({ status, body, headers }, { [REPLY_MARK]: true });
}

const isReply = (value: unknown): value is ApiReply => typeof value === 'object' && value !== null && REPLY_MARK in value;

/**
 * Replaces `fetch` with a stand-in for the API: routes are 'METHOD /path' (matching the path
 * without query) or 'METHOD /path?query' (matching exactly), each answered with a JSON body, a
 * `reply(status, body, headers)`, or a function of the call answering either (also async: a reply
 * that waits).
 * Every request is recorded; one without a route fails the test's request loudly (a rejected
 * fetch and a console error naming it). `restore()` puts the previous fetch back.
 */
export function mockApi(routes: Record<string, unknown>) {
  const calls: ApiCall[] = [];
  const previous = globalThis.fetch;
  const answers = new Map<string, unknown>(Object.entries(routes));

  async function stand(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a form): the text stays.
    }
    const call: ApiCall = { method: request.method, path: url.pathname, search: url.search, headers: request.headers, body };
    calls.push(call);
    const route = [`${call.method} ${call.path}${call.search}`, `${call.method} ${call.path}`].find((key) => answers.has(key));
    if (!route) {
      console.error(`mockApi: keine Antwort für ${call.method} ${call.path}${call.search}`);
      throw new TypeError(`mockApi: no route for ${call.method} ${call.path}`);
    }
    const answer = answers.get(route);
    const given: unknown = typeof answer === 'function' ? await (answer as (call: ApiCall) => unknown)(call) : answer;
    const { status = 200, body: replyBody, headers = {} } = isReply(given) ? given : { body: given };
    const content = replyBody === undefined ? null : JSON.stringify(replyBody);
    return new Response(status === 204 ? null : content, { status, headers: { 'Content-Type': 'application/json', ...headers } });
  }

  globalThis.fetch = stand;
  return {
    calls,
    /** The recorded calls of one route ('GET /api/x', path without query). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
    /** Changes or adds routes for the rest of the test. */
    answer: (more: Record<string, unknown>) => Object.entries(more).forEach(([key, value]) => answers.set(key, value)),
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
