import type { ApiCall } from '@hochzeit/shared-ui/testing';

/** The changes a page sent through the stand-in API (mockApi's calls without the reads): method, path with query, body. */
export function writes(api: { calls: readonly ApiCall[] }) {
  return api.calls.filter((call) => call.method !== 'GET').map(({ method, path, search, body }) => ({ method, path: path + search, body }));
}
