import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoGuest, loginAsAdmin } from './support';

// Phone first: the exports at 375 px.
test.use({ viewport: { width: 375, height: 740 } });

/** A PDF is made by the server's Chromium: the first one may wait for the browser to start. */
const FILE_TIMEOUT = 30_000;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Presses the button, takes the browser's download and checks that the area reports that very file. */
async function download(page: Page, area: Locator, buttonName: string) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: FILE_TIMEOUT }), area.getByRole('button', { name: buttonName }).click()]);
  expect(await file.failure()).toBeNull();
  const name = file.suggestedFilename();
  await expect(area.getByRole('status')).toContainText(`Export "${name}" erfolgreich heruntergeladen!`, { timeout: FILE_TIMEOUT });
  return { name, bytes: await readFile(await file.path()) };
}

test('an admin downloads a guest list as CSV, as Excel workbook and as PDF from the exports page, and one from the settings', async ({ page, request }) => {
  const anna = await demoGuest(request, 'Anna'); // Inner Circle
  const jonas = await demoGuest(request, 'Jonas'); // Apéro

  await loginAsAdmin(page);
  await page.goto('/admin/exports');
  await expect(page.getByRole('heading', { name: 'Daten-Exports', level: 1 })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Übersicht' });
  for (const label of ['Gäste gesamt', 'Inner Circle', 'Apéro', 'Belegte Zimmer', 'Zimmer gesamt', 'Timeline-Ereignisse']) {
    await expect(overview.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }

  // CSV for a German Excel: UTF-8 with BOM, the demo guest in it.
  const guests = page.getByRole('region', { name: 'Gästelisten' });
  const csv = await download(page, guests, 'Gästeliste Inner Circle als CSV herunterladen');
  expect(csv.name).toMatch(/\.csv$/);
  expect(csv.bytes.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
  const csvText = csv.bytes.toString('utf8');
  expect(csvText).toContain(anna.first_name);
  expect(csvText).toContain(anna.last_name);

  // The Excel workbook beside it: a zip (PK) with the sheet, named .xlsx.
  const xlsx = await download(page, guests, 'Gästeliste komplett als Excel (.xlsx) herunterladen');
  expect(xlsx.name).toMatch(/^G(ae|ä)steliste-Alle-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
  expect(xlsx.bytes.includes('xl/worksheets/sheet1.xml')).toBe(true);

  const pdf = await download(page, guests, 'Gästeliste komplett als PDF herunterladen');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // A provider's timeline needs a chosen provider; nothing is asked of the server before.
  const timelines = page.getByRole('region', { name: 'Tagesabläufe' });
  await timelines.getByRole('button', { name: 'Tagesablauf Dienstleister als PDF herunterladen' }).click();
  await expect(timelines.getByRole('alert')).toHaveText(/Bitte wählen Sie einen Dienstleister aus\./);
  await expect(timelines.getByLabel('Dienstleister').locator('option', { hasText: /^Fotostudio Lichtblick \(\d+ Termine?\)$/ })).toHaveCount(1);

  // The settings repeat the exports: one format for all, a button per list.
  await page.goto('/admin/settings');
  const settings = page.getByRole('region', { name: 'Daten-Exports' });
  await settings.getByRole('radio', { name: 'CSV' }).check();
  const appero = await download(page, settings, 'Gästeliste Apéro als CSV herunterladen');
  expect(appero.name).toMatch(/\.csv$/);
  expect(appero.bytes.subarray(0, 3).equals(UTF8_BOM)).toBe(true);
  expect(appero.bytes.toString('utf8')).toContain(jonas.last_name);
});

test('an admin downloads invitation cards with personal QR codes for the Inner Circle, one per family', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/exports');
  const cards = page.getByRole('region', { name: 'Einladungskarten' });
  await cards.getByLabel('Gasttyp').selectOption({ label: 'Inner Circle' });
  await cards.getByLabel('Karten').selectOption({ label: 'Eine Karte je Familie' });
  const pdf = await download(page, cards, 'Karten als PDF herunterladen');
  expect(pdf.name).toMatch(/^Einladungskarten-Inner-Circle-Familien-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
