import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RSVP_REMINDER_MESSAGES, type RsvpReminderSettingsJson, SMS_MESSAGES } from '@hochzeit/contracts';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
import { parseReminderDays, RsvpReminders } from './RsvpReminders';

/** The 'Erinnerungen' section of the messages tool: the setting and the steps of the current deadline. */

const settings = (over: Partial<RsvpReminderSettingsJson> = {}): RsvpReminderSettingsJson => ({
  enabled: true,
  days_before: [14, 3],
  channel_choice: 'email_else_sms',
  deadline: '2025-05-31',
  time_zone: 'Europe/Zurich',
  steps: [
    { days_before: 14, due_date: '2025-05-17', due_at: '2025-05-17T08:00:00.000Z', state: 'sent', sent_at: '2025-05-17T08:00:04.000Z', batch_id: 12, messages: 7 },
    { days_before: 3, due_date: '2025-05-28', due_at: '2025-05-28T08:00:00.000Z', state: 'pending', sent_at: null, batch_id: null, messages: 0 },
  ],
  ...over,
});

const section = () => screen.getByRole('region', { name: 'Erinnerungen' });
const daysField = () => within(section()).getByLabelText('Tage vor der Antwortfrist');
const save = () => within(section()).getByRole('button', { name: 'Erinnerungen speichern' });

beforeEach(() => localStorage.setItem('token', 'admin-token'));

it('shows the deadline and each step with its due time in German on the venue’s clock and whether it was sent', async () => {
  mockApi({ 'GET /api/admin/rsvp-reminders': settings() });
  renderWithQueryClient(<RsvpReminders />);
  const steps = await within(section()).findByRole('list', { name: 'Erinnerungstermine' });
  expect(section()).toHaveTextContent('Antwortfrist: Samstag, 31. Mai 2025');
  const [first, second] = within(steps).getAllByRole('listitem');
  expect(first).toHaveTextContent('14 Tage vor der Frist');
  expect(first).toHaveTextContent('Samstag, 17. Mai 2025 um 10:00 Uhr');
  expect(first).toHaveTextContent('Gesendet am 17.05.2025, 10:00 · 7 Nachrichten');
  expect(second).toHaveTextContent('3 Tage vor der Frist');
  expect(second).toHaveTextContent('Mittwoch, 28. Mai 2025 um 10:00 Uhr');
  expect(second).toHaveTextContent('Geplant');
  // The form starts from what is stored.
  expect(within(section()).getByRole('checkbox', { name: 'Erinnerungen automatisch senden' })).toBeChecked();
  expect(daysField()).toHaveValue('14, 3');
  expect(within(section()).getByRole('radio', { name: 'E-Mail, sonst SMS' })).toBeChecked();
});

it('writes the due and sent times in the venue’s time zone, not the browser’s', async () => {
  const step = { days_before: 2, due_date: '2025-05-29', due_at: '2025-05-29T14:00:00.000Z', state: 'sent' as const, sent_at: '2025-05-29T14:00:05.000Z', batch_id: 3, messages: 1 };
  mockApi({ 'GET /api/admin/rsvp-reminders': settings({ time_zone: 'America/New_York', days_before: [2], steps: [step] }) });
  renderWithQueryClient(<RsvpReminders />);
  const item = await within(section()).findByRole('listitem');
  expect(item).toHaveTextContent('Donnerstag, 29. Mai 2025 um 10:00 Uhr');
  expect(item).toHaveTextContent('Gesendet am 29.05.2025, 10:00 · 1 Nachricht');
});

it('says that without a deadline no reminders go out', async () => {
  mockApi({ 'GET /api/admin/rsvp-reminders': settings({ deadline: null, steps: [] }) });
  renderWithQueryClient(<RsvpReminders />);
  expect(await within(section()).findByText('Keine Antwortfrist festgelegt: ohne Frist werden keine Erinnerungen gesendet.')).toBeInTheDocument();
});

it('saves the setting with the keyboard and shows the steps the server answers', async () => {
  const saved = settings({
    enabled: true,
    days_before: [21, 7],
    channel_choice: 'sms',
    steps: [
      { days_before: 21, due_date: '2025-05-10', due_at: '2025-05-10T08:00:00.000Z', state: 'skipped', sent_at: null, batch_id: null, messages: 0 },
      { days_before: 7, due_date: '2025-05-24', due_at: '2025-05-24T08:00:00.000Z', state: 'pending', sent_at: null, batch_id: null, messages: 0 },
    ],
  });
  let stored = settings({ enabled: false });
  const api = mockApi({
    'GET /api/admin/rsvp-reminders': () => stored,
    'PUT /api/admin/rsvp-reminders': () => {
      stored = saved;
      return saved;
    },
    'GET /api/sms/batches': { channel: 'outbox', from: null, email_channel: 'smtp', batches: [] },
  });
  renderWithQueryClient(<RsvpReminders />);
  const enabled = await within(section()).findByRole('checkbox', { name: 'Erinnerungen automatisch senden' });
  expect(enabled).not.toBeChecked();

  await userEvent.click(enabled);
  await userEvent.clear(daysField());
  await userEvent.type(daysField(), '7, 21');
  await userEvent.click(within(section()).getByRole('radio', { name: 'SMS' }));
  await userEvent.type(daysField(), '{Enter}');

  expect(await within(section()).findByRole('status')).toHaveTextContent('Erinnerungen gespeichert');
  // The contract sorts the days, furthest from the deadline first.
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/rsvp-reminders', body: { enabled: true, days_before: [21, 7], channel_choice: 'sms' } }]);
  const steps = within(section()).getByRole('list', { name: 'Erinnerungstermine' });
  expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('Nicht gesendet');
  expect(daysField()).toHaveValue('21, 7');
});

it.each([
  ['3, 3', RSVP_REMINDER_MESSAGES.duplicateDays],
  ['0', RSVP_REMINDER_MESSAGES.dayRange],
  ['61', RSVP_REMINDER_MESSAGES.dayRange],
  ['1.5', RSVP_REMINDER_MESSAGES.dayWhole],
  ['vierzehn', RSVP_REMINDER_MESSAGES.dayWhole],
  ['1, 2, 3, 4, 5, 6', RSVP_REMINDER_MESSAGES.tooManyDays],
])('refuses the days %s with the contract’s message and sends nothing', async (typed, text) => {
  const api = mockApi({ 'GET /api/admin/rsvp-reminders': settings() });
  renderWithQueryClient(<RsvpReminders />);
  await within(section()).findByRole('list', { name: 'Erinnerungstermine' });
  await userEvent.clear(daysField());
  await userEvent.type(daysField(), typed);
  await userEvent.click(save());
  expect(within(section()).getByText(text)).toBeInTheDocument();
  expect(writes(api)).toEqual([]);
});

it("shows the server's message when saving fails", async () => {
  mockApi({
    'GET /api/admin/rsvp-reminders': settings(),
    'PUT /api/admin/rsvp-reminders': reply(400, { msg: SMS_MESSAGES.invalidChannelChoice }),
  });
  renderWithQueryClient(<RsvpReminders />);
  await within(section()).findByRole('list', { name: 'Erinnerungstermine' });
  await userEvent.click(save());
  expect(await within(section()).findByRole('alert')).toHaveTextContent(SMS_MESSAGES.invalidChannelChoice);
});

it('says so when the setting cannot be loaded', async () => {
  mockApi({ 'GET /api/admin/rsvp-reminders': reply(500, { msg: 'kaputt' }) });
  renderWithQueryClient(<RsvpReminders />);
  expect(await within(section()).findByText('Die Erinnerungen konnten nicht geladen werden.')).toBeInTheDocument();
});

it('reads the days as typed: commas, spaces or semicolons between them', () => {
  expect(parseReminderDays(' 14,3 ; 1 ')).toEqual([14, 3, 1]);
  expect(parseReminderDays('')).toEqual([]);
  expect(parseReminderDays('x')).toEqual([NaN]);
});
