import { jest } from '@jest/globals';
import type { UserType } from '@hochzeit/shared-ui';

import type { RemoteRef } from './container-runtime';

const runtime = {
  loadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<unknown>>(),
  preloadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<void>>(),
};
jest.unstable_mockModule('./container-runtime', () => runtime);

const { remoteForLink, preloadOnIntent } = await import('./preload-on-intent');
const { refreshRegistry } = await import('./remote-registry');
const { useSession } = await import('@hochzeit/shared-ui');

describe('remoteForLink', () => {
  it.each<[string, UserType | null, string | null]>([
    ['/admin', 'admin', 'admin'],
    ['/admin/guests', 'admin', 'admin'],
    ['/administration', 'admin', null],
    ['/guest-dashboard', 'admin', null],
    ['/service-provider-dashboard', 'admin', null],
    ['/guest-dashboard', 'guest', 'guest'],
    ['/guest/anfahrt', 'guest', 'guest'],
    ['/guest/galerie', 'guest', 'guest'],
    ['/guest-login', 'guest', null],
    ['/admin', 'guest', null],
    ['/service-provider-dashboard', 'guest', null],
    ['/service-provider-dashboard', 'service_provider', 'provider'],
    ['/guest/anfahrt', 'service_provider', 'guest'],
    ['/guest-dashboard', 'service_provider', null],
    ['/guest/galerie', 'service_provider', null],
    ['/admin', 'service_provider', null],
    ['/admin', null, null],
    ['/guest-dashboard', null, null],
  ])('%s for %s -> %s', (path, userType, remote) => {
    expect(remoteForLink(path, userType)).toBe(remote);
  });
});

describe('preloadOnIntent', () => {
  let stop: () => void;
  beforeAll(async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ admin: '/remotes/admin/mf-manifest.json', guest: '/remotes/guest/mf-manifest.json', provider: '/remotes/provider/mf-manifest.json' })),
    );
    await refreshRegistry();
    stop = preloadOnIntent();
  });
  afterAll(() => stop());
  beforeEach(() => {
    runtime.preloadExposed.mockReset();
    runtime.preloadExposed.mockResolvedValue(undefined);
    document.body.innerHTML = `
      <a id="admin" href="/admin/guests"><span id="inner">Gäste</span></a>
      <a id="guest" href="/guest/anfahrt">Anfahrt</a>
      <a id="provider" href="/service-provider-dashboard">Dienstleister</a>
      <a id="external" href="https://example.org/admin">Extern</a>
      <span id="plain">Text</span>`;
  });
  const preloaded = () => runtime.preloadExposed.mock.calls.map(([ref]) => ref.name);
  const hover = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  const signIn = (userType: UserType | null) => useSession.setState({ loading: false, isAuthenticated: userType !== null, userType });

  it('preloads nothing without a hover or focus, nor for text or another origin', () => {
    signIn('admin');
    hover('plain');
    hover('external');
    expect(preloaded()).toEqual([]);
  });

  it("preloads the admin remote when an admin hovers a link into the admin area, once", () => {
    signIn('admin');
    hover('guest');
    hover('provider');
    expect(preloaded()).toEqual([]);
    hover('inner');
    hover('admin');
    expect(preloaded()).toEqual(['hochzeit_admin']);
  });

  it('never preloads admin or provider files for a guest; the guest remote on focus', () => {
    signIn('guest');
    hover('admin');
    hover('provider');
    expect(preloaded()).toEqual([]);
    document.getElementById('guest')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preloaded()).toEqual(['hochzeit_guest']);
  });

  it('preloads the provider remote for a provider', () => {
    signIn('service_provider');
    hover('admin');
    hover('provider');
    expect(preloaded()).toEqual(['hochzeit_provider']);
  });

  it('preloads nothing for a visitor who is not signed in', () => {
    signIn(null);
    hover('provider');
    expect(preloaded()).toEqual([]);
  });
});
