import type { AdminEventSettingsJson } from '@hochzeit/contracts';
import { expect, test } from '@playwright/test';
import { adminToken, demoGuest, loginAsAdmin } from './support';

/**
 * The wedding's identity, set once in the admin area: the couple's names, the venue and the
 * currency reach the guest's dashboard and wish list and the admin's provider prices.
 */
test('a couple sets names, venue and currency in the settings; the guest sees them and prices follow the currency', async ({ page, request, browser }) => {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = (await (await request.get('/api/admin/event-settings', { headers: admin })).json()) as AdminEventSettingsJson;
  // Other specs on this shared server set the wedding's date (the demo's future date is checked by the demo-data spec).

  try {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Daten der Hochzeit' });
    await form.getByLabel('Namen des Brautpaars').fill('Mia & Jonas');
    await form.getByLabel('Ort', { exact: true }).fill('Landgut Seeblick');
    await form.getByLabel('Adresse', { exact: true }).fill('Seeweg 1, 8000 Zürich');
    await form.getByLabel('Breitengrad').fill('47.3769');
    await form.getByLabel('Längengrad').fill('8.5417');
    await form.getByRole('combobox', { name: 'Zeitzone des Veranstaltungsorts' }).selectOption('Europe/Berlin');
    await form.getByRole('combobox', { name: 'Währung' }).selectOption('EUR');
    await form.getByLabel('Name der Kontaktperson').fill('Lea Graf');
    await form.getByLabel('Telefon der Kontaktperson').fill('079 222 33 44');
    await form.getByRole('button', { name: 'Hochzeitsdaten speichern' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Hochzeitsdaten gespeichert' })).toBeVisible();

    // Stored: a reload shows the choices.
    await page.reload();
    await expect(form.getByLabel('Namen des Brautpaars')).toHaveValue('Mia & Jonas');
    await expect(form.getByRole('combobox', { name: 'Währung' })).toHaveValue('EUR');
    await expect(form.getByRole('combobox', { name: 'Zeitzone des Veranstaltungsorts' })).toHaveValue('Europe/Berlin');
    await expect(form.getByLabel('Telefon der Kontaktperson')).toHaveValue('079 222 33 44');

    // The providers' prices are in euros now.
    await page.goto('/admin/service-providers');
    const photographer = page.getByRole('row', { name: /Fotostudio Lichtblick/ });
    await expect(photographer).toContainText(/2\.400,00\s€/);
    await expect(photographer).not.toContainText('CHF');

    // The guest's dashboard and wish list name the couple and the venue.
    const guest = await demoGuest(request, 'Mia');
    const context = await browser.newContext();
    const guestPage = await context.newPage();
    await guestPage.goto(`/guest-login?token=${guest.login_token}`);
    await expect(guestPage.locator('.hero__names')).toHaveText('Mia & Jonas');
    await expect(guestPage.locator('.hero__when')).toContainText('· Landgut Seeblick');
    await expect(guestPage).toHaveTitle('Übersicht · Mia & Jonas');
    await guestPage.getByRole('link', { name: 'Wunschliste' }).click();
    await expect(guestPage.getByRole('heading', { name: 'Unsere Wunschliste' })).toBeVisible();
    await expect(guestPage).toHaveTitle('Wunschliste · Mia & Jonas');
    // The guest's settings carry the currency and the position, never the contact for the day.
    const guestSettings = await guestPage.evaluate(async () => {
      const token = localStorage.getItem('guest_token') ?? '';
      return (await fetch('/api/event-settings', { headers: { Authorization: `Bearer ${token}` } })).json();
    });
    expect(guestSettings).toMatchObject({ couple_names: 'Mia & Jonas', currency: 'EUR', latitude: 47.3769, longitude: 8.5417 });
    expect(guestSettings).not.toHaveProperty('contact_phone');
    await context.close();
  } finally {
    const { title, couple_names, starts_at, venue_name, venue_address, time_zone, latitude, longitude, currency, contact_name, contact_phone } = before;
    const restored = { title, couple_names, starts_at, venue_name, venue_address, time_zone, latitude, longitude, currency, contact_name, contact_phone };
    expect((await request.put('/api/admin/event-settings', { headers: admin, data: restored })).ok()).toBeTruthy();
  }
});
