import { OFFLINE_STAND_HEADER } from '@hochzeit/contracts/offline';
import { guestCacheName, guestManifestOf, guestOf, manifestFiles, markedCopy, PAGES_CACHE, ruleFor } from './sw-rules';

const ORIGIN = 'https://hochzeit.example';
const token = (claims: object) => `Bearer x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const guest = token({ sub: 7, type: 'guest', exp: 9e9 });
const admin = token({ sub: 1, type: 'admin', exp: 9e9 });
const get = (url: string, more: { mode?: string; authorization?: string | null; method?: string } = {}) =>
  ruleFor({ method: more.method ?? 'GET', url: new URL(url, ORIGIN).href, mode: more.mode ?? 'cors', authorization: more.authorization ?? null }, ORIGIN);

describe('which requests the service worker answers', () => {
  it('guest routes opened in the browser, network first; sign-in, admin and provider pages pass through', () => {
    expect(get('/guest-dashboard', { mode: 'navigate' })).toEqual({ kind: 'page' });
    expect(get('/guest/timeline', { mode: 'navigate' })).toEqual({ kind: 'page' });
    for (const path of ['/guest-login?token=abc', '/admin', '/admin/guests', '/login', '/service-provider-dashboard', '/session-expired']) {
      expect(get(path, { mode: 'navigate' })).toBeNull();
    }
  });

  it('the registry, manifests and unhashed files are asked first; hashed files and releases come from the store', () => {
    expect(get('/remotes.json')).toEqual({ kind: 'revalidated' });
    expect(get('/remotes/guest/mf-manifest.json')).toEqual({ kind: 'revalidated' });
    expect(get('/remotes/guest/remoteEntry.js')).toEqual({ kind: 'revalidated' });
    expect(get('/remotes/guest/664.6bc8c858d890.js')).toEqual({ kind: 'immutable' });
    expect(get('/remotes/guest/3.2.0/remoteEntry.js')).toEqual({ kind: 'immutable' });
    expect(get('/remotes/guest/3.2.0/mf-manifest.json')).toEqual({ kind: 'immutable' });
    expect(get('https://gaeste.hochzeit.example/remotes/guest/1.4.0-rc.1/mf-manifest.json')).toEqual({ kind: 'immutable' });
    expect(get('/main.00db2bae4139.js')).toEqual({ kind: 'immutable' });
    expect(get('/assets/cormorant-garamond-latin-600-normal.0123456789ab.woff2')).toEqual({ kind: 'immutable' });
  });

  it('never the other areas, other origins, writes or unlisted API addresses', () => {
    expect(get('/remotes/admin/mf-manifest.json')).toBeNull();
    expect(get('/remotes/admin/3.0.0/remoteEntry.js')).toBeNull();
    expect(get('/remotes/provider/12.0123456789ab.js')).toBeNull();
    expect(get('https://elsewhere.example/remotes/guest/mf-manifest.json')).toBeNull();
    expect(get('https://openweathermap.org/img/wn/10d@2x.png')).toBeNull();
    expect(get('/api/guest/dashboard', { method: 'POST', authorization: guest })).toBeNull();
    expect(get('/api/media/gallery', { authorization: guest })).toBeNull();
    expect(get('/api/media/items/1/file.0123456789ab.webp', { authorization: guest })).toBeNull();
  });

  it("a guest's replies for the offline pages go to that guest's store; an admin's or provider's never", () => {
    for (const path of ['/api/guest/dashboard', '/api/guest/group', '/api/guest/menu/3', '/api/guest/wishlist', '/api/timeline/guest', '/api/event-settings', '/api/guest/pages/castle', '/api/guest/pages/dress-code']) {
      expect(get(path, { authorization: guest })).toEqual({ kind: 'api', cache: guestCacheName('7') });
      expect(get(path, { authorization: admin })).toBeNull();
      expect(get(path)).toBeNull();
    }
    expect(get('/api/event-settings', { authorization: token({ sub: 2, type: 'service_provider' }) })).toBeNull();
    expect(get('/api/admin/ticker-messages')).toEqual({ kind: 'api', cache: PAGES_CACHE });
    expect(get('/api/admin/guests', { authorization: guest })).toBeNull();
  });

  it('keeps the photos of the story and the guest pages (public, never changed), and nothing else under that path', () => {
    expect(get('/api/story/images/0123456789abcdef0123456789abcdef.webp')).toEqual({ kind: 'immutable' });
    expect(get('/api/story/images/0123456789abcdef0123456789abcdef.webp', { method: 'POST' })).toBeNull();
    expect(get('/api/story/images/kaputt.webp')).toBeNull();
  });
});

describe('guestOf', () => {
  it('reads the subject of a guest token only', () => {
    expect(guestOf(guest)).toBe('7');
    expect(guestOf(admin)).toBeNull();
    expect(guestOf('Bearer kaputt')).toBeNull();
    expect(guestOf('Bearer a.%%%.b')).toBeNull();
    expect(guestOf(null)).toBeNull();
  });
});

describe('manifests', () => {
  it('the live release of the registry, else the unversioned entry', () => {
    expect(guestManifestOf({ guest: '/remotes/guest/3.2.0/mf-manifest.json', versions: { guest: { manifest: '/remotes/guest/3.2.0/mf-manifest.json' } } })).toBe('/remotes/guest/3.2.0/mf-manifest.json');
    expect(guestManifestOf({ guest: '/remotes/guest/mf-manifest.json' })).toBe('/remotes/guest/mf-manifest.json');
    expect(guestManifestOf(null)).toBeNull();
    // A browser in a canary's share (or with a preview) keeps the release its page loaded.
    const withCanary = { guest: '/remotes/guest/3.2.0/mf-manifest.json', versions: { guest: { manifest: '/remotes/guest/3.2.0/mf-manifest.json', canary: { manifest: '/remotes/guest/3.3.0/mf-manifest.json' } } } };
    expect(guestManifestOf(withCanary, ['https://hochzeit.test/main.js', 'https://hochzeit.test/remotes/guest/3.3.0/mf-manifest.json'])).toBe('https://hochzeit.test/remotes/guest/3.3.0/mf-manifest.json');
    expect(guestManifestOf(withCanary, ['https://hochzeit.test/main.js', 'https://hochzeit.test/remotes/guest/mf-manifest.json'])).toBe('/remotes/guest/3.2.0/mf-manifest.json');
  });

  it('every file a manifest names, beside the manifest (publicPath auto) or under its publicPath', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ assets: { js: { sync: ['app.1.js'], async: ['page.2.js'] }, css: { sync: ['app.1.css'], async: [] } } }],
      shared: [{ assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
    };
    expect(manifestFiles(manifest, 'https://cdn.example/remotes/guest/3.2.0/mf-manifest.json')).toEqual([
      'https://cdn.example/remotes/guest/3.2.0/remoteEntry.js',
      'https://cdn.example/remotes/guest/3.2.0/app.1.js',
      'https://cdn.example/remotes/guest/3.2.0/page.2.js',
      'https://cdn.example/remotes/guest/3.2.0/app.1.css',
    ]);
    const shell = { metaData: { publicPath: '/' }, shared: [{ assets: { js: { sync: ['255.7229.js', 'main.00db.js'] } } }, { assets: { js: { sync: ['main.00db.js'] } } }] };
    expect(manifestFiles(shell, `${ORIGIN}/mf-manifest.json`)).toEqual([`${ORIGIN}/255.7229.js`, `${ORIGIN}/main.00db.js`]);
    expect(manifestFiles(null, `${ORIGIN}/mf-manifest.json`)).toEqual([]);
  });
});

describe('markedCopy', () => {
  it('keeps status, headers and body and adds the time of the fetch', async () => {
    const reply = new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const copy = await markedCopy(reply, new Date('2025-06-07T13:05:00Z'), OFFLINE_STAND_HEADER);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('Content-Type')).toBe('application/json');
    expect(copy.headers.get(OFFLINE_STAND_HEADER)).toBe('2025-06-07T13:05:00.000Z');
    expect(await copy.json()).toEqual({ ok: true });
  });
});
