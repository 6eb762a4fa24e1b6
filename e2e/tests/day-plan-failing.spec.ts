import { expect, type Page, test } from '@playwright/test';
import { demoGuest } from './support';

/** The day plan when the server cannot answer: never sample events; the plan last loaded, or the message. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const LOAD_FAILED = 'Der Tagesplan konnte nicht geladen werden. Bitte versuchen Sie es später erneut.';
const OFFLINE_MARK = /^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/;
const failTimeline = (page: Page) => page.context().route('**/api/timeline/guest', (route) => route.abort());

async function signIn(page: Page, firstName: string) {
  const guest = await demoGuest(page.request, firstName);
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByRole('heading', { name: /^Willkommen, / })).toBeVisible();
}

test.describe('without a stored plan', () => {
  test.use({ serviceWorkers: 'block' });

  test('the guest reads the message, and no invented events', async ({ page }) => {
    await signIn(page, 'Sophie');
    await failTimeline(page);
    await page.goto('/guest/timeline');
    await expect(page.getByRole('alert')).toHaveText(LOAD_FAILED);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(page.getByText('Ankunft der Gäste')).toHaveCount(0);
  });
});

test('with a plan loaded before, the guest sees that plan, marked as stored', async ({ page }) => {
  await signIn(page, 'Sophie');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(() => sessionStorage.getItem('hochzeit_offline_warmed') !== null, undefined, { timeout: 20_000 });
  await page.goto('/guest/timeline');
  await expect(page.getByRole('heading', { name: 'Trauung' })).toBeVisible();

  await failTimeline(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ihr Tagesplan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trauung' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Offline – Stand:/ })).toHaveText(OFFLINE_MARK);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
