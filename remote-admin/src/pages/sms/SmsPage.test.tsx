import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMS_MESSAGES, SMS_TEMPLATES_STORAGE_KEY, smsDefaultTemplates } from '@hochzeit/contracts/sms-text';

const SMS_DEFAULT_TEMPLATES = smsDefaultTemplates('sie');
import { batch, emptyCounts, previewReply, renderPage, routes } from './sms-fixtures';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

const compose = () => screen.getByRole('region', { name: 'SMS verfassen' });
const smsText = () => within(compose()).getByLabelText('SMS-Text');
/** Braces are key names to user-event's type(): texts with placeholders are set directly. */
const setText = (value: string) => fireEvent.change(smsText(), { target: { value } });
const sends = (api: ReturnType<typeof mockApi>) => writes(api).filter((c) => c.path !== '/api/sms/preview-personalized');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'admin-token');
});
afterEach(() => jest.restoreAllMocks());

it('shows the stats box with the guests that have a mobile, by type', async () => {
  mockApi(routes());
  await renderPage();
  const stats = await screen.findByRole('region', { name: 'Gäste mit Handynummer' });
  await within(stats).findByText('Gesamt');
  expect(stats).toHaveTextContent('Gesamt3');
  expect(stats).toHaveTextContent('Inner Circle2');
  expect(stats).toHaveTextContent('Apéro1');
  expect(stats).toHaveTextContent('Abgemeldet (STOP)1');
});

it('says so when the guest statistics cannot be loaded', async () => {
  mockApi(routes({ 'GET /api/sms/recipients': reply(500, { msg: 'kaputt' }) }));
  await renderPage();
  expect(await screen.findByText(SMS_MESSAGES.loadStatsFailed)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  expect(screen.getByText(SMS_MESSAGES.loadGuestsFailed)).toBeInTheDocument();
});

it('shows every validation message without calling the API', async () => {
  const confirm = jest.spyOn(window, 'confirm');
  const api = mockApi(routes());
  await renderPage();
  await screen.findByText('Gesamt');

  await userEvent.click(screen.getByRole('button', { name: 'An Gasttypen senden' }));
  expect(screen.getByText(SMS_MESSAGES.textRequired)).toBeInTheDocument();
  expect(screen.getByText(SMS_MESSAGES.guestTypeRequired)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  expect(screen.getByText(SMS_MESSAGES.previewTextRequired)).toBeInTheDocument();

  await userEvent.type(smsText(), 'Hallo');
  await userEvent.click(screen.getByRole('tab', { name: 'Einzelne Gäste' }));
  await userEvent.click(screen.getByRole('button', { name: 'An ausgewählte Gäste senden' }));
  expect(screen.getByText(SMS_MESSAGES.guestsRequired)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Eigene Nummern' }));
  await userEvent.type(screen.getByLabelText('Nummern (eine pro Zeile)'), '   {enter}{enter} + {enter}');
  await userEvent.click(screen.getByRole('button', { name: 'An eigene Nummern senden' }));
  expect(screen.getByText(SMS_MESSAGES.noValidNumbers)).toBeInTheDocument();

  expect(confirm).not.toHaveBeenCalled();
  expect(writes(api)).toEqual([]);
});

it('counts SMS as billed: GSM-7, a two-place extension character, and the characters that force Unicode', async () => {
  mockApi(routes());
  await renderPage();
  const counter = () => screen.getByTestId('sms-counter');
  expect(counter()).toHaveTextContent('0 / 160 Zeichen · 0 SMS (GSM-7)');

  setText('a'.repeat(160));
  expect(counter()).toHaveTextContent('160 / 160 Zeichen · 1 SMS (GSM-7)');
  setText('a'.repeat(161));
  expect(counter()).toHaveTextContent('161 / 306 Zeichen · 2 SMS (GSM-7)');

  setText('Preis: 5€');
  expect(counter()).toHaveTextContent('10 / 160 Zeichen · 1 SMS (GSM-7)');
  expect(screen.getByText('Zählen doppelt: €')).toBeInTheDocument();

  setText('„Hallo“ 😀');
  expect(counter()).toHaveTextContent('10 / 70 Zeichen · 1 SMS (UCS-2)');
  expect(screen.getByText('Erzwingt Unicode (70 Zeichen je SMS): „ “ 😀')).toBeInTheDocument();
});

it('shows the longest message after personalisation, asked for a moment after typing', async () => {
  const api = mockApi(routes({ 'POST /api/sms/preview-personalized': previewReply(['Hallo Annabelle-Sophie!', 'Hallo Jo!']) }));
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Inner Circle/ }));
  setText('Hallo {vorname}!');
  // The request waits for a pause in typing (600 ms): more than findByText's default second on a busy machine.
  expect(await screen.findByText(/Längste SMS nach Personalisierung: Gast 1 – 23 \/ 160 Zeichen · 1 SMS \(GSM-7\)/, {}, { timeout: 5000 })).toBeInTheDocument();
  // One request for the text as it stood when typing paused; the list itself stays hidden.
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/sms/preview-personalized', body: { message: 'Hallo {vorname}!', include_events: true, channel_choice: 'sms', guest_types: ['Inner Circle'] } }]);
  expect(screen.queryByRole('region', { name: 'Vorschau' })).toBeNull();
});

it('previews the first guests and marks an unknown placeholder', async () => {
  mockApi(routes({ 'POST /api/sms/preview-personalized': previewReply(['Hallo {Vorname}, bis gleich!', 'Hallo {Vorname}!'], ['{Vorname}']) }));
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Inner Circle/ }));
  setText('Hallo {Vorname}, bis gleich!');
  await userEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  const preview = await screen.findByRole('region', { name: 'Vorschau' });
  expect(await within(preview).findByText('Unbekannte Platzhalter: {Vorname} – sie werden unverändert gesendet')).toBeInTheDocument();
  const marks = preview.querySelectorAll('mark');
  expect(marks).toHaveLength(2);
  expect([...marks].map((m) => m.textContent)).toEqual(['{Vorname}', '{Vorname}']);
  expect(within(preview).getByText('Gast 1')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Vorschau ausblenden' }));
  expect(screen.queryByRole('region', { name: 'Vorschau' })).toBeNull();
});

it('shows the server error of a failed preview', async () => {
  mockApi(routes({ 'POST /api/sms/preview-personalized': reply(500, { msg: '' }) }));
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Apéro/ }));
  setText('Hallo');
  await userEvent.click(screen.getByRole('button', { name: 'Vorschau anzeigen' }));
  expect(await within(await screen.findByRole('region', { name: 'Vorschau' })).findByRole('alert')).toHaveTextContent(SMS_MESSAGES.previewFailed);
});

it('sends to a guest type after asking, with the right body, and shows the counts', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(
    routes({ 'POST /api/sms/send-to-guest-types': { total_sent: 1, total_failed: 0, batch_id: 7, total: 1, pending: 0, done: true, opted_out: 1, channel: 'twilio' } }),
  );
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Inner Circle/ }));
  setText('Hallo {vorname}!');
  await userEvent.click(screen.getByLabelText('Parallel (schneller)'));
  await userEvent.click(screen.getByRole('button', { name: 'An Gasttypen senden' }));
  // Lukas answered STOP: only Anna of the Inner Circle gets it.
  expect(confirm).toHaveBeenCalledWith('SMS an 1 Empfänger senden?');
  expect(await within(compose()).findByRole('status')).toHaveTextContent('SMS versendet: 1 erfolgreich, 0 fehlgeschlagen. 1 abgemeldete Nummer (STOP) ausgelassen');
  expect(sends(api)).toEqual([
    {
      method: 'POST',
      path: '/api/sms/send-to-guest-types',
      body: { message: 'Hallo {vorname}!', method: 'parallel', include_events: true, from_name: 'Hochzeit', channel_choice: 'sms', guest_types: ['Inner Circle'] },
    },
  ]);
  expect(screen.getByRole('button', { name: 'An Gasttypen senden' })).toBeEnabled();
});

it("sends to 'Noch ohne Antwort': lists the guests without an RSVP answer, previews and sends through the server's own choice", async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(
    routes({ 'POST /api/sms/send-to-unanswered': { successful: 1, failed: 0, batch_id: 8, total: 1, pending: 0, done: true, opted_out: 1, channel: 'twilio' } }),
  );
  await renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'Noch ohne Antwort' }));
  const panel = screen.getByRole('tabpanel');
  // Jonas answered; Anna and Lukas (who answered STOP) have not.
  expect(panel).toHaveTextContent('2 Gäste mit Handynummer haben noch nicht geantwortet.');
  expect(within(panel).queryByText(/Jonas/)).toBeNull();
  await userEvent.type(smsText(), 'Bitte antworten');
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/sms/preview-personalized' && (c.body as { unanswered?: boolean }).unanswered === true)).toBe(true));
  await userEvent.click(screen.getByRole('button', { name: 'An Gäste ohne Antwort senden' }));
  expect(confirm).toHaveBeenCalledWith('SMS an 1 Empfänger senden?');
  expect(sends(api)).toEqual([{ method: 'POST', path: '/api/sms/send-to-unanswered', body: { message: 'Bitte antworten', method: 'sequential', include_events: true, from_name: 'Hochzeit', channel_choice: 'sms' } }]);
});

it('sends nothing when the question is declined', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(false);
  const api = mockApi(routes());
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Apéro/ }));
  await userEvent.type(smsText(), 'Hallo');
  await userEvent.click(screen.getByRole('button', { name: 'An Gasttypen senden' }));
  expect(sends(api)).toEqual([]);
});

it("prefers the server's text when sending fails", async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockApi(routes({ 'POST /api/sms/send-to-guest-types': reply(400, { error: SMS_MESSAGES.noRecipients, msg: SMS_MESSAGES.noRecipients }) }));
  await renderPage();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Apéro/ }));
  await userEvent.type(smsText(), 'Hallo');
  await userEvent.click(screen.getByRole('button', { name: 'An Gasttypen senden' }));
  expect(await within(compose()).findByRole('alert')).toHaveTextContent(SMS_MESSAGES.noRecipients);
});

it('follows a batch that is not done: a progress bar, polled until the final counts', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  let sendDone = false;
  const api = mockApi(
    routes({
      'POST /api/sms/send-multiple': { successful: 1, failed: 0, batch_id: 9, total: 4, pending: 3, done: false, opted_out: 0, channel: 'twilio' },
      'GET /api/sms/batches/9': () => {
        sendDone = true;
        return { ...batch(9, { channel: 'twilio', total: 4, done: true, successful: 3, failed: 1, counts: { ...emptyCounts, sent: 3, failed: 1 } }), messages: [] };
      },
    }),
  );
  await renderPage();
  await userEvent.click(await screen.findByRole('tab', { name: 'Eigene Nummern' }));
  await userEvent.type(screen.getByLabelText('Nummern (eine pro Zeile)'), '+41 79 111 22 33{enter}{enter}0791112234{enter}0041791112235{enter}+41791112236');
  expect(screen.getByText('4 Nummern erkannt')).toBeInTheDocument();
  await userEvent.type(smsText(), 'Bitte um 18 Uhr im Saal sein');
  await userEvent.click(screen.getByRole('button', { name: 'An eigene Nummern senden' }));

  const bar = await screen.findByRole('progressbar', { name: 'Versandfortschritt' });
  expect(bar).toHaveAttribute('value', '1');
  expect(bar).toHaveAttribute('max', '4');
  expect(screen.getByRole('button', { name: 'An eigene Nummern senden' })).toBeDisabled();
  expect(await within(compose()).findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('SMS versendet: 3 erfolgreich, 1 fehlgeschlagen');
  expect(sendDone).toBe(true);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('button', { name: 'An eigene Nummern senden' })).toBeEnabled();
  expect(sends(api)[0]).toEqual({
    method: 'POST',
    path: '/api/sms/send-multiple',
    body: { message: 'Bitte um 18 Uhr im Saal sein', method: 'sequential', include_events: true, from_name: 'Hochzeit', numbers: ['41791112233', '0791112234', '0041791112235', '41791112236'] },
  });
  // Typing four numbers and a text key by key, then one poll: over Jest's 5 s on a busy machine.
}, 15_000);

it('sends to chosen guests with their ids; an opted-out guest is marked and cannot be chosen', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(routes({ 'POST /api/sms/send-multiple': { successful: 2, failed: 0, batch_id: 3, total: 2, pending: 0, done: true, opted_out: 0, channel: 'twilio' } }));
  await renderPage();
  await userEvent.click(await screen.findByRole('tab', { name: 'Einzelne Gäste' }));
  const lukas = await screen.findByRole('checkbox', { name: /Lukas Meier/ });
  expect(lukas).toBeDisabled();
  expect(lukas.closest('li')).toHaveTextContent('abgemeldet (STOP)');
  await userEvent.click(screen.getByRole('button', { name: 'Alle angezeigten auswählen' }));
  expect(screen.getByText('2 von 3 Gästen ausgewählt')).toBeInTheDocument();
  await userEvent.type(smsText(), 'Hallo');
  await userEvent.click(screen.getByRole('button', { name: 'An ausgewählte Gäste senden' }));
  expect(await within(compose()).findByRole('status')).toHaveTextContent('SMS versendet: 2 erfolgreich, 0 fehlgeschlagen');
  expect(sends(api)[0].body).toEqual({
    message: 'Hallo',
    method: 'sequential',
    include_events: true,
    from_name: 'Hochzeit',
    channel_choice: 'sms',
    // By name, as the list shows them: Brunner before Meier.
    numbers: ['+41 78 555 10 20', '+41 79 123 45 67'],
    guest_ids: [3, 1],
  });
});

it('without a Twilio account says the messages went into the outbox and were not sent', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockApi(routes({ 'POST /api/sms/send-multiple': { successful: 2, failed: 0, batch_id: 3, total: 2, pending: 0, done: true, opted_out: 0, channel: 'outbox' } }, 'outbox'));
  await renderPage();
  await userEvent.click(await screen.findByRole('tab', { name: 'Einzelne Gäste' }));
  await screen.findByRole('checkbox', { name: /Lukas Meier/ });
  await userEvent.click(screen.getByRole('button', { name: 'Alle angezeigten auswählen' }));
  await userEvent.type(smsText(), 'Hallo');
  await userEvent.click(screen.getByRole('button', { name: 'An ausgewählte Gäste senden' }));
  const status = await within(compose()).findByRole('status');
  expect(status).toHaveTextContent('Nicht versendet (kein Twilio-Konto eingerichtet): 2 SMS in den Postausgang gelegt');
  expect(status).not.toHaveTextContent('SMS versendet');
});

it('keeps templates in the browser: apply, add, edit, delete and reset to the defaults', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockApi(routes());
  await renderPage();
  const stored = () => JSON.parse(localStorage.getItem(SMS_TEMPLATES_STORAGE_KEY) ?? 'null');
  const list = () => screen.getByRole('region', { name: 'Vorlagen' });
  expect(within(list()).getAllByRole('listitem', { name: /^Vorlage / })).toHaveLength(5);

  const first = SMS_DEFAULT_TEMPLATES[0];
  await userEvent.click(screen.getByRole('button', { name: `Vorlage ${first.name} übernehmen` }));
  expect(smsText()).toHaveValue(first.text);

  // A new template starts from the SMS text.
  setText('Der Bus fährt um 23 Uhr.');
  await userEvent.click(screen.getByRole('button', { name: 'Neue Vorlage' }));
  const form = screen.getByRole('form', { name: 'Neue Vorlage' });
  await userEvent.click(within(form).getByRole('button', { name: 'Vorlage speichern' }));
  expect(within(form).getByText('Bitte einen Namen für die Vorlage eingeben')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Name der Vorlage'), 'Bus');
  expect(within(form).getByLabelText('Text der Vorlage')).toHaveValue('Der Bus fährt um 23 Uhr.');
  await userEvent.click(within(form).getByRole('button', { name: 'Vorlage speichern' }));
  expect(stored()).toHaveLength(6);
  expect(stored()[5]).toMatchObject({ name: 'Bus', text: 'Der Bus fährt um 23 Uhr.' });

  await userEvent.click(screen.getByRole('button', { name: 'Vorlage Bus bearbeiten' }));
  const edit = screen.getByRole('form', { name: 'Vorlage bearbeiten' });
  await userEvent.clear(within(edit).getByLabelText('Name der Vorlage'));
  await userEvent.type(within(edit).getByLabelText('Name der Vorlage'), 'Nachtbus');
  await userEvent.click(within(edit).getByRole('button', { name: 'Vorlage speichern' }));
  expect(stored()[5].name).toBe('Nachtbus');

  await userEvent.click(screen.getByRole('button', { name: `Vorlage ${first.name} löschen` }));
  expect(confirm).toHaveBeenLastCalledWith(`Vorlage "${first.name}" löschen?`);
  expect(stored().map((t: { name: string }) => t.name)).not.toContain(first.name);
  expect(stored()).toHaveLength(5);

  await userEvent.click(screen.getByRole('button', { name: 'Standardvorlagen wiederherstellen' }));
  expect(stored()).toEqual(SMS_DEFAULT_TEMPLATES);
  expect(within(list()).queryByText('Nachtbus')).toBeNull();
});

it("offers the default templates in the settings' form of address", async () => {
  mockApi(routes({ 'GET /api/event-settings': { guest_address: 'ihr' } }));
  await renderPage();
  const [welcome] = smsDefaultTemplates('ihr');
  expect(welcome.text).toContain('Schön, dass ihr mit uns feiert.');
  expect(await screen.findByText(welcome.text)).toBeInTheDocument();
  expect(screen.queryByText(smsDefaultTemplates('sie')[0].text)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: `Vorlage ${welcome.name} übernehmen` }));
  expect(smsText()).toHaveValue(welcome.text);
});

it('reads stored templates on the next visit', async () => {
  localStorage.setItem(SMS_TEMPLATES_STORAGE_KEY, JSON.stringify([{ id: 'x', name: 'Eigene', text: 'Hallo {vorname}' }]));
  mockApi(routes());
  await renderPage();
  expect(within(screen.getByRole('region', { name: 'Vorlagen' })).getAllByRole('listitem', { name: /^Vorlage / })).toHaveLength(1);
  expect(screen.getByText('Eigene')).toBeInTheDocument();
});

it('inserts a placeholder at the cursor', async () => {
  mockApi(routes());
  await renderPage();
  setText('Hallo !');
  (smsText() as HTMLTextAreaElement).setSelectionRange(6, 6);
  await userEvent.click(screen.getByText('Platzhalter einfügen'));
  await userEvent.click(screen.getByRole('button', { name: 'Platzhalter {vorname} einfügen' }));
  expect(smsText()).toHaveValue('Hallo {vorname}!');
  expect(screen.getByText('Vorname des Gastes')).toBeInTheDocument();
});
