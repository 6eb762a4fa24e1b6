import { ApiError } from './api-error';
import { createQueryClient, shouldRetry, STALE_TIME_MS } from './queries';

it('asks again once after no answer or a server failure, never after a refusal', () => {
  expect(shouldRetry(0, new ApiError(0, 'Server antwortet nicht'))).toBe(true);
  expect(shouldRetry(0, new ApiError(503, 'HTTP 503'))).toBe(true);
  expect(shouldRetry(1, new ApiError(503, 'HTTP 503'))).toBe(false);
  for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, new ApiError(status, 'nein'))).toBe(false);
});

it("the page's client keeps replies fresh for a while, asks while offline (the service worker answers), and not on focus", () => {
  const defaults = createQueryClient().getDefaultOptions().queries;
  expect(defaults).toMatchObject({ staleTime: STALE_TIME_MS, networkMode: 'always', refetchOnWindowFocus: false });
});
