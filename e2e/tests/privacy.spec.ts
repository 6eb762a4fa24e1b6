import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AccessTokenReply, MediaItemJson } from '@hochzeit/contracts';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, type AdminGuest, loginAsAdmin } from './support';

type Sharp = (options: { create: { width: number; height: number; channels: 3; background: string; noise: { type: 'gaussian'; mean: number; sigma: number } } }) => {
  jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> };
};
type Fflate = { unzipSync(data: Uint8Array): Record<string, Uint8Array> };
/** sharp and fflate come with the backend: the photos are made here (random noise, so no duplicates), the ZIP read here. */
const backendRequire = createRequire(path.resolve(import.meta.dirname, '../../backend/package.json'));
const sharp = backendRequire('sharp') as Sharp;
const { unzipSync } = backendRequire('fflate') as Fflate;

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A guest of this spec's own (the demo guests stay as other specs expect them). */
async function newGuest(request: APIRequestContext, data: Record<string, unknown>): Promise<AdminGuest> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const res = await request.post('/api/admin/guests', { headers, data: { guest_type: 'Apéro', ...data } });
  expect(res.ok()).toBeTruthy();
  const { id } = (await res.json()) as { id: number };
  const guests = (await (await request.get('/api/admin/guests', { headers })).json()) as AdminGuest[];
  return guests.find((guest) => guest.id === id)!;
}

/** A second session of the guest ('another device'), as the personal link gives it. */
async function guestSession(request: APIRequestContext, guest: AdminGuest): Promise<string> {
  const res = await request.post('/api/auth/guest-login', { data: { token: guest.login_token } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as AccessTokenReply).access_token;
}

async function openMyData(page: Page, guest: AdminGuest) {
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByText('Willkommen,').first()).toBeVisible();
  await page.getByRole('link', { name: 'Meine Daten' }).first().click();
  await expect(page).toHaveURL(/\/guest\/meine-daten$/);
  await expect(page.getByRole('heading', { name: 'Meine Daten', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Angaben' })).toBeVisible();
}

const status = (request: APIRequestContext, token: string) => request.get('/api/guest/privacy', { headers: { Authorization: `Bearer ${token}` } }).then((res) => res.status());

test('a guest downloads their data as a ZIP with their own JSON, deletes a photo and signs out everywhere (the old sessions are refused)', async ({ page, request }) => {
  const guest = await newGuest(request, { first_name: 'Paula', last_name: 'Privat', email: 'paula.privat@example.ch', mobile: '+41 79 000 11 22' });
  const otherDevice = await guestSession(request, guest);
  for (const [name, colour] of [['e2e-privat-hof.jpg', '#a06030'], ['e2e-privat-tanz.jpg', '#3060a0']]) {
    const upload = await request.post('/api/media/guest/upload', { headers: { Authorization: `Bearer ${otherDevice}` }, multipart: { 'files[]': await photo(name, colour) } });
    expect(upload.status()).toBe(201);
    expect(((await upload.json()) as MediaItemJson[])).toHaveLength(1);
  }

  await openMyData(page, guest);
  await expect(page.getByText('paula.privat@example.ch')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wann Ihre Daten gelöscht werden' })).toContainText('werden gelöscht');
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // 'Alles herunterladen': one ZIP with this guest's data (and no one else's) and both photos.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Alles herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  const json = new TextDecoder().decode(entries['daten.json']);
  expect(JSON.parse(json)).toBeTruthy();
  expect(json).toContain('paula.privat@example.ch');
  expect(json).toContain('Privat');
  expect(json).not.toContain('anna.meier@example.ch');
  expect(json).not.toContain('Steiner');
  expect(new TextDecoder().decode(entries['daten.html'])).toContain('Paula');
  expect(Object.keys(entries).filter((name) => name.startsWith('fotos/') && !name.endsWith('/'))).toHaveLength(2);

  // One photo deleted, after the question.
  const photos = page.getByRole('list', { name: 'Hochgeladene Fotos' });
  await expect(photos.getByRole('checkbox')).toHaveCount(2);
  await photos.getByRole('checkbox').first().check();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Ausgewählte löschen (1)' }).click();
  await expect(page.getByText('1 Foto gelöscht.')).toBeVisible();
  await expect(photos.getByRole('checkbox')).toHaveCount(1);
  const own = await request.get('/api/media/gallery?view_filter=own', { headers: { Authorization: `Bearer ${otherDevice}` } });
  expect(((await own.json()) as MediaItemJson[])).toHaveLength(1);

  // Signed out everywhere: this browser gets a fresh session, the old ones answer 401.
  const oldToken = (await page.evaluate(() => localStorage.getItem('guest_token')))!;
  await expect(page.getByRole('list', { name: 'Geräte' }).getByRole('listitem')).toHaveCount(2);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Auf allen Geräten abmelden' }).click();
  await expect(page.getByText('Alle anderen Geräte wurden abgemeldet. Dieses Gerät bleibt angemeldet.')).toBeVisible();
  const newToken = (await page.evaluate(() => localStorage.getItem('guest_token')))!;
  expect(newToken).not.toBe(oldToken);
  expect(await status(request, oldToken)).toBe(401);
  expect(await status(request, otherDevice)).toBe(401);
  expect(await status(request, newToken)).toBe(200);
  await expect(page.getByRole('list', { name: 'Geräte' }).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ihre Angaben' })).toBeVisible();

  // The footer leads to the privacy notice, readable signed in or not.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(page.getByRole('heading', { name: 'Datenschutz', level: 1 })).toBeVisible();
  await expect(page.locator('.legal-page__text')).not.toBeEmpty();
});

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', timezoneId: 'Europe/Zurich' });
  return context.newPage();
}

test('a guest asks for deletion, an admin confirms it, and nothing of the guest remains', async ({ page, request, browser }) => {
  const guest = await newGuest(request, { first_name: 'Lea', last_name: 'Löschbar', email: 'lea.loeschbar@example.ch' });
  await openMyData(page, guest);
  await page.getByLabel('Nachricht an das Brautpaar (optional)').fill('Bitte alles löschen');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Löschung beantragen' }).click();
  await expect(page.getByText('Ihr Antrag auf Löschung ist beim Brautpaar eingegangen.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Antrag zurückziehen' })).toBeVisible();
  const guestToken = (await page.evaluate(() => localStorage.getItem('guest_token')))!;

  const admin = await adminPage(browser);
  try {
    await loginAsAdmin(admin);
    await admin.goto('/admin/privacy');
    const requests = admin.getByRole('region', { name: 'Löschanträge' });
    const card = requests.getByRole('listitem').filter({ hasText: 'Lea Löschbar' });
    await expect(card).toContainText('„Bitte alles löschen“');
    admin.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Bestätigen und löschen' }).click();
    await expect(requests.getByText('Die Daten von Lea Löschbar wurden gelöscht.')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await admin.context().close();
  }

  // Gone: not among the guests, the personal link and the session refused.
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const guests = (await (await request.get('/api/admin/guests', { headers })).json()) as AdminGuest[];
  expect(guests.some((g) => g.id === guest.id || g.email === 'lea.loeschbar@example.ch')).toBe(false);
  expect(await status(request, guestToken)).toBe(401);
  expect((await request.post('/api/auth/guest-login', { data: { token: guest.login_token } })).ok()).toBe(false);
});

test("a guest confirms once before the first photo when the couple requires it; another asks for it to be removed ('Entfernen lassen') and the couple shows it again", async ({ page, request, browser }) => {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const setConsent = (on: boolean) => request.put('/api/admin/privacy/settings', { headers: admin, data: { require_photo_consent: on } });
  expect((await setConsent(true)).ok()).toBeTruthy();
  try {
    const uploader = await newGuest(request, { first_name: 'Udo', last_name: 'Uploader' });
    const uploaderToken = { Authorization: `Bearer ${await guestSession(request, uploader)}` };
    const upload = async () =>
      request.post('/api/media/guest/upload', { headers: uploaderToken, multipart: { description: 'E2E Entfernen lassen', 'files[]': await photo('e2e-entfernen.jpg', '#608040') } });
    // Without the confirmation the server refuses the photo.
    const refused = await upload();
    expect(refused.status()).toBe(403);

    // The gallery asks first; the upload form comes after 'Bestätigen'.
    await page.goto(`/guest-login?token=${uploader.login_token}`);
    await expect(page.getByText('Willkommen,').first()).toBeVisible();
    await page.goto('/guest/gallery');
    await expect(page.getByRole('heading', { name: 'Vor dem ersten Foto' })).toBeVisible();
    await expect(page.getByLabel('Fotos auswählen')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Ich bestätige, dass die Personen auf meinen Fotos einverstanden sind/ }).check();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByLabel('Fotos auswählen')).toBeAttached();
    const accepted = await upload();
    expect(accepted.status()).toBe(201);
    const [item] = (await accepted.json()) as MediaItemJson[];

    // Another guest asks for it to be removed: it leaves the gallery until the couple decides.
    const other = await newGuest(request, { first_name: 'Rita', last_name: 'Rückzug' });
    const otherPage = await (await browser.newContext({ viewport: PHONE, locale: 'de-DE', timezoneId: 'Europe/Zurich' })).newPage();
    try {
      await otherPage.goto(`/guest-login?token=${other.login_token}`);
      await expect(otherPage.getByText('Willkommen,').first()).toBeVisible();
      await otherPage.goto('/guest/gallery');
      await otherPage.getByRole('button', { name: 'Bild öffnen: E2E Entfernen lassen' }).click();
      const lightbox = otherPage.getByRole('dialog', { name: 'Bildansicht' });
      await lightbox.getByRole('button', { name: 'Entfernen lassen' }).click();
      await lightbox.getByLabel('Grund (optional)').fill('Ich bin darauf zu sehen');
      await lightbox.getByRole('button', { name: 'Entfernen lassen' }).click();
      await expect(lightbox.getByText('Danke. Das Foto ist ausgeblendet, bis das Brautpaar entschieden hat.')).toBeVisible();
      await lightbox.getByRole('button', { name: 'Schließen' }).click();
      await expect(otherPage.getByRole('button', { name: 'Bild öffnen: E2E Entfernen lassen' })).toHaveCount(0);
    } finally {
      await otherPage.context().close();
    }

    // The couple sees the request and shows the photo again.
    const adminView = await adminPage(browser);
    try {
      await loginAsAdmin(adminView);
      await adminView.goto('/admin/privacy');
      const removals = adminView.getByRole('region', { name: 'Fotos: Bitten um Entfernung' });
      const card = removals.getByRole('listitem').filter({ hasText: 'Entfernen lassen von Rita Rückzug' });
      await expect(card).toContainText('„Ich bin darauf zu sehen“');
      await card.getByRole('button', { name: 'Wieder zeigen' }).click();
      await expect(removals.getByText(/^Foto „.+“ wird wieder gezeigt\.$/)).toBeVisible();
      await expect(card).toHaveCount(0);
    } finally {
      await adminView.context().close();
    }
    const gallery = (await (await request.get('/api/media/gallery', { headers: uploaderToken })).json()) as MediaItemJson[];
    expect(gallery.some((medium) => medium.id === item.id)).toBe(true);
  } finally {
    expect((await setConsent(false)).ok()).toBeTruthy();
  }
});

/** Serious and critical WCAG 2.1 A/AA findings on the page as it is, at a phone's and a laptop's width. */
async function axeFindings(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [PHONE.width, 1366]) {
    await page.setViewportSize({ width, height: PHONE.height });
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of result.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') found.push(`${page.url()} ${width}px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  await page.setViewportSize(PHONE);
  return found;
}

test('the privacy pages pass axe on a phone and a laptop: Meine Daten, Datenschutz, Impressum, the admin page', async ({ page, request, browser }) => {
  const guest = await newGuest(request, { first_name: 'Axel', last_name: 'Zugang', email: 'axel@example.ch' });
  const findings: string[] = [];
  await openMyData(page, guest);
  findings.push(...(await axeFindings(page)));
  for (const [path, title] of [['/datenschutz', 'Datenschutz'], ['/impressum', 'Impressum']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('.legal-page__text')).not.toBeEmpty();
    findings.push(...(await axeFindings(page)));
  }
  const admin = await adminPage(browser);
  try {
    await loginAsAdmin(admin);
    await admin.goto('/admin/privacy');
    await expect(admin.getByRole('form', { name: 'Impressum' })).toBeVisible();
    findings.push(...(await axeFindings(admin)));
  } finally {
    await admin.context().close();
  }
  expect(findings).toEqual([]);
});
