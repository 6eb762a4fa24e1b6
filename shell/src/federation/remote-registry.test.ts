import { jest } from '@jest/globals';
import { REMOTE_PREVIEW_STORAGE_KEY, type RemotesDocument } from '@hochzeit/contracts/remote-runtime';
import {
  currentRegistry,
  loadInitialRegistry,
  onPinChange,
  readPin,
  refreshRegistry,
  releasesFor,
  revalidateRegistry,
  revalidateWhenVisible,
  REVALIDATE_INTERVAL_MS,
  setPin,
  type PinnedRelease,
} from './remote-registry';

const release = (version: string, remote = 'guest') => ({
  version,
  manifest: `https://guest.example/remotes/${remote}/${version}/mf-manifest.json`,
  integrity: { 'remoteEntry.js': `sha384-entry-${version}`, 'mf-manifest.json': `sha384-manifest-${version}` },
});

const registry: RemotesDocument = {
  admin: '/remotes/admin/mf-manifest.json',
  guest: release('1.3.0').manifest,
  versions: { guest: { ...release('1.3.0'), fallbacks: [release('1.2.0'), release('1.1.0')] } },
};

describe('releasesFor', () => {
  const versions = (list: { version: string }[]) => list.map((r) => r.version);

  it('tries the live release, then the earlier good ones newest first', () => {
    expect(versions(releasesFor('guest', registry, null, new Set()))).toEqual(['1.3.0', '1.2.0', '1.1.0']);
    expect(releasesFor('guest', registry, null, new Set())[0]).toMatchObject({ manifest: release('1.3.0').manifest, integrity: release('1.3.0').integrity });
  });

  it('puts a pinned preview of that remote first and keeps the live chain behind it', () => {
    const pin: PinnedRelease = { remote: 'guest', ...release('1.4.0-rc.1') };
    expect(versions(releasesFor('guest', registry, pin, new Set()))).toEqual(['1.4.0-rc.1', '1.3.0', '1.2.0', '1.1.0']);
    expect(versions(releasesFor('guest', registry, { ...pin, ...release('1.2.0') }, new Set()))).toEqual(['1.2.0', '1.3.0', '1.1.0']);
  });

  it('ignores a pin of another remote', () => {
    const pin: PinnedRelease = { remote: 'admin', ...release('2.0.0', 'admin') };
    expect(versions(releasesFor('guest', registry, pin, new Set()))).toEqual(['1.3.0', '1.2.0', '1.1.0']);
    expect(versions(releasesFor('admin', registry, pin, new Set()))).toEqual(['2.0.0', 'dev']);
  });

  it('loads an unversioned remote from its manifest URL without hashes', () => {
    expect(releasesFor('admin', registry, null, new Set())).toEqual([{ version: 'dev', manifest: '/remotes/admin/mf-manifest.json', integrity: {} }]);
    expect(releasesFor('provider', registry, null, new Set())).toEqual([]);
  });

  it('skips releases that failed in this page while another remains', () => {
    const failed = new Set([release('1.3.0').manifest]);
    expect(versions(releasesFor('guest', registry, null, failed))).toEqual(['1.2.0', '1.1.0']);
    const allFailed = new Set(['1.3.0', '1.2.0', '1.1.0'].map((v) => release(v).manifest));
    expect(versions(releasesFor('guest', registry, null, allFailed))).toEqual(['1.3.0', '1.2.0', '1.1.0']);
  });
});

describe('refreshRegistry', () => {
  const fetchMock = jest.fn<typeof fetch>();
  let now = 1_000_000;
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
    now += 60_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  it('revalidates /remotes.json with the ETag (no-cache) and keeps what it read', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(registry)));
    await refreshRegistry();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(currentRegistry()).toEqual(registry);
  });

  it('reuses the last answer for revalidations within the interval', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(registry)));
    await refreshRegistry();
    now += REVALIDATE_INTERVAL_MS - 1;
    await revalidateRegistry();
    await revalidateRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 1;
    await revalidateRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('revalidates when the tab becomes visible, not when it is hidden', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(registry)));
    let visibility: DocumentVisibilityState = 'hidden';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const stop = revalidateWhenVisible();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).not.toHaveBeenCalled();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    stop();
    now += REVALIDATE_INTERVAL_MS;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the registry read before when a revalidation fails', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(registry)));
    await refreshRegistry();
    now += REVALIDATE_INTERVAL_MS;
    fetchMock.mockResolvedValueOnce(new Response('kaputt', { status: 500 }));
    await expect(revalidateRegistry()).resolves.toBeUndefined();
    now += REVALIDATE_INTERVAL_MS;
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await revalidateRegistry();
    expect(currentRegistry()).toEqual(registry);
    now += REVALIDATE_INTERVAL_MS;
    fetchMock.mockResolvedValueOnce(new Response('kaputt', { status: 500 }));
    await expect(refreshRegistry()).rejects.toThrow('Remote-Registry nicht erreichbar (500)');
  });
});

describe('the registry inlined into the page', () => {
  const fetchMock = jest.fn<typeof fetch>();
  let now = 50_000_000;
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
    now += 60_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    document.head.innerHTML = '';
  });

  function inline(text: string, type = 'application/json') {
    const script = document.createElement('script');
    script.type = type;
    script.id = 'remotes';
    script.textContent = text;
    document.head.append(script);
  }

  it('is read without a request and counts as just checked: the first navigation does not ask again', async () => {
    // As the server escapes it: '<' and '&' as \u escapes, which JSON.parse reads back.
    const served = { ...registry, admin: '/remotes/admin/mf-manifest.json?a=1&b=<2>' };
    inline(JSON.stringify(served).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    await loadInitialRegistry();
    expect(currentRegistry()).toEqual(served);
    await revalidateRegistry();
    expect(fetchMock).not.toHaveBeenCalled();
    // Revalidation on navigation and visibility stays: after the interval /remotes.json is asked.
    fetchMock.mockResolvedValue(new Response(JSON.stringify(registry)));
    now += REVALIDATE_INTERVAL_MS;
    await revalidateRegistry();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(currentRegistry()).toEqual(registry);
  });

  it('falls back to /remotes.json when the page has none (a static index.html) or an unreadable one', async () => {
    const other: RemotesDocument = { guest: '/remotes/guest/mf-manifest.json' };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(other)));
    await loadInitialRegistry();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(currentRegistry()).toEqual(other);
    for (const [text, type] of [['{kaputt', 'application/json'], ['[1]', 'application/json'], [JSON.stringify(registry), 'text/plain']]) {
      document.head.innerHTML = '';
      inline(text, type);
      now += REVALIDATE_INTERVAL_MS;
      await loadInitialRegistry();
    }
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(currentRegistry()).toEqual(other);
  });
});

describe('the pinned preview', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept in sessionStorage and announced to listeners', () => {
    const listener = jest.fn();
    const stop = onPinChange(listener);
    const pin: PinnedRelease = { remote: 'guest', ...release('1.4.0') };
    setPin(pin);
    expect(JSON.parse(sessionStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY)!)).toEqual(pin);
    expect(readPin()).toEqual(pin);
    setPin(null);
    expect(readPin()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setPin(pin);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores an unreadable stored value', () => {
    sessionStorage.setItem(REMOTE_PREVIEW_STORAGE_KEY, '{kaputt');
    expect(readPin()).toBeNull();
    sessionStorage.setItem(REMOTE_PREVIEW_STORAGE_KEY, JSON.stringify({ remote: 'guest', version: '1.0.0' }));
    expect(readPin()).toBeNull();
  });
});
