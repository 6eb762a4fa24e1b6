import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { batch, emptyCounts, message, guestNumbersWith, renderPage, routes } from './sms-fixtures';
import { mockApi } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

/** The SMS page's lists: the Postausgang (outbox mode), the history of sends and the opt-outs. */

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
});
afterEach(() => jest.restoreAllMocks());

it('in outbox mode says so and lists the Postausgang', async () => {
  mockApi(
    routes(
      {
        'GET /api/sms/outbox': [message(2, { to: '+41781234567', guest_name: 'Jonas Brunner', body: 'Hallo Jonas!', updated_at: '2025-06-07T12:31:00.000Z' })],
      },
      'outbox',
    ),
  );
  await renderPage();
  expect(await screen.findByText('Kein Twilio-Konto eingerichtet: SMS werden nicht versendet, sondern landen im Postausgang.')).toBeInTheDocument();
  const outbox = screen.getByRole('region', { name: 'Postausgang' });
  const item = await within(outbox).findByRole('listitem');
  expect(item).toHaveTextContent('+41781234567');
  expect(item).toHaveTextContent('Jonas Brunner');
  expect(item).toHaveTextContent('Hallo Jonas!');
  expect(item).toHaveTextContent('07.06.2025, 14:31');
});

it('lists the history and sends an unclear message again after asking; Twilio error codes are shown', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const summary = batch(5, { kind: 'reminder', event_title: 'Apéro', total: 3, successful: 1, failed: 1, counts: { ...emptyCounts, sending: 1, unclear: 1, sent: 1, failed: 1 } });
  const api = mockApi(
    routes({
      'GET /api/sms/batches': { channel: 'twilio', from: '+41790000000', email_channel: 'smtp', batches: [summary] },
      'GET /api/sms/batches/5': {
          ...summary,
          messages: [
            message(10),
            message(11, { to: '+41791234568', guest_name: 'Lukas Meier', state: 'sending', unclear: true }),
            message(12, { to: '+41781234567', guest_name: 'Jonas Brunner', state: 'failed', error_code: 30003, error_message: 'Unreachable destination handset' }),
          ],
        },
      'POST /api/sms/messages/11/resend': message(11, { state: 'queued' }),
    }),
  );
  await renderPage();
  const history = screen.getByRole('region', { name: 'Versandverlauf' });
  const entry = await within(history).findByRole('listitem', { name: 'Versand vom 07.06.2025, 14:30 · Erinnerung: Apéro' });
  expect(entry).toHaveTextContent('Hallo {vorname}!');
  expect(entry).toHaveTextContent('1 unklar');
  expect(entry).toHaveTextContent('1 Gesendet · 1 Fehlgeschlagen');

  await userEvent.click(within(entry).getByRole('button', { name: 'Details anzeigen' }));
  const unclear = (await within(entry).findByText('Lukas Meier')).closest('li')!;
  expect(unclear).toHaveTextContent('unklar');
  expect(within(entry).getByText('Twilio-Fehler 30003: Unreachable destination handset')).toBeInTheDocument();
  expect(within(entry).getAllByRole('button', { name: /Erneut senden/ })).toHaveLength(2);

  await userEvent.click(within(unclear as HTMLElement).getByRole('button', { name: /Erneut senden/ }));
  expect(confirm).toHaveBeenCalledWith('SMS an +41791234568 erneut senden?');
  await waitFor(() => expect(writes(api)).toEqual([{ method: 'POST', path: '/api/sms/messages/11/resend', body: undefined }]));
  expect(await within(entry).findByRole('status')).toHaveTextContent('SMS an +41791234568 wird erneut gesendet');
});

it('lists numbers that answered STOP and removes one after asking', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(
    routes({
      'GET /api/sms/opt-outs': [{ number: '+41791234568', keyword: 'STOP', created_at: '2025-06-06T10:00:00.000Z', guest_name: 'Lukas Meier' }],
      'DELETE /api/sms/opt-outs/%2B41791234568': { success: true },
    }),
  );
  await renderPage();
  const section = screen.getByRole('region', { name: 'Abgemeldete Nummern (STOP)' });
  expect(await within(section).findByText('+41791234568')).toBeInTheDocument();
  expect(section).toHaveTextContent('Lukas Meier');
  await userEvent.click(within(section).getByRole('button', { name: 'Abmeldung von +41791234568 aufheben' }));
  expect(confirm).toHaveBeenCalledWith('Abmeldung von +41791234568 aufheben? Die Nummer erhält dann wieder SMS.');
  expect(await within(section).findByRole('status')).toHaveTextContent('Abmeldung von +41791234568 aufgehoben');
  expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/sms/opt-outs/%2B41791234568', body: undefined }]);
});

it('with Twilio but without SMTP says e-mails stay in the Postausgang and lists them there with their subject', async () => {
  mockApi(
    routes({
      'GET /api/sms/batches': { channel: 'twilio', from: 'Hochzeit', email_channel: 'outbox', batches: [batch(9, { channel: 'twilio', email_channel: 'outbox', channel_choice: 'email', media: { sms: 0, email: 1 } })] },
      'GET /api/sms/outbox': [message(40, { medium: 'email', to: 'anna.meier@example.ch', subject: 'Nachtbus', body: 'Der Bus fährt um 23 Uhr.' })],
    }),
  );
  await renderPage();
  expect(await screen.findByText('Kein SMTP-Server eingerichtet (SMTP_URL): E-Mails werden nicht versendet, sondern landen im Postausgang.')).toBeInTheDocument();
  expect(screen.queryByText('Kein Twilio-Konto eingerichtet: SMS werden nicht versendet, sondern landen im Postausgang.')).toBeNull();
  const item = await within(screen.getByRole('region', { name: 'Postausgang' })).findByRole('listitem');
  expect(item).toHaveTextContent('anna.meier@example.ch');
  expect(item).toHaveTextContent('E-Mail');
  expect(item).toHaveTextContent('Betreff: Nachtbus');
  expect(within(screen.getByRole('region', { name: 'Versandverlauf' })).getByRole('listitem', { name: /Versand vom/ })).toHaveTextContent('1 E-Mail (Postausgang)');
});

it('without SMTP says so before the first e-mail is sent', async () => {
  mockApi(routes({ 'GET /api/sms/batches': { channel: 'twilio', from: 'Hochzeit', email_channel: 'outbox', batches: [] } }));
  await renderPage();
  expect(await screen.findByText('Kein SMTP-Server eingerichtet (SMTP_URL): E-Mails werden nicht versendet, sondern landen im Postausgang.')).toBeInTheDocument();
});

it('with Twilio and SMTP shows no Postausgang', async () => {
  mockApi(routes({ 'GET /api/sms/batches': { channel: 'twilio', from: 'Hochzeit', email_channel: 'smtp', batches: [batch(9, { channel: 'twilio', email_channel: 'smtp', channel_choice: 'email', media: { sms: 0, email: 1 } })] } }));
  await renderPage();
  await within(screen.getByRole('region', { name: 'Versandverlauf' })).findByRole('listitem', { name: /Versand vom/ });
  expect(screen.queryByRole('region', { name: 'Postausgang' })).toBeNull();
  expect(screen.queryByText(/Kein SMTP-Server/)).toBeNull();
});

it('lists the e-mail addresses that unsubscribed, with the guest they belong to', async () => {
  mockApi(
    routes({
      'GET /api/sms/recipients': guestNumbersWith({ 3: { email: 'Jonas@Example.ch', unsubscribed: true } }),
      'GET /api/admin/email-unsubscribes': [{ address: 'jonas@example.ch', created_at: '2025-06-01T10:00:00.000Z' }],
    }),
  );
  await renderPage();
  const section = screen.getByRole('region', { name: 'Abgemeldete E-Mail-Adressen' });
  const item = await within(section).findByRole('listitem');
  expect(item).toHaveTextContent('jonas@example.ch · Jonas Brunner · abgemeldet am 01.06.2025, 12:00');
});

it('searches the history by its text and filters it by kind', async () => {
  const reminder = batch(5, { kind: 'reminder', event_title: 'Apéro', message: 'Gleich geht es los' });
  const invitation = batch(6, { kind: 'guest_types', message: 'Herzlich willkommen' });
  mockApi(routes({ 'GET /api/sms/batches': { channel: 'twilio', from: '+41790000000', email_channel: 'smtp', batches: [reminder, invitation] } }));
  await renderPage();
  const history = screen.getByRole('region', { name: 'Versandverlauf' });
  const sends = async () => (await within(history).findAllByRole('listitem', { name: /^Versand vom/ })).map((li) => li.getAttribute('aria-label'));
  expect(await sends()).toHaveLength(2);
  const search = within(history).getByRole('searchbox', { name: 'Suchen' });
  await userEvent.type(search, 'apéro');
  expect(await sends()).toEqual(['Versand vom 07.06.2025, 14:30 · Erinnerung: Apéro']);
  await userEvent.clear(search);
  await userEvent.selectOptions(within(history).getByLabelText('Art'), 'guest_types');
  expect(await sends()).toEqual(['Versand vom 07.06.2025, 14:30 · Gasttypen']);
  await userEvent.type(search, 'niemand');
  expect(within(history).getByText('Kein Versand gefunden.')).toBeInTheDocument();
});

it('opens the history narrowed to the state the address asks for (the dashboard links ?state=failed) and widens it again', async () => {
  window.history.replaceState(null, '', '/admin/sms?state=failed');
  const fine = batch(5, { kind: 'guest_types', channel: 'twilio' });
  const broken = batch(6, { kind: 'invitation', channel: 'twilio', successful: 1, failed: 1, counts: { ...emptyCounts, sent: 1, failed: 1 } });
  mockApi(routes({ 'GET /api/sms/batches': { channel: 'twilio', from: '+41790000000', email_channel: 'smtp', batches: [fine, broken] } }));
  try {
    await renderPage();
    const history = screen.getByRole('region', { name: 'Versandverlauf' });
    const entries = await within(history).findAllByRole('listitem', { name: /Versand vom/ });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveAccessibleName(/Einladung/);
    expect(within(history).getByLabelText('Zustand')).toHaveValue('failed');

    await userEvent.selectOptions(within(history).getByLabelText('Zustand'), '');
    expect(within(history).getAllByRole('listitem', { name: /Versand vom/ })).toHaveLength(2);
  } finally {
    window.history.replaceState(null, '', '/');
  }
});
