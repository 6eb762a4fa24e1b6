import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminGet, demoGuest, loginAsAdmin } from './support';

/** An instant as a calendar file writes it on the venue's clocks ('20250607T140000'). */
const wallClock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .format(new Date(instant))
    .replace(/[-:]/g, '')
    .replace(' ', 'T');

test('a guest signs in with their link and downloads their day plan as a calendar file', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Jonas');
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByRole('heading', { name: 'Willkommen, Jonas Brunner!' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Zum Kalender hinzufügen' }).click()]);
  expect(download.suggestedFilename()).toBe('Hochzeit-Tagesablauf.ics');
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Apéro');
  // The demo's Apéro, on the demo wedding's day (the demo data sets it relative to the day it was seeded).
  const apero = (await adminGet(request, '/api/timeline/admin')).find((event) => event.title === 'Apéro')!;
  expect(ics).toContain(`DTSTART;TZID=Europe/Zurich:${wallClock(apero.time, 'Europe/Zurich')}`);
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
