import { randomInt } from 'node:crypto';
import { EMAIL_UNSUBSCRIBE_BUTTON, EMAIL_UNSUBSCRIBE_DONE, type GuestInput } from '@hochzeit/contracts';
import { type SmtpStandIn, startSmtpStandIn } from '@hochzeit/smtp-stand-in';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, type OwnServer, startOwnServer, submitAdminLogin } from './support';

/**
 * The invitation e-mail end to end: the product sends over SMTP (the real nodemailer) to a local
 * SMTP stand-in. Its own server, since the shared one runs without SMTP_URL (its e-mails stay in
 * the Postausgang) and cannot know the stand-in's address.
 */
let server: OwnServer | undefined;
let smtp: SmtpStandIn | undefined;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpStandIn();
  server = await startOwnServer({ SMTP_URL: smtp.url });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** Guests for one test, with unique names and addresses; the admin API creates them. */
async function createGuests(request: APIRequestContext, guests: Partial<GuestInput>[]) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const guest of guests) expect((await request.post('/api/admin/guests', { headers, data: guest })).ok()).toBeTruthy();
}

/** Ticks the guests on 'Einzelne Gäste' (found by the search field, ticked with the keyboard) and sends them the invitation. */
async function invite(page: Page, search: string, guests: { first_name?: string; last_name?: string }[]) {
  await page.goto('/admin/sms');
  await expect(page.getByRole('heading', { name: 'SMS-Verwaltung', level: 1 })).toBeVisible();
  const compose = page.getByRole('region', { name: 'SMS verfassen' });
  await compose.getByRole('tab', { name: 'Einzelne Gäste' }).click();
  await compose.getByLabel('Gäste durchsuchen').fill(search);
  for (const guest of guests) {
    const box = compose.getByRole('checkbox', { name: new RegExp(`${guest.first_name} ${guest.last_name}`) });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Einladung per E-Mail an ${guests.length} Gäste senden?`);
    void dialog.accept();
  });
  await compose.getByRole('button', { name: 'Einladung per E-Mail senden' }).click();
  return compose;
}

/** An admin on a phone (390 px), signed in. */
async function adminOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Zurich', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await submitAdminLogin(page);
  await expect(page.getByRole('heading', { name: 'Willkommen im Admin-Dashboard' })).toBeVisible();
  return page;
}

test('an admin sends the invitation e-mail to two guests and sees both in the history', async ({ browser, playwright }) => {
  const suffix = randomInt(1_000_000);
  const request = await playwright.request.newContext({ baseURL });
  const guests = [
    { first_name: 'Jörg', last_name: `Einladung ${suffix}`, guest_type: 'Inner Circle', email: `joerg.${suffix}@example.ch` },
    { first_name: 'Zoë', last_name: `Einladung ${suffix}`, guest_type: 'Apéro', email: `zoe.${suffix}@example.ch` },
  ] satisfies Partial<GuestInput>[];
  await createGuests(request, guests);

  const page = await adminOnPhone(browser);
  const compose = await invite(page, `Einladung ${suffix}`, guests);
  await expect(compose.getByRole('status')).toContainText('2 erfolgreich', { timeout: 20_000 });

  // Both left over SMTP, each once to its own address, as the invitation with the personal link's QR code and the day plan.
  const received = () => smtp!.messages().filter((m) => m.envelope.to.some((to) => guests.some((g) => g.email === to)));
  await expect.poll(() => received().length).toBe(2);
  expect(received().flatMap((m) => m.envelope.to).sort()).toEqual(guests.map((g) => g.email).sort());
  for (const mail of received()) {
    expect(mail.parsed.subject).toMatch(/^Einladung zur Hochzeit von /);
    expect(mail.parsed.attachments.map((a) => a.contentType)).toEqual(expect.arrayContaining(['image/png', 'text/calendar']));
  }

  // The history lists the batch and, opened, each guest with the medium and the state.
  const history = page.getByRole('region', { name: 'Versandverlauf' });
  const batch = history.getByRole('listitem', { name: /Einladung/ }).first();
  await expect(batch).toContainText('2 Gesendet');
  await batch.getByRole('button', { name: 'Details anzeigen' }).click();
  for (const guest of guests) {
    const row = batch.getByRole('listitem').filter({ hasText: `${guest.first_name} ${guest.last_name}` });
    await expect(row).toContainText(guest.email);
    await expect(row).toContainText('E-Mail');
    await expect(row).toContainText('Gesendet');
  }
  await request.dispose();
});

test('a refused address shows as failed with its SMTP code; a guest who unsubscribes by the link is marked and listed', async ({ browser, playwright }) => {
  const suffix = randomInt(1_000_000);
  const request = await playwright.request.newContext({ baseURL });
  const bounce = { first_name: 'Bruno', last_name: `Abpraller ${suffix}`, guest_type: 'Apéro', email: `bruno.${suffix}@nirgendwo.example` } satisfies Partial<GuestInput>;
  const leaving = { first_name: 'Lea', last_name: `Abpraller ${suffix}`, guest_type: 'Apéro', email: `lea.${suffix}@example.ch` } satisfies Partial<GuestInput>;
  await createGuests(request, [bounce, leaving]);
  // The SMTP server refuses Bruno's mailbox at the door (550 5.1.1).
  smtp!.setRejectRecipients((address) => address === bounce.email);

  const page = await adminOnPhone(browser);
  try {
    const compose = await invite(page, `Abpraller ${suffix}`, [bounce, leaving]);
    await expect(compose.getByRole('status')).toContainText('1 erfolgreich, 1 fehlgeschlagen', { timeout: 20_000 });
  } finally {
    smtp!.setRejectRecipients(undefined);
  }
  // The newest batch on top once the history has been asked again (the first test's is below it).
  const history = page.getByRole('region', { name: 'Versandverlauf' });
  const batch = history.getByRole('listitem', { name: /Einladung/ }).first();
  await expect(batch).toContainText('1 Gesendet · 1 Fehlgeschlagen');
  await batch.getByRole('button', { name: 'Details anzeigen' }).click();
  const bounced = batch.getByRole('listitem').filter({ hasText: `${bounce.first_name} ${bounce.last_name}` });
  await expect(bounced).toContainText('Fehlgeschlagen');
  await expect(bounced).toContainText('SMTP-Fehler 550');

  // Lea opens the link of her mail and unsubscribes on its page.
  await expect.poll(() => smtp!.messages().filter((m) => m.envelope.to.includes(leaving.email)).length).toBe(1);
  const mail = smtp!.messages().find((m) => m.envelope.to.includes(leaving.email))!;
  const link = /<(https?:[^>]+)>/.exec(mail.rawHeaders.get('list-unsubscribe')?.[0] ?? '')?.[1];
  expect(link).toBeTruthy();
  const guestPage = await browser.newPage();
  await guestPage.goto(link!);
  await guestPage.getByRole('button', { name: EMAIL_UNSUBSCRIBE_BUTTON }).click();
  await expect(guestPage.getByText(EMAIL_UNSUBSCRIBE_DONE)).toBeVisible();
  await guestPage.close();

  // The admin sees her address unsubscribed: in the list and beside her name; her mobile-less entry cannot be reached any more.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Abgemeldete E-Mail-Adressen' })).toContainText(`${leaving.email} · ${leaving.first_name} ${leaving.last_name}`);
  const compose = page.getByRole('region', { name: 'SMS verfassen' });
  await compose.getByRole('tab', { name: 'Einzelne Gäste' }).click();
  await compose.getByLabel('Gäste durchsuchen').fill(`Abpraller ${suffix}`);
  const lea = compose.getByRole('checkbox', { name: new RegExp(`${leaving.first_name} ${leaving.last_name}`) });
  await expect(lea.locator('xpath=ancestor::li')).toContainText('E-Mail abgemeldet');
  await expect(lea).toBeDisabled();
  await request.dispose();
});
