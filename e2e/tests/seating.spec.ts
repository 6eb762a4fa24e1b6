import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { SEATING_MESSAGES } from '@hochzeit/contracts/seating-constants';
import { adminGet, adminToken, loginAsAdmin } from './support';

/**
 * Issue 39, the seating plan in the browser: an admin seats the demo wedding's couple Sophie
 * Keller and her companion Tom (the demo guests who said yes) by keyboard and by pointer on a
 * laptop and by the 'Tisch wählen' menu on a phone, prints the place cards, and Sophie sees her
 * table on her dashboard once the moment the couple chose has come (set through the API). The
 * spec's tables and the moment are removed afterwards: the other specs see the demo wedding as it was.
 */
test.describe.configure({ mode: 'serial' });

const ROSES = 'Rosengarten E2E';
const LIMES = 'Lindenhof E2E';
type Plan = Awaited<ReturnType<typeof plan>>;

async function api(request: APIRequestContext, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const res = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res;
}
const plan = (request: APIRequestContext) => adminGet(request, '/api/admin/seating');
const tableOf = (current: Plan, key: string) => current.tables.find((table) => table.people.some((person) => person.key === key))?.name ?? null;

/** The spec's two tables gone (with their people back in 'Noch ohne Platz'), and guests see no table. */
async function cleanUp(request: APIRequestContext) {
  for (const table of (await plan(request)).tables.filter((t) => t.name === ROSES || t.name === LIMES)) {
    await api(request, 'DELETE', `/api/admin/seating/tables/${table.id}?confirm=true`);
  }
  await api(request, 'PUT', '/api/admin/seating/settings', { guests_see_table_from: null });
}

let sophie: string;
let tom: string;
let sophieToken: string;

test.beforeAll(async ({ request }) => {
  await cleanUp(request);
  await api(request, 'POST', '/api/admin/seating/tables', { name: ROSES, shape: 'round', seats: 6, note: 'Brauttisch' });
  await api(request, 'POST', '/api/admin/seating/tables', { name: LIMES, shape: 'long', seats: 4 });
  const guests = await adminGet(request, '/api/admin/guests');
  const keller = guests.find((g) => g.first_name === 'Sophie' && g.last_name === 'Keller')!;
  sophie = `g${keller.id}`;
  tom = `c${keller.id}`;
  sophieToken = keller.login_token;
  const start = await plan(request);
  expect(start.unseated.map((p) => p.key)).toEqual(expect.arrayContaining([sophie, tom]));
});

test.afterAll(async ({ request }) => cleanUp(request));

/** No serious or critical WCAG 2.1 A/AA violation on the plan as it is now (people, warnings, menus). */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const person = (area: Locator, key: string) => area.locator(`[data-person="${key}"]`);
const tableCard = (page: Page, name: string) => page.getByRole('article', { name });
const peopleAt = (page: Page, name: string) => page.getByRole('list', { name: `Personen an ${name}` });

test('on a laptop an admin seats Sophie by keyboard and Tom by pointer; the plan says the couple is split', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAsAdmin(page);
  await page.goto('/admin/seating');
  await expect(page.getByRole('heading', { name: 'Tischplan', level: 1 })).toBeVisible();
  const unseated = page.getByRole('list', { name: 'Noch ohne Platz' });
  await expect(person(unseated, sophie)).toBeVisible();

  // Keyboard: Space picks Sophie up, the arrows go from 'Noch ohne Platz' to the table, Space puts her down.
  const order = (await plan(request)).tables.map((t) => t.name);
  const handle = person(unseated, sophie);
  await handle.focus();
  await page.keyboard.press('Space');
  const live = page.locator('[role="status"][aria-live]').filter({ hasText: /aufgenommen|über|gesetzt/ });
  await expect(live).toHaveText('Sophie Keller aufgenommen.');
  for (let i = 0; i <= order.indexOf(ROSES); i++) await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(`Sophie Keller über ${ROSES} (0 von 6 Plätzen belegt).`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Sophie Keller an ${ROSES} gesetzt.`);
  await expect(person(peopleAt(page, ROSES), sophie)).toBeVisible();
  await expect(tableCard(page, ROSES)).toContainText('1/6 Plätze');
  await expect.poll(async () => tableOf(await plan(request), sophie)).toBe(ROSES);

  // Pointer: Tom dragged onto the other table.
  const from = (await person(unseated, tom).boundingBox())!;
  const to = (await tableCard(page, LIMES).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
  await expect(tableCard(page, LIMES)).toHaveClass(/seating-table--over/);
  await page.mouse.up();
  await expect(person(peopleAt(page, LIMES), tom)).toBeVisible();
  await expect.poll(async () => tableOf(await plan(request), tom)).toBe(LIMES);

  // The server's warning, visible on the page and on the tables concerned.
  const warnings = page.getByRole('region', { name: /^Hinweise \(\d+\)$/ });
  await expect(warnings).toContainText('Sophie Keller und Tom Keller (Begleitung) sitzen an verschiedenen Tischen');
  await expect(page.getByRole('list', { name: `Hinweise zu ${ROSES}` })).toBeVisible();
  await expectAccessible(page);
});

test('on a phone (390 px) the plain ‘Tisch wählen’ menu seats Tom beside Sophie; a change made meanwhile elsewhere reloads the plan with a German note', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  await page.goto('/admin/seating');
  const tomsMenu = page.getByRole('combobox', { name: 'Tisch wählen: Tom Keller' });
  await expect(tomsMenu).toBeVisible();
  await expect(page.locator('[data-person]')).toHaveCount(0); // no dragging on a phone

  // Another organiser moves Sophie to the other table meanwhile: the page's version is stale.
  const { version } = await plan(request);
  await api(request, 'PUT', '/api/admin/seating/seats', { version, moves: [{ person: sophie, table_id: (await plan(request)).tables.find((t) => t.name === LIMES)!.id }] });
  await tomsMenu.selectOption({ label: `${ROSES}, 1 von 6 Plätzen belegt` });
  await expect(page.getByText(SEATING_MESSAGES.stale)).toBeVisible();
  await expect(peopleAt(page, LIMES)).toContainText('Sophie Keller');
  await expect(peopleAt(page, LIMES)).toContainText('Tom Keller');
  expect(tableOf(await plan(request), tom)).toBe(LIMES);

  // Repeated on the fresh plan: both to the Rosengarten.
  await page.getByRole('combobox', { name: 'Tisch wählen: Sophie Keller' }).selectOption({ label: `${ROSES}, 0 von 6 Plätzen belegt` });
  await expect(peopleAt(page, ROSES)).toContainText('Sophie Keller');
  await page.getByRole('combobox', { name: 'Tisch wählen: Tom Keller' }).selectOption({ label: `${ROSES}, 1 von 6 Plätzen belegt` });
  await expect(peopleAt(page, ROSES)).toContainText('Tom Keller');
  await expect.poll(async () => [tableOf(await plan(request), sophie), tableOf(await plan(request), tom)]).toEqual([ROSES, ROSES]);
  await expect(page.getByText('Sophie Keller und Tom Keller (Begleitung) sitzen an verschiedenen Tischen', { exact: false })).toHaveCount(0);
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expectAccessible(page);
});

test('prints the place cards: the PDF names Sophie and Tom and their table', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAsAdmin(page);
  await page.goto('/admin/seating');
  const files = page.getByRole('region', { name: 'Drucken und Exportieren' });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    files.getByRole('button', { name: 'Tischkarten mit Namen, Gefaltet (A6), als PDF herunterladen' }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(files.getByRole('status')).toContainText(`Export "${download.suggestedFilename()}" erfolgreich heruntergeladen!`, { timeout: 30_000 });
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Sophie Keller');
  expect(text).toContain('Tom Keller');
  expect(text).toContain(ROSES);
});

test('Sophie sees her table on her dashboard only from the moment the couple chose', async ({ page, request }) => {
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
  await api(request, 'PUT', '/api/admin/seating/settings', { guests_see_table_from: tomorrow });
  await page.goto(`/guest-login?token=${sophieToken}`);
  await expect(page.getByRole('heading', { name: 'Willkommen, Sophie Keller!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/Ihr Tisch/)).toHaveCount(0);

  // The day has come.
  await api(request, 'PUT', '/api/admin/seating/settings', { guests_see_table_from: new Date(Date.now() - 60_000).toISOString() });
  await page.reload();
  await expect(page.getByRole('heading', { name: `Ihr Tisch: ${ROSES}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Ihr Tisch: ${ROSES}` })).toContainText('Brauttisch');
});

/** The text of a PDF, all pages (pdfjs-dist, read as backend/test/pdf-text.ts reads it: pieces that touch on a line are one word). */
async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    let end: { x: number; y: number } | undefined;
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) {
      if (!('str' in item)) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      text += (end && Math.abs(end.x - x) < 0.5 && Math.abs(end.y - y) < 0.5 ? '' : ' ') + item.str;
      end = item.hasEOL ? undefined : { x: x + item.width, y };
    }
  }
  await doc.destroy();
  return text.replace(/\s+/g, ' ');
}
