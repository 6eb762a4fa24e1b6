import { expect, type Page, test } from '@playwright/test';
import { adminGet, demoGuest, loginAsAdmin } from './support';

async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

async function createEvent(page: Page, title: string, type: string, time: string) {
  const form = page.getByRole('form', { name: 'Ereignisformular' });
  await form.getByLabel('Titel *').fill(title);
  await form.getByLabel('Start *').fill(time);
  await form.getByLabel('Typ *').selectOption({ label: type });
  await form.getByLabel('Beschreibung *').fill(`${title} – Beschreibung`);
  await form.getByRole('button', { name: 'Ereignis erstellen' }).click();
  await expectNotice(page, 'Neues Timeline-Ereignis erstellt!');
  // The previous event's notice may still be up: the emptied form says this one is saved.
  await expect(form.getByLabel('Titel *')).toHaveValue('');
}

test('events of two types: each guest type sees only theirs in "Ihr Tagesplan"', async ({ page, request, browser }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/timeline');
  await expect(page.getByRole('heading', { name: 'Tagesplanung / Timeline-Verwaltung' })).toBeVisible();
  await createEvent(page, 'E2E Apéro-Empfang', 'Apéro-Gäste', '2025-06-07T14:15');
  await createEvent(page, 'E2E Trauzeugen-Rede', 'Inner Circle', '2025-06-07T19:45');

  // The end time must be after the start.
  const form = page.getByRole('form', { name: 'Ereignisformular' });
  await form.getByLabel('Titel *').fill('Falsch');
  await form.getByLabel('Start *').fill('2025-06-07T16:00');
  await form.getByLabel('Ende').fill('2025-06-07T15:00');
  await form.getByLabel('Beschreibung *').fill('x');
  await form.getByRole('button', { name: 'Ereignis erstellen' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Die Endzeit muss nach der Startzeit liegen/);

  await page.getByLabel('Timeline-Typ').selectOption({ label: 'Apéro-Gäste' });
  await expect(page.getByRole('cell', { name: /E2E Apéro-Empfang/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /E2E Trauzeugen-Rede/ })).toHaveCount(0);

  const seePlan = async (firstName: string) => {
    const context = await browser.newContext();
    const guestPage = await context.newPage();
    const guest = await demoGuest(request, firstName);
    await guestPage.goto(`/guest-login?token=${guest.login_token}`);
    await guestPage.getByRole('link', { name: 'Tagesplan' }).click();
    await expect(guestPage.getByRole('heading', { name: 'Ihr Tagesplan' })).toBeVisible();
    await expect(guestPage.getByRole('region', { name: 'Samstag, 7. Juni 2025' })).toBeVisible();
    return { guestPage, context };
  };

  const apero = await seePlan('Jonas');
  await expect(apero.guestPage.getByRole('heading', { name: 'E2E Apéro-Empfang' })).toBeVisible();
  await expect(apero.guestPage.getByText('14:15 Uhr')).toBeVisible();
  await expect(apero.guestPage.getByRole('heading', { name: 'E2E Trauzeugen-Rede' })).toHaveCount(0);
  await expect(apero.guestPage.getByRole('heading', { name: 'Trauung' })).toHaveCount(0);
  await apero.context.close();

  const inner = await seePlan('Sophie');
  await expect(inner.guestPage.getByRole('heading', { name: 'E2E Apéro-Empfang' })).toBeVisible();
  await expect(inner.guestPage.getByRole('heading', { name: 'E2E Trauzeugen-Rede' })).toBeVisible();
  await expect(inner.guestPage.getByText('Dauer: 1 Stunde').first()).toBeVisible();
  await inner.context.close();
});

test('an admin builds and publishes a story with a heading, two columns and a quote; a guest reads it', async ({ page, request, browser }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/story');
  await expect(page.getByRole('heading', { name: 'Hochzeits-Story Editor' })).toBeVisible();
  // Start from an empty story.
  while ((await page.getByRole('button', { name: 'Block löschen' }).count()) > 0) await page.getByRole('button', { name: 'Block löschen' }).first().click();
  await expect(page.getByText('Noch keine Blöcke vorhanden...')).toBeVisible();
  await page.getByLabel('Titel').fill('Anna & Marco');

  const palette = page.getByRole('toolbar', { name: 'Block hinzufügen' });
  await palette.getByRole('button', { name: '+ Überschrift' }).click();
  await page.getByRole('listitem', { name: 'Block 1: Überschrift' }).getByLabel('Überschrift').fill('Wie wir uns fanden');
  await palette.getByRole('button', { name: '+ Spalten' }).click();
  const columns = page.getByRole('listitem', { name: 'Block 2: Spalten' });
  await columns.getByRole('group', { name: 'Spalte 1' }).getByRole('button', { name: '+ Text' }).click();
  await columns.getByRole('group', { name: 'Spalte 1' }).getByLabel('Text', { exact: true }).fill('Sie: St. Gallen');
  await columns.getByRole('group', { name: 'Spalte 2' }).getByRole('button', { name: '+ Text' }).click();
  await columns.getByRole('group', { name: 'Spalte 2' }).getByLabel('Text', { exact: true }).fill('Er: Rorschach');
  await palette.getByRole('button', { name: '+ Zitat' }).click();
  const quote = page.getByRole('listitem', { name: 'Block 3: Zitat' });
  await quote.getByLabel('Zitat').fill('Zwei Städte, ein Schirm.');
  await quote.getByLabel('Autor').fill('Marco');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expectNotice(page, 'Story erfolgreich gespeichert!');

  const guest = await demoGuest(request, 'Mia');
  const context = await browser.newContext();
  const guestPage = await context.newPage();
  await guestPage.goto(`/guest-login?token=${guest.login_token}`);
  await expect(guestPage.getByRole('heading', { name: 'Willkommen, Mia Steiner!' })).toBeVisible();

  // Hidden: guests are told it is not available yet.
  if (await page.getByRole('button', { name: 'Verstecken' }).isVisible()) {
    await page.getByRole('button', { name: 'Verstecken' }).click();
    await expectNotice(page, 'Story versteckt!');
  }
  await guestPage.goto('/guest/story');
  await expect(guestPage.getByRole('alert')).toHaveText('Die Hochzeits-Story ist noch nicht verfügbar.');

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expectNotice(page, 'Story veröffentlicht!');
  await guestPage.reload();
  await expect(guestPage.getByRole('heading', { name: 'Anna & Marco', level: 1 })).toBeVisible();
  await expect(guestPage.getByRole('heading', { name: 'Wie wir uns fanden' })).toBeVisible();
  await expect(guestPage.getByText('Sie: St. Gallen')).toBeVisible();
  await expect(guestPage.getByText('Er: Rorschach')).toBeVisible();
  await expect(guestPage.getByText('„Zwei Städte, ein Schirm.“')).toBeVisible();
  await context.close();
});

test('a ticker message added in the settings appears on the guest dashboard', async ({ page, request, browser }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/settings');
  const input = page.getByLabel('Neue Nachricht');
  const message = 'E2E: Der Bus fährt um 23 Uhr zurück nach Rorschach';
  await input.fill(message);
  await expect(page.getByText(`${message.length}/160 Zeichen`)).toBeVisible();
  await input.press('Enter');
  await expectNotice(page, 'Nachricht hinzugefügt');
  await expect(page.getByLabel('Vorschau', { exact: true })).toContainText('E2E: Der Bus fährt um 23 Uhr zurück nach Rorschach');

  const guest = await demoGuest(request, 'Lukas');
  const context = await browser.newContext();
  const guestPage = await context.newPage();
  await guestPage.goto(`/guest-login?token=${guest.login_token}`);
  await expect(guestPage.getByRole('marquee', { name: 'Neuigkeiten' })).toContainText('Herzlich willkommen auf Schloss Wartensee! - Der Apéro beginnt um 14:00 Uhr im Schlossgarten. - E2E: Der Bus fährt um 23 Uhr zurück nach Rorschach');
  await context.close();
});

test('the castle video starts playing', async ({ page, request }) => {
  const guest = await demoGuest(request, 'Anna');
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await page.getByRole('link', { name: 'Schloss', exact: true }).click();
  const video = page.getByLabel('Video vom Veranstaltungsort');
  await expect(video).toHaveAttribute('loop', '');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true);
});

test('a service provider sees their schedule and the directions', async ({ page, request }) => {
  const providers = await adminGet(request, '/api/admin/service-providers');
  const photographer = providers.find((p) => p.company_name === 'Fotostudio Lichtblick')!;
  await page.goto(`/provider-login?token=${photographer.login_token}`);
  const schedule = page.getByRole('region', { name: 'Ihr Zeitplan' });
  await expect(schedule).toContainText('Aufbau Fotostudio');
  await expect(schedule).toContainText('Lieferanten-Zufahrt');
  await expect(schedule).not.toContainText('Trauung');
  // Kontakte: the couple's contact for the day from the settings, not the provider's own person.
  await expect(page.getByRole('region', { name: 'Kontakte' })).toContainText('Lea Graf (Trauzeugin)');
  await expect(page.getByRole('region', { name: 'Kontakte' })).not.toContainText('Nina Frei');
  await page.getByRole('link', { name: 'Anfahrt & Parken' }).click();
  await expect(page.getByRole('heading', { name: 'Anfahrt & Parken' })).toBeVisible();
  await page.getByRole('link', { name: '← Zurück zum Dienstleister-Bereich' }).click();
  await expect(page).toHaveURL(/\/service-provider-dashboard$/);
});

test('the wedding date set in the settings drives the guest countdown', async ({ page, request, browser }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Daten der Hochzeit' });
  const nextYear = new Date().getFullYear() + 1;
  await form.getByLabel('Datum und Uhrzeit').fill(`${nextYear}-06-07T15:30`);
  await form.getByRole('button', { name: 'Hochzeitsdaten speichern' }).click();
  await expectNotice(page, 'Hochzeitsdaten gespeichert');

  const guest = await demoGuest(request, 'Anna');
  const context = await browser.newContext();
  const guestPage = await context.newPage();
  await guestPage.goto(`/guest-login?token=${guest.login_token}`);
  const countdown = guestPage.getByRole('region', { name: 'Countdown bis zur Hochzeit' });
  await expect(countdown).toContainText('Noch bis zur Hochzeit');
  const first = await countdown.getByRole('timer').textContent();
  expect(first).toMatch(/^\d+ Tage \d{2}:\d{2}:\d{2}$/);
  // It keeps counting.
  await expect.poll(() => countdown.getByRole('timer').textContent(), { timeout: 5000 }).not.toBe(first);
  await context.close();

  // Back to the seeded date (7 June 2025), which has passed: the countdown is gone.
  await form.getByLabel('Datum und Uhrzeit').fill('2025-06-07T15:30');
  await form.getByRole('button', { name: 'Hochzeitsdaten speichern' }).click();
  await expectNotice(page, 'Hochzeitsdaten gespeichert');
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(`/guest-login?token=${guest.login_token}`);
  await expect(againPage.getByRole('heading', { name: 'Willkommen, Anna Meier!' })).toBeVisible();
  await expect(againPage.getByRole('region', { name: 'Countdown bis zur Hochzeit' })).toHaveCount(0);
  await again.close();
});
