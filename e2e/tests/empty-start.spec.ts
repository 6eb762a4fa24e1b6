import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminGet, loginAsAdmin, type OwnServer, startOwnServer } from './support';

/**
 * A couple starts from the demo wedding, removes it with 'Demodaten entfernen' and sets up their
 * accommodation from nothing: first a location, then a room.
 *
 * This file runs its own server on a fresh data folder (with demo data, as `npm start` seeds it)
 * instead of using the shared one: removing the demo data there would take away the demo guests
 * and providers that the other test files rely on, whatever order the files run in.
 */
/** Undefined when beforeAll failed before starting it. */
let server: OwnServer | undefined;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
});

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Zurich' });
  const page = await context.newPage();
  await loginAsAdmin(page);
  return page;
}

test('after removing the demo data, an admin creates a location and then a room and sees the room in the list', async ({ browser }) => {
  const page = await adminPage(browser);
  const request = page.context().request;
  expect((await adminGet(request, '/api/admin/guests')).length).toBeGreaterThan(0);

  // 'Demodaten entfernen' in the settings, confirmed in the dialog; the outcome appears beside the button.
  await page.goto('/admin/settings');
  const demo = page.getByRole('region', { name: 'Demodaten' });
  page.once('dialog', (dialog) => void dialog.accept());
  await demo.getByRole('button', { name: 'Demodaten entfernen' }).click();
  await expect(demo.getByRole('status')).toContainText('Demodaten entfernt: 5 Gäste, 1 Gästegruppe');
  await expect(demo.getByRole('status')).toContainText('2 Standorte, 3 Zimmer');
  expect(await adminGet(request, '/api/admin/guests')).toEqual([]);
  expect(await adminGet(request, '/api/admin/service-providers')).toEqual([]);

  // The rooms page starts empty and says that a location comes first.
  await page.goto('/admin/rooms');
  await expect(page.getByRole('heading', { name: 'Zimmerverwaltung' })).toBeVisible();
  const locations = page.getByRole('region', { name: 'Standorte' });
  await expect(locations.getByText('Noch keine Standorte angelegt.')).toBeVisible();
  await expect(page.getByText('Noch keine Zimmer angelegt.')).toBeVisible();
  const roomForm = page.getByRole('form', { name: 'Neues Zimmer anlegen' });
  await expect(roomForm.getByText('Es gibt noch keinen Standort.')).toBeVisible();
  await expect(roomForm.getByRole('button', { name: 'Zimmer anlegen' })).toBeDisabled();

  // A location …
  const locationForm = page.getByRole('form', { name: 'Neuen Standort anlegen' });
  await locationForm.getByLabel('Name').fill('Hotel Bad Horn');
  await locationForm.getByLabel('Adresse').fill('Seestrasse 36, 9326 Horn');
  await locationForm.getByRole('button', { name: 'Standort anlegen' }).click();
  await expect(locationForm.getByRole('status')).toHaveText(/Standort angelegt/);
  await expect(locations.getByRole('row', { name: /Hotel Bad Horn.*Seestrasse 36, 9326 Horn/ })).toBeVisible();
  await expect(roomForm.getByText('Es gibt noch keinen Standort.')).toHaveCount(0);

  // … then a room in it.
  await roomForm.getByLabel('Zimmernummer').fill('12');
  await roomForm.getByLabel('Standort').selectOption({ label: 'Hotel Bad Horn' });
  await roomForm.getByLabel('Beschreibung').fill('Doppelzimmer mit Seesicht');
  await roomForm.getByLabel('Zustellbett (+1)').check();
  await roomForm.getByRole('button', { name: 'Zimmer anlegen' }).click();
  await expect(roomForm.getByRole('status')).toHaveText(/Zimmer angelegt/);
  const roomRow = page.getByRole('row', { name: /^12 Hotel Bad Horn Doppelzimmer mit Seesicht/ });
  await expect(roomRow).toBeVisible();
  await expect(roomRow).toContainText('0/3');

  // Stored on the server: still there after a reload, and offered for an assignment.
  await page.reload();
  await expect(page.getByRole('row', { name: /^12 Hotel Bad Horn Doppelzimmer mit Seesicht/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Neue Zimmerzuweisung' }).getByLabel('Zimmer mit freiem Platz').locator('option', { hasText: 'Hotel Bad Horn – 12 (0/3 belegt)' })).toHaveCount(1);
  await page.context().close();
});
