import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimelinePage } from './TimelinePage';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
import { UNDO_LABEL } from '../../lib/use-undoable-delete';

beforeEach(() => localStorage.setItem('token', 'admin-token'));

const event = (data: Record<string, unknown>) => ({
  id: 1,
  title: 'Trauung',
  time: '2025-06-07T13:30:00.000Z',
  end_time: '2025-06-07T14:30:00.000Z',
  description: 'In der Kapelle',
  timeline_type: 'inner_circle',
  visible_to: ['admin', 'guest'],
  location: 'Kapelle',
  responsible_person: null,
  event_color: '#b8975a',
  sms_notification: false,
  sms_sent: false,
  service_provider_id: null,
  service_provider_name: null,
  ...data,
});
const wedding = { starts_at: '2025-06-07T12:30:00.000Z', time_zone: 'Europe/Zurich' };
// What the page reads beside the events: the providers for the dropdowns, the wedding's start for a new event.
const providers = { 'GET /api/admin/service-providers': [{ id: 4, company_name: 'Fotostudio Lichtblick' }], 'GET /api/event-settings': wedding };
const form = () => screen.getByRole('form', { name: 'Ereignisformular' });
const setDateTime = (label: string, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

it('creates an event with the defaults and local times sent as instants, and says so beside the button', async () => {
  const api = mockApi({ ...providers, 'GET /api/timeline/admin': [], 'POST /api/timeline/admin': reply(201, event({})) });
  renderWithQueryClient(<TimelinePage />);
  await screen.findByText('Keine Ereignisse gefunden.');
  await userEvent.type(within(form()).getByLabelText('Titel *'), ' Apéro ');
  setDateTime('Start *', '2025-06-07T14:00');
  await userEvent.selectOptions(within(form()).getByLabelText('Typ *'), 'Apéro-Gäste');
  await userEvent.type(within(form()).getByLabelText('Beschreibung *'), 'Im Schlossgarten');
  await userEvent.selectOptions(within(form()).getByLabelText('Dienstleister (optional)'), 'Fotostudio Lichtblick');
  await userEvent.click(within(form()).getByRole('button', { name: 'Ereignis erstellen' }));
  expect(await within(form()).findByRole('status')).toHaveTextContent('Neues Timeline-Ereignis erstellt!');
  expect(writes(api)[0].body).toEqual({
    title: 'Apéro',
    time: '2025-06-07T12:00:00.000Z',
    end_time: null,
    description: 'Im Schlossgarten',
    timeline_type: 'appero',
    visible_to: ['admin', 'guest', 'organizer'],
    location: null,
    responsible_person: null,
    event_color: '#013220',
    sms_notification: false,
    service_provider_id: 4,
  });
});

it('blocks an end time that is not after the start, and a missing audience', async () => {
  const api = mockApi({ ...providers, 'GET /api/timeline/admin': [] });
  renderWithQueryClient(<TimelinePage />);
  await screen.findByText('Keine Ereignisse gefunden.');
  await userEvent.type(within(form()).getByLabelText('Titel *'), 'Falsch');
  await userEvent.type(within(form()).getByLabelText('Beschreibung *'), 'x');
  setDateTime('Start *', '2025-06-07T16:00');
  setDateTime('Ende', '2025-06-07T15:00');
  await userEvent.click(within(form()).getByRole('button', { name: 'Ereignis erstellen' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('Die Endzeit muss nach der Startzeit liegen');

  setDateTime('Ende', '');
  for (const label of ['Admin', 'Gäste', 'Organisatoren']) await userEvent.click(within(form()).getByLabelText(label));
  await userEvent.click(within(form()).getByRole('button', { name: 'Ereignis erstellen' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens eine Rolle für die Sichtbarkeit');
  expect(writes(api)).toEqual([]);
});

it('edits an event in local time and saves it under its id', async () => {
  const api = mockApi({ ...providers, 'GET /api/timeline/admin': [event({})], 'PUT /api/timeline/admin/1': event({}) });
  renderWithQueryClient(<TimelinePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  expect(within(form()).getByLabelText('Start *')).toHaveValue('2025-06-07T15:30');
  expect(within(form()).getByLabelText('Ende')).toHaveValue('2025-06-07T16:30');
  expect(within(form()).getByLabelText('Gäste')).toBeChecked();
  expect(within(form()).getByLabelText('Organisatoren')).not.toBeChecked();
  await userEvent.click(within(form()).getByRole('button', { name: 'Ereignis aktualisieren' }));
  expect(await within(form()).findByRole('status')).toHaveTextContent('Timeline-Ereignis aktualisiert!');
  expect(writes(api)[0]).toMatchObject({
    method: 'PUT',
    body: { title: 'Trauung', time: '2025-06-07T13:30:00.000Z', end_time: '2025-06-07T14:30:00.000Z', location: 'Kapelle', event_color: '#b8975a', visible_to: ['admin', 'guest'] },
  });
});

it('filters by type and provider, and offers the SMS reminder only where it is on and not yet sent', async () => {
  const api = mockApi({
    ...providers,
    'GET /api/timeline/admin': [event({ id: 1, title: 'Ohne SMS' }), event({ id: 2, title: 'Mit SMS', sms_notification: true }), event({ id: 3, title: 'Versendet', sms_notification: true, sms_sent: true })],
  });
  renderWithQueryClient(<TimelinePage />);
  const off = await screen.findByRole('row', { name: /Ohne SMS/ });
  expect(off).toHaveTextContent('Nicht aktiviert');
  expect(within(off).queryByRole('button', { name: /SMS/ })).toBeNull();
  expect(within(screen.getByRole('row', { name: /Mit SMS/ })).getByRole('button', { name: 'SMS senden' })).toBeEnabled();
  expect(within(screen.getByRole('row', { name: /Versendet/ })).getByRole('button', { name: 'SMS gesendet' })).toBeDisabled();

  await userEvent.selectOptions(screen.getByLabelText('Timeline-Typ'), 'Apéro-Gäste');
  await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Dienstleister'), 'Fotostudio Lichtblick');
  const lists = api.callsTo('GET /api/timeline/admin').map((c) => c.path + c.search);
  expect(lists).toEqual(['/api/timeline/admin', '/api/timeline/admin?type=appero', '/api/timeline/admin?type=appero&service_provider_id=4']);
});

describe('SMS reminder', () => {
  afterEach(() => jest.restoreAllMocks());

  /** The list answers with the event unsent first, and sent once the reminder has gone out. */
  function routes(reminder: { reply: unknown; status?: number }) {
    let sent = false;
    const status = reminder.status ?? 200;
    return {
      ...providers,
      'GET /api/timeline/admin': () => [event({ title: 'Apéro', sms_notification: true, sms_sent: sent })],
      'POST /api/sms/send-timeline-reminders': () => {
        if (status < 300) sent = true;
        return reply(status, reminder.reply);
      },
    };
  }

  it('asks first, sends the reminder for the event, reports the counts and shows the row as sent', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi(routes({ reply: { successful: 3, failed: 1, sms_sent: true, batch_id: 9, total: 4, pending: 0, done: true, opted_out: 0, channel: 'outbox' } }));
    renderWithQueryClient(<TimelinePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'SMS senden' }));
    expect(confirm).toHaveBeenCalledWith('SMS-Erinnerung für "Apéro" senden?');
    const row = screen.getByRole('row', { name: /Apéro/ });
    expect(await within(row).findByRole('status')).toHaveTextContent('SMS-Erinnerung für "Apéro" erfolgreich versendet! 3 erfolgreich, 1 fehlgeschlagen.');
    expect(await within(row).findByRole('button', { name: 'SMS gesendet' })).toBeDisabled();
    expect(writes(api)).toEqual([{ method: 'POST', path: '/api/sms/send-timeline-reminders', body: { event_id: 1 } }]);
  });

  it('sends nothing when the question is declined', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const api = mockApi(routes({ reply: {} }));
    renderWithQueryClient(<TimelinePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'SMS senden' }));
    expect(writes(api)).toEqual([]);
    expect(screen.getByRole('button', { name: 'SMS senden' })).toBeEnabled();
  });

  it("leads a failure with the event's title and adds the server's reason", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    mockApi(routes({ reply: { error: 'Keine Gäste mit Handynummer sehen dieses Ereignis', msg: 'Keine Gäste mit Handynummer sehen dieses Ereignis' }, status: 400 }));
    renderWithQueryClient(<TimelinePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'SMS senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim SMS-Versand für "Apéro": Keine Gäste mit Handynummer sehen dieses Ereignis');
    expect(screen.getByRole('button', { name: 'SMS senden' })).toBeEnabled();
  });
});

it('starts a new event at the wedding, not at the moment the form opens', async () => {
  mockApi({ ...providers, 'GET /api/timeline/admin': [] });
  renderWithQueryClient(<TimelinePage />);
  await screen.findByText('Keine Ereignisse gefunden.');
  // The test runs in the machine's zone; the input shows the instant in the browser's local time.
  const expected = new Date(wedding.starts_at);
  const local = `${expected.getFullYear()}-${String(expected.getMonth() + 1).padStart(2, '0')}-${String(expected.getDate()).padStart(2, '0')}T${String(expected.getHours()).padStart(2, '0')}:${String(expected.getMinutes()).padStart(2, '0')}`;
  await expect(within(form()).findByDisplayValue(local)).resolves.toBeInTheDocument();
});

it("asks before deleting an event, then offers 'Rückgängig' before anything is sent", async () => {
  const api = mockApi({ ...providers, 'GET /api/timeline/admin': [event({})] });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithQueryClient(<TimelinePage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
  expect(confirm).toHaveBeenCalledWith('Sind Sie sicher, dass Sie dieses Ereignis löschen möchten?');
  expect(screen.queryByText('Trauung')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('„Trauung“ gelöscht.');
  await userEvent.click(screen.getByRole('button', { name: UNDO_LABEL }));
  expect(await screen.findByText('Trauung')).toBeInTheDocument();
  expect(writes(api)).toEqual([]);
});
