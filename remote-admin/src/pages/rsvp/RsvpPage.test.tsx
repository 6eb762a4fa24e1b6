import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRsvpReplyJson } from '@hochzeit/contracts';
import { RsvpPage } from './RsvpPage';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
import { mockPhone } from '../../test/media-query';

const menus = [
  { id: 1, type: 'Menü 1', class: 'Fleisch', description: { Gang1: '', 'Gang1 Beschreibung': '', Gang2: '', 'Gang2 Beschreibung': '', Gang3: '', 'Gang3 Beschreibung': '' }, allergens: [], choosable: true },
  { id: 3, type: 'Menü 3', class: 'Kinder', description: { Gang1: '', 'Gang1 Beschreibung': '', Gang2: '', 'Gang2 Beschreibung': '', Gang3: '', 'Gang3 Beschreibung': '' }, allergens: [], choosable: false },
] as AdminRsvpReplyJson['menus'];

const answer = { attending: true, menu_id: 1, allergies: ['Nüsse'], song_wish: 'Dancing Queen', message: null, companion_name: 'Tom', companion_menu_id: 3, companion_allergies: ['Gluten'], answered_at: '2025-05-01T10:00:00.000Z', answered_by: 'guest' as const, answered_by_name: 'Anna Meier' };

const overview: AdminRsvpReplyJson = {
  settings: { deadline: '2025-05-15', ask_menu: true, ask_allergies: true, ask_song_wish: true, ask_message: true, time_zone: 'Europe/Zurich', open: true },
  menus,
  groups: [{ id: 7, name: 'Familie Meier' }],
  guests: [
    { guest_id: 1, first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', group_id: 7, group_name: 'Familie Meier', companion_allowed: true, menu_id: 1, allergies: ['Nüsse'], status: 'yes', answer },
    { guest_id: 2, first_name: 'Jonas', last_name: 'Brunner', guest_type: 'Apéro', group_id: null, group_name: null, companion_allowed: false, menu_id: null, allergies: [], status: 'open', answer: null },
  ],
  summary: {
    total: { yes: 1, no: 0, open: 1 },
    companions: 1,
    by_guest_type: [
      { guest_type: 'Apéro', yes: 0, no: 0, open: 1 },
      { guest_type: 'Inner Circle', yes: 1, no: 0, open: 0 },
    ],
    by_group: [
      { group_id: 7, group_name: 'Familie Meier', yes: 1, no: 0, open: 0 },
      { group_id: null, group_name: null, yes: 0, no: 0, open: 1 },
    ],
    menus: [{ menu_id: 1, label: 'Fleisch', count: 1 }],
    allergies: [
      { guest_id: 1, name: 'Anna Meier', allergies: ['Nüsse'], companion: false },
      { guest_id: 1, name: 'Tom', allergies: ['Gluten'], companion: true },
    ],
  },
};

beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => jest.restoreAllMocks());

it('shows the counts, the menus chosen, the allergies and every guest’s answer', async () => {
  mockApi({ 'GET /api/admin/rsvp': overview });
  renderWithQueryClient(<RsvpPage />);
  const summary = await screen.findByRole('region', { name: 'Übersicht' });
  expect(summary).toHaveTextContent('Zugesagt1');
  expect(summary).toHaveTextContent('Noch offen1');
  expect(summary).toHaveTextContent('Begleitungen1');
  expect(within(summary).getByRole('table', { name: 'Gasttyp' })).toHaveTextContent('Inner Circle100');
  expect(within(summary).getByRole('table', { name: 'Gruppe' })).toHaveTextContent('Ohne Gruppe001');
  expect(summary).toHaveTextContent('Fleisch 1');
  expect(summary).toHaveTextContent('Anna Meier Nüsse');
  expect(summary).toHaveTextContent('Tom (Begleitung) Gluten');
  const guests = screen.getByRole('region', { name: 'Gäste (2)' });
  const anna = within(guests).getByRole('row', { name: /Anna Meier/ });
  expect(anna).toHaveTextContent('Zugesagt');
  expect(anna).toHaveTextContent('Fleisch');
  // The companion is a person: name, menu and allergies.
  expect(within(anna).getByRole('cell', { name: /^Tom/ })).toHaveTextContent('TomKinderGluten');
  expect(within(guests).getByRole('row', { name: /Jonas Brunner/ })).toHaveTextContent('Noch offen');
  expect(screen.getByText(/Antworten bis Donnerstag, 15. Mai 2025/)).toBeInTheDocument();
});

it('asks the server again with the chosen filters', async () => {
  const api = mockApi({ 'GET /api/admin/rsvp': overview });
  renderWithQueryClient(<RsvpPage />);
  await screen.findByRole('region', { name: 'Übersicht' });
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Noch offen');
  await userEvent.selectOptions(screen.getByLabelText('Gruppe'), 'Familie Meier');
  await waitFor(() => expect(api.calls.map((c) => c.path + c.search)).toContain('/api/admin/rsvp?status=open&group_id=7'));
});

it('opens with the filters a link sets in the address (the dashboard’s figures); unknown values are ignored', async () => {
  window.history.pushState({}, '', '/admin/rsvp?status=open&guest_type=Inner%20Circle&group_id=x');
  try {
    const api = mockApi({ 'GET /api/admin/rsvp': overview });
    renderWithQueryClient(<RsvpPage />);
    await screen.findByRole('region', { name: 'Übersicht' });
    expect(api.calls.map((c) => c.path + c.search)).toEqual(['/api/admin/rsvp?status=open&guest_type=Inner%20Circle']);
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Noch offen');
    expect(screen.getByLabelText('Gasttyp')).toHaveDisplayValue('Inner Circle');
  } finally {
    window.history.pushState({}, '', '/');
  }
});

it('lets the admin edit an answer and sends only what applies', async () => {
  const api = mockApi({
    'GET /api/admin/rsvp': overview,
    'PUT /api/admin/rsvp/2': overview.guests[1],
  });
  renderWithQueryClient(<RsvpPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Antwort von Jonas Brunner bearbeiten' }));
  const form = await screen.findByRole('form', { name: 'Antwort von Jonas Brunner bearbeiten' });
  await userEvent.click(within(form).getByLabelText('Zusage'));
  await userEvent.selectOptions(within(form).getByLabelText('Menü'), 'Kinder (nicht zur Auswahl)');
  await userEvent.type(within(form).getByLabelText('Allergien (durch Komma getrennt)'), 'Ei, , Gluten');
  // Jonas may not bring a companion: no field for it.
  expect(within(form).queryByLabelText('Begleitung')).toBeNull();
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Antwort gespeichert.')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    { method: 'PUT', path: '/api/admin/rsvp/2', body: { attending: true, menu_id: 3, allergies: ['Ei', 'Gluten'], song_wish: null, message: null } },
  ]);
});

it("records a first answer from the guest record's menu and allergies (the row carries them): a 'Zusage' saved unchanged keeps them", async () => {
  const jonas = { ...overview.guests[1], menu_id: 1, allergies: ['Sellerie', 'Soja'] };
  const api = mockApi({
    'GET /api/admin/rsvp': { ...overview, guests: [overview.guests[0], jonas] },
    'PUT /api/admin/rsvp/2': jonas,
  });
  renderWithQueryClient(<RsvpPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Antwort von Jonas Brunner bearbeiten' }));
  const form = await screen.findByRole('form', { name: 'Antwort von Jonas Brunner bearbeiten' });
  await userEvent.click(within(form).getByLabelText('Zusage'));
  expect(within(form).getByLabelText('Menü')).toHaveDisplayValue('Fleisch');
  expect(within(form).getByLabelText('Allergien (durch Komma getrennt)')).toHaveValue('Sellerie, Soja');
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Antwort gespeichert.')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    { method: 'PUT', path: '/api/admin/rsvp/2', body: { attending: true, menu_id: 1, allergies: ['Sellerie', 'Soja'], song_wish: null, message: null } },
  ]);
  // The row is enough: the guest list is not fetched for the editor.
  expect(api.calls.map((c) => c.path)).not.toContain('/api/admin/guests');
});

it("edits the companion like the guest: menu and allergies (typed as comma-separated text)", async () => {
  const api = mockApi({ 'GET /api/admin/rsvp': overview, 'PUT /api/admin/rsvp/1': overview.guests[0] });
  renderWithQueryClient(<RsvpPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Antwort von Anna Meier bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Antwort von Anna Meier bearbeiten' });
  expect(within(form).getByLabelText('Begleitung')).toHaveValue('Tom');
  expect(within(form).getByLabelText('Menü der Begleitung')).toHaveDisplayValue('Kinder (nicht zur Auswahl)');
  await userEvent.selectOptions(within(form).getByLabelText('Menü der Begleitung'), 'Fleisch');
  await userEvent.type(within(form).getByLabelText('Allergien der Begleitung (durch Komma getrennt)'), ', Soja');
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Antwort gespeichert.')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    {
      method: 'PUT',
      path: '/api/admin/rsvp/1',
      body: {
        attending: true,
        menu_id: 1,
        allergies: ['Nüsse'],
        song_wish: 'Dancing Queen',
        message: null,
        companion_name: 'Tom',
        companion_menu_id: 1,
        companion_allergies: ['Gluten', 'Soja'],
      },
    },
  ]);
});

it('saves the deadline and the questions asked', async () => {
  const api = mockApi({
    'GET /api/admin/rsvp': overview,
    'PUT /api/admin/rsvp/settings': overview.settings,
  });
  renderWithQueryClient(<RsvpPage />);
  const settings = await screen.findByRole('form', { name: 'Einstellungen' });
  await userEvent.clear(within(settings).getByLabelText('Antwortfrist'));
  await userEvent.type(within(settings).getByLabelText('Antwortfrist'), '2025-05-20');
  await userEvent.click(within(settings).getByLabelText('Musikwunsch'));
  await userEvent.click(within(settings).getByRole('button', { name: 'Einstellungen speichern' }));
  expect(await within(settings).findByText('Einstellungen der Rückmeldung gespeichert.')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    { method: 'PUT', path: '/api/admin/rsvp/settings', body: { deadline: '2025-05-20', ask_menu: true, ask_allergies: true, ask_song_wish: false, ask_message: true } },
  ]);
});

it('says so when the overview cannot be loaded', async () => {
  mockApi({ 'GET /api/admin/rsvp': reply(500, {}) });
  renderWithQueryClient(<RsvpPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Rückmeldungen konnten nicht geladen werden.');
});

it('on a phone each guest is a card: the name first, group, guest type and answer; editing from the menu opens the editor in the card', async () => {
  const restore = mockPhone(true);
  try {
    mockApi({ 'GET /api/admin/rsvp': overview });
    renderWithQueryClient(<RsvpPage />);
    const guests = await screen.findByRole('region', { name: 'Gäste (2)' });
    expect(within(guests).queryByRole('table')).toBeNull();
    const card = within(guests).getByRole('article', { name: 'Anna Meier' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Anna Meier');
    expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['Gruppe', 'Gasttyp', 'Antwort']);
    expect(within(card).getByText('Antwort').nextElementSibling).toHaveTextContent('Zugesagt');
    expect(card).not.toHaveTextContent('Dancing Queen');
    await userEvent.click(within(card).getByText('Aktionen', { selector: 'summary' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Antwort von Anna Meier bearbeiten' }));
    const editing = within(guests).getByRole('article', { name: 'Anna Meier' });
    expect(within(editing).getByRole('form', { name: 'Antwort von Anna Meier bearbeiten' })).toBeInTheDocument();
    expect(within(editing).queryByText('Aktionen')).toBeNull();
  } finally {
    restore();
  }
});
