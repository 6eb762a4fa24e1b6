import { randomInt } from 'node:crypto';
import type { GuestInput } from '@hochzeit/contracts';
import { type SmtpStandIn, startSmtpStandIn } from '@hochzeit/smtp-stand-in';
import { type Browser, expect, type Page, test } from '@playwright/test';
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
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const guests = [
    { first_name: 'Jörg', last_name: `Einladung ${suffix}`, guest_type: 'Inner Circle', email: `joerg.${suffix}@example.ch` },
    { first_name: 'Zoë', last_name: `Einladung ${suffix}`, guest_type: 'Apéro', email: `zoe.${suffix}@example.ch` },
  ] satisfies Partial<GuestInput>[];
  for (const guest of guests) expect((await request.post('/api/admin/guests', { headers, data: guest })).ok()).toBeTruthy();

  const page = await adminOnPhone(browser);
  await page.goto('/admin/sms');
  await expect(page.getByRole('heading', { name: 'SMS-Verwaltung', level: 1 })).toBeVisible();

  // The chosen guests, found by the search field and ticked with the keyboard.
  const compose = page.getByRole('region', { name: 'SMS verfassen' });
  await compose.getByRole('tab', { name: 'Einzelne Gäste' }).click();
  await compose.getByLabel('Gäste durchsuchen').fill(`Einladung ${suffix}`);
  for (const guest of guests) {
    const box = compose.getByRole('checkbox', { name: new RegExp(`${guest.first_name} ${guest.last_name}`) });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Einladung per E-Mail an 2 Gäste senden?');
    void dialog.accept();
  });
  await compose.getByRole('button', { name: 'Einladung per E-Mail senden' }).click();
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
