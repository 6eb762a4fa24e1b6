import type { EventSettingsJson, TickerMessageListJson } from '@hochzeit/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, demoGuest } from './support';

/**
 * What a guest sees first, on a phone: the dashboard without and with a cover photo. Stable on
 * purpose: a fixed clock, reduced motion (no confetti, no scrolling ticker), the display font
 * loaded, the photo decoded, the parts that change by themselves (countdown, ticker) masked, and
 * the wedding's date and the RSVP deadline fixed (the demo data sets them relative to the day it
 * was seeded).
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

/** A landscape "photo" drawn the same on every run: an evening sky over a lake. */
function coverPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3c98b"/><stop offset="0.6" stop-color="#c98a6b"/><stop offset="1" stop-color="#2f4f5a"/></linearGradient></defs>
    <rect width="1800" height="1200" fill="url(#sky)"/><circle cx="1200" cy="520" r="120" fill="#fbe3b0"/>
    <path d="M0 760 L400 560 L700 700 L1000 520 L1400 720 L1800 600 L1800 1200 L0 1200 Z" fill="#29443c"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function openDashboard(page: Page, loginToken: string) {
  // The countdown reads the clock: a fixed instant before the wedding day.
  await page.clock.setFixedTime(new Date('2025-05-01T10:00:00+02:00'));
  await page.goto(`/guest-login?token=${loginToken}`);
  await expect(page.getByRole('heading', { name: /^Willkommen, / })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
}

/**
 * The ticker shows every message (without motion, wrapped), so its height follows the messages:
 * the same two messages whatever earlier specs added or removed.
 */
async function fixedTicker(request: APIRequestContext) {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const { messages } = (await (await request.get('/api/admin/ticker-messages')).json()) as TickerMessageListJson;
  for (const { id } of messages) expect((await request.delete(`/api/admin/ticker-messages/${id}`, { headers: admin })).ok()).toBeTruthy();
  for (const message of ['Herzlich willkommen!', 'Apéro ab 14 Uhr im Schlossgarten']) {
    expect((await request.post('/api/admin/ticker-messages', { headers: admin, data: { message } })).ok()).toBeTruthy();
  }
  // The 'Zu- oder Absagen' card names the deadline: the same day on every run.
  expect((await request.put('/api/admin/rsvp/settings', { headers: admin, data: { deadline: '2099-12-31' } })).ok()).toBeTruthy();
  // The dashboard names the wedding's day: the specification's date on every run (the demo's lies 120 days after its seeding).
  const { title, couple_names, venue_name, venue_address, time_zone } = (await (await request.get('/api/admin/event-settings', { headers: admin })).json()) as EventSettingsJson;
  const wedding = { title, couple_names, venue_name, venue_address, time_zone, starts_at: '2025-06-07T15:30:00+02:00' };
  expect((await request.put('/api/admin/event-settings', { headers: admin, data: wedding })).ok()).toBeTruthy();
}

const masks = (page: Page) => [page.locator('.countdown'), page.locator('.ticker-slot')];

test('the guest dashboard on a phone: ornament, names, day and place, tiles with icons (no cover photo)', async ({ page, request }) => {
  await fixedTicker(request);
  const guest = await demoGuest(request, 'Mia');
  await openDashboard(page, guest.login_token);
  await expect(page.getByText('Anna & Lukas', { exact: true })).toBeVisible();
  await expect(page.getByText('Samstag, 7. Juni 2025 · Schloss Wartensee')).toBeVisible();
  await expect(page).toHaveTitle('Übersicht · Anna & Lukas');
  await expect(page).toHaveScreenshot('dashboard-ohne-titelbild.png', { fullPage: true, animations: 'disabled', mask: masks(page) });
});

test('the guest dashboard on a phone with the couple’s cover photo, loaded in a phone size', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const upload = await request.post('/api/admin/event-settings/cover', { headers: admin, multipart: { file: { name: 'abendrot.jpg', mimeType: 'image/jpeg', buffer: await coverPhoto() } } });
  expect(upload.ok()).toBeTruthy();
  await fixedTicker(request);
  try {
    const { cover } = (await upload.json()) as EventSettingsJson;
    const guest = await demoGuest(request, 'Mia');
    await openDashboard(page, guest.login_token);
    const photo = page.locator('.hero__photo');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    // 390 px at 1x: the browser picks the 480 px file, not the desktop one.
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(cover!.images[0].url);
    await expect(page).toHaveScreenshot('dashboard-mit-titelbild.png', { fullPage: true, animations: 'disabled', mask: masks(page) });
  } finally {
    await request.delete('/api/admin/event-settings/cover', { headers: admin });
  }
});

test('a personal link shows the couple’s names while signing in, at the place the dashboard keeps them', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Mia');
  // Hold the token exchange back, as a slow connection would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/guest-login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/guest-login?token=${guest.login_token}`);
  const names = page.locator('.hero__names');
  await expect(names).toHaveText('Anna & Lukas');
  await expect(page.getByRole('status')).toHaveText('Anmeldung läuft...');
  const during = await names.boundingBox();
  release();
  await expect(page.getByRole('heading', { name: /^Willkommen, Mia/ })).toBeVisible();
  // The names did not move when the dashboard replaced the sign-in screen.
  expect(await names.boundingBox()).toEqual(during);
  // A link that is no guest's learns nothing about the wedding.
  await page.goto('/guest-login?token=' + 'x'.repeat(32));
  await expect(page.getByRole('heading', { name: 'Link ungültig' })).toBeVisible();
  await expect(page.locator('.hero__names')).toHaveCount(0);
});
