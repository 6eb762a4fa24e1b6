import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_NAVIGATION } from '../../remote-admin/src/layout/navigation';
import { adminToken, loginAsAdmin } from './support';

/**
 * Issue 37, every admin list on a phone: on a 390 px phone and a 1366 px laptop no admin page
 * scrolls sideways (the document is exactly as wide as the window, and no box inside it scrolls
 * sideways either: a 900 px table in a scroll box is no better on a phone), with the demo data the
 * server starts with. Pages with their own full-screen route (the Diashow) and sub-pages are left
 * out; the import page has its own route but is an ordinary page, so it is in.
 */
const PAGES = ADMIN_NAVIGATION.filter((entry) => !('ownRoute' in entry) || entry.path === '/admin/guests/import').map((entry) => entry.path);

const VIEWPORTS = [
  { name: 'Handy', width: 390, height: 844 },
  { name: 'Laptop', width: 1366, height: 768 },
];

/** A photo with a long file name (the demo data has no media): the media list is measured with a row in it. */
const LONG_NAME = 'Hochzeit-2025-Apero-im-Schlossgarten-mit-Familie-und-Freunden-IMG_20250607_143012.png';
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let photoUploaded: Promise<void> | undefined;
function uploadLongNamedPhoto(request: APIRequestContext) {
  photoUploaded ??= (async () => {
    const res = await request.post('/api/media/admin/upload', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      multipart: { description: 'Apéro im Schlossgarten', folder: 'hochzeit', 'files[]': { name: LONG_NAME, mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
    });
    expect(res.status()).toBe(201);
  })();
  return photoUploaded;
}

/** Opens an admin page and waits until its lists are there ('Lade...' gone, no request running). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Lade...', { exact: true })).toHaveCount(0);
}

/** How much wider than the window the document is, and the elements sticking out on the right (to find the culprit). */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.table-scroll, [data-scrolls]') || el.matches('.table-scroll, [data-scrolls]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).trim().replace(/\s+/g, '.')} (${Math.round(el.getBoundingClientRect().right)} px)`);
    // A box that scrolls sideways inside the page (a wide table in a scroll box) is sideways scrolling too.
    const scrolling = Array.from(document.querySelectorAll('body *'))
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).trim().replace(/\s+/g, '.')} (${el.scrollWidth} px in ${el.clientWidth} px)`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide, scrolling };
  });
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name} (${viewport.width} px): no admin page scrolls sideways`, async ({ page }) => {
    test.setTimeout(180_000);
    await uploadLongNamedPhoto(page.request);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await loginAsAdmin(page);
    const tooWide: string[] = [];
    for (const path of PAGES) {
      await open(page, path);
      const measured = await overflow(page);
      if (measured.scrollWidth !== measured.innerWidth) tooWide.push(`${path}: ${measured.scrollWidth} px statt ${measured.innerWidth} px – ${measured.wide.join(', ')}`);
      if (measured.scrolling.length > 0) tooWide.push(`${path}: scrollt seitlich in ${measured.scrolling.join(', ')}`);
    }
    expect(tooWide).toEqual([]);
  });
}

test('on a phone the guest list is cards with the search and filters above, the actions in a menu; on a laptop a table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  await open(page, '/admin/guests');
  const filters = page.getByRole('search', { name: 'Gäste suchen und filtern' });
  await expect(filters.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
  for (const filter of ['Typ', 'Gruppe', 'Rückmeldung', 'Seite']) await expect(filters.getByLabel(filter)).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  const card = page.getByRole('article').first();
  const name = await card.getByRole('heading', { level: 3 }).innerText();
  // The search box stands above the first card.
  expect((await filters.boundingBox())!.y).toBeLessThan((await card.boundingBox())!.y);
  // A card is short: the name, a line of facts, no wall of labelled values.
  expect((await card.boundingBox())!.height).toBeLessThan(160);
  await card.getByText('Aktionen').click();
  await expect(card.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  // The search finds the guest by name.
  await filters.getByRole('searchbox', { name: 'Suchen' }).fill(name.split(' ')[0]);
  await expect(page.getByRole('article', { name })).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByRole('columnheader', { name: 'Rückmeldung' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a long file name in the media list wraps in a few lines: a card on a phone, a table row on a laptop', async ({ page }) => {
  await uploadLongNamedPhoto(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  await open(page, '/admin/media');
  const filters = page.getByRole('search', { name: 'Medien suchen und filtern' });
  await expect(filters.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
  const card = page.getByRole('article', { name: LONG_NAME });
  await expect(card.getByRole('heading', { level: 3 })).toContainText(LONG_NAME);
  const name = card.locator('.media-row__filename');
  // Whole words per line: at most four lines, never one letter per line.
  expect((await name.boundingBox())!.height).toBeLessThan(4 * 26);
  expect((await name.boundingBox())!.width).toBeGreaterThan(200);
  await expect(page.locator('table')).toHaveCount(0);

  await page.setViewportSize({ width: 1366, height: 768 });
  const row = page.getByRole('row', { name: LONG_NAME });
  await expect(row).toBeVisible();
  expect((await row.locator('.media-row__name').boundingBox())!.width).toBeGreaterThan(140);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1366);
});
