import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestRsvpReplyJson } from '@hochzeit/contracts';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { guestDashboardQuery } from '@hochzeit/shared-ui';
import { createTestQueryClient, MemoryRouter, mockApi, renderWithQueryClient, reply as apiReply } from '@hochzeit/shared-ui/testing';
import { RsvpPage } from './RsvpPage';

const course = { Gang1: '', 'Gang1 Beschreibung': '', Gang2: '', 'Gang2 Beschreibung': '', Gang3: '', 'Gang3 Beschreibung': '' };

function reply(over: Partial<GuestRsvpReplyJson['settings']> = {}, answered = false): GuestRsvpReplyJson {
  const answer = answered
    ? { attending: true, menu_id: 2, allergies: ['Nüsse'], song_wish: 'Dancing Queen', message: 'Bis bald', companion_name: null, companion_menu_id: null, companion_allergies: [], answered_at: '2025-05-01T10:00:00.000Z', answered_by: 'guest' as const, answered_by_name: 'Anna Meier' }
    : null;
  return {
    settings: { deadline: '2025-05-15', ask_menu: true, ask_allergies: true, ask_song_wish: true, ask_message: true, time_zone: 'Europe/Zurich', open: true, ...over },
    menus: [
      { id: 1, type: 'Menü 1', class: 'Fleisch', description: course, allergens: [], choosable: true },
      { id: 2, type: 'Menü 2', class: 'Vegetarisch', description: course, allergens: [], choosable: true },
    ],
    members: [
      // An answer with allergies was stored with consent (issue 42).
      { guest_id: 5, first_name: 'Anna', last_name: 'Meier', is_self: true, companion_allowed: false, menu_id: answer?.menu_id ?? null, allergies: answer?.allergies ?? [], allergy_consent_at: answer ? answer.answered_at : null, answer },
      { guest_id: 6, first_name: 'Lukas', last_name: 'Meier', is_self: false, companion_allowed: true, menu_id: null, allergies: [], allergy_consent_at: null, answer: null },
    ],
  };
}

const EVENT = { title: 'Hochzeit', couple_names: 'Anna & Lukas', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };

/** Answers GET and PUT /api/guest/rsvp; answers a function that tells what was sent. */
function mockRsvp(initial: GuestRsvpReplyJson, put: unknown = reply({}, true)) {
  const api = mockApi({ 'GET /api/guest/rsvp': initial, 'PUT /api/guest/rsvp': put, 'GET /api/event-settings': EVENT });
  return () => api.callsTo('PUT /api/guest/rsvp').map((call) => call.body);
}

function renderPage(client = createTestQueryClient()) {
  return renderWithQueryClient(<RsvpPage />, { client, wrapper: MemoryRouter });
}

beforeEach(() => localStorage.setItem('guest_token', 'gast-token'));
afterEach(() => jest.restoreAllMocks());

it('answers for the whole family: Zusagen with menu, allergies as a list, companion; Absagen with only a message', async () => {
  const user = userEvent.setup();
  const sent = mockRsvp(reply());
  // The dashboard's RSVP card was loaded earlier in the visit: the save makes it stale.
  const client = createTestQueryClient();
  client.setQueryData(guestDashboardQuery().queryKey, { rsvp: { answered: false } } as never);
  renderPage(client);
  expect(await screen.findByText('Antworten bis Donnerstag, 15. Mai 2025')).toBeInTheDocument();

  const anna = screen.getByRole('group', { name: /^Anna Meier/ });
  await user.click(within(anna).getByRole('button', { name: 'Zusagen' }));
  expect(within(anna).getByRole('button', { name: 'Zusagen' })).toHaveAttribute('aria-pressed', 'true');
  await user.selectOptions(within(anna).getByLabelText('Menü'), 'Vegetarisch');
  await user.type(within(anna).getByLabelText('Allergien und Ernährung'), 'Nüsse{Enter}');
  await user.type(within(anna).getByLabelText('Allergien und Ernährung'), ' Laktose ');
  await user.click(within(anna).getByRole('button', { name: 'Hinzufügen' }));
  expect(within(anna).getByRole('list', { name: 'Angegebene Allergien' })).toHaveTextContent('Nüsse×Laktose×');
  // Anna may not bring a companion, Lukas may.
  expect(within(anna).queryByLabelText('Name Ihrer Begleitung')).toBeNull();

  const lukas = screen.getByRole('group', { name: /^Lukas Meier/ });
  await user.click(within(lukas).getByRole('button', { name: 'Absagen' }));
  expect(within(lukas).queryByLabelText('Menü')).toBeNull();
  await user.type(within(lukas).getByLabelText('Nachricht an das Brautpaar'), 'Leider verhindert');

  // Allergies are health data: nothing is sent before the guest agrees that they are stored.
  await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
  expect(screen.getByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.allergyConsentRequired);
  expect(sent()).toEqual([]);
  await user.click(screen.getByRole('checkbox', { name: PRIVACY_MESSAGES.allergyConsentLabel }));
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
  expect(await screen.findByText('Vielen Dank! Ihre Antwort ist gespeichert.')).toBeInTheDocument();
  expect(sent()).toEqual([
    {
      answers: [
        { guest_id: 5, attending: true, menu_id: 2, allergies: ['Nüsse', 'Laktose'], song_wish: null, message: null },
        { guest_id: 6, attending: false, message: 'Leider verhindert' },
      ],
      allergy_consent: true,
    },
  ]);
  // What the server stored is shown.
  expect(screen.getByRole('group', { name: /^Anna Meier/ })).toHaveTextContent('Zugesagt am 01.05.2025');
  expect(client.getQueryState(guestDashboardQuery().queryKey)?.isInvalidated).toBe(true);
});

it("keeps an allergy typed but not added with 'Hinzufügen': the save sends it with the list", async () => {
  const user = userEvent.setup();
  const stored = reply({}, true);
  stored.members[0].answer!.allergies = ['Nüsse', 'Laktose'];
  const sent = mockRsvp(reply({}, true), stored);
  renderPage();
  const anna = await screen.findByRole('group', { name: /^Anna Meier/ });
  expect(within(anna).getByRole('list', { name: 'Angegebene Allergien' })).toHaveTextContent('Nüsse×');
  await user.type(within(anna).getByLabelText('Allergien und Ernährung'), 'Laktose');
  await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
  expect(await screen.findByText('Vielen Dank! Ihre Antwort ist gespeichert.')).toBeInTheDocument();
  // Consent was given with the stored answer: the box is ticked already, with its date.
  expect(sent()).toEqual([{ answers: [expect.objectContaining({ guest_id: 5, attending: true, allergies: ['Nüsse', 'Laktose'] })], allergy_consent: true }]);
  // The stored answer starts the form afresh: the allergy is in the list, the field empty again.
  const after = screen.getByRole('group', { name: /^Anna Meier/ });
  expect(within(after).getByRole('list', { name: 'Angegebene Allergien' })).toHaveTextContent('Nüsse×Laktose×');
  expect(within(after).getByLabelText('Allergien und Ernährung')).toHaveValue('');
});

it('asks about the companion where the questions are asked: name, then menu and allergies (a typed one kept)', async () => {
  const user = userEvent.setup();
  const sent = mockRsvp(reply());
  renderPage();
  const lukas = await screen.findByRole('group', { name: /^Lukas Meier/ });
  await user.click(within(lukas).getByRole('button', { name: 'Zusagen' }));
  const companion = within(lukas).getByRole('group', { name: 'Begleitung' });
  // Menu and allergies are asked once the companion has a name.
  expect(within(companion).queryByLabelText('Menü der Begleitung')).toBeNull();
  await user.type(within(companion).getByLabelText('Name Ihrer Begleitung'), 'Eva Muster');
  await user.selectOptions(within(companion).getByLabelText('Menü der Begleitung'), 'Fleisch');
  await user.type(within(companion).getByLabelText('Allergien und Ernährung der Begleitung'), 'Gluten');
  await user.click(screen.getByRole('checkbox', { name: PRIVACY_MESSAGES.allergyConsentLabel }));
  await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
  expect(await screen.findByText('Vielen Dank! Ihre Antwort ist gespeichert.')).toBeInTheDocument();
  expect(sent()).toEqual([
    {
      answers: [
        {
          guest_id: 6,
          attending: true,
          menu_id: null,
          allergies: [],
          song_wish: null,
          message: null,
          companion_name: 'Eva Muster',
          companion_menu_id: 1,
          companion_allergies: ['Gluten'],
        },
      ],
      allergy_consent: true,
    },
  ]);
});

it("asks the companion only the questions asked of the guest", async () => {
  const user = userEvent.setup();
  const sent = mockRsvp(reply({ ask_menu: false, ask_allergies: false }));
  renderPage();
  const lukas = await screen.findByRole('group', { name: /^Lukas Meier/ });
  await user.click(within(lukas).getByRole('button', { name: 'Zusagen' }));
  await user.type(within(lukas).getByLabelText('Name Ihrer Begleitung'), 'Eva Muster');
  expect(within(lukas).queryByLabelText('Menü der Begleitung')).toBeNull();
  expect(within(lukas).queryByLabelText('Allergien und Ernährung der Begleitung')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
  await screen.findByText('Vielen Dank! Ihre Antwort ist gespeichert.');
  expect(sent()).toEqual([{ answers: [{ guest_id: 6, attending: true, song_wish: null, message: null, companion_name: 'Eva Muster' }] }]);
});

it("starts an unanswered guest's menu and allergies from their guest record", async () => {
  const user = userEvent.setup();
  const initial = reply();
  Object.assign(initial.members[1], { menu_id: 1, allergies: ['Sellerie'] });
  mockRsvp(initial);
  renderPage();
  const lukas = await screen.findByRole('group', { name: /^Lukas Meier/ });
  await user.click(within(lukas).getByRole('button', { name: 'Zusagen' }));
  expect(within(lukas).getByLabelText('Menü')).toHaveDisplayValue('Fleisch');
  expect(within(lukas).getByRole('list', { name: 'Angegebene Allergien' })).toHaveTextContent('Sellerie×');
});

it('asks for a choice before sending anything', async () => {
  const user = userEvent.setup();
  const sent = mockRsvp(reply());
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Antworten speichern' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie für jede Person „Zusagen“ oder „Absagen“.');
  expect(sent()).toEqual([]);
});

it("shows the server's German message when it refuses", async () => {
  const user = userEvent.setup();
  mockRsvp(reply(), apiReply(403, { msg: 'Die Antwortfrist ist abgelaufen. Ihre Antwort kann nicht mehr geändert werden.' }));
  renderPage();
  await user.click(within(await screen.findByRole('group', { name: /^Anna Meier/ })).getByRole('button', { name: 'Zusagen' }));
  await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Antwortfrist ist abgelaufen.');
});

it('is read-only after the deadline, with a German note and what was answered', async () => {
  mockRsvp(reply({ open: false }, true));
  renderPage();
  expect(await screen.findByText(/Die Antwortfrist ist am Donnerstag, 15. Mai 2025 abgelaufen/)).toBeInTheDocument();
  const anna = screen.getByRole('group', { name: /^Anna Meier/ });
  expect(anna).toHaveTextContent('AntwortZusage');
  expect(anna).toHaveTextContent('MenüVegetarisch');
  expect(anna).toHaveTextContent('AllergienNüsse');
  expect(screen.queryByRole('button', { name: 'Zusagen' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Antworten speichern' })).toBeNull();
});

it("after the deadline shows the companion's menu and allergies too", async () => {
  const closed = reply({ open: false }, true);
  Object.assign(closed.members[0].answer!, { companion_name: 'Tom Keller', companion_menu_id: 1, companion_allergies: ['Soja'] });
  mockRsvp(closed);
  renderPage();
  const anna = await screen.findByRole('group', { name: /^Anna Meier/ });
  expect(anna).toHaveTextContent('BegleitungTom Keller');
  expect(anna).toHaveTextContent('Menü der BegleitungFleisch');
  expect(anna).toHaveTextContent('Allergien der BegleitungSoja');
});

it('asks no consent for answers without allergies, and shows when consent was given', async () => {
  const user = userEvent.setup();
  const sent = mockRsvp(reply({}, true));
  renderPage();
  const consent = await screen.findByRole('checkbox', { name: PRIVACY_MESSAGES.allergyConsentLabel });
  expect(consent).toBeChecked();
  expect(screen.getByText('Einwilligung erteilt am 01.05.2025, 12:00')).toBeInTheDocument();
  // Anna takes her allergies out: no question, nothing about consent sent.
  const anna = screen.getByRole('group', { name: /^Anna Meier/ });
  await user.click(within(anna).getByRole('button', { name: 'Nüsse entfernen' }));
  expect(screen.queryByRole('checkbox', { name: PRIVACY_MESSAGES.allergyConsentLabel })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
  await screen.findByText('Vielen Dank! Ihre Antwort ist gespeichert.');
  expect(sent()).toEqual([{ answers: [expect.objectContaining({ guest_id: 5, allergies: [] })] }]);
});

describe("with the form of address 'ihr'", () => {
  function mockIhr(initial: GuestRsvpReplyJson, put: unknown = reply({}, true)) {
    mockApi({ 'GET /api/guest/rsvp': initial, 'PUT /api/guest/rsvp': put, 'GET /api/event-settings': { ...EVENT, guest_address: 'ihr' } });
  }

  it('speaks to the family as ihr/euch, also in the checks and in the server’s refusal', async () => {
    const user = userEvent.setup();
    mockIhr(reply(), apiReply(403, { msg: 'Die Antwortfrist ist abgelaufen. Ihre Antwort kann nicht mehr geändert werden.' }));
    renderPage();
    expect(await screen.findByText('Ihr könnt für euch und eure Familie antworten und eure Antwort bis dahin jederzeit ändern.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Anna Meier/ })).toHaveTextContent('(ihr selbst)');
    await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählt für jede Person „Zusagen“ oder „Absagen“.');
    const lukas = screen.getByRole('group', { name: /^Lukas Meier/ });
    await user.click(within(lukas).getByRole('button', { name: 'Zusagen' }));
    expect(within(lukas).getByLabelText('Name eurer Begleitung')).toBeInTheDocument();
    expect(within(lukas).getByText('Ihr dürft eine Begleitung mitbringen.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: /^Anna Meier/ })).getByRole('button', { name: 'Absagen' }));
    await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Antwortfrist ist abgelaufen. Eure Antwort kann nicht mehr geändert werden.');
    expect(screen.queryByText(/\bSie\b|\bIhre\b/)).toBeNull();
  });

  it('asks for consent to store allergies in the ihr form', async () => {
    const user = userEvent.setup();
    mockIhr(reply());
    renderPage();
    const anna = await screen.findByRole('group', { name: /^Anna Meier/ });
    await user.click(within(anna).getByRole('button', { name: 'Zusagen' }));
    await user.type(within(anna).getByLabelText('Allergien und Ernährung'), 'Nüsse');
    await user.click(screen.getByRole('button', { name: 'Antworten speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte stimmt zu, dass Allergien und Ernährungswünsche für das Catering gespeichert werden – oder lasst das Feld leer.');
  });

  it('says so after the deadline', async () => {
    mockIhr(reply({ open: false }, true));
    renderPage();
    expect(await screen.findByText('Die Antwortfrist ist am Donnerstag, 15. Mai 2025 abgelaufen. Eure Antworten seht ihr unten; ändern könnt ihr sie nicht mehr.')).toBeInTheDocument();
  });
});
