import { expect, test } from '@playwright/test';
import { SIGN_OUT_LABEL } from '@hochzeit/contracts/session-constants';
import { adminGet, demoGuest, loginAsAdmin, recordRequests, submitAdminLogin } from './support';

test('an admin signs in and sees the dashboard with all navigation links', async ({ page }) => {
  await loginAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin-Navigation' });
  for (const label of ['Dashboard', 'Gästeliste', 'Gästegruppen', 'Beziehungstypen', 'Gast-Zuordnungen', 'Menüverwaltung', 'Zimmerverwaltung', 'Dienstleister', 'Tagesplanung', 'Wunschliste', 'Medienverwaltung', 'Hochzeits-Story', 'Exports', 'SMS-Verwaltung', 'Einstellungen']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeAttached();
  }
  await page.getByRole('button', { name: SIGN_OUT_LABEL }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill('ganz-falsch');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ungültiger Benutzername oder Passwort');
});

test('the admin menu collapses behind a hamburger on a phone and closes on an outside click', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAsAdmin(page);
  const toggle = page.getByRole('button', { name: 'Menü öffnen' });
  const navLink = page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link', { name: 'Gästeliste', exact: true });
  await expect(navLink).toBeHidden();
  await toggle.click();
  await expect(navLink).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // A click on the page outside the menu closes it.
  await page.getByText('Hochzeitsportal · Verwaltung').click();
  await expect(navLink).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
  // Keyboard: Escape closes it and returns focus to the toggle.
  await toggle.click();
  await expect(navLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navLink).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a guest opens their personal link, sees their name, and downloads no admin or provider code', async ({ page, request }) => {
  const anna = await demoGuest(request, 'Anna');
  const urls = recordRequests(page);
  await page.goto(`/guest-login?token=${anna.login_token}`);
  await expect(page).toHaveURL(/\/guest-dashboard$/);
  await expect(page.getByRole('heading', { name: `Willkommen, ${anna.first_name} ${anna.last_name}!` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest_token'))).toBeTruthy();
  expect(urls.some((url) => url.includes('/remotes/guest/'))).toBe(true);
  expect(urls.filter((url) => /\/remotes\/(admin|provider)\//.test(url))).toEqual([]);
});

test('an unknown personal link shows a German message', async ({ page }) => {
  await page.goto('/guest-login?token=gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Link ungültig' })).toBeVisible();
});

test('without a session, guest pages go to /session-expired and admin pages to /login', async ({ page }) => {
  await page.goto('/guest-dashboard');
  await expect(page).toHaveURL(/\/session-expired$/);
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Fenster schließen' })).toBeVisible();
  await page.goto('/admin/guests');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/irgendwo');
  await expect(page).toHaveURL(/\/login$/);
});

test('with remote-admin unreachable, /admin shows the fallback, guests are unaffected, and retry recovers', async ({ page, request, browser }) => {
  await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
  await submitAdminLogin(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dieser Bereich konnte nicht geladen werden.' })).toBeVisible();

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
  const mia = await demoGuest(request, 'Mia');
  await guestPage.goto(`/guest-login?token=${mia.login_token}`);
  await expect(guestPage.getByRole('heading', { name: 'Willkommen, Mia Steiner!' })).toBeVisible();
  await guestContext.close();

  await page.unroute('**/remotes/admin/**');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen im Admin-Dashboard' })).toBeVisible();
});

test('a service provider opens their link, sees their company, and logs out to /login', async ({ page, request }) => {
  const providers = await adminGet(request, '/api/admin/service-providers');
  const provider = providers.find((p) => p.company_name === 'Fotostudio Lichtblick')!;
  const urls = recordRequests(page);
  await page.goto(`/provider-login?token=${provider.login_token}`);
  await expect(page).toHaveURL(/\/service-provider-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Fotostudio Lichtblick' })).toBeVisible();
  expect(urls.filter((url) => /\/remotes\/(admin|guest)\//.test(url))).toEqual([]);
  await page.getByRole('button', { name: SIGN_OUT_LABEL }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('service_provider_token'))).toBeNull();
});
