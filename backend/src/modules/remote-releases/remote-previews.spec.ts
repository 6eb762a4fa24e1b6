import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_FAILURE_RATE_LIMITED, REMOTE_PREVIEW_MESSAGES, Registry, type ReleaseInfo } from '@hochzeit/contracts';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { type TestApp, useTestApp } from '../../../test/test-app.js';
import { RemoteRegistryStore } from './remote-registry-store.js';

const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-previews-'));
const sri = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

function writeRelease(remote: 'guest' | 'admin', version: string, builtAt = new Date()) {
  const dir = path.join(releasesDir, remote, version);
  mkdirSync(dir, { recursive: true });
  const manifest = JSON.stringify({ name: `hochzeit_${remote}` });
  writeFileSync(path.join(dir, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  const release: ReleaseInfo = { remote, version, builtAt: builtAt.toISOString(), integrity: { 'remoteEntry.js': sri(`/* ${version} */`), 'mf-manifest.json': sri(manifest) }, shared: {} };
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify(release));
  return release;
}

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { env: { RELEASES_DIR: releasesDir, REGISTRY_FILE: path.join(releasesDir, 'registry.json'), REMOTE_ORIGIN_GUEST: 'https://gaeste.hochzeit.test' } },
);
afterAll(() => rmSync(releasesDir, { recursive: true, force: true }));

describe('preview links for remote releases', () => {
  it('an admin creates a link for a released version; its token resolves to that release with its hashes', async () => {
    const release = writeRelease('guest', '1.4.0');
    const { body: link } = await t.http().post('/api/remote-previews').set(t.auth('admin')).send({ remote: 'guest', version: '1.4.0' }).expect(201);
    expect(link).toEqual({ remote: 'guest', version: '1.4.0', token: expect.any(String), url: expect.any(String), expires_at: expect.any(String) });
    const url = new URL(link.url);
    expect(url.origin).toBe('https://hochzeit.test');
    expect(url.searchParams.get('remote')).toBe('guest@1.4.0');
    expect(url.searchParams.get('preview')).toBe(link.token);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const { body: resolved } = await t.http().post('/api/remote-previews/resolve').send({ token: link.token }).expect(200);
    expect(resolved).toEqual({ remote: 'guest', version: '1.4.0', manifest: 'https://gaeste.hochzeit.test/remotes/guest/1.4.0/mf-manifest.json', integrity: release.integrity });
  });

  it('refuses versions that are not released, and bad input, in German', async () => {
    const missing = await t.http().post('/api/remote-previews').set(t.auth('admin')).send({ remote: 'guest', version: '9.9.9' }).expect(404);
    expect(missing.body.msg).toBe(REMOTE_PREVIEW_MESSAGES.unknownVersion);
    const badVersion = await t.http().post('/api/remote-previews').set(t.auth('admin')).send({ remote: 'guest', version: '../etc' }).expect(400);
    expect(badVersion.body.msg).toMatch(/Versionsnummer/);
    const badRemote = await t.http().post('/api/remote-previews').set(t.auth('admin')).send({ remote: 'shell', version: '1.0.0' }).expect(400);
    expect(badRemote.body.msg).toMatch(/Unbekannter Bereich/);
  });

  it('a guest cannot create links; a forged, foreign or session token does not resolve', async () => {
    writeRelease('admin', '2.0.0');
    const guest = await t.createGuest();
    await t.http().post('/api/remote-previews').set(t.auth('guest', guest.id)).send({ remote: 'admin', version: '2.0.0' }).expect(403);
    for (const token of ['nonsense', t.auth('admin').Authorization.slice('Bearer '.length)]) {
      const refused = await t.http().post('/api/remote-previews/resolve').send({ token }).expect(403);
      expect(refused.body.msg).toBe(REMOTE_PREVIEW_MESSAGES.invalidLink);
    }
    const { body: link } = await t.http().post('/api/remote-previews').set(t.auth('admin')).send({ remote: 'admin', version: '2.0.0' }).expect(201);
    const [header, payload] = link.token.split('.');
    const tampered = JSON.parse(Buffer.from(payload, 'base64url').toString());
    tampered.remote = 'guest';
    const forged = `${header}.${Buffer.from(JSON.stringify(tampered)).toString('base64url')}.${link.token.split('.')[2]}`;
    await t.http().post('/api/remote-previews/resolve').send({ token: forged }).expect(403);
    await t.http().post('/api/remote-previews/resolve').send({}).expect(400);
  });

  it('a preview token is not a session', async () => {
    writeRelease('guest', '1.5.0');
    const { body: link } = await t.http().post('/api/remote-previews').set(t.auth('admin')).send({ remote: 'guest', version: '1.5.0' }).expect(201);
    await t.http().get('/api/admin/guests').set('Authorization', `Bearer ${link.token}`).expect(401);
  });

  it('a link stops working when its release is gone', async () => {
    writeRelease('guest', '1.6.0');
    const { body: link } = await t.http().post('/api/remote-previews').set(t.auth('admin')).send({ remote: 'guest', version: '1.6.0' }).expect(201);
    rmSync(path.join(releasesDir, 'guest', '1.6.0'), { recursive: true });
    const gone = await t.http().post('/api/remote-previews/resolve').send({ token: link.token }).expect(404);
    expect(gone.body.msg).toBe(REMOTE_PREVIEW_MESSAGES.unknownVersion);
  });
});

describe('the releases overview for admins', () => {
  it('lists every remote with its live version, releases (newest build first) and history (newest first)', async () => {
    writeRelease('admin', '2.0.0', new Date('2026-05-01T10:00:00Z'));
    writeRelease('admin', '3.0.0', new Date('2026-06-01T10:00:00Z'));
    // Where the portal keeps the registry: the file, or PostgreSQL when the suite runs there.
    const store = t.app.get(RemoteRegistryStore);
    const entry = (from: string | null, to: string) => ({ at: new Date().toISOString(), by: 'anna', from, to, action: 'promote', checks: ['release', 'smoke'] });
    await store.write(Registry.parse({ revision: 2, remotes: { admin: { current: '3.0.0', history: [entry(null, '2.0.0'), entry('2.0.0', '3.0.0')] } } }));
    const { body } = await t.http().get('/api/remote-releases').set(t.auth('admin')).expect(200);
    expect(body.map((o: { remote: string }) => o.remote)).toEqual(['admin', 'guest', 'provider']);
    const admin = body[0];
    expect(admin.current).toBe('3.0.0');
    expect(admin.releases.map((r: { version: string }) => r.version)).toEqual(['3.0.0', '2.0.0']);
    expect(admin.history.map((h: { to: string }) => h.to)).toEqual(['3.0.0', '2.0.0']);
    expect(body[2]).toEqual({ remote: 'provider', current: null, releases: [], history: [] });
    await store.write({ revision: 3, remotes: {} });
  });
});

describe('reports of remotes the shell could not load', () => {
  it('are logged for operators and checked like every input', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    await t
      .http()
      .post('/api/remote-failures')
      .send({ remote: 'guest', version: '1.4.0', reason: 'integrity: remoteEntry.js', fell_back_to: '1.3.0' })
      .expect(202, { success: true });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'guest', version: '1.4.0', reason: 'integrity: remoteEntry.js', fell_back_to: '1.3.0' }),
      'Remote konnte nicht geladen werden, ältere Version verwendet',
    );
    const bad = await t.http().post('/api/remote-failures').send({ remote: 'shell', version: null, reason: 'x', fell_back_to: null }).expect(400);
    expect(bad.body.msg).toMatch(/Unbekannter Bereich/);
    await t.http().post('/api/remote-failures').send({ remote: 'guest', version: null, reason: 'x'.repeat(501), fell_back_to: null }).expect(400);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('are rate-limited per client', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    const report = { remote: 'admin', version: null, reason: 'offline', fell_back_to: null };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await t.http().post('/api/remote-failures').send(report)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await t.http().post('/api/remote-failures').send(report).expect(429);
    expect(limited.body.msg).toBe(REMOTE_FAILURE_RATE_LIMITED);
    warn.mockRestore();
  });
});
