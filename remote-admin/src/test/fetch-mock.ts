import { jest } from '@jest/globals';

type Route = { method?: string; path: string | RegExp; reply: unknown; status?: number };

/** The path and query of a URL, whether given as "/api/…" or absolute (as the typed client sends it). */
const pathOf = (url: string) => (/^https?:/.test(url) ? ((u) => u.pathname + u.search)(new URL(url)) : url);

/**
 * A fetch stand-in for component tests: answers by method and path, records every call. Takes
 * both fetch(path, init) and fetch(Request), as the typed client (openapi-fetch) calls it.
 */
export function mockFetch(routes: Route[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const path = pathOf(request ? request.url : String(input));
    const method = request?.method ?? init?.method ?? 'GET';
    const body = request ? (request.body ? await request.clone().text() : undefined) : init?.body;
    calls.push({ method, path, body: typeof body === 'string' && body !== '' ? JSON.parse(body) : body });
    const route = routes.find((r) => (r.method ?? 'GET') === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    if (!route) return new Response(JSON.stringify({ msg: `nicht gemockt: ${method} ${path}` }), { status: 500 });
    return new Response(JSON.stringify(route.reply), { status: route.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}
