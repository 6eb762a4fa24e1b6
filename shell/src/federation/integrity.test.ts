import { jest } from '@jest/globals';
import { expectedHash, failedIntegrity, isProtected, protectRelease, sri, verifiedFetch } from './integrity';

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

it('computes the same SRI value as the release script (SHA-384, base64)', async () => {
  expect(await sri(new TextEncoder().encode(ENTRY))).toBe(nodeSri(ENTRY));
});

describe('verifiedFetch', () => {
  it('hands on the verified bytes', async () => {
    fetchMock.mockResolvedValue(new Response(MANIFEST, { headers: { 'content-type': 'application/json' } }));
    const response = await verifiedFetch(release.manifest);
    expect(fetchMock).toHaveBeenCalledWith(release.manifest);
    expect(await response.text()).toBe(MANIFEST);
  });

  it('refuses a manifest with one byte changed', async () => {
    fetchMock.mockResolvedValue(new Response(MANIFEST.replace('guest', 'gu3st')));
    await expect(verifiedFetch(release.manifest)).rejects.toThrow(`integrity: ${release.manifest}`);
  });

  it('passes an error status through (a missing file is not an integrity failure)', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    expect((await verifiedFetch(release.manifest)).status).toBe(404);
  });

  it('leaves files without recorded hashes unchecked', async () => {
    fetchMock.mockResolvedValue(new Response('{"changed":true}'));
    expect(await (await verifiedFetch('/remotes/guest/mf-manifest.json')).text()).toBe('{"changed":true}');
  });
});

it('knows the recorded hashes by absolute address and which releases are protected', () => {
  expect(expectedHash(`${base}remoteEntry.js`)).toBe(release.integrity['remoteEntry.js']);
  expect(expectedHash('/remotes/guest/remoteEntry.js')).toBeUndefined();
  expect(isProtected('hochzeit_guest_1_4_0')).toBe(true);
  expect(isProtected('hochzeit_guest')).toBe(false);
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
