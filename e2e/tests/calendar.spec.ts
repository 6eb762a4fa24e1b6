import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoGuest, loginAsAdmin } from './support';

test('a guest signs in with their link and downloads their day plan as a calendar file', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Jonas');
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByRole('heading', { name: 'Willkommen, Jonas Brunner!' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Zum Kalender hinzufügen' }).click()]);
  expect(download.suggestedFilename()).toBe('Hochzeit-Tagesablauf.ics');
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Apéro');
  expect(ics).toContain('DTSTART;TZID=Europe/Zurich:20250607T140000');
  // An Apéro guest's file holds no Inner Circle event.
  expect(ics).not.toContain('SUMMARY:Trauung');
});

test("the admin opens a guest's QR code as a printable page with the name above it", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAsAdmin(page);
  await page.getByRole('link', { name: 'Gästeliste', exact: true }).first().click();
  const row = page.getByRole('row', { name: /Mia Steiner/ });
  await row.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(row.getByRole('status')).toHaveText(/Link kopiert/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/guest-login\?token=[\w-]+$/);

  const [qrPage] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: 'QR-Code' }).click()]);
  await expect(qrPage).toHaveURL(/\/admin\/guests\/\d+\/qr$/);
  await expect(qrPage.getByRole('heading', { name: 'Mia Steiner' })).toBeVisible();
  await expect(qrPage.getByRole('img', { name: 'QR-Code für Mia Steiner' })).toBeVisible();
  await expect(qrPage.getByText(/\/guest-login\?token=/)).toBeVisible();
});
