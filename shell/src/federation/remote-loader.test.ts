import { jest } from '@jest/globals';
import { BROWSER_ID_STORAGE_KEY, type RemotesDocument } from '@hochzeit/contracts/remote-runtime';

import type { RemoteRef } from './container-runtime';

const runtime = {
  loadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<unknown>>(),
  preloadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<void>>(),
};
jest.unstable_mockModule('./container-runtime', () => runtime);

type Loader = typeof import('./remote-loader');
type Registry = typeof import('./remote-registry');
let loader: Loader;
let registry: Registry;

const release = (version: string) => ({
  version,
  manifest: `/remotes/guest/${version}/mf-manifest.json`,
  integrity: { 'remoteEntry.js': `sha384-entry-${version}`, 'mf-manifest.json': `sha384-manifest-${version}` },
});
const document: RemotesDocument = {
  admin: '/remotes/admin/mf-manifest.json',
  guest: release('1.3.0').manifest,
  versions: { guest: { ...release('1.3.0'), fallbacks: [release('1.2.0'), release('1.1.0')] } },
};
const App = () => null;

/** Requests the page made apart from the failure reports: the entry-byte checks after a failure. */
const fetchMock = jest.fn<typeof fetch>();
const reports = () =>
  fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request instanceof Request && new URL(request.url).pathname === '/api/remote-failures');
const reportBodies = async () => Promise.all(reports().map((request) => request.clone().json()));
const loadBodies = async () =>
  Promise.all(
    fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => request instanceof Request && new URL(request.url).pathname === '/api/remote-loads')
      .map((request) => request.clone().json()),
  );

beforeEach(async () => {
  jest.resetModules();
  Object.values(runtime).forEach((fn) => fn.mockReset());
  fetchMock.mockReset();
  // The failure reports are answered 202; the entry files are intact (a failure is no integrity problem).
  fetchMock.mockImplementation(async (input) => (input instanceof Request ? new Response('{"success":true}', { status: 202 }) : new Response('Not found', { status: 404 })));
  globalThis.fetch = fetchMock;
  sessionStorage.clear();
  registry = await import('./remote-registry');
  loader = await import('./remote-loader');
  fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(document)));
  await registry.refreshRegistry();
});

const names = () => runtime.loadExposed.mock.calls.map(([ref, expose]) => `${ref.name}/${expose}`);
const NO_DELAY = [0, 0];

it('registers each release under a name of its own and loads its App', async () => {
  runtime.loadExposed.mockResolvedValue({ default: App });
  const loaded = await loader.loadRemoteApp('guest');
  expect(loaded).toEqual({ release: expect.objectContaining({ version: '1.3.0' }), App });
  expect(runtime.loadExposed).toHaveBeenCalledWith({ name: 'hochzeit_guest_1_3_0', manifest: release('1.3.0').manifest }, 'App');
  expect(names()).toEqual(['hochzeit_guest_1_3_0/App']);
  expect(reports()).toEqual([]);

  runtime.loadExposed.mockResolvedValue({ default: App });
  await loader.loadRemoteApp('admin');
  expect(runtime.loadExposed).toHaveBeenLastCalledWith({ name: 'hochzeit_admin', manifest: '/remotes/admin/mf-manifest.json' }, 'App');
});

it('retries a release twice, then falls back to the earlier good ones in order and reports each failure', async () => {
  runtime.loadExposed.mockImplementation(async ({ name: id }) => {
    if (id.startsWith('hochzeit_guest_1_1_0')) return { default: App };
    throw new Error(`ScriptNetworkError: ${id}`);
  });
  const attempts: string[] = [];
  const loaded = await loader.loadRemoteApp('guest', (version) => attempts.push(version), NO_DELAY);
  expect(loaded.release.version).toBe('1.1.0');
  expect(attempts).toEqual(['1.3.0', '1.2.0', '1.1.0']);
  expect(names()).toEqual([
    ...Array(3).fill('hochzeit_guest_1_3_0/App'),
    ...Array(3).fill('hochzeit_guest_1_2_0/App'),
    'hochzeit_guest_1_1_0/App',
  ]);
  await Promise.resolve();
  expect(await reportBodies()).toEqual([
    { remote: 'guest', version: '1.3.0', reason: 'Error: ScriptNetworkError: hochzeit_guest_1_3_0', fell_back_to: '1.1.0', browser: expect.any(String) },
    { remote: 'guest', version: '1.2.0', reason: 'Error: ScriptNetworkError: hochzeit_guest_1_2_0', fell_back_to: '1.1.0', browser: expect.any(String) },
  ]);
  // The failed releases are not tried again in this page, until a retry.
  expect(registry.releasesFor('guest').map((r) => r.version)).toEqual(['1.1.0']);
  loader.forgetFailures('guest');
  expect(registry.releasesFor('guest').map((r) => r.version)).toEqual(['1.3.0', '1.2.0', '1.1.0']);
});

it('waits 300 ms and 1 s between the attempts of one release', async () => {
  expect(loader.RETRY_DELAYS_MS).toEqual([300, 1000]);
  jest.useFakeTimers();
  try {
    runtime.loadExposed.mockRejectedValueOnce(new Error('weg')).mockRejectedValueOnce(new Error('weg')).mockResolvedValue({ default: App });
    const loading = loader.loadRemoteApp('guest');
    await jest.advanceTimersByTimeAsync(299);
    expect(runtime.loadExposed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runtime.loadExposed).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(999);
    expect(runtime.loadExposed).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect((await loading).release.version).toBe('1.3.0');
  } finally {
    jest.useRealTimers();
  }
});

it('does not retry an integrity failure and reports it as such', async () => {
  runtime.loadExposed.mockImplementation(async ({ name: id }) => {
    if (id.startsWith('hochzeit_guest_1_3_0')) throw new Error(`Failed to get manifest. Error: integrity: ${release('1.3.0').manifest} passt nicht`);
    return { default: App };
  });
  const loaded = await loader.loadRemoteApp('guest', undefined, NO_DELAY);
  expect(loaded.release.version).toBe('1.2.0');
  expect(names()).toEqual(['hochzeit_guest_1_3_0/App', 'hochzeit_guest_1_2_0/App']);
  expect(await reportBodies()).toEqual([{ remote: 'guest', version: '1.3.0', reason: 'integrity', fell_back_to: '1.2.0', browser: localStorage.getItem(BROWSER_ID_STORAGE_KEY) }]);
  // Once per page load: which version it loaded, and that it fell back to it, under the same browser id.
  expect(await loadBodies()).toEqual([{ remote: 'guest', version: '1.2.0', fell_back: true, browser: localStorage.getItem(BROWSER_ID_STORAGE_KEY) }]);
  await loader.loadRemoteApp('guest', undefined, NO_DELAY);
  expect(await loadBodies()).toHaveLength(1);
});

it('reports the version loaded once per page load, and none when nothing loaded', async () => {
  runtime.loadExposed.mockResolvedValueOnce({ default: App }).mockRejectedValue(new Error('offline'));
  await loader.loadRemoteApp('guest', undefined, NO_DELAY);
  await expect(loader.loadRemoteApp('provider', undefined, NO_DELAY)).rejects.toThrow();
  fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ ...document, admin: '/remotes/admin/mf-manifest.json' })));
  await registry.refreshRegistry();
  await expect(loader.loadRemoteApp('admin', undefined, NO_DELAY)).rejects.toThrow('offline');
  expect((await loadBodies()).map(({ remote, version, fell_back }) => [remote, version, fell_back])).toEqual([
    ['guest', '1.3.0', false],
    ['provider', null, true],
    ['admin', null, true],
  ]);
});

it('rejects when no release loads, reporting that the fallback page is shown', async () => {
  runtime.loadExposed.mockRejectedValue(new Error('offline'));
  await expect(loader.loadRemoteApp('guest', undefined, NO_DELAY)).rejects.toThrow('offline');
  expect(runtime.loadExposed).toHaveBeenCalledTimes(9);
  expect((await reportBodies()).map((r) => [r.version, r.fell_back_to])).toEqual([
    ['1.3.0', null],
    ['1.2.0', null],
    ['1.1.0', null],
  ]);
  await expect(loader.loadRemoteApp('provider', undefined, NO_DELAY)).rejects.toThrow('Für „provider“ ist kein Remote registriert');
});

it('counts an App-less module as a failure', async () => {
  runtime.loadExposed.mockResolvedValueOnce({}).mockResolvedValue({ default: App });
  expect((await loader.loadRemoteApp('guest', undefined, NO_DELAY)).release.version).toBe('1.3.0');
  expect(runtime.loadExposed).toHaveBeenCalledTimes(2);
});

it('shares one load between concurrent callers', async () => {
  runtime.loadExposed.mockResolvedValue({ default: App });
  const [a, b] = await Promise.all([loader.loadRemoteApp('guest'), loader.loadRemoteApp('guest')]);
  expect(a).toBe(b);
  expect(runtime.loadExposed).toHaveBeenCalledTimes(1);
});

it('starts another load when the releases to try changed while one was under way', async () => {
  let finishLive!: (module: unknown) => void;
  runtime.loadExposed.mockImplementationOnce(() => new Promise((resolve) => (finishLive = resolve))).mockResolvedValue({ default: App });
  const live = loader.loadRemoteApp('guest');
  registry.setPin({ remote: 'guest', ...release('1.4.0') });
  const pinned = loader.loadRemoteApp('guest');
  expect((await pinned).release.version).toBe('1.4.0');
  finishLive({ default: App });
  expect((await live).release.version).toBe('1.3.0');
  expect(names()).toEqual(['hochzeit_guest_1_3_0/App', 'hochzeit_guest_1_4_0/App']);
});

it('loads a pinned preview first, with its own name', async () => {
  registry.setPin({ remote: 'guest', ...release('1.4.0') });
  runtime.loadExposed.mockResolvedValue({ default: App });
  expect((await loader.loadRemoteApp('guest')).release.version).toBe('1.4.0');
  expect(names()).toEqual(['hochzeit_guest_1_4_0/App']);
  expect(loader.loadedApp('guest')?.release.version).toBe('1.4.0');
  registry.setPin(null);
  expect(loader.loadedApp('guest')).toBeUndefined();
});

describe('preloadRemoteApp', () => {
  it('preloads the App of the release to show, once', async () => {
    runtime.preloadExposed.mockResolvedValue(undefined);
    loader.preloadRemoteApp('guest');
    loader.preloadRemoteApp('guest');
    expect(runtime.preloadExposed).toHaveBeenCalledTimes(1);
    expect(runtime.preloadExposed).toHaveBeenCalledWith({ name: 'hochzeit_guest_1_3_0', manifest: release('1.3.0').manifest }, 'App');
  });

  it('tries again after a failed preload, and never for a remote already loaded', async () => {
    runtime.preloadExposed.mockRejectedValueOnce(new Error('offline'));
    loader.preloadRemoteApp('guest');
    await new Promise((resolve) => setTimeout(resolve, 0));
    runtime.preloadExposed.mockResolvedValue(undefined);
    loader.preloadRemoteApp('guest');
    expect(runtime.preloadExposed).toHaveBeenCalledTimes(2);

    runtime.loadExposed.mockResolvedValue({ default: App });
    await loader.loadRemoteApp('admin');
    loader.preloadRemoteApp('admin');
    expect(runtime.preloadExposed).toHaveBeenCalledTimes(2);
  });
});
