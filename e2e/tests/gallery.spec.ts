import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoGuest } from './support';

type Sharp = (options: { create: { width: number; height: number; channels: 3; background: string; noise?: { type: 'gaussian'; mean: number; sigma: number } } }) => {
  jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> };
};
/** sharp comes with the backend; the photos are made here, each one different (random noise), so none is a duplicate. */
const sharp = createRequire(path.resolve(import.meta.dirname, '../../backend/package.json'))('sharp') as Sharp;

async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

// Phone first: the guest's gallery at 375 px.
test.use({ viewport: { width: 375, height: 740 } });

test('a guest uploads two photos with progress, finds them under "Nur meine Uploads", moves through them in the lightbox with the keyboard and downloads all as a ZIP', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Mia');
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByText('Willkommen,').first()).toBeVisible();
  await page.getByRole('link', { name: 'Hochzeitsfotos' }).click();
  await expect(page).toHaveURL(/\/guest\/gallery$/);
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle Bilder' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Die Galerie wird geladen/)).toHaveCount(0);

  // Upload: both files, one description, a progress bar per file.
  await page.getByLabel('Fotos auswählen').setInputFiles([await photo('e2e-abendlicht.jpg', '#c08040'), await photo('e2e-schlosshof.jpg', '#4060a0')]);
  await page.getByLabel('Beschreibung (optional)').fill('E2E Abend im Schlosshof');
  await page.getByRole('button', { name: 'Hochladen' }).click();
  for (const name of ['e2e-abendlicht.jpg', 'e2e-schlosshof.jpg']) {
    await expect(page.getByRole('progressbar', { name: `Fortschritt ${name}` })).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(page.getByText('2 Bilder erfolgreich hochgeladen!')).toBeVisible();
  // The success banner goes after 3 s.
  await expect(page.getByText('2 Bilder erfolgreich hochgeladen!')).toBeHidden({ timeout: 6000 });

  // After the upload the view switched to the guest's own uploads (the specification's rule):
  // both new photos, each marked 'Mein Upload'.
  await expect(page.getByLabel('Ansicht')).toHaveValue('own');
  const photos = page.getByRole('button', { name: 'Bild öffnen: E2E Abend im Schlosshof' });
  await expect(photos).toHaveCount(2);
  await expect(page.getByText('Mein Upload')).toHaveCount(2);
  const thumbnails = page.locator('.gallery-card__image');
  await expect(thumbnails.first()).toHaveAttribute('src', /\?width=300&format=webp$/);
  await expect(thumbnails.first()).toHaveAttribute('loading', 'lazy');
  // The signed address works as the browser builds it, without an Authorization header.
  await expect.poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The lightbox: opens on the photo, arrow keys move, zoom goes to 3×, Escape closes, the page does not scroll meanwhile.
  await photos.first().click();
  const lightbox = page.getByRole('dialog', { name: 'Bildansicht' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('Bild 1 von 2')).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Schließen' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const shown = lightbox.locator('.swiper-slide-active img');
  await expect(shown).toHaveAttribute('src', /\?width=1200&format=webp$/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Bild 2 von 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('Bild 1 von 2')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Zu Bild 2' }).click();
  await expect(lightbox.getByText('Bild 2 von 2')).toBeVisible();

  await lightbox.getByRole('button', { name: 'Vergrößern' }).click();
  await expect(lightbox.getByRole('button', { name: 'Verkleinern' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lightbox.locator('.swiper-slide-active img')).toHaveAttribute('style', /scale\(3\)/);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await expect(photos.nth(1)).toBeFocused();

  // Everything the guest may see, as one ZIP.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Alle herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
});
