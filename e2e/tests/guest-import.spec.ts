import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminGet, loginAsAdmin } from './support';

// Phone first: the import at 375 px (tables become cards, each value labelled by its column).
test.use({ viewport: { width: 375, height: 740 } });

/**
 * A guest list as German Excel saves it under "CSV (Trennzeichen-getrennt)": Windows-1252 (ä is
 * the single byte E4), `;` between cells, CRLF line ends, a quoted cell holding a `;`. The names
 * are unique to this test, so the demo guests never count as their duplicates.
 */
const GERMAN_EXCEL_CSV = Buffer.from(
  [
    'Vorname;Nachname;Familie;Gasttyp;Handy;E-Mail;Allergien',
    'Jürgen;Großhäußer;Familie Großhäußer;Inner Circle;+41 79 555 01 01;juergen.grosshaeusser@example.ch;Nüsse, Laktose',
    'Bärbel;Großhäußer;Familie Großhäußer;Inner Circle;;baerbel.grosshaeusser@example.ch;',
    'Zoë;Öhlschläger;;Apéro;079 555 02 02;;"Sellerie; Senf"',
  ].join('\r\n') + '\r\n',
  'latin1',
);

test('an admin imports a guest list saved by German Excel: preview, check, import, umlauts intact', async ({ page, request }) => {
  // The file really is Windows-1252: no UTF-8 sequence for ä, but its single byte.
  expect(GERMAN_EXCEL_CSV.includes(Buffer.from('ä', 'utf8'))).toBe(false);
  expect(GERMAN_EXCEL_CSV.includes(Buffer.from([0xe4]))).toBe(true);

  await loginAsAdmin(page);
  await page.goto('/admin/guests');
  await page.getByRole('link', { name: 'Gäste importieren' }).click();
  await expect(page).toHaveURL(/\/admin\/guests\/import$/);
  await expect(page.getByRole('heading', { name: 'Gäste importieren', level: 1 })).toBeVisible();

  await page.getByLabel(/^Datei \(/).setInputFiles({ name: 'Gästeliste.csv', mimeType: 'text/csv', buffer: GERMAN_EXCEL_CSV });
  await page.getByRole('button', { name: 'Datei prüfen' }).click();

  // Detected format, suggested mapping, preview with the umlauts decoded.
  await expect(page.getByText(/CSV, Zeichensatz Windows-1252 \(ANSI\), Trennzeichen „;“; 3 Zeilen mit Daten\./)).toBeVisible();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('0');
  await expect(page.getByLabel('Familie/Gruppe')).toHaveValue('2');
  const preview = page.getByRole('table');
  await expect(preview.getByText('Jürgen', { exact: true })).toBeVisible();
  await expect(preview.getByText('Öhlschläger', { exact: true })).toBeVisible();
  await expect(preview.getByText('Sellerie; Senf', { exact: true })).toBeVisible();
  await expect(page.getByText('3 Gäste werden importiert')).toBeVisible();
  await expect(page.getByText('Familie Großhäußer: 2 Gäste – wird neu angelegt')).toBeVisible();

  // The filled-in steps (selects, preview cards, lists) are accessible and fit the phone's width.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Nothing is stored by the check.
  expect((await adminGet(request, '/api/admin/guests')).some((guest) => guest.last_name === 'Großhäußer')).toBe(false);

  await page.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByRole('status')).toContainText('Import abgeschlossen: 3 Gäste und 1 neue Gruppe angelegt.');

  await page.getByRole('link', { name: 'Zur Gästeliste', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/guests$/);
  await expect(page.getByText('Familie Großhäußer (2)')).toBeVisible();
  // On the phone each guest is a card named by the guest (the allergies are read through the API below).
  for (const name of ['Jürgen Großhäußer', 'Bärbel Großhäußer', 'Zoë Öhlschläger']) await expect(page.getByRole('article', { name })).toBeVisible();

  const imported = (await adminGet(request, '/api/admin/guests')).filter((guest) => ['Großhäußer', 'Öhlschläger'].includes(guest.last_name));
  expect(imported.map((guest) => [guest.first_name, guest.last_name, guest.guest_type, guest.allergies])).toEqual(
    expect.arrayContaining([
      ['Jürgen', 'Großhäußer', 'Inner Circle', ['Nüsse', 'Laktose']],
      ['Bärbel', 'Großhäußer', 'Inner Circle', []],
      ['Zoë', 'Öhlschläger', 'Apéro', ['Sellerie; Senf']],
    ]),
  );
});
