import { jest } from '@jest/globals';
import { failedIntegrity, integrityPlugin, protectRelease, sri } from './integrity';

// jsdom has no SubtleCrypto: the test window gets Node's Web Crypto (the module name is computed,
// the frontend tsconfig has no Node types).
const { webcrypto } = (await import(String('node:crypto'))) as { webcrypto: Crypto };
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const MANIFEST = '{"name":"hochzeit_guest","metaData":{}}';
const ENTRY = 'var hochzeit_guest = {};';
/** Computed once with Node's createHash('sha384'), as infra/registry.mjs records them. */
const KNOWN_SRI: Record<string, string> = {
  [MANIFEST]: 'sha384-BS7nxm2UuVru8vo2RiJOZfRcH+j3UYDEhz6dmIg4PYM3fj/MTTgE0Nu4GOUFmmFI',
  [ENTRY]: 'sha384-NA0Xs4nWRAidnUZMr9AKgeRvWSZMtjxjt6BHrgJfV+tWpmmVSMCkdvvdvgFSQSey',
};
const nodeSri = (text: string) => KNOWN_SRI[text];
const base = 'https://guest.example/remotes/guest/1.4.0/';
const release = {
  version: '1.4.0',
  manifest: `${base}mf-manifest.json`,
  integrity: { 'mf-manifest.json': nodeSri(MANIFEST), 'remoteEntry.js': nodeSri(ENTRY) },
};
protectRelease('hochzeit_guest_1_4_0', release);

const fetchMock = jest.fn<typeof fetch>();
const addressOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

type Hook<K extends keyof typeof integrityPlugin> = NonNullable<(typeof integrityPlugin)[K]> & ((...args: never[]) => unknown);
const call = <K extends 'fetch' | 'createScript' | 'createLink' | 'loadEntry'>(hook: K, ...args: unknown[]) =>
  (integrityPlugin[hook] as unknown as (...a: unknown[]) => unknown)(...args) as ReturnType<Hook<K>>;

it('computes the same SRI value as the release script (SHA-384, base64)', async () => {
  expect(await sri(new TextEncoder().encode(ENTRY))).toBe(nodeSri(ENTRY));
});

describe('manifest fetch', () => {
  it('hands the runtime the verified bytes', async () => {
    fetchMock.mockResolvedValue(new Response(MANIFEST, { headers: { 'content-type': 'application/json' } }));
    const response = await call('fetch', release.manifest, {});
    expect(fetchMock).toHaveBeenCalledWith(release.manifest, {});
    expect(await (response as Response).text()).toBe(MANIFEST);
  });

  it('refuses a manifest with one byte changed', async () => {
    fetchMock.mockResolvedValue(new Response(MANIFEST.replace('guest', 'gu3st')));
    await expect(call('fetch', release.manifest, {})).rejects.toThrow(`integrity: ${release.manifest}`);
  });

  it('passes an error status through (a missing file is not an integrity failure)', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    expect(((await call('fetch', release.manifest, {})) as Response).status).toBe(404);
  });

  it('leaves manifests without recorded hashes to the runtime', () => {
    expect(call('fetch', '/remotes/guest/mf-manifest.json', {})).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('entry script', () => {
  it('carries the recorded hash and loads in CORS mode', () => {
    const script = call('createScript', { url: `${base}remoteEntry.js`, attrs: {}, remoteInfo: { name: 'hochzeit_guest_1_4_0' } }) as HTMLScriptElement;
    expect(script.integrity).toBe(release.integrity['remoteEntry.js']);
    expect(script.crossOrigin).toBe('anonymous');
  });

  it('refuses an entry of a verified release that has no recorded hash', () => {
    expect(() =>
      call('createScript', {
        url: `${base}otherEntry.js`,
        remoteInfo: { name: 'hochzeit_guest_1_4_0' },
        resourceContext: { resourceType: 'remoteEntry' },
      }),
    ).toThrow('integrity: ');
  });

  it('leaves chunks and unversioned builds to the runtime', () => {
    expect(call('createScript', { url: `${base}__federation_expose_App.abc.js`, remoteInfo: { name: 'hochzeit_guest_1_4_0' }, resourceContext: { resourceType: 'js' } })).toBeUndefined();
    expect(call('createScript', { url: '/remotes/guest/remoteEntry.js', remoteInfo: { name: 'hochzeit_guest' }, resourceContext: { resourceType: 'remoteEntry' } })).toBeUndefined();
  });

  it("clears another release's container before an entry loads", () => {
    (globalThis as Record<string, unknown>).hochzeit_guest = { init() {} };
    call('loadEntry', { remoteInfo: { name: 'hochzeit_guest_1_4_0', entryGlobalName: 'hochzeit_guest' } });
    expect((globalThis as Record<string, unknown>).hochzeit_guest).toBeUndefined();
  });
});

it('preloads chunks of another origin in CORS mode, like webpack loads them', () => {
  const link = call('createLink', { url: `${base}123.abc.js`, attrs: { rel: 'preload', as: 'script' } }) as HTMLLinkElement;
  expect(link.crossOrigin).toBe('anonymous');
  expect(link.getAttribute('rel')).toBe('preload');
  expect(link.getAttribute('as')).toBe('script');
  expect(link.href).toBe(`${base}123.abc.js`);
  expect(call('createLink', { url: '/remotes/guest/123.abc.js', attrs: { rel: 'preload' } })).toBeUndefined();
});

describe('failedIntegrity', () => {
  it('recognises the refusal inside the runtime error', async () => {
    expect(await failedIntegrity(release, new Error(`[ Federation Runtime ]: Failed to get manifest. Error: integrity: ${release.manifest} passt nicht`))).toBe(true);
  });

  it('compares the entry bytes when the browser refused the script', async () => {
    fetchMock.mockImplementation(async (url) => new Response(addressOf(url).endsWith('remoteEntry.js') ? `${ENTRY} ` : MANIFEST));
    expect(await failedIntegrity(release, new Error('ScriptNetworkError'))).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(`${base}remoteEntry.js`);
  });

  it('is no integrity failure when the files are intact or missing', async () => {
    fetchMock.mockImplementation(async (url) => new Response(addressOf(url).endsWith('remoteEntry.js') ? ENTRY : MANIFEST));
    expect(await failedIntegrity(release, new Error('ScriptNetworkError'))).toBe(false);
    fetchMock.mockImplementation(async () => new Response('Not found', { status: 404 }));
    expect(await failedIntegrity(release, new Error('ScriptNetworkError'))).toBe(false);
    expect(await failedIntegrity({ version: 'dev', manifest: '/remotes/guest/mf-manifest.json', integrity: {} }, new Error('x'))).toBe(false);
  });
});
