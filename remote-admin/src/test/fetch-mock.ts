import { jest } from '@jest/globals';

type Route = { method?: string; path: string | RegExp; reply: unknown; status?: number };

/** A fetch stand-in for component tests: answers by method and path, records every call. */
export function mockFetch(routes: Route[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The typed client (openapi-fetch) passes a Request with an absolute URL; the older client a path and init.
    if (input instanceof Request) {
      const url = new URL(input.url);
      const text = await input.text();
      calls.push({ method: input.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    } else {
      calls.push({ method: init?.method ?? 'GET', path: String(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    }
    const { method, path } = calls[calls.length - 1];
    const route = routes.find((r) => (r.method ?? 'GET') === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    if (!route) return new Response(JSON.stringify({ msg: `nicht gemockt: ${method} ${path}` }), { status: 500 });
    return new Response(JSON.stringify(route.reply), { status: route.status ?? 200 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}
