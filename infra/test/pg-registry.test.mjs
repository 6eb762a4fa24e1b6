// The registry in PostgreSQL (DATABASE_URL): migrate-registry moves the file registry there, two
// web processes on one database serve a promotion within 5 s, and concurrent writers lose no
// update. Needs PostgreSQL (DATABASE_URL, else the server test:deploy uses: DEPLOY_TEST_DATABASE_URL
// or postgres@127.0.0.1:5432; the test makes a database of its own there) and the built backend and
// shell (npx turbo run build); skipped, saying why, when either is missing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { freePort } from '../free-port.mjs';
import { REPO_ROOT, createPgStore } from '../registry.mjs';
import { CLI, release, removeTempLocations, run, tempLocations } from './helpers.mjs';

const baseUrl = process.env.DATABASE_URL || process.env.DEPLOY_TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const main = path.join(REPO_ROOT, 'backend', 'dist', 'main.js');
const reachable = await onServer('select 1').then(
  () => true,
  () => false,
);
const skip = !reachable ? `PostgreSQL nicht erreichbar (${baseUrl})` : !existsSync(main) ? 'backend/dist fehlt (npx turbo run build)' : false;
const database = `hochzeit_registry_test_${process.pid}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();

/** @param {string} sql */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A web process of the portal on the test database; answers once /api/health does. */
async function startPortal(releasesDir) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hochzeit-pg-registry-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(REMOTES_FILE|REMOTE_ORIGIN_|TWILIO_|REGISTRY_FILE|PORT$|PUBLIC_URL)/.test(key)));
  const child = spawn(process.execPath, [main], {
    env: { ...env, DATABASE_URL: databaseUrl, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, RELEASES_DIR: releasesDir, JOB_WORKERS: 'off', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'registry-test-123' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-3000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-3000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Das Portal startet nicht:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop, liveGuest: async () => (await (await fetch(`${url}/remotes.json`)).json()).versions?.guest?.version ?? null };
}

describe('registry in PostgreSQL', { skip }, () => {
  /** @type {Awaited<ReturnType<typeof startPortal>>[]} */
  const portals = [];
  before(async () => {
    await onServer(`drop database if exists "${database}" with (force)`);
    await onServer(`create database "${database}"`);
  });
  after(async () => {
    await Promise.all(portals.map((portal) => portal.stop()));
    await onServer(`drop database if exists "${database}" with (force)`);
    await removeTempLocations();
  });

  it('migrate-registry moves the file registry; two web processes serve a promotion within 5 s', async (t) => {
    const locations = await tempLocations();
    for (const version of ['1.4.0', '1.5.0']) await release(locations, 'guest', version);
    assert.equal((await run(CLI, ['promote', 'guest', '1.4.0'], locations)).code, 0);
    const pgEnv = { DATABASE_URL: databaseUrl };
    const moved = await run(CLI, ['migrate-registry'], locations, pgEnv);
    assert.equal(moved.code, 0, moved.stderr);
    assert.match(moved.stdout, /nach PostgreSQL \(remote_registry\) übertragen \(Revision 1\)/);
    const again = await run(CLI, ['migrate-registry'], locations, pgEnv);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /hat schon eine Registry/);

    portals.push(await startPortal(locations.releasesDir));
    portals.push(await startPortal(locations.releasesDir));
    for (const portal of portals) assert.equal(await portal.liveGuest(), '1.4.0');

    const promoted = await run(CLI, ['promote', 'guest', '1.5.0'], locations, pgEnv);
    assert.equal(promoted.code, 0, promoted.stderr);
    const since = Date.now();
    const seenAfter = await Promise.all(
      portals.map(async (portal) => {
        while ((await portal.liveGuest()) !== '1.5.0') {
          if (Date.now() - since > 5000) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return Date.now() - since;
      }),
    );
    for (const ms of seenAfter) assert.ok(ms <= 5000, `erst nach ${ms} ms gesehen`);
    t.diagnostic(`die Aktivierung gesehen nach ${seenAfter.join(' und ')} ms`);
    // What browsers report on either process is what `status` shows.
    const report = (portal, version) =>
      fetch(`${portal.url}/api/remote-loads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ browser: `browser-of-test-${Math.random().toString(36).slice(2, 12)}`, remote: 'guest', version, fell_back: false }) });
    for (const [portal, version] of [[portals[0], '1.5.0'], [portals[1], '1.5.0'], [portals[1], '1.5.0'], [portals[0], '1.4.0']]) assert.equal((await report(portal, version)).status, 202);
    const status = await run(CLI, ['status', 'guest'], locations, pgEnv);
    assert.equal(status.code, 0, status.stderr);
    assert.match(status.stdout, /guest: aktiv 1\.5\.0, kein Canary/);
    assert.match(status.stdout, /1\.5\.0\s+aktiv\s+3 \(75 %\)\s+3 \(75 %\)\s+0\s+0\s+0/);
    assert.match(status.stdout, /1\.4\.0\s+andere\s+1 \(25 %\)/);
    // The file registry stays as it was: PostgreSQL is the registry now.
    assert.equal((await run(CLI, ['list'], locations)).stdout.includes('aktuell: 1.4.0'), true);
  });

  it('concurrent promotions in PostgreSQL: compare-and-swap in one statement, no lost update', async () => {
    const locations = await tempLocations();
    const versions = Array.from({ length: 8 }, (_, i) => `2.0.${i}`);
    for (const version of versions) await release(locations, 'admin', version);
    const results = await Promise.all(versions.map((version) => run(CLI, ['promote', 'admin', version], locations, { DATABASE_URL: databaseUrl })));
    const succeeded = results.filter((r) => r.code === 0).length;
    assert.ok(succeeded > 0);
    const registry = await createPgStore(databaseUrl).read();
    const history = registry.remotes.admin.history;
    assert.equal(history.length, succeeded);
    history.forEach((entry, k) => assert.equal(entry.from, k === 0 ? null : history[k - 1].to));
  });
});
