import { type Browser, expect, request as playwrightRequest, test } from '@playwright/test';
import { LOGIN_RATE_LIMITED } from '@hochzeit/contracts';
import { loginAsAdmin, type OwnServer, startOwnServer, submitAdminLogin } from './support';

/**
 * Wrong admin passwords from many addresses lock the account for unknown browsers; the admin's
 * own browser, which signed in before (its device cookie), keeps signing in through the login
 * page, and the settings list the failures.
 *
 * Its own server: locking the admin account on the shared one would refuse the other files'
 * sign-ins. The server trusts X-Forwarded-For from loopback (TRUST_PROXY's default), so the
 * guesses here come from addresses of their own.
 */
const LIMIT = 3;
const FROM_EVERYWHERE = LIMIT * 10;

let server: OwnServer | undefined;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ LOGIN_RATE_LIMIT: String(LIMIT) });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
});

const newBrowser = (browser: Browser) => browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Zurich' });

test("after wrong passwords from everywhere an unknown browser is refused, the admin's own browser signs in, and the settings list the failures", async ({ browser }) => {
  const own = await newBrowser(browser);
  const page = await own.newPage();
  await loginAsAdmin(page);
  const device = (await own.cookies()).find((cookie) => cookie.name.startsWith('device_'));
  expect(device).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict', secure: false });
  expect(device!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);

  const guesser = await playwrightRequest.newContext({ baseURL });
  for (let i = 1; i <= FROM_EVERYWHERE; i++) {
    const res = await guesser.post('/api/auth/login', { data: { username: 'admin', password: `falsch-${i}` }, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    expect(res.status()).toBe(401);
  }
  await guesser.dispose();

  const stranger = await (await newBrowser(browser)).newPage();
  await submitAdminLogin(stranger);
  await expect(stranger.getByText(LOGIN_RATE_LIMITED)).toBeVisible();
  await expect(stranger).toHaveURL(/\/login$/);

  // The admin's browser, signed out (its session gone), signs in again with its device cookie.
  await page.evaluate(() => localStorage.clear());
  await loginAsAdmin(page);

  await page.goto('/admin/settings');
  const failures = page.getByRole('region', { name: 'Fehlgeschlagene Anmeldungen' });
  await expect(failures.getByRole('row')).toHaveCount(FROM_EVERYWHERE + 1);
  await expect(failures.getByRole('row').nth(1)).toContainText(`198.51.100.${FROM_EVERYWHERE}`);
  await expect(failures.getByRole('row').nth(1)).toContainText('Unbekannt');
  await expect(failures.getByRole('row').nth(1)).toContainText(/\d\d\.\d\d\.\d{4}, \d\d:\d\d/);
});
