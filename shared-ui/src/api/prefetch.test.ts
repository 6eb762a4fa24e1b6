import { jest } from '@jest/globals';
import { clearPrefetched, prefetch, PREFETCH_MAX_AGE_MS, takePrefetched } from './prefetch';

afterEach(() => {
  jest.useRealTimers();
  clearPrefetched();
});

it('hands the started request to the first taker only, so a later visit asks the server again', async () => {
  let calls = 0;
  prefetch('/api/guest/dashboard', async () => ({ call: ++calls }));
  expect(calls).toBe(1); // started at once, not when taken
  await expect(takePrefetched('/api/guest/dashboard')).resolves.toEqual({ call: 1 });
  expect(takePrefetched('/api/guest/dashboard')).toBeUndefined();
  expect(takePrefetched('/api/guest/group')).toBeUndefined();
});

it('passes a failure on to the taker, and an untaken failure is not unhandled', async () => {
  const unhandled = jest.fn();
  // Node's process (the test runs in Node; shared-ui's types are the browser's).
  const node = (globalThis as unknown as { process: { on(event: string, f: () => void): void; off(event: string, f: () => void): void } }).process;
  node.on('unhandledRejection', unhandled);
  try {
    prefetch('/api/guest/group', () => Promise.reject(new Error('kaputt')));
    prefetch('/api/event-settings', () => Promise.reject(new Error('niemand fragt')));
    await expect(takePrefetched('/api/guest/group')).rejects.toThrow('kaputt');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    node.off('unhandledRejection', unhandled);
  }
});

it('does not hand out an answer older than the maximum age, nor any after clearPrefetched (sign-out)', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  prefetch('a', async () => 1);
  jest.setSystemTime(1_000_000 + PREFETCH_MAX_AGE_MS + 1);
  expect(takePrefetched('a')).toBeUndefined();
  prefetch('b', async () => 2);
  clearPrefetched();
  expect(takePrefetched('b')).toBeUndefined();
});
