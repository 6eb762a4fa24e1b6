import { readFileSync } from 'node:fs';
import { MENU_FOR_INNER_CIRCLE } from '@hochzeit/contracts/guest-texts';
import { expect, type Page, test } from '@playwright/test';
import { adminGet, loginAsAdmin } from './support';

async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

async function openGuestLink(page: Page, request: Parameters<typeof adminGet>[0], firstName: string, lastName: string) {
  const guests = await adminGet(request, '/api/admin/guests');
  const guest = guests.find((g) => g.first_name === firstName && g.last_name === lastName)!;
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByRole('heading', { name: `Willkommen, ${firstName} ${lastName}!` })).toBeVisible();
}

test('an admin sets up a guest with group, room and menu; the guest sees them, an Apéro guest does not', async ({ page, request, browser }) => {
  await loginAsAdmin(page);

  // A group
  await page.getByRole('link', { name: 'Gästegruppen', exact: true }).first().click();
  await page.getByLabel('Gruppenname').fill('Familie Testfrau');
  await page.getByRole('button', { name: 'Gruppe anlegen' }).click();
  await expectNotice(page, 'Gruppe erfolgreich angelegt!');

  // A menu
  await page.goto('/admin/menus');
  await expect(page.getByRole('heading', { name: 'Neues Menü anlegen' })).toBeVisible();
  await page.getByLabel('Menütyp').selectOption('Menü 2');
  await page.getByLabel('Klasse').fill('E2E Vegetarisch');
  await page.getByRole('group', { name: 'Gang 1' }).getByLabel('Gericht').fill('Kürbissuppe');
  await page.getByRole('group', { name: 'Gang 2' }).getByLabel('Gericht').fill('Risotto');
  await page.getByLabel('Allergene (durch Komma getrennt)').fill('Milch, , Sellerie');
  await page.getByRole('button', { name: 'Menü erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Menü 2 – E2E Vegetarisch' })).toBeVisible();

  // Two guests: Inner Circle with the menu, and Apéro
  await page.goto('/admin/guests');
  const form = page.getByRole('form', { name: 'Neuen Gast anlegen' });
  await form.getByLabel('Vorname').fill('Erika');
  await form.getByLabel('Nachname').fill('Testfrau');
  await form.getByLabel('Gasttyp').selectOption('Inner Circle');
  await form.getByLabel('Menü').selectOption({ label: 'E2E Vegetarisch' });
  await form.getByLabel('Allergien (durch Komma getrennt)').fill('Nüsse, Gluten');
  await form.getByRole('button', { name: 'Gast anlegen' }).click();
  await expectNotice(page, 'Neuer Gast angelegt!');
  await form.getByLabel('Vorname').fill('Otto');
  await form.getByLabel('Nachname').fill('Apero');
  await form.getByRole('button', { name: 'Gast anlegen' }).click();
  await expectNotice(page, 'Neuer Gast angelegt!');
  await expect(page.getByRole('cell', { name: 'Nüsse, Gluten' })).toBeVisible();

  // Erika joins the group
  await page.goto('/admin/guest-groups');
  await page.getByLabel('Gruppe', { exact: true }).selectOption({ label: 'Familie Testfrau' });
  await page.getByLabel('Gast (ohne Gruppe)').selectOption({ label: 'Erika Testfrau' });
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expectNotice(page, 'Gast erfolgreich zur Gruppe hinzugefügt!');
  await expect(page.getByRole('article', { name: 'Gruppe Familie Testfrau' })).toContainText('Erika Testfrau');

  // A room, and Erika in it
  await page.goto('/admin/rooms');
  const roomForm = page.getByRole('form', { name: 'Neues Zimmer anlegen' });
  await roomForm.getByLabel('Zimmernummer').fill('E2E-1');
  await roomForm.getByLabel('Standort').selectOption({ label: 'Gästehaus Seeblick' });
  await roomForm.getByLabel('Beschreibung').fill('Zimmer mit Seesicht');
  await roomForm.getByLabel('Grundkapazität').fill('1');
  await roomForm.getByRole('button', { name: 'Zimmer anlegen' }).click();
  await expectNotice(page, 'Zimmer angelegt');
  const assign = page.getByRole('form', { name: 'Neue Zimmerzuweisung' });
  await assign.getByLabel('Inner-Circle-Gast').selectOption({ label: 'Erika Testfrau' });
  await assign.getByLabel('Zimmer mit freiem Platz').selectOption({ label: 'Gästehaus Seeblick – E2E-1 (0/1 belegt)' });
  await assign.getByRole('button', { name: 'Zuweisen' }).click();
  await expectNotice(page, 'Zimmer zugewiesen');
  // The full room is no longer offered.
  await expect(assign.getByLabel('Zimmer mit freiem Platz').locator('option', { hasText: 'E2E-1' })).toHaveCount(0);

  // Erika signs in with her link
  const erikaContext = await browser.newContext();
  const erika = await erikaContext.newPage();
  await openGuestLink(erika, request, 'Erika', 'Testfrau');
  const accommodation = erika.getByRole('region', { name: 'Ihre Unterkunft' });
  await expect(accommodation).toContainText('E2E-1');
  await expect(accommodation).toContainText('Gästehaus Seeblick');
  await expect(accommodation).toContainText('Seestrasse 12, 9400 Rorschach');
  await expect(erika.getByRole('region', { name: 'Ihre Gruppe: Familie Testfrau' })).toContainText('Erika Testfrau');
  await erika.getByRole('link', { name: 'Menü', exact: true }).click();
  await expect(erika.getByRole('heading', { name: 'E2E Vegetarisch' })).toBeVisible();
  await expect(erika.getByRole('heading', { name: 'Kürbissuppe' })).toBeVisible();
  await expect(erika.getByText('Milch, Sellerie')).toBeVisible();
  await erika.getByRole('link', { name: '← Zurück zum Dashboard' }).click();
  await expect(erika).toHaveURL(/\/guest-dashboard$/);
  await erikaContext.close();

  // Otto (Apéro) sees neither accommodation nor an active menu button
  const ottoContext = await browser.newContext();
  const otto = await ottoContext.newPage();
  await openGuestLink(otto, request, 'Otto', 'Apero');
  await expect(otto.getByRole('link', { name: 'Tagesplan' })).toBeVisible();
  await expect(otto.getByRole('region', { name: 'Ihre Unterkunft' })).toHaveCount(0);
  await expect(otto.getByRole('link', { name: 'Menü', exact: true })).toHaveCount(0);
  // The greyed-out tile says why, in visible text.
  await expect(otto.locator('[aria-disabled="true"]', { hasText: 'Menü' })).toContainText(MENU_FOR_INNER_CIRCLE);
  await ottoContext.close();
});

test('an admin uploads and downloads a provider document', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/service-providers');
  await page.getByRole('row', { name: /Bodensee Swing Trio/ }).getByRole('link', { name: 'Dokumente' }).click();
  await expect(page.getByRole('heading', { name: 'Dokumente – Bodensee Swing Trio' })).toBeVisible();
  await expect(page.getByText('Noch keine Dokumente.')).toBeVisible();

  const pdf = Buffer.from('%PDF-1.4\n% Vertrag Bodensee Swing Trio\n%%EOF\n');
  await page.getByLabel(/^Datei/).setInputFiles({ name: 'Vertrag Musik.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expectNotice(page, '"Vertrag Musik.pdf" hochgeladen');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('listitem').filter({ hasText: 'Vertrag Musik.pdf' }).getByRole('button', { name: 'Herunterladen' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Vertrag Musik.pdf');
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

  // A file that only pretends to be a PDF is refused with the server's reason.
  await page.getByLabel(/^Datei/).setInputFiles({ name: 'trojaner.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\u0000\u0000ausführbar') });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Fehler beim Upload: Der Inhalt der Datei passt nicht zur Endung \.pdf/);
});

test('the provider page opens the QR code in a new tab, as a printable page with the company name', async ({ page, context }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/service-providers');
  const [qrPage] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('row', { name: /Fotostudio Lichtblick/ }).getByRole('link', { name: 'QR-Code' }).click(),
  ]);
  await qrPage.waitForLoadState();
  // The page draws the code from the sign-in link itself, so it does not expire like a signed image address.
  expect(qrPage.url()).toMatch(/\/admin\/service-providers\/\d+\/qr$/);
  await expect(qrPage.getByRole('heading', { name: 'Fotostudio Lichtblick' })).toBeVisible();
  await expect(qrPage.getByRole('img', { name: 'QR-Code für Fotostudio Lichtblick' })).toBeVisible();
  await expect(qrPage.getByText(/\/provider-login\?token=/)).toBeVisible();
});
