import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminGet, demoGuest, loginAsAdmin } from './support';

/**
 * Every page of every audience, at a phone's and a laptop's width, checked with axe: no serious or
 * critical violation of WCAG 2.1 A/AA. One browser context per audience (signed in once), both
 * widths in it, so the whole round stays around two minutes. Admin pages also must not scroll
 * sideways on a phone (tables turn into cards there).
 */
const WIDTHS = [
  { name: 'Handy', width: 390, height: 844 },
  { name: 'Desktop', width: 1366, height: 768 },
] as const;

interface Finding {
  page: string;
  width: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Opens the page once at phone width and waits until its content has rendered (no loading text
 * left), runs axe, then widens the window to the laptop and runs axe again: the layouts differ only
 * by CSS, so one load per page keeps the round short.
 */
async function audit(page: Page, path: string, findings: Finding[], { ready, noSidewaysScroll = false }: { ready: (page: Page) => Promise<void>; noSidewaysScroll?: boolean }) {
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await page.goto(path);
  await ready(page);
  await expect(page.getByText(/^(Lade\.\.\.|Lädt)/)).toHaveCount(0);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of result.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      findings.push({ page: path, width: size.name, rule: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 100)}`) });
    }
    if (noSidewaysScroll && size.width === 390) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) findings.push({ page: path, width: size.name, rule: 'seitliches Scrollen', impact: 'serious', targets: [`${overflow}px breiter als der Bildschirm`] });
    }
  }
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();
};
const mainLoaded = async (page: Page) => {
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
};

async function withContext(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

function report(findings: Finding[]) {
  return findings.map((f) => `${f.page} (${f.width}): ${f.rule} [${f.impact}] ${f.targets.join(' | ')}`);
}

test.describe.configure({ timeout: 180_000 });

test('sign-in and session pages have no serious accessibility violations', async ({ browser }) => {
  const findings: Finding[] = [];
  await withContext(browser, async (page) => {
    await audit(page, '/login', findings, { ready: heading('Admin-Login') });
    await audit(page, '/session-expired', findings, { ready: mainLoaded });
    await audit(page, '/guest-login?token=gibt-es-nicht', findings, { ready: heading('Link ungültig') });
  });
  expect(report(findings)).toEqual([]);
});

test('admin pages have no serious accessibility violations and do not scroll sideways on a phone', async ({ browser, request }) => {
  const providers = await adminGet(request, '/api/admin/service-providers');
  const guest = await demoGuest(request, 'Anna');
  const findings: Finding[] = [];
  await withContext(browser, async (page) => {
    await loginAsAdmin(page);
    const pages: Array<[string, (page: Page) => Promise<void>]> = [
      ['/admin', heading('Willkommen im Admin-Dashboard')],
      ['/admin/guests', heading('Gästeliste')],
      ['/admin/guests/import', heading('Gäste importieren')],
      ['/admin/guest-groups', mainLoaded],
      ['/admin/relation-types', mainLoaded],
      ['/admin/guest-assignments', mainLoaded],
      ['/admin/rsvp', heading('Rückmeldungen')],
      ['/admin/kitchen-list', heading('Küchenliste')],
      ['/admin/menus', mainLoaded],
      ['/admin/rooms', mainLoaded],
      ['/admin/service-providers', mainLoaded],
      [`/admin/service-providers/${providers[0].id}/documents`, mainLoaded],
      ['/admin/timeline', mainLoaded],
      ['/admin/wishlist', mainLoaded],
      ['/admin/media', mainLoaded],
      ['/admin/story', heading('Hochzeits-Story Editor')],
      ['/admin/exports', mainLoaded],
      ['/admin/sms', mainLoaded],
      ['/admin/settings', mainLoaded],
      [`/admin/guests/${guest.id}/qr`, mainLoaded],
      ['/admin/media/diashow', mainLoaded],
    ];
    for (const [path, ready] of pages) await audit(page, path, findings, { ready, noSidewaysScroll: !path.endsWith('/diashow') });
  });
  expect(report(findings)).toEqual([]);
});

test('guest pages have no serious accessibility violations', async ({ browser, request }) => {
  const guest = await demoGuest(request, 'Anna');
  const findings: Finding[] = [];
  await withContext(browser, async (page) => {
    await page.goto(`/guest-login?token=${guest.login_token}`);
    await expect(page).toHaveURL(/\/guest-dashboard$/);
    const paths = ['/guest-dashboard', '/guest/timeline', '/guest/dresscode', '/guest/wishlist', '/guest/weather', '/guest/schloss', '/guest/gallery', '/guest/anfahrt', '/guest/story', '/guest/rsvp'];
    if (guest.menu_id !== null) paths.push(`/guest/menu/${guest.menu_id}`);
    for (const path of paths) await audit(page, path, findings, { ready: mainLoaded });
  });
  expect(report(findings)).toEqual([]);
});

test('the provider dashboard has no serious accessibility violations', async ({ browser, request }) => {
  const providers = await adminGet(request, '/api/admin/service-providers');
  const findings: Finding[] = [];
  await withContext(browser, async (page) => {
    await page.goto(`/provider-login?token=${providers[0].login_token}`);
    await expect(page).toHaveURL(/\/service-provider-dashboard$/);
    await audit(page, '/service-provider-dashboard', findings, { ready: mainLoaded });
  });
  expect(report(findings)).toEqual([]);
});

test('the admin navigation fits on a 1366 px screen without wrapping, and the skip link leads to the content', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAsAdmin(page);
  const links = page.getByRole('navigation', { name: 'Admin-Navigation' }).getByRole('link');
  // The spec's 15 entries, RSVP, kitchen list and guest pages, the import and the photo wall (issue 37),
  // the seating plan (issue 39) and the privacy requests (issue 42).
  await expect(links).toHaveCount(22);
  // Every entry is shown whole on one line and none is cut off by the window.
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || el.getBoundingClientRect().height);
    expect(box.height).toBeLessThan(lineHeight * 1.9);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
  }

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#admin-content')).toBeFocused();
});
