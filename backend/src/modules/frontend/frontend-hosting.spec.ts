/** @database none */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { Registry, ReleaseInfo } from '@hochzeit/contracts';
import { jest } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { type AppConfig, loadConfig } from '../../config/app-config.js';
import { RemoteReleaseCatalog } from '../remote-releases/remote-release-catalog.js';
import { hostFrontend, jsonForScript } from './frontend-hosting.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const sri = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

describe('frontend hosting: remote releases and /remotes.json', () => {
  let root: string;
  let config: AppConfig;
  let server: express.Express;

  function writeRelease(remote: 'guest' | 'admin', version: string) {
    const dir = path.join(root, 'releases', remote, version);
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    const manifest = JSON.stringify({ name: `hochzeit_${remote}`, metaData: { buildInfo: { buildVersion: version } } });
    const entry = `/* ${remote} ${version} */`;
    writeFileSync(path.join(dir, 'mf-manifest.json'), manifest);
    writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
    writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
    const release: ReleaseInfo = { remote, version, builtAt: new Date().toISOString(), integrity: { 'remoteEntry.js': sri(entry), 'mf-manifest.json': sri(manifest) }, shared: { react: '^19.3.1' } };
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify(release));
    return release;
  }

  function writeHistory(remote: 'guest', steps: Array<['promote' | 'rollback', string]>) {
    let from: string | null = null;
    const history = steps.map(([action, to]) => {
      const entry = { at: new Date().toISOString(), by: 'anna', from, to, action, checks: ['release'] };
      from = to;
      return entry;
    });
    const registry: Registry = { revision: steps.length, remotes: { [remote]: { current: from, history, integrity: {} } } };
    writeFileSync(config.registryFile!, JSON.stringify(registry));
  }

  function writeRegistry(current: Partial<Record<'admin' | 'guest' | 'provider', string>>, revision = 1) {
    const registry: Registry = {
      revision,
      remotes: Object.fromEntries(
        Object.entries(current).map(([remote, version]) => [remote, { current: version, history: [{ at: new Date().toISOString(), by: 'anna', from: null, to: version, action: 'promote', checks: ['release', 'integrity'] }] }]),
      ),
    };
    writeFileSync(config.registryFile!, JSON.stringify(registry));
  }

  const configEnv = () => ({ DATA_DIR: path.join(root, 'data'), JWT_SECRET: 'x'.repeat(32), FRONTEND_DIR: root, RELEASES_DIR: path.join(root, 'releases') });

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-hosting-'));
    mkdirSync(path.join(root, 'remote-guest', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'remote-guest', 'dist', 'mf-manifest.json'), '{"name":"hochzeit_guest"}');
    writeFileSync(path.join(root, 'remote-guest', 'dist', 'remoteEntry.js'), '/* unversioned */');
    writeFileSync(path.join(root, 'remote-guest', 'dist', '135.3ce079aefbaa.js'), '/* chunk */');
    mkdirSync(path.join(root, 'data'));
    config = loadConfig(configEnv());
    // Only the static hosting is under test: an Express app stands in for Nest's (both offer use()).
    server = express();
    hostFrontend(server as unknown as INestApplication, config, new RemoteReleaseCatalog(config));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('defaults RELEASES_DIR to the repository and REGISTRY_FILE into DATA_DIR, and validates both', () => {
    const defaults = loadConfig({ DATA_DIR: path.join(root, 'data'), JWT_SECRET: 'x'.repeat(32) });
    expect(defaults.releasesDir).toBe(path.resolve(import.meta.dirname, '../../../../releases'));
    expect(defaults.registryFile).toBe(path.join(root, 'data', 'remotes-registry.json'));
    expect(loadConfig({ DATA_DIR: ':memory:' }).registryFile).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: ':memory:', REGISTRY_FILE: path.join(root, 'registry.txt') })).toThrow('REGISTRY_FILE: muss eine .json-Datei sein');
    writeFileSync(path.join(root, 'a-file'), '');
    expect(() => loadConfig({ DATA_DIR: ':memory:', RELEASES_DIR: path.join(root, 'a-file') })).toThrow('RELEASES_DIR: muss ein Ordner sein');
  });

  it('without a registry, /remotes.json points at the unversioned builds, revalidated with a strong ETag', async () => {
    const first = await request(server).get('/remotes.json').expect(200);
    expect(first.body).toEqual({ admin: '/remotes/admin/mf-manifest.json', guest: '/remotes/guest/mf-manifest.json', provider: '/remotes/provider/mf-manifest.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);

    const revalidated = await request(server).get('/remotes.json').set('If-None-Match', etag).expect(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
    expect(revalidated.text).toBe('');
    // A browser forcing revalidation (Cache-Control: no-cache) still gets the 304; so does a weak or listed tag.
    await request(server).get('/remotes.json').set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(304);
    await request(server).get('/remotes.json').set('If-None-Match', `"other", W/${etag}`).expect(304);
    await request(server).get('/remotes.json').set('If-None-Match', '"other"').expect(200);
  });

  it('a promoted version is served from its release, and the ETag changes with the registry', async () => {
    const before = await request(server).get('/remotes.json').expect(200);
    const release = writeRelease('guest', '1.4.0');
    writeRegistry({ guest: '1.4.0' });

    const after = await request(server).get('/remotes.json').set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toEqual({
      admin: '/remotes/admin/mf-manifest.json',
      guest: '/remotes/guest/1.4.0/mf-manifest.json',
      provider: '/remotes/provider/mf-manifest.json',
      versions: { guest: { version: '1.4.0', manifest: '/remotes/guest/1.4.0/mf-manifest.json', integrity: release.integrity, fallbacks: [] } },
    });
    await request(server).get('/remotes.json').set('If-None-Match', after.headers.etag).expect(304);

    writeRelease('guest', '1.5.0');
    writeRegistry({ guest: '1.5.0' }, 2);
    expect((await request(server).get('/remotes.json').expect(200)).body.guest).toBe('/remotes/guest/1.5.0/mf-manifest.json');
  });

  it('every file of a versioned release is cached forever; the unversioned build keeps its rules', async () => {
    writeRelease('guest', '1.4.0');
    writeRelease('guest', '1.3.0');
    for (const file of ['1.4.0/mf-manifest.json', '1.4.0/remoteEntry.js', '1.4.0/assets/logo.svg', '1.3.0/remoteEntry.js']) {
      const response = await request(server).get(`/remotes/guest/${file}`).expect(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await request(server).get('/remotes/guest/1.3.0/remoteEntry.js')).text).toBe('/* guest 1.3.0 */');
    await request(server).get('/remotes/guest/9.9.9/remoteEntry.js').expect(404);
    await request(server).get('/remotes/guest/1.4.0/missing.js').expect(404);

    const manifest = await request(server).get('/remotes/guest/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await request(server).get('/remotes/guest/remoteEntry.js').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await request(server).get('/remotes/guest/135.3ce079aefbaa.js').expect(200)).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('REMOTES_FILE still overrides remotes without a live release; the registry wins for those with one', async () => {
    const remotesFile = path.join(root, 'data', 'remotes.json');
    config.remotesFile = remotesFile;
    writeFileSync(remotesFile, JSON.stringify({ admin: 'https://cdn.example/admin/mf-manifest.json', guest: 'https://cdn.example/guest/mf-manifest.json' }));
    writeRelease('guest', '1.4.0');
    writeRegistry({ guest: '1.4.0' });
    const { body } = await request(server).get('/remotes.json').expect(200);
    expect(body.admin).toBe('https://cdn.example/admin/mf-manifest.json');
    expect(body.guest).toBe('/remotes/guest/1.4.0/mf-manifest.json');
  });

  it('lists the earlier good releases as fallbacks, newest first: never a version rolled back from, never one that is gone, at most four', async () => {
    for (const v of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0', '1.6.0', '1.7.0']) writeRelease('guest', v);
    writeHistory('guest', [
      ['promote', '1.0.0'],
      ['promote', '1.1.0'],
      ['promote', '1.2.0'],
      ['promote', '1.3.0'],
      ['rollback', '1.2.0'], // 1.3.0 was bad
      ['promote', '1.4.0'],
      ['promote', '1.5.0'],
      ['promote', '1.6.0'],
      ['promote', '1.7.0'],
    ]);
    const { body } = await request(server).get('/remotes.json').expect(200);
    expect(body.versions.guest.version).toBe('1.7.0');
    expect(body.versions.guest.fallbacks.map((f: { version: string }) => f.version)).toEqual(['1.6.0', '1.5.0', '1.4.0', '1.2.0']);
    expect(body.versions.guest.fallbacks[0]).toEqual({
      version: '1.6.0',
      manifest: '/remotes/guest/1.6.0/mf-manifest.json',
      integrity: { 'remoteEntry.js': expect.stringMatching(/^sha384-/), 'mf-manifest.json': expect.stringMatching(/^sha384-/) },
    });

    rmSync(path.join(root, 'releases', 'guest', '1.5.0'), { recursive: true });
    writeHistory('guest', [
      ['promote', '1.4.0'],
      ['promote', '1.5.0'],
      ['promote', '1.6.0'],
    ]);
    expect((await request(server).get('/remotes.json').expect(200)).body.versions.guest.fallbacks.map((f: { version: string }) => f.version)).toEqual(['1.4.0']);
  });

  it('the hashes the registry recorded when a version went live win over a changed release.json', async () => {
    const original = writeRelease('guest', '1.4.0');
    writeRegistry({ guest: '1.4.0' });
    const registry = JSON.parse(readFileSync(config.registryFile!, 'utf8'));
    registry.remotes.guest.integrity = { '1.4.0': original.integrity };
    writeFileSync(config.registryFile!, JSON.stringify(registry));
    // Someone replaces the entry file and writes a matching release.json.
    writeFileSync(path.join(root, 'releases', 'guest', '1.4.0', 'remoteEntry.js'), '/* evil */');
    const tampered = { ...original, integrity: { ...original.integrity, 'remoteEntry.js': sri('/* evil */') } };
    writeFileSync(path.join(root, 'releases', 'guest', '1.4.0', 'release.json'), JSON.stringify(tampered));
    const { body } = await request(server).get('/remotes.json').expect(200);
    expect(body.versions.guest.integrity).toEqual(original.integrity);
  });

  it('with REMOTE_ORIGIN_<REMOTE> the registry points that remote at its own origin', async () => {
    const withOrigin = loadConfig({ ...configEnv(), REMOTE_ORIGIN_GUEST: 'https://gaeste.hochzeit.example:8445/' });
    expect(withOrigin.remoteOrigins).toEqual({ guest: 'https://gaeste.hochzeit.example:8445' });
    expect(() => loadConfig({ ...configEnv(), REMOTE_ORIGIN_ADMIN: 'https://cdn.example/admin' })).toThrow('REMOTE_ORIGIN_ADMIN: darf nur aus Schema, Host und Port bestehen');
    config.remoteOrigins = withOrigin.remoteOrigins;
    writeRelease('guest', '1.4.0');
    writeRelease('admin', '2.0.0');
    writeRegistry({ guest: '1.4.0', admin: '2.0.0' });
    const { body } = await request(server).get('/remotes.json').expect(200);
    expect(body.guest).toBe('https://gaeste.hochzeit.example:8445/remotes/guest/1.4.0/mf-manifest.json');
    expect(body.versions.guest.manifest).toBe(body.guest);
    expect(body.admin).toBe('/remotes/admin/2.0.0/mf-manifest.json');
  });

  it('a broken registry is reported in German instead of served', async () => {
    writeFileSync(config.registryFile!, '{"revision": 1, "remotes": {"guest": {"current": "../x"}}}');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await request(server).get('/remotes.json').expect(500);
    expect(response.body).toEqual({ msg: 'Die Remote-Registry ist ungültig' });
    spy.mockRestore();
  });

  describe("the shell's index.html carries the registry", () => {
    const INDEX = '<!doctype html><html lang="de"><head><title>Hochzeitsportal</title></head><body><div id="root"></div></body></html>';
    const inlined = (html: string) => {
      const match = /<script type="application\/json" id="remotes">([^<]*)<\/script><\/head>/.exec(html);
      if (!match) throw new Error(`kein Registry-Dokument in ${html}`);
      return JSON.parse(match[1]) as unknown;
    };
    beforeEach(() => {
      mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
      writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
    });

    it('inlines the same document /remotes.json serves, at / and every client route, revalidated with a strong ETag', async () => {
      const { body: registry } = await request(server).get('/remotes.json').expect(200);
      for (const url of ['/', '/guest-login?token=abc', '/guest-dashboard', '/index.html']) {
        const page = await request(server).get(url).expect(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(inlined(page.text)).toEqual(registry);
      }
      const first = await request(server).get('/guest-dashboard');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      const revalidated = await request(server).get('/guest-dashboard').set('If-None-Match', etag).expect(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers['cache-control']).toBe('no-cache');
      // A promotion changes the page: the old tag no longer matches, the new page names the release.
      writeRelease('guest', '1.4.0');
      writeRegistry({ guest: '1.4.0' });
      const promoted = await request(server).get('/guest-dashboard').set('If-None-Match', etag).expect(200);
      expect(promoted.headers.etag).not.toBe(etag);
      expect((inlined(promoted.text) as { guest: string }).guest).toBe('/remotes/guest/1.4.0/mf-manifest.json');
      // A new build of the shell is picked up without a restart.
      writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX.replace('Hochzeitsportal', 'Neu gebaut'));
      expect((await request(server).get('/')).text).toContain('Neu gebaut');
    });

    it('comes with a Content-Security-Policy that allows exactly the portal and the origins remote code comes from', async () => {
      const policyOf = async () => {
        const policy = (await request(server).get('/guest-dashboard').expect(200)).headers['content-security-policy'];
        return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
      };
      // Everything on the portal's own origin: only 'self'.
      expect(await policyOf()).toMatchObject({ "default-src": "'self'", 'script-src': "'self'", 'connect-src': "'self'", 'object-src': "'none'", 'frame-ancestors': "'none'" });

      // A remote on its own origin (REMOTE_ORIGIN_*), and one named by REMOTES_FILE.
      config.remoteOrigins = { guest: 'https://gaeste.hochzeit.example' };
      config.remotesFile = path.join(root, 'data', 'remotes.json');
      writeFileSync(config.remotesFile, JSON.stringify({ provider: 'http://127.0.0.1:3103/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' }));
      const policy = await policyOf();
      for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src']) {
        expect(policy[directive]).toBe("'self' http://127.0.0.1:3103 https://gaeste.hochzeit.example");
      }
      expect(policy['img-src']).toBe("'self' data: blob: http://127.0.0.1:3103 https://gaeste.hochzeit.example");
      expect(policy['worker-src']).toBe("'self' blob:");
      expect(Object.values(policy).join(' ')).not.toMatch(/unsafe-eval|unsafe-inline/);
    });

    it('cannot be broken out of: </script>, <!-- and line separators in the registry stay inside the JSON', async () => {
      const hostile = 'https://cdn.example/x</script><script>alert(1)</script><!--\u2028&amp;/mf-manifest.json';
      const remotesFile = path.join(root, 'data', 'remotes.json');
      config.remotesFile = remotesFile;
      writeFileSync(remotesFile, JSON.stringify({ admin: hostile }));
      const page = await request(server).get('/').expect(200);
      expect(page.text.match(/<script/g)).toHaveLength(1);
      expect(page.text).not.toContain('</script><script>');
      expect(page.text).not.toContain('<!--');
      expect((inlined(page.text) as { admin: string }).admin).toBe(hostile);
      expect(jsonForScript({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
    });

    describe("a guest's personal link", () => {
      const TOKEN = 'Np2a9o6_u8NH3YiIK1-p6UR74dwuGtje';
      const LOOK = {
        couple_names: 'Anna & Lukas </script><script>alert(1)</script>',
        starts_at: '2026-09-12T13:00:00.000Z',
        venue_name: 'Schloss Wartensee',
        time_zone: 'Europe/Zurich',
        cover: { width: 1600, height: 1067, images: [{ url: '/api/event-settings/cover/a"b/480.webp', width: 480 }, { url: '/api/event-settings/cover/ab/1600.webp', width: 1600 }] },
      };
      const looked: string[] = [];
      const welcomeOf = (html: string) => {
        const match = /<script type="application\/json" id="welcome">([^<]*)<\/script>/.exec(html);
        return match ? (JSON.parse(match[1]) as unknown) : null;
      };
      beforeEach(() => {
        looked.length = 0;
        server = express();
        hostFrontend(server as unknown as INestApplication, config, new RemoteReleaseCatalog(config), async (token) => {
          looked.push(token);
          return token === TOKEN ? LOOK : null;
        });
      });

      it('opens with the wedding’s look and a preload of the cover photo, kept out of shared caches', async () => {
        const page = await request(server).get(`/guest-login?token=${TOKEN}`).expect(200);
        expect(welcomeOf(page.text)).toEqual({ ...LOOK, rendered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
        expect(page.text.match(/<script/g)).toHaveLength(2);
        expect(page.text).not.toContain('</script><script>alert');
        expect(page.text).toContain(
          '<link rel="preload" as="image" href="/api/event-settings/cover/ab/1600.webp" imageSrcSet="/api/event-settings/cover/a&quot;b/480.webp 480w, /api/event-settings/cover/ab/1600.webp 1600w" imageSizes="(min-width: 1100px) 1068px, calc(100vw - 2rem)" fetchPriority="high"/>',
        );
        expect(page.headers['cache-control']).toBe('private, no-cache');
        // Without a cover photo there is nothing to preload.
        LOOK.cover = null as never;
        const plain = await request(server).get(`/guest-login?token=${TOKEN}`).expect(200);
        expect(plain.text).not.toContain('rel="preload"');
        expect(welcomeOf(plain.text)).toEqual({ ...LOOK, rendered_at: expect.any(String) });
      });

      it("with the shell's renderer, the first screen is in the page for the request's moment and the stylesheet inline, allowed by its hash", async () => {
        const ssr = path.join(root, 'shell', 'dist', 'ssr');
        mkdirSync(ssr);
        // A stand-in for the shell's dist/ssr/guest-welcome.cjs: the backend's React renders it.
        writeFileSync(
          path.join(ssr, 'guest-welcome.cjs'),
          `const { createElement } = require('react'); const { renderToString } = require('react-dom/server');
           exports.renderGuestWelcome = (look) => renderToString(createElement('p', { className: 'hero__names', title: look.rendered_at }, look.couple_names));`,
        );
        const css = '.hero__names { color: green; }';
        writeFileSync(path.join(root, 'shell', 'dist', 'main.0123456789ab.css'), css);
        const index = INDEX.replace('</title>', '</title><script defer src=/main.0123456789ab.js></script><link href=/main.0123456789ab.css rel=stylesheet>').replace('<div id="root">', '<div id=root>');
        writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), index);
        const before = Date.now();
        const page = await request(server).get(`/guest-login?token=${TOKEN}`).expect(200);
        const { rendered_at } = welcomeOf(page.text) as { rendered_at: string };
        expect(Date.parse(rendered_at)).toBeGreaterThanOrEqual(before - 1);
        expect(page.text).toContain(`<div id="root"><p class="hero__names" title="${rendered_at}">Anna &amp; Lukas &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p></div>`);
        expect(page.text).toContain(`<style>${css}</style>`);
        expect(page.text).not.toContain('main.0123456789ab.css');
        const hash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
        expect(page.headers['content-security-policy']).toContain(`style-src 'self' ${hash(css)};`);
        // The script is asked for only after the first frame, by a loader allowed by its hash.
        const loader = /<script>([^<]*)<\/script>/.exec(page.text)![1];
        expect(loader).toContain('requestAnimationFrame(');
        expect(loader).toContain('s.src="/main.0123456789ab.js"');
        expect(page.text).not.toContain('<script defer');
        expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${hash(loader)};`);
        expect(page.headers['cache-control']).toBe('private, no-cache');
        // Each request renders its own page; every other page keeps the empty root and the link.
        const again = await request(server).get(`/guest-login?token=${TOKEN}`).expect(200);
        expect(again.headers.etag).not.toBe(page.headers.etag);
        const other = await request(server).get('/guest-login?token=' + 'x'.repeat(32)).expect(200);
        expect(other.text).toContain('<div id=root></div>');
        expect(other.text).toContain('<script defer src=/main.0123456789ab.js></script><link href=/main.0123456789ab.css rel=stylesheet>');
        expect(other.headers['content-security-policy']).toContain("style-src 'self';");
        expect(other.headers['content-security-policy']).toContain("script-src 'self';");
        // The renderer is the server's: never served as a file.
        await request(server).get('/ssr/guest-welcome.cjs').expect(200).expect((reply) => expect(reply.text).not.toContain('renderToString'));
        // A broken renderer costs the rendered screen, not the page.
        writeFileSync(path.join(ssr, 'guest-welcome.cjs'), 'exports.renderGuestWelcome = () => { throw new Error("kaputt"); };');
        const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
        const plain = await request(server).get(`/guest-login?token=${TOKEN}`).expect(200);
        expect(plain.text).toContain('<div id=root></div>');
        expect(plain.text).toContain('<script defer src=/main.0123456789ab.js>');
        expect(welcomeOf(plain.text)).toMatchObject(LOOK);
        expect(spy).toHaveBeenCalledWith(expect.stringContaining('kaputt'));
        spy.mockRestore();
      });

      it('tells an unknown or malformed token, and every other page, nothing', async () => {
        for (const url of ['/guest-login?token=' + 'x'.repeat(32), '/guest-login?token=%3Cscript%3E', '/guest-login', `/provider-login?token=${TOKEN}`, `/guest-dashboard?token=${TOKEN}`]) {
          const page = await request(server).get(url).expect(200);
          expect(welcomeOf(page.text)).toBeNull();
          expect(page.headers['cache-control']).toBe('no-cache');
        }
        // Only well-formed tokens on the sign-in page reach the database.
        expect(looked).toEqual(['x'.repeat(32)]);
      });
    });

    it('with a broken registry the page is served without it (the shell then asks /remotes.json, which reports the error)', async () => {
      writeFileSync(config.registryFile!, '{"revision": 1, "remotes": {"guest": {"current": "../x"}}}');
      const page = await request(server).get('/guest-dashboard').expect(200);
      expect(page.text).toBe(INDEX);
    });
  });
});
