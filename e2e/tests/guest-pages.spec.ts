import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demoGuest, loginAsAdmin } from './support';

/**
 * The couple writes the castle page and the dress code in 'Gästeseiten' (with the live preview),
 * and a guest on a phone sees them: online, and offline with 'Offline – Stand' after a first visit.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** 'Offline – Stand: 22.11.2026, 16:05': German date and time of the stored data. */
const OFFLINE_MARK = /^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;
const offlineMark = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline – Stand:/ });

type Sharp = (options: { create: { width: number; height: number; channels: 3; background: string } }) => { jpeg(): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.resolve(import.meta.dirname, '../../backend/package.json'))('sharp') as Sharp;

const CASTLE_TITLE = 'E2E: Die Villa am See';
const CASTLE_TEXT = 'E2E: Apéro im Innenhof, Trauung im Garten.';
const DRESS_TEXT = 'E2E: Sommerlich elegant, flache Schuhe für den Rasen.';

test('a couple writes the castle page and the dress code, and a guest reads them online and offline', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  await page.goto('/admin/guest-pages');
  await expect(page.getByRole('heading', { name: 'Gästeseiten' })).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'Vorschau' });

  await page.getByLabel('Titel').fill(CASTLE_TITLE);
  await page.getByLabel('Text').fill(CASTLE_TEXT);
  await expect(preview.getByRole('heading', { name: CASTLE_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schloss gespeichert' })).toBeVisible();

  await page.getByRole('tab', { name: 'Dresscode' }).click();
  await page.getByLabel('Text').fill(DRESS_TEXT);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b8975a' } }).jpeg().toBuffer();
  await page.getByLabel('Foto hinzufügen').setInputFiles([{ name: 'e2e-dresscode.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(preview.getByRole('img', { name: 'Dresscode, Bild 1' })).toBeVisible();
  await expect(preview.getByText(DRESS_TEXT)).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dresscode gespeichert' })).toBeVisible();

  // A guest on a phone, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE', timezoneId: 'Europe/Zurich' });
  const guestPage = await context.newPage();
  const guest = await demoGuest(page.request, 'Sophie');
  await guestPage.goto(`/guest-login?token=${guest.login_token}`);
  await expect(guestPage.getByRole('heading', { name: /^Willkommen, / })).toBeVisible();
  // The service worker controls the page and has fetched the guest's replies for offline reading.
  await guestPage.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await guestPage.waitForFunction(() => sessionStorage.getItem('hochzeit_offline_warmed') !== null, undefined, { timeout: 20_000 });

  await guestPage.goto('/guest/schloss');
  await expect(guestPage.getByRole('heading', { name: CASTLE_TITLE })).toBeVisible();
  await expect(guestPage.getByText(CASTLE_TEXT)).toBeVisible();
  await expect(offlineMark(guestPage)).toHaveCount(0);
  await guestPage.goto('/guest/dresscode');
  await expect(guestPage.getByText(DRESS_TEXT)).toBeVisible();
  const dressPhoto = guestPage.getByRole('img', { name: 'Dresscode, Bild 1' });
  await expect(dressPhoto).toBeVisible();
  await expect.poll(() => dressPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await context.setOffline(true);
  await guestPage.goto('/guest/schloss');
  await expect(guestPage.getByRole('heading', { name: CASTLE_TITLE })).toBeVisible();
  await expect(guestPage.getByText(CASTLE_TEXT)).toBeVisible();
  await expect(offlineMark(guestPage)).toHaveText(OFFLINE_MARK);
  await guestPage.goto('/guest/dresscode');
  await expect(guestPage.getByText(DRESS_TEXT)).toBeVisible();
  await expect(offlineMark(guestPage)).toHaveText(OFFLINE_MARK);
  // The photo seen online is kept too.
  await expect.poll(() => guestPage.getByRole('img', { name: 'Dresscode, Bild 1' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});
