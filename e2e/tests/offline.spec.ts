import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { UPLOAD_QUEUED_TEXT } from '@hochzeit/contracts/offline';
// @ts-expect-error plain ES module without types
import { createRelease, webpackBuild } from '../../infra/release-remote.mjs';
import { REGISTRY_FILE, RELEASES_DIR } from '../playwright.config';
import { adminGet, demoGuest, loginAsAdmin } from './support';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** 'Offline – Stand: 22.11.2026, 16:05': German date and time of the stored data. */
const OFFLINE_MARK = /^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;

const offlineMark = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline – Stand:/ });

/** Every file of the guest remote's manifest `manifest` is in the worker's store. */
async function guestReleaseStored(page: Page, manifest: string): Promise<boolean> {
  return page.evaluate(async (manifestPath) => {
    const manifestUrl = new URL(manifestPath, location.origin);
    const doc = (await (await fetch(manifestUrl)).json()) as { metaData: { remoteEntry: { name: string } }; exposes: { assets: { js: { sync: string[]; async: string[] } } }[] };
    const files = [doc.metaData.remoteEntry.name, ...doc.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])];
    const stored = await Promise.all(files.map((file) => caches.match(new URL(file, manifestUrl).href)));
    return stored.every(Boolean);
  }, manifest);
}

/** Signs the guest in by their link and waits until the service worker controls the page and has stored the guest area. */
async function firstVisit(page: Page, firstName: string, manifest = '/remotes/guest/mf-manifest.json') {
  const guest = await demoGuest(page.request, firstName);
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByRole('heading', { name: /^Willkommen, / })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(() => sessionStorage.getItem('hochzeit_offline_warmed') !== null, undefined, { timeout: 20_000 });
  await expect.poll(() => guestReleaseStored(page, manifest), { timeout: 30_000 }).toBe(true);
  return guest;
}

test('after a first visit the day plan, dashboard, menu, directions, dress code and wish list open offline with the last data, marked', async ({ page, context }) => {
  await firstVisit(page, 'Sophie');
  // Online: no mark.
  await page.getByRole('link', { name: 'Tagesplan' }).click();
  await expect(page.getByRole('heading', { name: 'Trauung' })).toBeVisible();
  await expect(offlineMark(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ihr Tagesplan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trauung' })).toBeVisible();
  await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);

  // Opened for the first time without a connection, with the data fetched at the first visit.
  await page.goto('/guest-dashboard');
  await expect(page.getByRole('heading', { name: 'Willkommen, Sophie Keller!' })).toBeVisible();
  await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);
  await page.getByRole('link', { name: 'Menü' }).click();
  await expect(page.getByRole('heading', { name: 'Vegetarisch' })).toBeVisible();
  await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);
  await page.goto('/guest/anfahrt');
  await expect(page.getByRole('heading', { name: 'Anfahrt & Öffentliche Verkehrsmittel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schloss Wartensee' })).toBeVisible();
  await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);
  await page.goto('/guest/dresscode');
  await expect(page.getByRole('heading', { name: 'Dresscode' })).toBeVisible();
  await page.goto('/guest/wishlist');
  await expect(page.getByText(/Das grösste Geschenk ist/)).toBeVisible();
  await expect(offlineMark(page)).toHaveText(OFFLINE_MARK);

  // Back online: the server's data, without the mark.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(/Das grösste Geschenk ist/)).toBeVisible();
  await expect(offlineMark(page)).toHaveCount(0);
});

test('signing out deletes the stored replies; admin pages are never answered by the worker, and an admin session removes it', async ({ page, context }) => {
  await firstVisit(page, 'Lukas');
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('hochzeit-guest-')).length)).toBe(1);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/session-expired$/);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('hochzeit-guest-')).length)).toBe(0);

  await context.setOffline(true);
  const response = await page.goto('/admin').catch((error: Error) => error);
  expect(response).toBeInstanceOf(Error);

  // An admin session removes the worker altogether.
  await context.setOffline(false);
  await loginAsAdmin(page);
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

type Sharp = (options: { create: { width: number; height: number; channels: 3; background: string; noise?: { type: 'gaussian'; mean: number; sigma: number } } }) => {
  jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> };
};
const sharp = createRequire(path.resolve(ROOT, 'backend/package.json'))('sharp') as Sharp;

test('a photo chosen offline waits in the browser and is sent once when the connection returns', async ({ page, context }) => {
  const guest = await firstVisit(page, 'Jonas');
  await page.getByRole('link', { name: 'Hochzeitsfotos' }).click();
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();

  await context.setOffline(true);
  const name = `e2e-offline-${Date.now()}.jpg`;
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#608040', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await page.getByLabel('Fotos auswählen').setInputFiles([{ name, mimeType: 'image/jpeg', buffer }]);
  await page.getByRole('button', { name: 'Hochladen' }).click();
  const waiting = page.getByRole('list', { name: 'Wartende Fotos' });
  await expect(waiting.getByText(name)).toBeVisible();
  await expect(waiting.getByText(UPLOAD_QUEUED_TEXT)).toBeVisible();

  // Still waiting after a reload without a connection (it is kept in the browser).
  await page.reload();
  await expect(page.getByRole('list', { name: 'Wartende Fotos' }).getByText(name)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 Bild erfolgreich hochgeladen!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Wartende Fotos' })).toHaveCount(0);

  // Sent once: another visit sends nothing again, and the server has the photo once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wartende Fotos' })).toHaveCount(0);
  const media = await adminGet(page.request, '/api/media/admin/list');
  const uploaded = media.filter((item) => item.filename === name);
  expect(uploaded).toHaveLength(1);
  expect(uploaded[0].uploader_name).toBe(`${guest.first_name} ${guest.last_name}`);
});

test.describe('a new release of the guest remote', () => {
  /** Two real release builds of remote-guest (the same ones the remote runtime's tests use). */
  const OLD = '3.1.0';
  const NEW = '3.2.0';
  const promote = (version: string) =>
    promisify(execFile)(process.execPath, [path.join(ROOT, 'infra/remotes.mjs'), 'promote', 'guest', version, '--by', 'e2e', '--skip-smoke'], {
      env: { ...process.env, REGISTRY_FILE, RELEASES_DIR },
    });

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(400_000);
    rmSync(REGISTRY_FILE, { force: true });
    for (const version of [OLD, NEW]) {
      if (existsSync(path.join(RELEASES_DIR, 'guest', version, 'release.json'))) continue;
      await createRelease({ remote: 'guest', version, releasesDir: RELEASES_DIR, build: webpackBuild(path.join(ROOT, 'remote-guest'), '@hochzeit/remote-guest', version) });
    }
  });
  test.afterAll(() => rmSync(REGISTRY_FILE, { force: true }));

  const area = (page: Page) => page.locator('[data-remote="guest"]');

  test('is loaded at the next online navigation although the service worker stored the old one', async ({ page, context }) => {
    test.setTimeout(120_000);
    await promote(OLD);
    await firstVisit(page, 'Anna', `/remotes/guest/${OLD}/mf-manifest.json`);
    await expect(area(page)).toHaveAttribute('data-remote-version', OLD);

    await promote(NEW);
    // A navigation inside the page: the registry comes from the network, not from the store.
    await page.getByRole('link', { name: 'Anfahrt' }).click();
    await expect(area(page)).toHaveAttribute('data-remote-version', NEW, { timeout: 15_000 });
    await expect(area(page)).toHaveAttribute('data-remote-state', 'ready');
    // A page load: the page (with the registry inlined) comes from the network too.
    await page.goto('/guest/timeline');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(area(page)).toHaveAttribute('data-remote-version', NEW, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Trauung' })).toBeVisible();

    // Offline afterwards: the release last seen, from the store.
    await context.setOffline(true);
    await page.reload();
    await expect(area(page)).toHaveAttribute('data-remote-version', NEW, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Trauung' })).toBeVisible();
  });
});
