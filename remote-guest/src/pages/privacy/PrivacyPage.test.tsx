import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestPrivacyReplyJson } from '@hochzeit/contracts';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { useSession } from '@hochzeit/shared-ui';
import { MemoryRouter, mockApi, renderWithQueryClient, reply as apiReply } from '@hochzeit/shared-ui/testing';
import { PrivacyPage } from './PrivacyPage';

const EVENT = { title: 'Hochzeit', couple_names: 'Anna & Lukas', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };

function privacy(over: Partial<GuestPrivacyReplyJson> = {}): GuestPrivacyReplyJson {
  return {
    guest: {
      first_name: 'Mia',
      last_name: 'Keller',
      email: 'mia@example.ch',
      phone: null,
      mobile: '+41 79 123 45 67',
      address: 'Seestrasse 1, 8000 Zürich',
      guest_type: 'Inner Circle',
      side: 'Ehefrau',
      group_name: 'Familie Keller',
      menu_name: 'Vegetarisch',
      allergies: ['Nüsse'],
      allergy_consent_at: '2025-05-01T10:00:00.000Z',
      special_requests: null,
      companion_allowed: true,
      created_at: '2025-01-10T09:00:00.000Z',
    },
    answer: {
      attending: true,
      song_wish: 'Dancing Queen',
      message: null,
      companion_name: 'Tom Keller',
      companion_menu_name: 'Fleisch',
      companion_allergies: ['Soja'],
      answered_at: '2025-05-01T10:00:00.000Z',
    },
    photos: [
      { id: 11, original_name: 'hof.jpg', description: 'Im Schlosshof', uploaded_at: '2025-06-07T16:00:00.000Z', thumb_url: '/api/media/11/thumb?t=x' },
      { id: 12, original_name: 'tanz.jpg', description: null, uploaded_at: '2025-06-07T21:00:00.000Z', thumb_url: '/api/media/12/thumb?t=y' },
    ],
    wall_hidden: false,
    photo_consent_at: null,
    messages: [{ medium: 'sms', to: '+41791234567', subject: null, body: 'Liebe Mia, bitte antworte bis 15. Mai.', state: 'sent', sent_at: '2025-04-20T08:00:00.000Z' }],
    sessions: [
      { id: 1, browser: 'Chrome auf Android', signed_in_at: '2025-04-01T08:00:00.000Z', last_used_at: '2025-06-07T20:00:00.000Z', current: true },
      { id: 2, browser: 'Safari auf iPhone', signed_in_at: '2025-04-02T08:00:00.000Z', last_used_at: '2025-05-02T08:00:00.000Z', current: false },
    ],
    deletion_request: null,
    retention: { delete_from: '2025-12-07', names_kept: true, gallery_kept: true, fields: 'Telefonnummern, E-Mail- und Postadressen' },
    ...over,
  };
}

function renderPage() {
  return renderWithQueryClient(<PrivacyPage />, { wrapper: MemoryRouter });
}

let confirmAnswer = true;
beforeEach(() => {
  localStorage.setItem('guest_token', 'gast-token');
  confirmAnswer = true;
  jest.spyOn(window, 'confirm').mockImplementation(() => confirmAnswer);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => useSession.setState({ isAuthenticated: false, userType: null, loading: false }));
  localStorage.clear();
});

it('shows what is stored: the record without the couple’s notes, the answer with the companion, photos, messages, devices and the deletion date', async () => {
  mockApi({ 'GET /api/guest/privacy': privacy(), 'GET /api/event-settings': EVENT });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Ihre Angaben' })).toBeInTheDocument();
  const record = screen.getByRole('region', { name: 'Ihre Angaben' });
  expect(record).toHaveTextContent('NameMia Keller');
  expect(record).toHaveTextContent('Mobil+41 79 123 45 67');
  expect(record).toHaveTextContent('AdresseSeestrasse 1, 8000 Zürich');
  expect(record).toHaveTextContent('Allergien und ErnährungNüsse');
  expect(record).toHaveTextContent('Sie haben am 01.05.2025, 12:00 eingewilligt');
  const answer = screen.getByRole('region', { name: 'Ihre Antwort' });
  expect(answer).toHaveTextContent('AntwortZusage vom 01.05.2025, 12:00');
  expect(answer).toHaveTextContent('NameTom Keller');
  expect(answer).toHaveTextContent('Allergien und ErnährungSoja');
  expect(within(screen.getByRole('list', { name: 'Hochgeladene Fotos' })).getAllByRole('checkbox')).toHaveLength(2);
  expect(screen.getByRole('region', { name: 'Nachrichten an Sie' })).toHaveTextContent('SMS an +41791234567, 20.04.2025, 10:00');
  const devices = screen.getByRole('list', { name: 'Geräte' });
  expect(devices).toHaveTextContent('Chrome auf Android (dieses Gerät)');
  expect(devices).toHaveTextContent('Safari auf iPhonezuletzt 02.05.2025, 10:00');
  const retention = screen.getByRole('region', { name: 'Wann Ihre Daten gelöscht werden' });
  expect(retention).toHaveTextContent('Ab dem Sonntag, 7. Dezember 2025 werden gelöscht: Telefonnummern, E-Mail- und Postadressen.');
  expect(retention).toHaveTextContent('Erhalten bleiben die Namen und die Fotogalerie.');
});

it('deletes the chosen photos or all of them, each after a question; a declined question sends nothing', async () => {
  const user = userEvent.setup();
  const api = mockApi({ 'GET /api/guest/privacy': privacy(), 'GET /api/event-settings': EVENT, 'POST /api/guest/privacy/photos/delete': { deleted: 1 } });
  renderPage();
  await user.click(await screen.findByRole('checkbox', { name: /Im Schlosshof/ }));
  confirmAnswer = false;
  await user.click(screen.getByRole('button', { name: 'Ausgewählte löschen (1)' }));
  expect(window.confirm).toHaveBeenLastCalledWith('Das ausgewählte Foto endgültig löschen?');
  expect(api.callsTo('POST /api/guest/privacy/photos/delete')).toHaveLength(0);
  confirmAnswer = true;
  await user.click(screen.getByRole('button', { name: 'Ausgewählte löschen (1)' }));
  expect(await screen.findByText('1 Foto gelöscht.')).toBeInTheDocument();
  api.answer({ 'POST /api/guest/privacy/photos/delete': { deleted: 2 } });
  await user.click(screen.getByRole('button', { name: 'Meine Fotos löschen' }));
  expect(window.confirm).toHaveBeenLastCalledWith('Alle 2 Fotos, die Sie hochgeladen haben, endgültig löschen?');
  expect(await screen.findByText('2 Fotos gelöscht.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/guest/privacy/photos/delete').map((call) => call.body)).toEqual([{ media_ids: [11] }, { all: true }]);
});

it("keeps the photos off the photo wall ('Auf der Diashow nicht zeigen')", async () => {
  const user = userEvent.setup();
  const api = mockApi({ 'GET /api/guest/privacy': privacy(), 'GET /api/event-settings': EVENT, 'PUT /api/guest/privacy/wall': { hidden: true } });
  renderPage();
  const wall = await screen.findByRole('checkbox', { name: 'Auf der Diashow nicht zeigen' });
  expect(wall).not.toBeChecked();
  await user.click(wall);
  expect(await screen.findByRole('checkbox', { name: 'Auf der Diashow nicht zeigen' })).toBeChecked();
  expect(api.callsTo('PUT /api/guest/privacy/wall').map((call) => call.body)).toEqual([{ hidden: true }]);
});

/** A JWT of guest 7 that expires at `exp` (seconds); the browser reads, never verifies it. */
const jwt = (exp: number) => `x.${btoa(JSON.stringify({ sub: '7', type: 'guest', exp }))}.y`;

it('signs out everywhere after a question and keeps this browser signed in with the fresh token', async () => {
  const user = userEvent.setup();
  const now = Math.floor(Date.now() / 1000);
  act(() => useSession.getState().login('guest', jwt(now + 3600)));
  const fresh = jwt(now + 7200);
  const api = mockApi({ 'GET /api/guest/privacy': privacy(), 'GET /api/event-settings': EVENT, 'POST /api/guest/privacy/sign-out-everywhere': { access_token: fresh } });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Auf allen Geräten abmelden' }));
  expect(window.confirm).toHaveBeenLastCalledWith('Auf allen anderen Geräten abmelden? Dort müssen Sie Ihren persönlichen Link erneut öffnen.');
  expect(await screen.findByText(PRIVACY_MESSAGES.signedOutEverywhere)).toBeInTheDocument();
  expect(localStorage.getItem('guest_token')).toBe(fresh);
  expect(useSession.getState()).toMatchObject({ isAuthenticated: true, userType: 'guest' });
  // The page asks again, with the new token.
  expect(api.callsTo('GET /api/guest/privacy').at(-1)?.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
});

it('asks for deletion with a note, after a question; the open request can be withdrawn', async () => {
  const user = userEvent.setup();
  const requested = { requested_at: '2025-06-10T08:00:00.000Z', note: 'Bitte alles löschen', state: 'open' as const, decided_at: null, reply: null };
  const api = mockApi({ 'GET /api/guest/privacy': privacy(), 'GET /api/event-settings': EVENT, 'POST /api/guest/privacy/deletion-request': requested });
  renderPage();
  await user.type(await screen.findByLabelText('Nachricht an das Brautpaar (optional)'), 'Bitte alles löschen');
  await user.click(screen.getByRole('button', { name: 'Löschung beantragen' }));
  expect(window.confirm).toHaveBeenLastCalledWith('Die Löschung aller Ihrer Daten beantragen?');
  expect(await screen.findByText(PRIVACY_MESSAGES.deletionRequested)).toBeInTheDocument();
  expect(screen.getByText('Sie haben die Löschung am 10.06.2025, 10:00 beantragt. Das Brautpaar entscheidet darüber.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/guest/privacy/deletion-request').map((call) => call.body)).toEqual([{ note: 'Bitte alles löschen' }]);
  expect(screen.getByRole('button', { name: 'Antrag zurückziehen' })).toBeInTheDocument();
});

it('starts the download of everything through a signed address', async () => {
  const user = userEvent.setup();
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
  mockApi({ 'GET /api/guest/privacy': privacy(), 'GET /api/event-settings': EVENT, 'GET /api/guest/privacy/export-link': { url: '/api/guest/privacy/export?t=signiert' } });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Alles herunterladen' }));
  await screen.findByRole('button', { name: 'Alles herunterladen' });
  expect(clicked).toEqual(['/api/guest/privacy/export?t=signiert']);
});

it("speaks as 'ihr' when the couple chose it, also in the server's messages", async () => {
  const user = userEvent.setup();
  mockApi({
    'GET /api/guest/privacy': privacy({ photos: [], messages: [] }),
    'GET /api/event-settings': { ...EVENT, guest_address: 'ihr' },
    'POST /api/guest/privacy/deletion-request': apiReply(409, { msg: PRIVACY_MESSAGES.deletionRequestExists }),
  });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Eure Angaben' })).toBeInTheDocument();
  expect(screen.getByText('Ihr habt keine Fotos hochgeladen.')).toBeInTheDocument();
  expect(screen.getByText('Euch wurden keine Nachrichten geschickt.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Löschung beantragen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ihr habt die Löschung bereits beantragt.');
  expect(screen.queryByText(/\bSie\b|\bIhre\b|\bIhren\b/)).toBeNull();
});
