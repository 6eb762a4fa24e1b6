import { randomInt } from 'node:crypto';
import type { GuestInput, TimelineEventInputValues } from '@hochzeit/contracts';
import { smsSendSummary } from '@hochzeit/contracts/sms-text';
import { expect, test } from '@playwright/test';
import { adminGet, adminToken, loginAsAdmin } from './support';

// The suite starts the product without TWILIO_*: every SMS lands in the outbox ('Postausgang').

test('an admin previews and sends a personalised SMS to the Inner Circle; it lands in the Postausgang', async ({ page, request }) => {
  const suffix = randomInt(1_000_000);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };

  // At least one Inner Circle guest with a mobile who did not answer STOP.
  let numbers = await adminGet(request, '/api/sms/guest-numbers');
  if (!numbers.guests.some((g) => g.guest_type === 'Inner Circle' && !g.opted_out)) {
    const guest = { first_name: 'Erika', last_name: `E2E ${suffix}`, guest_type: 'Inner Circle', mobile: `+41 79 ${String(suffix).padStart(7, '0')}` } satisfies Partial<GuestInput>;
    expect((await request.post('/api/admin/guests', { headers, data: guest })).ok()).toBeTruthy();
    numbers = await adminGet(request, '/api/sms/guest-numbers');
  }
  const recipients = numbers.guests.filter((g) => g.guest_type === 'Inner Circle' && !g.opted_out);
  const firstNames = recipients.map((g) => g.first_name);

  await loginAsAdmin(page);
  await page.goto('/admin/sms');
  await expect(page.getByRole('heading', { name: 'SMS-Verwaltung', level: 1 })).toBeVisible();
  await expect(page.getByText('Kein Twilio-Konto eingerichtet: SMS werden nicht versendet, sondern landen im Postausgang.')).toBeVisible();

  const compose = page.getByRole('region', { name: 'SMS verfassen' });
  await compose.getByRole('checkbox', { name: /Inner Circle/ }).check();
  const text = `Hallo {vorname}, E2E-Test ${suffix}!`;
  await compose.getByLabel('SMS-Text').fill(text);
  // The braces are GSM-7 extension characters: two places each.
  await expect(compose.getByTestId('sms-counter')).toHaveText(`${text.length + 2} / 160 Zeichen · 1 SMS (GSM-7)`);

  await compose.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = page.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByText(`${recipients.length} Empfänger`, { exact: false })).toBeVisible();
  const bubbles = preview.locator('.sms-bubble');
  await expect(bubbles.first()).toHaveText(new RegExp(`^Hallo (${firstNames.join('|')}), E2E-Test ${suffix}!$`));
  await expect(preview.getByText('{vorname}')).toHaveCount(0);
  await expect(compose.getByText(/Längste SMS nach Personalisierung:/)).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`SMS an ${recipients.length} Empfänger senden?`);
    void dialog.accept();
  });
  await compose.getByRole('button', { name: 'An Gasttypen senden' }).click();
  // Without a Twilio account the messages are put into the 'Postausgang', and the status says so.
  await expect(compose.getByRole('status').filter({ hasText: 'Postausgang' })).toHaveText(smsSendSummary('outbox', recipients.length, 0), { timeout: 20_000 });

  // The outbox keeps each personalised message, newest first.
  const outbox = page.getByRole('region', { name: 'Postausgang' });
  await expect(outbox.getByText(new RegExp(`E2E-Test ${suffix}!`)).first()).toBeVisible();
  await expect(outbox.getByText(`E2E-Test ${suffix}`, { exact: false })).toHaveCount(recipients.length);
  await expect(outbox.getByText('{vorname}', { exact: false })).toHaveCount(0);

  // The history lists the batch.
  const history = page.getByRole('region', { name: 'Versandverlauf' });
  await expect(history.getByText(text).first()).toBeVisible();
});

test('the day plan sends an event reminder once and then shows it as sent', async ({ page, request }) => {
  const suffix = randomInt(1_000_000);
  const title = `E2E Shuttle ${suffix}`;
  const event = {
    title,
    time: '2025-06-07T22:30:00+02:00',
    description: 'Shuttle zum Hotel',
    timeline_type: 'inner_circle',
    visible_to: ['admin', 'guest', 'organizer'],
    location: 'Schlosshof',
    sms_notification: true,
  } satisfies TimelineEventInputValues;
  const created = await request.post('/api/timeline/admin', { headers: { Authorization: `Bearer ${await adminToken(request)}` }, data: event });
  expect(created.ok()).toBeTruthy();

  await loginAsAdmin(page);
  await page.goto('/admin/timeline');
  const row = page.getByRole('row', { name: new RegExp(title) });
  const button = row.getByRole('button', { name: 'SMS senden' });
  await expect(button).toBeEnabled();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`SMS-Erinnerung für "${title}" senden?`);
    void dialog.accept();
  });
  await button.click();
  await expect(row.getByRole('status')).toContainText(`SMS-Erinnerung für "${title}" erfolgreich versendet!`, { timeout: 20_000 });
  await expect(row.getByRole('button', { name: 'SMS gesendet' })).toBeDisabled();

  // It stays sent after a reload, and the reminder is in the Postausgang.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: 'SMS gesendet' })).toBeDisabled();
  await page.goto('/admin/sms');
  await expect(page.getByRole('region', { name: 'Postausgang' }).getByText(new RegExp(`Erinnerung: ${title} um 22:30 Uhr`)).first()).toBeVisible();
});
