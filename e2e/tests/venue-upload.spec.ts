import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, demoGuest, loginAsAdmin } from './support';

/**
 * Issue 38 on a phone (390 px): the wall's QR code opens the venue page for a phone nobody signed
 * in on; three files of which one is too large; a connection that drops in the middle of a
 * resumable upload.
 */
test.use({ viewport: { width: 390, height: 844 } });

type SharpImage = {
  jpeg(options: { quality: number }): SharpImage;
  withExif(exif: Record<string, Record<string, string>>): SharpImage;
  toBuffer(): Promise<Buffer>;
};
type Sharp = (options: { create: { width: number; height: number; channels: 3; background: string; noise?: { type: 'gaussian'; mean: number; sigma: number } } }) => SharpImage;
/** sharp, jsqr and pngjs come with the backend; every photo is different (random noise), so none is a duplicate. */
const backendRequire = createRequire(path.resolve(import.meta.dirname, '../../backend/package.json'));
const sharp = backendRequire('sharp') as Sharp;
const jsqr = backendRequire('jsqr') as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const { PNG } = backendRequire('pngjs') as { PNG: { sync: { read(buffer: Buffer): { data: Buffer; width: number; height: number } } } };

async function photo(name: string, width: number, height: number, quality = 80, exif?: Record<string, Record<string, string>>) {
  let image = sharp({ create: { width, height, channels: 3, background: '#a07050', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality });
  if (exif) image = image.withExif(exif);
  return { name, mimeType: 'image/jpeg', buffer: await image.toBuffer() };
}

async function admin(request: Parameters<typeof adminToken>[0]) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  return {
    get: async <T>(url: string) => (await request.get(url, { headers })).json() as Promise<T>,
    post: (url: string, data?: unknown) => request.post(url, { headers, data }),
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
  };
}

/** axe's serious and critical findings (as accessibility.spec.ts counts them). */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** What a phone camera reads from the QR code on screen. */
async function readQr(page: Page, selector: string): Promise<string | null> {
  const png = PNG.sync.read(await page.locator(selector).screenshot());
  return jsqr(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test("a phone nobody signed in on scans the wall's QR code, shares two photos with a name; the admin approves them on the wall, which shows them within 10 s", async ({ page, browser, request }) => {
  const api = await admin(request);
  // The venue link, a new one (an old one from another run stops), photos waiting for approval, names shown.
  expect((await api.post('/api/media/admin/venue/link')).ok()).toBe(true);
  expect((await api.put('/api/media/admin/venue/settings', { auto_approve: false, show_uploader_names: true, gallery_closed_until: null })).ok()).toBe(true);
  const venue = await api.get<{ link: { url: string } }>('/api/media/admin/venue');

  // The admin opens the wall (desktop); its QR code is the venue link.
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAsAdmin(page);
  await page.goto('/admin/media/diashow');
  const qr = page.getByRole('img', { name: 'QR-Code zum Teilen von Fotos' });
  await expect(qr).toBeVisible();
  const scanned = await readQr(page, '.wall__qr');
  expect(scanned).toBe(venue.link.url);

  // A phone without any sign-in opens it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', timezoneId: 'Europe/Zurich' });
  const guestPage = await phone.newPage();
  await guestPage.goto(scanned!);
  await expect(guestPage).toHaveURL(/\/fotos\/[^/]+$/);
  await expect(guestPage.getByLabel('Ihr Name')).toBeVisible();
  await guestPage.getByLabel('Fotos auswählen').setInputFiles([await photo('e2e-venue-tanz.jpg', 1200, 900), await photo('e2e-venue-torte.jpg', 1200, 900)]);
  await guestPage.getByRole('button', { name: 'Hochladen', exact: true }).click();
  await expect(guestPage.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
  await guestPage.getByLabel('Ihr Name').fill('Tante Erna');
  await guestPage.getByRole('button', { name: 'Hochladen', exact: true }).click();
  await expect(guestPage.getByText('2 Fotos geteilt. Danke! Ihre Fotos erscheinen, sobald das Brautpaar sie freigegeben hat.')).toBeVisible({ timeout: 30_000 });
  expect(await axeFindings(guestPage)).toEqual([]);
  // The name is remembered on this phone.
  await guestPage.reload();
  await expect(guestPage.getByLabel('Ihr Name')).toHaveValue('Tante Erna');
  expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // Not on the wall yet; the admin approves both on the wall's admin view.
  await expect(page.locator('.wall__uploader', { hasText: 'Tante Erna' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Freigaben \(\d+\)$/ }).click();
  const pending = page.locator('.wall__approval');
  await expect(pending.getByRole('checkbox', { name: /von Tante Erna auswählen/ })).toHaveCount(2);
  expect(await axeFindings(page)).toEqual([]);
  for (const box of await pending.getByRole('checkbox', { name: /von Tante Erna auswählen/ }).all()) await box.check();
  const approvedAt = Date.now();
  await pending.getByRole('button', { name: 'Freigeben (2)' }).click();
  await expect(page.getByText('2 Fotos freigegeben.')).toBeVisible();
  await expect(page.locator('.wall__slide--active .wall__uploader', { hasText: 'Tante Erna' })).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - approvedAt).toBeLessThan(10_000);
  const wall = await api.get<Array<{ filename: string; uploader_name: string | null }>>('/api/media/admin/wall');
  // 'Medienverwaltung' with the venue link on: its section and settings pass axe too.
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Fotos von allen (QR-Code)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code zum Teilen von Fotos' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  expect(wall.filter((item) => item.uploader_name === 'Tante Erna').map((item) => item.filename).sort()).toEqual(['e2e-venue-tanz.jpg', 'e2e-venue-torte.jpg']);

  // Renewing the link ends the old one at once: the phone is told so in German.
  expect((await api.post('/api/media/admin/venue/link')).ok()).toBe(true);
  const again = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  const oldLink = await again.newPage();
  await oldLink.goto(scanned!);
  await expect(oldLink.getByRole('alert')).toHaveText('Dieser Link zum Teilen von Fotos ist nicht mehr gültig. Bitte scannen Sie den aktuellen QR-Code.');
  await again.close();
});

test('a guest picks three photos, one over 10 MB: two are sent, the third is made smaller on request and sent with its capture time', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Sophie');
  const big = await photo('e2e-gross.jpg', 4000, 3000, 100, { IFD2: { DateTimeOriginal: '2026:06:13 16:42:07', OffsetTimeOriginal: '+02:00' } });
  expect(big.buffer.length).toBeGreaterThan(10 * 1024 * 1024);
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByText('Willkommen,').first()).toBeVisible();
  await page.goto('/guest/gallery');
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();

  await page.getByLabel('Fotos auswählen').setInputFiles([await photo('e2e-klein-1.jpg', 1000, 750), big, await photo('e2e-klein-2.jpg', 1000, 750)]);
  const bigRow = page.locator('li', { hasText: 'e2e-gross.jpg' });
  await expect(bigRow).toContainText('Datei zu groß (max. 10MB). Ungültig: e2e-gross.jpg');
  await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
  await expect(page.getByText('2 Bilder erfolgreich hochgeladen!')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('li', { hasText: 'e2e-klein-1.jpg' })).toContainText('Hochgeladen');
  await expect(page.locator('li', { hasText: 'e2e-klein-2.jpg' })).toContainText('Hochgeladen');
  await expect(bigRow).toContainText('Ungültig');
  // After the upload the view is the guest's own uploads.
  await expect(page.getByLabel('Ansicht')).toHaveValue('own');

  await bigRow.getByRole('button', { name: 'e2e-gross.jpg: Verkleinern und hochladen' }).click();
  const shrunkRow = page.locator('li', { hasText: 'e2e-gross.jpg' });
  await expect(shrunkRow).toContainText('Hochgeladen', { timeout: 30_000 });
  await expect(shrunkRow).toContainText(/MB → .* MB/);
  await expect(page.getByText('1 Bild erfolgreich hochgeladen!')).toBeVisible();

  // The server has all three as the guest's, the smaller one a JPEG under 10 MB taken at the original's time.
  const token = await page.evaluate(() => localStorage.getItem('guest_token'));
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/media/gallery?view_filter=own&limit=100&offset=0', { headers: { Authorization: `Bearer ${token}` } });
        const items = (await res.json()) as Array<{ filename: string; taken_at: string | null }>;
        return items
          .filter((item) => item.filename.startsWith('e2e-klein') || item.filename.startsWith('e2e-gross'))
          .map((item) => `${item.filename} ${item.taken_at ?? '-'}`)
          .sort();
      },
      { timeout: 20_000 },
    )
    .toEqual([`e2e-gross.jpg ${new Date('2026-06-13T14:42:07Z').toISOString()}`, 'e2e-klein-1.jpg -', 'e2e-klein-2.jpg -']);
});

test('the connection drops in the middle of a resumable upload: it continues where the server stopped, without starting over', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Jonas');
  const file = await photo('e2e-wackel-wlan.jpg', 2600, 2000, 95);
  const CHUNK = 2 * 1024 * 1024;
  expect(file.buffer.length).toBeGreaterThan(2 * CHUNK);
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByText('Willkommen,').first()).toBeVisible();
  await page.goto('/guest/gallery');
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();

  // The tus requests as the server gets them; the second chunk's PATCH is cut off twice (Wi-Fi gone).
  const seen: string[] = [];
  let dropped = 0;
  await page.route('**/api/media/tus**', async (route) => {
    const req = route.request();
    const offset = req.headers()['upload-offset'];
    if (req.method() === 'PATCH' && offset === String(CHUNK) && dropped < 2) {
      dropped += 1;
      seen.push(`PATCH ${offset} abgebrochen`);
      return route.abort('internetdisconnected');
    }
    seen.push(req.method() === 'PATCH' ? `PATCH ${offset} ${req.postDataBuffer()?.length ?? 0}` : req.method());
    return route.continue();
  });

  await page.getByLabel('Fotos auswählen').setInputFiles([file]);
  await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
  await expect(page.getByText('1 Bild erfolgreich hochgeladen!')).toBeVisible({ timeout: 45_000 });
  expect(dropped).toBe(2);
  // One upload created; after each drop the client asked the server's offset (HEAD) and sent from there:
  // the first chunk once, the rest after the drop, never from the start again.
  const size = file.buffer.length;
  const last = size - 2 * CHUNK;
  expect(seen.filter((s) => s === 'POST')).toHaveLength(1);
  expect(seen.filter((s) => s.startsWith(`PATCH 0 `))).toEqual([`PATCH 0 ${CHUNK}`]);
  expect(seen).toEqual(['POST', `PATCH 0 ${CHUNK}`, `PATCH ${CHUNK} abgebrochen`, 'HEAD', `PATCH ${CHUNK} abgebrochen`, 'HEAD', `PATCH ${CHUNK} ${CHUNK}`, `PATCH ${2 * CHUNK} ${last}`]);
  const sent = seen.filter((s) => s.startsWith('PATCH') && !s.endsWith('abgebrochen')).reduce((sum, s) => sum + Number(s.split(' ')[2]), 0);
  expect(sent).toBe(size);

  // One photo stored, the guest's own.
  const token = await page.evaluate(() => localStorage.getItem('guest_token'));
  const res = await request.get('/api/media/gallery?view_filter=own&limit=100&offset=0', { headers: { Authorization: `Bearer ${token}` } });
  const items = (await res.json()) as Array<{ filename: string }>;
  expect(items.filter((item) => item.filename === 'e2e-wackel-wlan.jpg')).toHaveLength(1);
});

test('an upload cut off, then the page reloaded: the same photo chosen again continues the upload the server has', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Lukas');
  const CHUNK = 2 * 1024 * 1024;
  // A file on disk, as in a phone's camera roll: the same name, size and date when chosen again.
  const file = await photo('e2e-neu-geladen.jpg', 2600, 2000, 95);
  const filePath = path.join(mkdtempSync(path.join(os.tmpdir(), 'venue-upload-')), file.name);
  writeFileSync(filePath, file.buffer);
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByText('Willkommen,').first()).toBeVisible();
  await page.goto('/guest/gallery');
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();

  let cut = true;
  const seen: string[] = [];
  await page.route('**/api/media/tus**', async (route) => {
    const req = route.request();
    const offset = req.headers()['upload-offset'];
    if (cut && req.method() === 'PATCH' && offset === String(CHUNK)) {
      seen.push('abgebrochen');
      return route.abort('internetdisconnected');
    }
    seen.push(req.method() === 'PATCH' ? `PATCH ${offset} ${req.postDataBuffer()?.length ?? 0}` : req.method());
    return route.continue();
  });
  const tusEntries = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')).length);

  await page.getByLabel('Fotos auswählen').setInputFiles(filePath);
  await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
  // The first chunk arrived, the second keeps failing (the client retries); then the phone reloads the page.
  await expect.poll(() => seen.filter((s) => s === 'abgebrochen').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(seen.slice(0, 2)).toEqual(['POST', `PATCH 0 ${CHUNK}`]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();
  expect(await tusEntries()).toBe(1);

  cut = false;
  seen.length = 0;
  await page.getByLabel('Fotos auswählen').setInputFiles(filePath);
  await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
  await expect(page.getByText('1 Bild erfolgreich hochgeladen!')).toBeVisible({ timeout: 30_000 });
  // No new upload: the server's offset asked, then only the rest sent; the stored address is gone once done.
  expect(seen).toEqual(['HEAD', `PATCH ${CHUNK} ${CHUNK}`, `PATCH ${2 * CHUNK} ${file.buffer.length - 2 * CHUNK}`]);
  expect(await tusEntries()).toBe(0);
  const token = await page.evaluate(() => localStorage.getItem('guest_token'));
  const res = await request.get('/api/media/gallery?view_filter=own&limit=100&offset=0', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await res.json()) as Array<{ filename: string }>).filter((item) => item.filename === 'e2e-neu-geladen.jpg')).toHaveLength(1);
});
