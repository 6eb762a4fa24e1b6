import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_DEFAULT_SUBJECT, messagesSendSummary, SMS_MESSAGES } from '@hochzeit/contracts/sms-text';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
import { batch, emptyCounts, message, guestNumbersWith, previewReply, renderPage, routes } from './sms-fixtures';
import { newRequestId } from './sms-model';

/** E-mail beside SMS in the messages tool: the channel per send, the invitation e-mail, e-mails in the history. */

const compose = () => screen.getByRole('region', { name: 'SMS verfassen' });
const sends = (api: ReturnType<typeof mockApi>) => writes(api).filter((c) => c.path !== '/api/sms/preview-personalized');
/** Text fields are set at once: typing key by key is slow on a busy machine and tests nothing here. */
const setText = (value: string) => fireEvent.change(within(compose()).getByLabelText('SMS-Text'), { target: { value } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A send's reply as the server gives it since e-mail: left-out counts, the e-mail channel and the summary in words. */
const sendReply = (over: Record<string, unknown> = {}) => ({
  successful: 1,
  failed: 0,
  batch_id: 21,
  total: 1,
  pending: 0,
  done: true,
  opted_out: 0,
  unsubscribed: 0,
  without_contact: 0,
  channel: 'twilio',
  email_channel: 'smtp',
  channel_choice: 'email',
  summary: messagesSendSummary({ email: { channel: 'smtp', successful: 1, failed: 0 } }),
  ...over,
});

/**
 * Addresses beside the SMS guests: Anna has one, Jonas's is unsubscribed, Mia has only an address
 * (no mobile) and has not answered; Lukas answered STOP and has no address.
 */
const withAddresses = (extra: Record<string, unknown> = {}) =>
  routes({
    'GET /api/sms/recipients': guestNumbersWith({ 1: { email: 'anna.meier@example.ch' }, 3: { email: 'Jonas@Example.ch', unsubscribed: true } }, [
      { id: 4, first_name: 'Mia', last_name: 'Keller', guest_type: 'Apéro', mobile: null, email: 'mia.keller@example.ch', opted_out: false, unsubscribed: false, rsvp_open: true },
    ]),
    'GET /api/admin/email-unsubscribes': [{ address: 'jonas@example.ch', created_at: '2025-06-01T10:00:00.000Z' }],
    ...extra,
  });

// Whole sends through the page with many clicks: over Jest's 5 s on a busy machine.
jest.setTimeout(15_000);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
});
afterEach(() => jest.restoreAllMocks());

it('offers SMS, E-Mail and “E-Mail, sonst SMS” per send; SMS is chosen and asks no subject', async () => {
  mockApi(routes());
  await renderPage();
  const ways = within(compose()).getByRole('group', { name: 'Versandweg' });
  expect(within(ways).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels![0].textContent)).toEqual([
    'SMS (an die Handynummer)',
    'E-Mail (an die E-Mail-Adresse)',
    'E-Mail, sonst SMS (E-Mail, wo eine Adresse hinterlegt ist, sonst SMS)',
  ]);
  expect(within(ways).getByRole('radio', { name: /^SMS/ })).toBeChecked();
  expect(within(compose()).queryByLabelText('Betreff der E-Mail')).toBeNull();
  // Own numbers only ever get SMS: no choice there.
  await userEvent.click(screen.getByRole('tab', { name: 'Eigene Nummern' }));
  expect(within(compose()).queryByRole('group', { name: 'Versandweg' })).toBeNull();
});

it('sends by e-mail with a subject, asks naming the medium, and reports who was left out', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(routes({ 'POST /api/sms/send-to-guest-types': sendReply({ total_sent: 1, total_failed: 0, unsubscribed: 1, without_contact: 2 }) }));
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Inner Circle/ }));
  setText('Der Bus fährt um 23 Uhr.');
  await userEvent.click(within(compose()).getByRole('radio', { name: /^E-Mail \(/ }));
  const subject = within(compose()).getByLabelText('Betreff der E-Mail');
  expect(within(compose()).getByText(`Leer: „${MESSAGE_DEFAULT_SUBJECT}“`)).toBeInTheDocument();
  fireEvent.change(subject, { target: { value: '  Nachtbus  ' } });
  await userEvent.click(screen.getByRole('button', { name: 'An Gasttypen senden' }));

  expect(confirm).toHaveBeenCalledWith('E-Mail an 0 Empfänger senden?');
  expect(sends(api)).toEqual([
    {
      method: 'POST',
      path: '/api/sms/send-to-guest-types',
      body: { message: 'Der Bus fährt um 23 Uhr.', method: 'sequential', include_events: true, from_name: 'Hochzeit', channel_choice: 'email', subject: 'Nachtbus', guest_types: ['Inner Circle'] },
    },
  ]);
  expect(await within(compose()).findByRole('status')).toHaveTextContent(
    'E-Mails versendet: 1 erfolgreich, 0 fehlgeschlagen. 1 abgemeldete E-Mail-Adresse ausgelassen. 2 Gäste ohne passende Kontaktangabe ausgelassen',
  );
});

it('“E-Mail, sonst SMS” without a subject leaves it to the server, and asks naming both', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(routes({ 'POST /api/sms/send-to-unanswered': sendReply({ channel_choice: 'email_else_sms' }) }));
  await renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Noch ohne Antwort' }));
  setText('Bitte antworten');
  await userEvent.click(within(compose()).getByRole('radio', { name: /^E-Mail, sonst SMS/ }));
  await userEvent.click(screen.getByRole('button', { name: 'An Gäste ohne Antwort senden' }));
  // Anna (no address in the default list) by SMS; Lukas answered STOP.
  expect(confirm).toHaveBeenCalledWith('Nachricht an 1 Empfänger senden (E-Mail, sonst SMS)?');
  expect(sends(api)[0].body).toEqual({ message: 'Bitte antworten', method: 'sequential', include_events: true, from_name: 'Hochzeit', channel_choice: 'email_else_sms' });
});

it('sends own numbers as SMS without a channel, whatever was chosen on another tab', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(routes({ 'POST /api/sms/send-multiple': sendReply({ channel_choice: 'sms', email_channel: null, summary: undefined }) }));
  await renderPage();
  await userEvent.click(within(compose()).getByRole('radio', { name: /^E-Mail \(/ }));
  await userEvent.click(screen.getByRole('tab', { name: 'Eigene Nummern' }));
  fireEvent.change(screen.getByLabelText('Nummern (eine pro Zeile)'), { target: { value: '0791112233' } });
  setText('Hallo');
  await userEvent.click(screen.getByRole('button', { name: 'An eigene Nummern senden' }));
  await waitFor(() => expect(sends(api)).toHaveLength(1));
  expect(sends(api)[0].body).toEqual({ message: 'Hallo', method: 'sequential', include_events: true, from_name: 'Hochzeit', numbers: ['0791112233'] });
});

it("sends the invitation e-mail to the chosen guests with one request id, and names those without an address", async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(
    routes({
      'POST /api/sms/send-invitations': sendReply({
        channel_choice: 'email',
        kind: 'invitation',
        successful: 1,
        without_email: [{ id: 3, name: 'Jonas Brunner' }],
        repeated: false,
      }),
    }),
  );
  await renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: /Jonas Brunner/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Anna Meier/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Einladung per E-Mail senden' }));

  expect(confirm).toHaveBeenCalledWith('Einladung per E-Mail an 2 Gäste senden?');
  const [call] = sends(api);
  expect(call.path).toBe('/api/sms/send-invitations');
  const body = call.body as { guest_ids: number[]; request_id: string };
  expect(body.guest_ids).toEqual([1, 3]);
  expect(body.request_id).toMatch(UUID);
  expect(await within(compose()).findByRole('status')).toHaveTextContent(
    'E-Mails versendet: 1 erfolgreich, 0 fehlgeschlagen. Ohne E-Mail-Adresse, keine Einladung: Jonas Brunner',
  );
  expect(screen.getByRole('button', { name: 'Einladung per E-Mail senden' })).toBeEnabled();
});

it('a second confirmed invitation send is a new one (a new request id); the button waits while one is under way', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  let release: () => void = () => {};
  const first = new Promise<void>((resolve) => (release = resolve));
  const api = mockApi(
    routes({
      'POST /api/sms/send-invitations': async () => {
        await first;
        return sendReply({ without_email: [], repeated: false });
      },
    }),
  );
  await renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: /Anna Meier/ }));
  const invite = screen.getByRole('button', { name: 'Einladung per E-Mail senden' });
  await userEvent.click(invite);
  expect(invite).toBeDisabled();
  await userEvent.click(invite);
  release();
  await within(compose()).findByRole('status');
  await userEvent.click(invite);
  await waitFor(() => expect(sends(api)).toHaveLength(2));
  const ids = sends(api).map((c) => (c.body as { request_id: string }).request_id);
  expect(new Set(ids).size).toBe(2);
});

it('asks for guests before an invitation and sends nothing without them or when declined', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const api = mockApi(routes());
  await renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  await screen.findByRole('checkbox', { name: /Anna Meier/ });
  await userEvent.click(screen.getByRole('button', { name: 'Einladung per E-Mail senden' }));
  expect(within(compose()).getByRole('alert')).toHaveTextContent(SMS_MESSAGES.invitationGuestsRequired);
  expect(confirm).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('checkbox', { name: /Anna Meier/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Einladung per E-Mail senden' }));
  expect(confirm).toHaveBeenCalledWith('Einladung per E-Mail an 1 Gast senden?');
  expect(sends(api)).toEqual([]);
});

it("shows the server's refusal of an invitation send", async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockApi(routes({ 'POST /api/sms/send-invitations': reply(400, { error: SMS_MESSAGES.noInvitationRecipients, msg: SMS_MESSAGES.noInvitationRecipients }) }));
  await renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: /Anna Meier/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Einladung per E-Mail senden' }));
  expect(await within(compose()).findByRole('alert')).toHaveTextContent(SMS_MESSAGES.noInvitationRecipients);
});

it('shows e-mails in the history: medium, subject, a bounce with its SMTP code, unsubscribed addresses; resends an e-mail after asking', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const summary = batch(8, {
    kind: 'invitation',
    channel: 'twilio',
    channel_choice: 'email_else_sms',
    email_channel: 'smtp',
    subject: 'Einladung zur Hochzeit von Mia & Jonas',
    media: { sms: 1, email: 2 },
    total: 3,
    unsubscribed: 1,
    without_contact: 1,
    successful: 2,
    failed: 1,
    counts: { ...emptyCounts, sent: 2, failed: 1 },
  });
  const api = mockApi(
    routes({
      'GET /api/sms/batches': { channel: 'twilio', from: 'Hochzeit', email_channel: 'smtp', batches: [summary] },
      'GET /api/sms/batches/8': {
        ...summary,
        messages: [
          message(30, { medium: 'email', to: 'anna.meier@example.ch', subject: 'Einladung zur Hochzeit von Mia & Jonas', body: 'Liebe Anna …', email_message_id: '<1@example.ch>' }),
          message(31, {
            medium: 'email',
            guest_name: 'Jonas Brunner',
            to: 'jonas@nirgendwo.example',
            subject: 'Einladung zur Hochzeit von Mia & Jonas',
            state: 'failed',
            error_code: 550,
            error_message: '5.1.1 Mailbox unavailable',
          }),
          message(32, { medium: 'sms', guest_name: 'Lukas Meier', to: '+41791234568' }),
        ],
      },
      'POST /api/sms/messages/31/resend': message(31, { medium: 'email', state: 'queued' }),
    }),
  );
  await renderPage();
  const history = screen.getByRole('region', { name: 'Versandverlauf' });
  const entry = await within(history).findByRole('listitem', { name: 'Versand vom 07.06.2025, 14:30 · Einladung' });
  expect(entry).toHaveTextContent('1 SMS · 2 E-Mails · E-Mail, sonst SMS');
  expect(entry).toHaveTextContent('Betreff: Einladung zur Hochzeit von Mia & Jonas');
  expect(entry).toHaveTextContent('2 Gesendet · 1 Fehlgeschlagen · 1 abgemeldet (E-Mail) · 1 ohne Kontaktangabe');

  await userEvent.click(within(entry).getByRole('button', { name: 'Details anzeigen' }));
  const anna = (await within(entry).findByText('Anna Meier')).closest('li')!;
  expect(anna).toHaveTextContent('anna.meier@example.ch');
  expect(anna).toHaveTextContent('E-Mail');
  expect(anna).toHaveTextContent('Gesendet');
  expect(anna).not.toHaveTextContent('1 SMS');
  const bounce = within(entry).getByText('Jonas Brunner').closest('li')!;
  expect(bounce).toHaveTextContent('Fehlgeschlagen');
  expect(within(bounce).getByText('SMTP-Fehler 550: 5.1.1 Mailbox unavailable')).toBeInTheDocument();
  const lukas = within(entry).getByText('Lukas Meier').closest('li')!;
  expect(lukas).toHaveTextContent('SMS');
  expect(lukas).toHaveTextContent('1 SMS ·');

  await userEvent.click(within(bounce).getByRole('button', { name: 'Erneut senden an jonas@nirgendwo.example' }));
  expect(confirm).toHaveBeenCalledWith('E-Mail an jonas@nirgendwo.example erneut senden?');
  await waitFor(() => expect(writes(api)).toEqual([{ method: 'POST', path: '/api/sms/messages/31/resend', body: undefined }]));
  expect(await within(entry).findByRole('status')).toHaveTextContent('E-Mail an jonas@nirgendwo.example wird erneut gesendet');
});

it('makes request ids of the v4 form also where crypto.randomUUID is missing (plain http)', () => {
  const original = crypto.randomUUID;
  expect(newRequestId()).toMatch(UUID);
  try {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
  }
});

it('lists guests with an address too, marks unsubscribed addresses, and counts whom each channel reaches', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(withAddresses({ 'POST /api/sms/send-to-guest-types': sendReply({ total_sent: 2, total_failed: 0 }) }));
  await renderPage();
  const stats = screen.getByRole('region', { name: 'Gäste mit Handynummer' });
  expect(await within(stats).findByText('Mit E-Mail-Adresse: 3 (davon 1 abgemeldet)')).toBeInTheDocument();

  // Per type, the guests this channel reaches.
  const apero = within(compose()).getByRole('checkbox', { name: /Apéro/ });
  expect(apero.closest('label')).toHaveTextContent('Apéro (1 Gast erreichbar)');
  await userEvent.click(within(compose()).getByRole('radio', { name: /^E-Mail \(/ }));
  expect(apero.closest('label')).toHaveTextContent('Apéro (1 Gast erreichbar)');
  expect(within(compose()).getByRole('checkbox', { name: /Inner Circle/ }).closest('label')).toHaveTextContent('Inner Circle (1 Gast erreichbar)');
  await userEvent.click(within(compose()).getByRole('radio', { name: /^E-Mail, sonst SMS/ }));
  expect(apero.closest('label')).toHaveTextContent('Apéro (2 Gäste erreichbar)');

  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  const mia = await screen.findByRole('checkbox', { name: /Mia Keller/ });
  expect(mia).toBeEnabled();
  expect(mia.closest('li')).toHaveTextContent('mia.keller@example.ch');
  const jonas = screen.getByRole('checkbox', { name: /Jonas Brunner/ });
  // Unsubscribed, but his mobile still reaches him.
  expect(jonas).toBeEnabled();
  expect(jonas.closest('li')).toHaveTextContent('E-Mail abgemeldet');
  expect(screen.getByRole('checkbox', { name: /Lukas Meier/ })).toBeDisabled();
  expect(screen.queryByRole('checkbox', { name: /Ohne Kontakt/ })).toBeNull();
  expect(screen.getByText('0 von 4 Gästen ausgewählt')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Noch ohne Antwort' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('3 Gäste mit E-Mail-Adresse oder Handynummer haben noch nicht geantwortet.');
  await userEvent.click(within(compose()).getByRole('radio', { name: /^E-Mail \(/ }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('2 Gäste mit E-Mail-Adresse haben noch nicht geantwortet.');

  await userEvent.click(screen.getByRole('tab', { name: 'Gasttypen' }));
  await userEvent.click(within(compose()).getByRole('checkbox', { name: /Inner Circle/ }));
  await userEvent.click(within(compose()).getByRole('checkbox', { name: /Apéro/ }));
  setText('Hallo');
  await userEvent.click(screen.getByRole('button', { name: 'An Gasttypen senden' }));
  // Anna and Mia by e-mail; Jonas unsubscribed, Lukas without an address.
  expect(confirm).toHaveBeenCalledWith('E-Mail an 2 Empfänger senden?');
  expect(sends(api)[0].body).toMatchObject({ channel_choice: 'email', guest_types: ['Inner Circle', 'Apéro'] });
});

it('invites a guest who has only an e-mail address', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(withAddresses({ 'POST /api/sms/send-invitations': sendReply({ without_email: [], repeated: false }) }));
  await renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  await userEvent.type(await screen.findByLabelText('Gäste durchsuchen'), 'keller');
  await userEvent.click(screen.getByRole('button', { name: 'Alle angezeigten auswählen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Einladung per E-Mail senden' }));
  await within(compose()).findByRole('status');
  expect((sends(api)[0].body as { guest_ids: number[] }).guest_ids).toEqual([4]);
});

it('asks the preview for the chosen channel and names each recipient’s medium', async () => {
  const emailPreview = previewReply(['Hallo Anna']);
  emailPreview.previews[0] = { ...emailPreview.previews[0], medium: 'email' };
  const api = mockApi(routes({ 'POST /api/sms/preview-personalized': emailPreview }));
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Apéro/ }));
  await userEvent.click(within(compose()).getByRole('radio', { name: /^E-Mail, sonst SMS/ }));
  setText('Hallo {vorname}');
  await userEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  const preview = await screen.findByRole('region', { name: 'Vorschau' });
  const item = await within(preview).findByRole('listitem');
  expect(item).toHaveTextContent('Gast 1 · E-Mail · Inner Circle');
  // An e-mail costs no SMS: no counter for it.
  expect(item).not.toHaveTextContent(/Zeichen ·/);
  const asked = api.calls.filter((c) => c.path === '/api/sms/preview-personalized').map((c) => c.body as { channel_choice: string });
  expect(asked.at(-1)).toMatchObject({ channel_choice: 'email_else_sms', guest_types: ['Apéro'] });
});
