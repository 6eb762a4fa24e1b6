import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminGet, adminToken, demoGuest, loginAsAdmin } from './support';

/**
 * Every page of the three audiences runs under the shell's Content-Security-Policy without a
 * single violation: each page is opened by the shell's own client-side navigation (one load per
 * audience keeps the round short), and the browser's `securitypolicyviolation` events and
 * console reports are collected throughout.
 */
const COLLECT_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
};

interface Violations {
  list: () => Promise<string[]>;
  /** Drops the reports of the test's own inline script. */
  forgetInlineScript: () => Promise<void>;
}

async function watch(page: Page): Promise<Violations> {
  await page.addInitScript(COLLECT_VIOLATIONS);
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return {
    list: async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...reported],
    forgetInlineScript: async () => {
      const other = reported.filter((text) => !/inline script/i.test(text));
      reported.splice(0, reported.length, ...other);
      await page.evaluate(() => {
        const seen = (window as unknown as { cspViolations: string[] }).cspViolations;
        const kept = seen.filter((entry) => !entry.startsWith('script-src-elem inline'));
        seen.splice(0, seen.length, ...kept);
      });
    },
  };
}

/** Opens `path` as a click on a link would (the shell's router), and waits until its content is there. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  await expect(page.getByText(/^(Lade\.\.\.|Lädt)/)).toHaveCount(0);
}

async function inContext(browser: Browser, run: (page: Page, violations: Violations) => Promise<void>): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const violations = await watch(page);
    await run(page, violations);
    // Late reports (images, workers) arrive after the content.
    await page.waitForTimeout(300);
    return await violations.list();
  } finally {
    await context.close();
  }
}

test('every page of admins, guests and providers runs under the Content-Security-Policy without a violation', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const providers = await adminGet(request, '/api/admin/service-providers');
  const guest = await demoGuest(request, 'Anna');

  // The policy is really there, and strict: no eval, no inline script.
  const shell = await request.get('/guest-dashboard');
  const policy = shell.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(shell.headers()['strict-transport-security']).toBeUndefined(); // plain http here
  const api = await request.get('/api/admin/guests', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(api.headers()['cache-control']).toBe('no-store');

  const admin = await inContext(browser, async (page, violations) => {
    await loginAsAdmin(page);
    // The collector sees what the policy blocks: an inline script is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(async () => (await violations.list()).some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
    await violations.forgetInlineScript();
    for (const path of [
      '/admin/guests',
      '/admin/guests/import',
      '/admin/guest-groups',
      '/admin/relation-types',
      '/admin/guest-assignments',
      '/admin/menus',
      '/admin/rooms',
      '/admin/service-providers',
      `/admin/service-providers/${providers[0].id}/documents`,
      '/admin/timeline',
      '/admin/wishlist',
      '/admin/media',
      '/admin/story',
      '/admin/exports',
      '/admin/sms',
      '/admin/settings',
      `/admin/guests/${guest.id}/qr`,
      '/admin/media/diashow',
      '/admin',
    ]) {
      await visit(page, path);
    }
  });

  const guestPages = await inContext(browser, async (page) => {
    await page.goto(`/guest-login?token=${guest.login_token}`);
    await expect(page.getByRole('heading', { name: `Willkommen, ${guest.first_name} ${guest.last_name}!` })).toBeVisible();
    // A click fires the confetti, drawn on its own canvas by a worker.
    await page.mouse.click(200, 300);
    await expect(page.locator('body > canvas')).toHaveCount(1);
    const paths = ['/guest/timeline', '/guest/dresscode', '/guest/wishlist', '/guest/weather', '/guest/schloss', '/guest/gallery', '/guest/anfahrt', '/guest/story', '/guest-dashboard'];
    if (guest.menu_id !== null) paths.push(`/guest/menu/${guest.menu_id}`);
    for (const path of paths) await visit(page, path);
  });

  const provider = await inContext(browser, async (page) => {
    await page.goto(`/provider-login?token=${providers[0].login_token}`);
    await expect(page).toHaveURL(/\/service-provider-dashboard$/);
    await visit(page, '/guest/anfahrt');
  });

  expect({ admin, guest: guestPages, provider }).toEqual({ admin: [], guest: [], provider: [] });
});
