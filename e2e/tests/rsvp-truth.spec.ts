import type { AccessTokenReply, GuestRsvpInput, RsvpSettingsInput } from '@hochzeit/contracts';
import { rsvpMenuLabel } from '@hochzeit/contracts/rsvp-constants';
import AxeBuilder from '@axe-core/playwright';
import { KITCHEN_PROVIDER_CATEGORY } from '@hochzeit/contracts/kitchen-constants';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminGet, adminToken, demoGuest, loginAsAdmin } from './support';

/**
 * One truth for what a guest eats (issue 35): Sophie (demo, Inner Circle, vegetarian, 'Laktose')
 * changes her menu in the RSVP and types an allergy without pressing 'Hinzufügen'; her dashboard's
 * 'Menü', the admin's guest list and the Küchenliste show the new ones. Her answer and the RSVP
 * settings are restored at the end: the e2e server is shared by every spec.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function guestToken(request: APIRequestContext, loginToken: string): Promise<string> {
  const res = await request.post('/api/auth/guest-login', { data: { token: loginToken } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as AccessTokenReply).access_token;
}

test('a guest changes menu and allergy in the RSVP: dashboard, guest list and Küchenliste show the new ones', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const sophie = await demoGuest(request, 'Sophie');
  const before = await adminGet(request, '/api/admin/rsvp');
  const row = before.guests.find((g) => g.guest_id === sophie.id);
  if (!row?.answer) throw new Error('Sophies Demo-Antwort fehlt');
  const answer = row.answer;
  const menus = await adminGet(request, '/api/admin/menus');
  const vegetarian = menus.find((m) => m.id === sophie.menu_id);
  const meat = menus.find((m) => m.type === 'Menü 1' && m.choosable);
  if (!vegetarian || !meat) throw new Error('Die Demo-Menüs fehlen');
  const { settings } = before;

  try {
    // Answers open whatever day the test runs, with the menu and allergy questions asked.
    const open: RsvpSettingsInput = { deadline: '2099-12-31', ask_menu: true, ask_allergies: true };
    expect((await request.put('/api/admin/rsvp/settings', { headers: admin, data: open })).ok()).toBeTruthy();

    // Sophie answers: the meat menu, and 'Sellerie' typed but never added with 'Hinzufügen'.
    await page.goto(`/guest-login?token=${sophie.login_token}`);
    await expect(page.getByRole('heading', { name: /^Willkommen, Sophie/ })).toBeVisible();
    await page.goto('/guest/rsvp');
    const card = page.getByRole('group', { name: /^Sophie Keller/ });
    await expect(card.getByRole('button', { name: 'Zusagen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByLabel('Menü', { exact: true })).toHaveValue(String(vegetarian.id));
    await card.getByLabel('Menü', { exact: true }).selectOption({ label: rsvpMenuLabel(meat) });
    await expect(card.getByRole('list', { name: 'Angegebene Allergien', exact: true })).toContainText('Laktose');
    await card.getByLabel('Allergien und Ernährung', { exact: true }).fill('Sellerie');
    // Allergies are stored only with consent (issue 42).
    await page.getByRole('checkbox', { name: PRIVACY_MESSAGES.allergyConsentLabel }).check();
    await page.getByRole('button', { name: 'Antworten speichern' }).click();
    await expect(page.getByText('Vielen Dank! Ihre Antwort ist gespeichert.')).toBeVisible();
    // The typed allergy is in the stored answer, the field empty again.
    await expect(card.getByRole('list', { name: 'Angegebene Allergien', exact: true })).toHaveText(/Laktose.*Sellerie/);
    await expect(card.getByLabel('Allergien und Ernährung', { exact: true })).toHaveValue('');

    // Her dashboard's 'Menü' opens the meat menu now.
    await page.getByRole('link', { name: /Zurück zum Dashboard/ }).click();
    const menuTile = page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Menü', exact: true });
    await expect(menuTile).toHaveAttribute('href', `/guest/menu/${meat.id}`);
    await menuTile.click();
    await expect(page.getByRole('heading', { level: 1, name: meat.class || meat.type })).toBeVisible();

    // The admin's guest list.
    await page.evaluate(() => localStorage.clear());
    await loginAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin-Navigation' });
    await nav.getByRole('link', { name: 'Gästeliste', exact: true }).click();
    const guestRow = page.getByRole('row', { name: /Sophie Keller/ });
    await expect(guestRow).toContainText('Zugesagt');
    // Menus are named by their class wherever lists show them (issue 37).
    await expect(guestRow.locator('td[data-label="Menü"]')).toHaveText(rsvpMenuLabel(meat));
    await expect(guestRow.locator('td[data-label="Allergien"]')).toContainText('Laktose, Sellerie');
    await expect(guestRow).toContainText('Begleitung: Tom Keller');

    // The Küchenliste: Sophie under the meat menu with her allergies, and under 'Sellerie'.
    await nav.getByRole('link', { name: 'Küchenliste', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Küchenliste' })).toBeVisible();
    const meatCard = page.getByRole('region', { name: new RegExp(`^${escape(rsvpMenuLabel(meat))}: \\d+$`) });
    await expect(meatCard).toContainText('Sophie Keller · Laktose, Sellerie');
    await expect(meatCard).toContainText('Tom Keller (Begleitung von Sophie Keller)');
    await expect(page.getByRole('region', { name: new RegExp(`^${escape(rsvpMenuLabel(vegetarian))}: \\d+$`) })).not.toContainText('Sophie Keller');
    await expect(page.getByRole('region', { name: /^Sellerie: \d+$/ })).toContainText(`Sophie Keller · ${rsvpMenuLabel(meat)}`);
  } finally {
    // Sophie's answer as it was (stored by her, as the demo's), and the settings.
    const restore: GuestRsvpInput = {
      answers: [
        {
          guest_id: sophie.id,
          attending: answer.attending,
          menu_id: answer.menu_id,
          allergies: answer.allergies,
          song_wish: answer.song_wish,
          message: answer.message,
          companion_name: answer.companion_name,
          companion_menu_id: answer.companion_menu_id,
          companion_allergies: answer.companion_allergies,
        },
      ],
      // Her allergies are stored again: with her consent, as the page asks for it (issue 42).
      allergy_consent: true,
    };
    const guest = { Authorization: `Bearer ${await guestToken(request, sophie.login_token)}` };
    expect((await request.put('/api/guest/rsvp', { headers: guest, data: restore })).ok()).toBeTruthy();
    const asked: RsvpSettingsInput = { deadline: settings.deadline, ask_menu: settings.ask_menu, ask_allergies: settings.ask_allergies, ask_song_wish: settings.ask_song_wish, ask_message: settings.ask_message };
    expect((await request.put('/api/admin/rsvp/settings', { headers: admin, data: asked })).ok()).toBeTruthy();
  }
  const after = await adminGet(request, '/api/admin/guests');
  expect(after.find((g) => g.id === sophie.id)).toMatchObject({ menu_id: sophie.menu_id, allergies: sophie.allergies });
});

/** On a 390 px phone: no serious axe finding and nothing wider than the screen. */
async function fitsThePhone(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('on a phone: the companion asked in the RSVP, and the catering provider reads the Küchenliste on their dashboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Sophie may bring a companion (demo: Tom Keller): the companion's own questions, read-only or not.
  const sophie = await demoGuest(request, 'Sophie');
  await page.goto(`/guest-login?token=${sophie.login_token}`);
  await expect(page.getByRole('heading', { name: /^Willkommen, Sophie/ })).toBeVisible();
  await page.goto('/guest/rsvp');
  const card = page.getByRole('group', { name: /^Sophie Keller/ });
  const companion = card.getByRole('group', { name: 'Begleitung', exact: true });
  await expect(companion.getByLabel('Name Ihrer Begleitung')).toHaveValue('Tom Keller');
  await expect(companion.getByLabel('Menü der Begleitung')).not.toHaveValue('');
  await expect(companion.getByLabel('Allergien und Ernährung der Begleitung')).toBeVisible();
  await expect(page.getByText(/^(Lade\.\.\.|Lädt)/)).toHaveCount(0);
  await fitsThePhone(page);

  // The caterer's dashboard: the kitchen list with its exports; the photographer's has none.
  await page.evaluate(() => localStorage.clear());
  const providers = await adminGet(request, '/api/admin/service-providers');
  const caterer = providers.find((p) => p.category === KITCHEN_PROVIDER_CATEGORY);
  if (!caterer) throw new Error('Der Demo-Caterer fehlt');
  await page.goto(`/provider-login?token=${caterer.login_token}`);
  await expect(page).toHaveURL(/\/service-provider-dashboard$/);
  const kitchen = page.getByRole('region', { name: 'Küchenliste', exact: true });
  const meat = (await adminGet(request, '/api/admin/menus')).find((m) => m.type === 'Menü 1');
  if (!meat) throw new Error('Das Demo-Menü 1 fehlt');
  await expect(kitchen.getByRole('region', { name: new RegExp(`^${escape(rsvpMenuLabel(meat))}`) }).first()).toBeVisible();
  await expect(kitchen).toContainText('Tom Keller (Begleitung von Sophie Keller)');
  await expect(kitchen.getByRole('button', { name: 'Küchenliste als PDF herunterladen' })).toBeVisible();
  await fitsThePhone(page);
  const download = page.waitForEvent('download');
  await kitchen.getByRole('button', { name: 'Küchenliste als CSV herunterladen' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});
