import { expect, test } from '@playwright/test';
import { adminToken, demoGuest, loginAsAdmin } from './support';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';

/**
 * RSVP end to end: Anna (demo family Meier) signs in by her personal link, answers for herself and
 * Lukas, sees what she answered, and the admin's overview shows both answers.
 */
test('a guest answers for their family and the admin overview shows it', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  // A deadline far ahead, so the answers are open whatever day the test runs.
  expect((await request.put('/api/admin/rsvp/settings', { headers: admin, data: { deadline: '2099-12-31' } })).ok()).toBeTruthy();
  const anna = await demoGuest(request, 'Anna');

  await page.goto(`/guest-login?token=${anna.login_token}`);
  await expect(page.getByRole('heading', { name: /^Willkommen, Anna/ })).toBeVisible();
  const card = page.getByRole('region', { name: 'Zu- oder Absagen' });
  await expect(card).toContainText('Antworten bis Donnerstag, 31. Dezember 2099');
  await card.getByRole('link', { name: /antworten|Antwort ansehen/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Zu- oder Absagen' })).toBeVisible();
  const annaCard = page.getByRole('group', { name: /^Anna Meier/ });
  const lukasCard = page.getByRole('group', { name: /^Lukas Meier/ });
  await annaCard.getByRole('button', { name: 'Zusagen' }).click();
  await annaCard.getByLabel('Menü').selectOption({ label: 'Vegetarisch' });
  await annaCard.getByLabel('Allergien und Ernährung').fill('Nüsse');
  await annaCard.getByLabel('Allergien und Ernährung').press('Enter');
  await annaCard.getByLabel('Musikwunsch').fill('Dancing Queen');
  await lukasCard.getByRole('button', { name: 'Absagen' }).click();
  await lukasCard.getByLabel('Nachricht an das Brautpaar').fill('Leider auf Reisen');
  // Allergies are stored only with consent (issue 42).
  await page.getByRole('checkbox', { name: PRIVACY_MESSAGES.allergyConsentLabel }).check();
  await page.getByRole('button', { name: 'Antworten speichern' }).click();
  await expect(page.getByText('Vielen Dank! Ihre Antwort ist gespeichert.')).toBeVisible();
  await expect(annaCard).toContainText('Zugesagt am');
  await expect(lukasCard).toContainText('Abgesagt am');

  // After a reload the page shows what was answered.
  await page.reload();
  await expect(page.getByRole('group', { name: /^Anna Meier/ }).getByLabel('Menü')).toHaveValue(/\d+/);
  await expect(page.getByRole('group', { name: /^Anna Meier/ }).getByRole('list', { name: 'Angegebene Allergien' })).toContainText('Nüsse');

  // The admin's overview.
  await page.evaluate(() => localStorage.clear());
  await loginAsAdmin(page);
  await page.getByRole('link', { name: 'Rückmeldungen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rückmeldungen' })).toBeVisible();
  await page.getByLabel('Gruppe').selectOption({ label: 'Familie Meier' });
  const guests = page.getByRole('region', { name: /^Gäste \(/ });
  await expect(guests).toHaveAccessibleName('Gäste (2)');
  const annaRow = guests.getByRole('row', { name: /^Anna Meier/ });
  await expect(annaRow).toContainText('Zugesagt');
  await expect(annaRow).toContainText('Vegetarisch');
  await expect(annaRow).toContainText('Nüsse');
  await expect(annaRow).toContainText('Anna Meier');
  const lukasRow = guests.getByRole('row', { name: /^Lukas Meier/ });
  await expect(lukasRow).toContainText('Abgesagt');
  await expect(lukasRow).toContainText('Leider auf Reisen');
  const summary = page.getByRole('region', { name: 'Übersicht' });
  await expect(summary.getByRole('table', { name: 'Gruppe' })).toContainText('Familie Meier110');
  await expect(summary).toContainText('Vegetarisch');
});
