import { expect, test } from '@playwright/test';
import { adminToken, demoGuest, loginAsAdmin } from './support';

/**
 * The guests' form of address, chosen once by the couple: the admin switches the settings to 'ihr',
 * and a guest's dashboard and RSVP page speak to them as ihr/euch. Put back to 'Sie' at the end,
 * since the other suites read the specification's 'Sie' texts on the same server.
 */
test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const settings = (await (await request.get('/api/admin/event-settings', { headers })).json()) as Record<string, unknown>;
  const { cover: _cover, ...input } = settings;
  expect((await request.put('/api/admin/event-settings', { headers, data: { ...input, guest_address: 'sie' } })).ok()).toBeTruthy();
});

test("the admin chooses 'ihr': the guest's dashboard and RSVP page say ihr/euch", async ({ page, request, browser }) => {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  // A deadline far ahead, so the answers are open whatever day the test runs.
  expect((await request.put('/api/admin/rsvp/settings', { headers: admin, data: { deadline: '2099-12-31' } })).ok()).toBeTruthy();
  expect((await (await request.get('/api/event-settings', { headers: admin })).json()).guest_address).toBe('sie');

  await loginAsAdmin(page);
  await page.goto('/admin/settings');
  const address = page.getByRole('group', { name: 'Anrede der Gäste' });
  await expect(address.getByRole('radio', { name: 'Sie (förmlich)' })).toBeChecked();
  await address.getByRole('radio', { name: 'ihr (vertraut)' }).check();
  await page.getByRole('button', { name: 'Hochzeitsdaten speichern' }).click();
  await expect(page.getByText('Hochzeitsdaten gespeichert')).toBeVisible();
  expect((await (await request.get('/api/event-settings', { headers: admin })).json()).guest_address).toBe('ihr');

  // A guest who has not answered yet, in a browser of their own.
  const context = await browser.newContext();
  const guest = await context.newPage();
  const sophie = await demoGuest(request, 'Sophie');
  await guest.goto(`/guest-login?token=${sophie.login_token}`);
  await expect(guest.getByRole('heading', { name: /^Willkommen, Sophie/ })).toBeVisible();
  const card = guest.getByRole('region', { name: 'Zu- oder Absagen' });
  await expect(card).toContainText(/Bitte sagt uns, ob ihr kommt\.|Vielen Dank, eure Antwort ist bei uns angekommen\./);
  await expect(card).not.toContainText(/\bSie\b|\bIhre\b/);

  await card.getByRole('link', { name: /antworten|Antwort ansehen/ }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Zu- oder Absagen' })).toBeVisible();
  await expect(guest.getByText(/^Ihr könnt (für euch und eure Familie antworten|antworten) und eure Antwort bis dahin jederzeit ändern\.$/)).toBeVisible();
  await expect(guest.getByRole('main')).not.toContainText(/\bSie\b|\bIhre\b|\bIhrer\b/);
  await context.close();
});
