import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_FREEZE_MESSAGES, REMOTE_LOAD_RATE_LIMITED, Registry, type RegistryRemote, type ReleaseInfo } from '@hochzeit/contracts';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { type TestApp, useTestApp } from '../../../test/test-app.js';
import { RemoteRegistryStore } from './remote-registry-store.js';
import { RemoteReleaseCatalog } from './remote-release-catalog.js';
import { RemoteReleaseReports } from './remote-release-reports.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-release-reports-'));
const registryFile = path.join(dir, 'registry.json');
const sri = (content: string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;
const browser = () => randomBytes(16).toString('base64url');

function writeRelease(remote: 'guest' | 'admin', version: string) {
  const releaseDir = path.join(dir, remote, version);
  mkdirSync(releaseDir, { recursive: true });
  const manifest = JSON.stringify({ name: `hochzeit_${remote}` });
  writeFileSync(path.join(releaseDir, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(releaseDir, 'remoteEntry.js'), `/* ${version} */`);
  const release: ReleaseInfo = { remote, version, builtAt: new Date().toISOString(), integrity: { 'remoteEntry.js': sri(`/* ${version} */`), 'mf-manifest.json': sri(manifest) }, shared: {} };
  writeFileSync(path.join(releaseDir, 'release.json'), JSON.stringify(release));
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let revision = 0;
/** The registry as infra/remotes.mjs leaves it: guest 1.4.0 live (promoted `promotedMinutesAgo`), 1.5.0 as a canary of 10 %. */
async function writeRegistry(guest: Partial<RegistryRemote>, promotedMinutesAgo = 120) {
  const state: RegistryRemote = {
    current: '1.4.0',
    integrity: {},
    canary: null,
    history: [
      { at: minutesAgo(600), by: 'anna', from: null, to: '1.3.0', action: 'promote', checks: ['release'] },
      { at: minutesAgo(promotedMinutesAgo), by: 'anna', from: '1.3.0', to: '1.4.0', action: 'promote', checks: ['release'] },
    ],
    ...guest,
  };
  // Where the portal keeps it: the file, or PostgreSQL when the suite runs there.
  await t.app.get(RemoteRegistryStore).write(Registry.parse({ revision: ++revision, remotes: { guest: state } }));
}
const readRegistry = async () => {
  const registry = (await t.app.get(RemoteRegistryStore).read())!;
  revision = registry.revision;
  return registry;
};
const canary = (version: string, percent: number) => ({ version, percent, started_at: minutesAgo(1), by: 'anna', checks: ['release', 'smoke'] });

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { env: { RELEASES_DIR: dir, REGISTRY_FILE: registryFile } },
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(() => ['1.3.0', '1.4.0', '1.5.0', '1.6.0'].forEach((version) => writeRelease('guest', version)));

/** What /remotes.json serves (the frontend is not hosted in API tests). */
const remotesDocument = () => t.app.get(RemoteReleaseCatalog).document();
const failure = (version: string, id: string) => t.http().post('/api/remote-failures').send({ remote: 'guest', version, reason: 'TypeError: boom', fell_back_to: null, browser: id });
const load = (version: string | null, id: string, fellBack = false) => t.http().post('/api/remote-loads').send({ browser: id, remote: 'guest', version, fell_back: fellBack });

describe('page loads per version', () => {
  it('/remotes.json names the canary with its share; the status counts what browsers loaded, its share of the loads and the failures', async () => {
    await writeRegistry({ canary: canary('1.5.0', 10) });
    const document = await remotesDocument();
    expect(document.versions?.guest).toMatchObject({ version: '1.4.0', canary: { version: '1.5.0', percent: 10, manifest: '/remotes/guest/1.5.0/mf-manifest.json', integrity: expect.any(Object) } });

    for (let i = 0; i < 9; i++) await load('1.4.0', browser()).expect(202, { success: true });
    await load('1.5.0', browser()).expect(202);
    await load('1.4.0', browser(), true).expect(202);
    await load(null, browser()).expect(202); // nothing loaded: not counted as a load
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    await failure('1.5.0', browser()).expect(202);
    warn.mockRestore();

    const { body } = await t.http().get('/api/remote-releases/status').set(t.auth('admin')).expect(200);
    expect(body.map((s: { remote: string }) => s.remote)).toEqual(['admin', 'guest', 'provider']);
    const guest = body[1];
    expect(guest).toMatchObject({ remote: 'guest', current: '1.4.0', canary: { version: '1.5.0', percent: 10 }, freeze: null });
    expect(guest.versions).toEqual([
      { version: '1.4.0', role: 'live', loads_hour: 10, loads_day: 10, share_hour: 90.9, share_day: 90.9, failures_hour: 0, failures_day: 0, fallbacks_day: 1 },
      { version: '1.5.0', role: 'canary', loads_hour: 1, loads_day: 1, share_hour: 9.1, share_day: 9.1, failures_hour: 1, failures_day: 1, fallbacks_day: 0 },
    ]);
    await t.http().get('/api/remote-releases/status').set(t.auth('guest', (await t.createGuest()).id)).expect(403);

    // On the embedded database the counts go beside the registry file for `node infra/remotes.mjs status`.
    const statusFile = path.join(dir, 'remotes-status.json');
    await t.app.get(RemoteReleaseReports).writeStatusFile(statusFile);
    const written = JSON.parse(readFileSync(statusFile, 'utf8')) as { generated_at: string; remotes: Record<string, { version: string; loads_day: number }[]> };
    expect(written.remotes.admin).toEqual([]);
    expect(written.remotes.guest.map(({ version, loads_day }) => [version, loads_day]).sort()).toEqual([
      ['1.4.0', 10],
      ['1.5.0', 1],
    ]);
  });

  it('checks every report and limits the reports per browser', async () => {
    expect((await t.http().post('/api/remote-loads').send({ browser: 'kurz', remote: 'guest', version: '1.4.0', fell_back: false }).expect(400)).body.msg).toMatch(/Browser-Kennung/);
    expect((await t.http().post('/api/remote-loads').send({ browser: browser(), remote: 'shell', version: '1.4.0', fell_back: false }).expect(400)).body.msg).toMatch(/Unbekannter Bereich/);
    await t.http().post('/api/remote-loads').send({ browser: browser(), remote: 'guest', version: '1.4.0' }).expect(400);
    const spammer = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await load('1.4.0', spammer)).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(30);
    expect((await load('1.4.0', spammer).expect(429)).body.msg).toBe(REMOTE_LOAD_RATE_LIMITED);
    await load('1.4.0', browser()).expect(202); // another browser is not held up
  });
});

describe('automatic rollback', () => {
  it('one browser reporting again and again cannot end a canary; five browsers failing past 2 % of its loads end it, with the figures in the history and the log', async () => {
    await writeRegistry({ canary: canary('1.6.0', 20) });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 20; i++) await load('1.6.0', browser()).expect(202);
    const spammer = browser();
    for (let i = 0; i < 8; i++) await failure('1.6.0', spammer).expect(202);
    for (let i = 0; i < 3; i++) await failure('1.6.0', browser()).expect(202);
    expect((await readRegistry()).remotes.guest?.canary?.version).toBe('1.6.0'); // 4 browsers: below the threshold of 5
    await failure('1.6.0', browser()).expect(202);

    const registry = await readRegistry();
    const guest = registry.remotes.guest!;
    expect(guest.canary).toBeNull();
    expect(guest.current).toBe('1.4.0');
    const entry = guest.history.at(-1)!;
    expect(entry).toMatchObject({ by: 'automatisch', from: '1.6.0', to: '1.4.0', action: 'canary-end', automatic: true });
    expect(entry.reason).toMatch(/^Automatisch: 5 Browser meldeten Fehler von 1\.6\.0 bei \d+ Ladevorgängen \(\d+,\d %\) in 10 Minuten/);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ remote: 'guest', version: '1.6.0', to: '1.4.0', reason: entry.reason }), 'Canary automatisch beendet');
    expect((await remotesDocument()).versions?.guest?.canary).toBeUndefined();
    warn.mockRestore();
  });

  it('a version promoted less than 30 minutes ago goes back to the one before by itself', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    await writeRegistry({}, 10);
    for (let i = 0; i < 5; i++) await failure('1.4.0', browser()).expect(202);
    const guest = (await readRegistry()).remotes.guest!;
    expect(guest.current).toBe('1.3.0');
    expect(guest.history.at(-1)).toMatchObject({ by: 'automatisch', from: '1.4.0', to: '1.3.0', action: 'rollback', automatic: true });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ remote: 'guest', version: '1.4.0', to: '1.3.0' }), 'Version automatisch zurückgerollt');
    expect((await remotesDocument()).versions?.guest?.version).toBe('1.3.0');
    warn.mockRestore();
  });
});

describe('freeze window from the settings', () => {
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const admin = () => t.auth('admin');

  it('sets a window ahead (not yet in force), one in force (in the status too), and lifts it; the registry keeps everything else', async () => {
    await writeRegistry({ canary: canary('1.5.0', 10) });
    expect((await t.http().get('/api/remote-releases/freeze').set(admin()).expect(200)).body).toEqual({ freeze: null, active: false });

    const ahead = { from: hoursFromNow(24), until: hoursFromNow(48), reason: 'Hochzeitstag' };
    const set = (await t.http().put('/api/remote-releases/freeze').set(admin()).send(ahead).expect(200)).body;
    expect(set).toMatchObject({ freeze: { from: ahead.from, until: ahead.until, reason: 'Hochzeitstag', by: expect.any(String) }, active: false });
    const status = async () => (await t.http().get('/api/remote-releases/status').set(admin()).expect(200)).body[1].freeze;
    expect(await status()).toBeNull();

    const now = { from: hoursFromNow(-1), until: hoursFromNow(5), reason: '  Hochzeitstag  ' };
    expect((await t.http().put('/api/remote-releases/freeze').set(admin()).send(now).expect(200)).body).toMatchObject({ freeze: { reason: 'Hochzeitstag' }, active: true });
    expect(await status()).toMatchObject({ until: now.until, reason: 'Hochzeitstag' });
    const registry = await readRegistry();
    // What infra/remotes.mjs reads before a promotion or canary (refused there unless --force).
    expect(registry.freeze).toMatchObject({ from: now.from, until: now.until, reason: 'Hochzeitstag' });
    expect(registry.remotes.guest).toMatchObject({ current: '1.4.0', canary: { version: '1.5.0', percent: 10 } });

    expect((await t.http().delete('/api/remote-releases/freeze').set(admin()).expect(200)).body).toEqual({ freeze: null, active: false });
    expect((await readRegistry()).freeze).toBeNull();
  });

  it('refuses a window that ends before it begins or in the past, or has no reason, in German, and changes nothing', async () => {
    await writeRegistry({});
    const put = (body: object) => t.http().put('/api/remote-releases/freeze').set(admin()).send(body);
    expect((await put({ from: hoursFromNow(5), until: hoursFromNow(1), reason: 'x' }).expect(400)).body.msg).toBe(RELEASE_FREEZE_MESSAGES.untilAfterFrom);
    expect((await put({ from: hoursFromNow(-5), until: hoursFromNow(-1), reason: 'x' }).expect(400)).body.msg).toBe(RELEASE_FREEZE_MESSAGES.untilPast);
    expect((await put({ from: hoursFromNow(1), until: hoursFromNow(2), reason: '   ' }).expect(400)).body.msg).toBe(RELEASE_FREEZE_MESSAGES.reasonRequired);
    expect((await put({ from: 'morgen', until: hoursFromNow(2), reason: 'x' }).expect(400)).body.msg).toBe(RELEASE_FREEZE_MESSAGES.fromRequired);
    const registry = await readRegistry();
    expect(registry.freeze ?? null).toBeNull();
    expect(registry.revision).toBe(revision);
    await put({ from: hoursFromNow(1), until: hoursFromNow(2), reason: 'x' }).set(t.auth('guest', (await t.createGuest()).id)).expect(403);
  });
});
