import { jest } from '@jest/globals';

/** `reply` is sent as JSON; a file is `file` (the raw body) with its `headers`, e.g. Content-Disposition. */
type Route = { method?: string; path: string | RegExp; status?: number; headers?: Record<string, string> } & ({ reply: unknown } | { file: string });

/** A fetch stand-in for component tests: answers by method and path, records every call. */
export function mockFetch(routes: Route[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The typed client (openapi-fetch) passes a Request with the page's origin; the older client a path and init.
    const request = input instanceof Request ? input : null;
    const path = request ? new URL(request.url).pathname + new URL(request.url).search : String(input);
    const method = request?.method ?? init?.method ?? 'GET';
    const text = request ? await request.text() : init?.body;
    calls.push({ method, path, body: typeof text === 'string' ? (text ? JSON.parse(text) : undefined) : text });
    const route = routes.find((r) => (r.method ?? 'GET') === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    if (!route) return new Response(JSON.stringify({ msg: `nicht gemockt: ${method} ${path}` }), { status: 500 });
    const body = 'file' in route ? route.file : JSON.stringify(route.reply);
    return new Response(body, { status: route.status ?? 200, headers: route.headers });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}
