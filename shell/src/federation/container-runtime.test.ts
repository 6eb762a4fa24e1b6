import { jest } from '@jest/globals';
import { protectRelease } from './integrity';

// jsdom has no SubtleCrypto: the test window gets Node's Web Crypto (the module name is computed,
// the frontend tsconfig has no Node types).
const { webcrypto } = (await import(String('node:crypto'))) as { webcrypto: Crypto };
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const { loadExposed, preloadExposed } = await import('./container-runtime');

const base = 'https://guest.example/remotes/guest/1.4.0/';
const manifest = {
  name: 'hochzeit_guest',
  metaData: { globalName: 'hochzeit_guest', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.abc.js'], async: ['7.def.js'] }, css: { sync: ['__federation_expose_App.abc.css'], async: [] } } }],
};
const MANIFEST = JSON.stringify(manifest);

const fetchMock = jest.fn<typeof fetch>();
const scope = globalThis as unknown as Record<string, unknown>;
const initSharing = jest.fn(async () => undefined);
scope.__webpack_init_sharing__ = initSharing;
scope.__webpack_share_scopes__ = { default: { react: {} } };

/** A container as webpack's remoteEntry.js defines it on its global. */
function fakeContainer(app: unknown) {
  return { init: jest.fn(), get: jest.fn(async (module: string) => () => ({ module, default: app })) };
}

/** Plays the browser's part for appended entry scripts: runs `onScript` and fires load or error. */
let onScript: (script: HTMLScriptElement) => 'load' | 'error' = () => 'load';
const appended: HTMLScriptElement[] = [];
const append = document.head.append.bind(document.head);
jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
  for (const node of nodes) {
    if (node instanceof HTMLScriptElement) {
      appended.push(node);
      const outcome = onScript(node);
      queueMicrotask(() => node.dispatchEvent(new Event(outcome)));
    } else append(node);
  }
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(MANIFEST));
  globalThis.fetch = fetchMock;
  appended.length = 0;
  initSharing.mockClear();
});

it('runs the entry named by the manifest, joins it to the shared scope and returns the exposed module', async () => {
  const container = fakeContainer('App');
  onScript = () => {
    scope.hochzeit_guest = container;
    return 'load';
  };
  const module = await loadExposed<{ module: string }>({ name: 'hochzeit_guest_2_0_0', manifest: 'https://guest.example/remotes/guest/2.0.0/mf-manifest.json' }, 'App');
  expect(module).toEqual({ module: './App', default: 'App' });
  expect(appended.map((script) => script.src)).toEqual(['https://guest.example/remotes/guest/2.0.0/remoteEntry.js']);
  expect(appended[0].crossOrigin).toBe('anonymous');
  expect(initSharing).toHaveBeenCalledWith('default');
  expect(container.init).toHaveBeenCalledWith(scope.__webpack_share_scopes__ && (scope.__webpack_share_scopes__ as Record<string, unknown>).default);
  // The same release again: no second manifest or entry.
  await loadExposed({ name: 'hochzeit_guest_2_0_0', manifest: 'https://guest.example/remotes/guest/2.0.0/mf-manifest.json' }, 'App');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(appended).toHaveLength(1);
});

describe('a release with recorded hashes', () => {
  const entryHash = 'sha384-recorded-entry-hash';
  let manifestHash = '';
  beforeAll(async () => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', new TextEncoder().encode(MANIFEST)));
    manifestHash = `sha384-${btoa(String.fromCharCode(...digest))}`;
    protectRelease('hochzeit_guest_1_4_0', { version: '1.4.0', manifest: `${base}mf-manifest.json`, integrity: { 'mf-manifest.json': manifestHash, 'remoteEntry.js': entryHash } });
    protectRelease('hochzeit_guest_1_5_0', { version: '1.5.0', manifest: `${base.replace('1.4.0', '1.5.0')}mf-manifest.json`, integrity: { 'mf-manifest.json': 'sha384-other' } });
  });

  it("loads its entry with the recorded hash, after clearing another release's container", async () => {
    scope.hochzeit_guest = fakeContainer('old release');
    let seenBefore: unknown = 'not run';
    onScript = () => {
      seenBefore = scope.hochzeit_guest;
      scope.hochzeit_guest = fakeContainer('App 1.4.0');
      return 'load';
    };
    const module = await loadExposed<{ default: string }>({ name: 'hochzeit_guest_1_4_0', manifest: `${base}mf-manifest.json` }, 'App');
    expect(module.default).toBe('App 1.4.0');
    expect(seenBefore).toBeUndefined();
    expect(appended[0].integrity).toBe(entryHash);
  });

  it('refuses a manifest with one byte changed', async () => {
    fetchMock.mockImplementation(async () => new Response(MANIFEST.replace('guest', 'gu3st')));
    await expect(loadExposed({ name: 'hochzeit_guest_1_5_0', manifest: `${base.replace('1.4.0', '1.5.0')}mf-manifest.json` }, 'App')).rejects.toThrow('integrity: ');
    expect(appended).toHaveLength(0);
  });
});

it('refuses an entry of a protected release that has no recorded hash', async () => {
  protectRelease('hochzeit_guest_1_6_0', { version: '1.6.0', manifest: 'https://guest.example/remotes/guest/1.6.0/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha384-x' } });
  // The manifest's own hash is checked first; this one passes when its hash is right.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', new TextEncoder().encode(MANIFEST)));
  protectRelease('hochzeit_guest_1_6_0', { version: '1.6.0', manifest: 'https://guest.example/remotes/guest/1.6.0/mf-manifest.json', integrity: { 'mf-manifest.json': `sha384-${btoa(String.fromCharCode(...digest))}` } });
  await expect(loadExposed({ name: 'hochzeit_guest_1_6_0', manifest: 'https://guest.example/remotes/guest/1.6.0/mf-manifest.json' }, 'App')).rejects.toThrow('integrity: https://guest.example/remotes/guest/1.6.0/remoteEntry.js');
  expect(appended).toHaveLength(0);
});

it('reports an entry that fails to load, and tries it again on the next call', async () => {
  onScript = () => 'error';
  const ref = { name: 'hochzeit_guest_3_0_0', manifest: 'https://guest.example/remotes/guest/3.0.0/mf-manifest.json' };
  await expect(loadExposed(ref, 'App')).rejects.toThrow('ScriptNetworkError: https://guest.example/remotes/guest/3.0.0/remoteEntry.js');
  onScript = () => {
    scope.hochzeit_guest = fakeContainer('App 3');
    return 'load';
  };
  expect(await loadExposed<{ default: string }>(ref, 'App')).toMatchObject({ default: 'App 3' });
  expect(appended).toHaveLength(2);
});

it('preloads the entry and the first files of the exposed module, in CORS mode only for another origin', async () => {
  await preloadExposed({ name: 'hochzeit_guest_4_0_0', manifest: 'https://guest.example/remotes/guest/4.0.0/mf-manifest.json' }, 'App');
  fetchMock.mockImplementation(async () => new Response(MANIFEST));
  await preloadExposed({ name: 'hochzeit_guest', manifest: '/remotes/guest/mf-manifest.json' }, 'App');
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.href, link.as, link.crossOrigin]);
  expect(links).toEqual([
    ['https://guest.example/remotes/guest/4.0.0/remoteEntry.js', 'script', 'anonymous'],
    ['https://guest.example/remotes/guest/4.0.0/__federation_expose_App.abc.js', 'script', 'anonymous'],
    ['https://guest.example/remotes/guest/4.0.0/__federation_expose_App.abc.css', 'style', 'anonymous'],
    [`${location.origin}/remotes/guest/remoteEntry.js`, 'script', 'anonymous'],
    [`${location.origin}/remotes/guest/__federation_expose_App.abc.js`, 'script', null],
    [`${location.origin}/remotes/guest/__federation_expose_App.abc.css`, 'style', null],
  ]);
  expect(appended).toHaveLength(0);
});
