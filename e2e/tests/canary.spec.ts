import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '@playwright/test';
import { BROWSER_ID_STORAGE_KEY, canaryBucket, Registry, type RemoteReleaseStatus } from '@hochzeit/contracts/remote-releases';
// @ts-expect-error plain ES module without types
import { createRelease } from '../../infra/release-remote.mjs';
import { REGISTRY_FILE, RELEASES_DIR } from '../playwright.config';
import { adminGet, demoGuest } from './support';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The built guest remote released twice: LIVE as it is, CANARY with an entry that throws when the browser runs it. */
const LIVE = '7.0.0';
const CANARY = '7.1.0';
const PERCENT = 50;

/** The built remote-guest/dist as a release of `version` (its manifest names that version), optionally with a broken entry. */
async function releaseOfBuild(version: string, broken: boolean) {
  await createRelease({
    remote: 'guest',
    version,
    releasesDir: RELEASES_DIR,
    build: async (out: string) => {
      cpSync(path.join(ROOT, 'remote-guest/dist'), out, { recursive: true });
      const manifestFile = path.join(out, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      manifest.metaData.buildInfo.buildVersion = version;
      writeFileSync(manifestFile, JSON.stringify(manifest));
      // Thrown before the entry defines its container: the browser cannot load this release.
      const entry = path.join(out, manifest.metaData.remoteEntry.name);
      if (broken) writeFileSync(entry, `throw new Error('Canary ${version} kaputt');\n${readFileSync(entry, 'utf8')}`);
    },
  });
}

const remotes = (...args: string[]) =>
  promisify(execFile)(process.execPath, [path.join(ROOT, 'infra/remotes.mjs'), ...args, '--by', 'e2e'], { env: { ...process.env, REGISTRY_FILE, RELEASES_DIR, DATABASE_URL: '' } });
const readRegistry = () => Registry.parse(JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')));

/** Browser ids (as the shell keeps them) inside or outside the canary's share. */
function browserIds(inShare: boolean, count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) {
    const id = `e2e-canary-browser-${i}`;
    if (canaryBucket(id, 'guest') < PERCENT * 100 === inShare) ids.push(id);
  }
  return ids;
}

/** A guest's visit in a browser of its own with this id: the version the guest area shows. */
async function visit(browser: Browser, id: string, token: string): Promise<string | null> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [BROWSER_ID_STORAGE_KEY, id] as const);
    const page = await context.newPage();
    const loadReport = page.waitForRequest((request) => request.url().endsWith('/api/remote-loads'));
    await page.goto(`/guest-login?token=${token}`);
    await expect(page.getByRole('heading', { name: /^Willkommen, / })).toBeVisible();
    const area = page.locator('[data-remote="guest"]');
    await expect(area).toHaveAttribute('data-remote-state', 'ready');
    expect((await loadReport).postDataJSON()).toMatchObject({ browser: id, remote: 'guest' });
    const version = await area.getAttribute('data-remote-version');
    return version;
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  rmSync(REGISTRY_FILE, { force: true });
  rmSync(path.join(RELEASES_DIR, 'guest', LIVE), { recursive: true, force: true });
  rmSync(path.join(RELEASES_DIR, 'guest', CANARY), { recursive: true, force: true });
  await releaseOfBuild(LIVE, false);
  await releaseOfBuild(CANARY, true);
  // Both are the built guest remote, which the smoke gates of the other spec files load already.
  await remotes('promote', 'guest', LIVE, '--skip-smoke');
  await remotes('canary', 'guest', CANARY, '--percent', String(PERCENT), '--skip-smoke');
});

test.afterAll(() => {
  // The other spec files start from the unversioned builds.
  rmSync(REGISTRY_FILE, { force: true });
});

test('a canary whose release throws in the browser is ended by the registry itself; the guests meanwhile get the live release, and the history says why', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const sophie = await demoGuest(request, 'Sophie');
  // Outside the share: the live release, directly.
  expect(await visit(browser, browserIds(false, 1)[0], sophie.login_token)).toBe(LIVE);
  // Inside: the canary throws, the shell falls back to the live release and reports the failure
  // under the browser's id. Four such browsers stay below the threshold (5 browsers and 2 %) ...
  const inShare = browserIds(true, 5);
  for (const id of inShare.slice(0, 4)) expect(await visit(browser, id, sophie.login_token)).toBe(LIVE);
  expect(readRegistry().remotes.guest?.canary?.version).toBe(CANARY);
  // ... the same browser again counts once ...
  expect(await visit(browser, inShare[0], sophie.login_token)).toBe(LIVE);
  expect(readRegistry().remotes.guest?.canary?.version).toBe(CANARY);
  // ... the fifth browser ends the canary.
  expect(await visit(browser, inShare[4], sophie.login_token)).toBe(LIVE);
  await expect.poll(() => readRegistry().remotes.guest?.canary ?? null).toBeNull();

  const guest = readRegistry().remotes.guest!;
  expect(guest.current).toBe(LIVE);
  expect(guest.history.at(-1)).toMatchObject({ action: 'canary-end', from: CANARY, to: LIVE, by: 'automatisch', automatic: true });
  expect(guest.history.at(-1)?.reason).toMatch(new RegExp(`^Automatisch: 5 Browser meldeten Fehler von ${CANARY.replaceAll('.', '\\.')} bei \\d+ Ladevorgängen`));
  const { stdout } = await remotes('history', 'guest');
  expect(stdout).toMatch(/Canary beendet\s+7\.1\.0 -> 7\.0\.0\s+von automatisch .*automatisch\s+Grund: Automatisch: 5 Browser meldeten Fehler/);

  // The status shows what the browsers loaded: every visit ended on the live release, five of them after the canary failed.
  const status = (await adminGet(request, '/api/remote-releases/status')) as RemoteReleaseStatus[];
  const figures = status.find((s) => s.remote === 'guest')!;
  expect(figures.canary).toBeNull();
  const live = figures.versions.find((v) => v.version === LIVE)!;
  expect(live).toMatchObject({ role: 'live', loads_hour: 7, fallbacks_day: 6 });
  // Earlier specs' page loads (the unversioned build) count in the same hour: the share is of all of them.
  const loadsThisHour = figures.versions.reduce((sum, v) => sum + v.loads_hour, 0);
  expect(live.share_hour).toBeCloseTo((7 / loadsThisHour) * 100, 0);
  expect(figures.versions.find((v) => v.version === CANARY)).toMatchObject({ loads_hour: 0, failures_hour: 6 });

  // With the canary ended, a browser of the share gets the live release without trying the canary.
  expect(await visit(browser, inShare[1], sophie.login_token)).toBe(LIVE);
});
