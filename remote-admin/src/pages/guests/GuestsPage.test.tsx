import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { mockClipboard } from '../../test/clipboard';
import { GuestsPage } from './GuestsPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';
import { mockPhone } from '../../test/media-query';
import { UNDO_LABEL, UNDO_WINDOW_MS } from '../../lib/use-undoable-delete';

const anna = {
  id: 5,
  first_name: 'Anna',
  last_name: 'Meier',
  email: null,
  phone: null,
  mobile: null,
  address: null,
  menu_id: 3,
  allergies: ['Nüsse', 'Gluten'],
  special_requests: null,
  guest_type: 'Inner Circle',
  side: 'Ehefrau',
  group_id: 2,
  admin_notes: null,
  has_room: false,
  rsvp_status: 'yes',
  companion: null as { name: string; menu_id: number | null; allergies: string[] } | null,
  login_token: 'geheim',
  login_url: 'https://hochzeit.example/guest-login?token=geheim',
  qr_code_url: '/api/guest-qrcode/5?access=x',
};
const lists = {
  'GET /api/admin/guests': [anna],
  'GET /api/admin/guest-groups': [{ id: 2, name: 'Familie Meier', members: [] }],
  'GET /api/admin/menus': [{ id: 3, type: 'Menü 2', class: 'Vegetarisch', description: {}, allergens: [] }],
  'GET /api/admin/room-assignments': [] as unknown[],
};

const renderPage = () => renderInRouter(<GuestsPage />);

it('creates a guest: allergies split on commas, empty texts as null, ids as numbers', async () => {
  const api = mockApi({ ...lists, 'POST /api/admin/guests': reply(201, { ...anna, id: 6 }) });
  renderPage();
  await screen.findByText('Familie Meier (1)');
  const form = screen.getByRole('form', { name: 'Neuen Gast anlegen' });
  await userEvent.type(within(form).getByLabelText('Vorname'), ' Erika ');
  await userEvent.type(within(form).getByLabelText('Allergien (durch Komma getrennt)'), 'Nüsse, , Gluten ');
  await userEvent.selectOptions(within(form).getByLabelText('Menü'), '3');
  await userEvent.selectOptions(within(form).getByLabelText('Gruppe'), '2');
  await userEvent.click(within(form).getByRole('button', { name: 'Gast anlegen' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Neuer Gast angelegt!');
  const [write] = writes(api);
  expect(write).toMatchObject({ method: 'POST', path: '/api/admin/guests' });
  expect(write.body).toMatchObject({ first_name: 'Erika', last_name: '', allergies: ['Nüsse', 'Gluten'], menu_id: 3, group_id: 2, guest_type: 'Apéro', side: null, email: null });
  // The form is empty again for the next guest.
  expect(within(form).getByLabelText('Vorname')).toHaveValue('');
});

it('asks for a first or a last name without calling the server', async () => {
  const api = mockApi(lists);
  renderPage();
  await screen.findByText('Familie Meier (1)');
  const form = screen.getByRole('form', { name: 'Neuen Gast anlegen' });
  await userEvent.type(within(form).getByLabelText('E-Mail'), 'erika@example.ch');
  await userEvent.click(within(form).getByRole('button', { name: 'Gast anlegen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Vor- oder Nachnamen ein.');
  expect(writes(api)).toEqual([]);
});

it('refuses an invalid e-mail address without calling the server', async () => {
  const api = mockApi(lists);
  renderPage();
  await screen.findByText('Familie Meier (1)');
  const form = screen.getByRole('form', { name: 'Neuen Gast anlegen' });
  await userEvent.type(within(form).getByLabelText('Nachname'), 'Muster');
  await userEvent.type(within(form).getByLabelText('E-Mail'), 'keine-mail');
  await userEvent.click(within(form).getByRole('button', { name: 'Gast anlegen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('E-Mail-Adresse ist ungültig');
  expect(writes(api)).toEqual([]);
});

it('shows each answer (Zugesagt, Abgesagt, Noch offen) and the companion; declined guests marked, the counts honest', async () => {
  const tom = { name: 'Tom Keller', menu_id: 3, allergies: ['Soja'] };
  const lukas = { ...anna, id: 6, first_name: 'Lukas', rsvp_status: 'no', companion: null, menu_id: null, allergies: [] };
  const jonas = { ...anna, id: 7, first_name: 'Jonas', last_name: 'Brunner', group_id: null, rsvp_status: 'open', companion: null };
  mockApi({ ...lists, 'GET /api/admin/guests': [{ ...anna, companion: tom }, lukas, jonas] });
  renderPage();
  const annaRow = await screen.findByRole('row', { name: /Anna Meier/ });
  expect(annaRow).toHaveTextContent('Zugesagt');
  expect(annaRow).toHaveTextContent('Begleitung: Tom Keller · Vegetarisch · Soja');
  const lukasRow = screen.getByRole('row', { name: /Lukas Meier/ });
  expect(lukasRow).toHaveTextContent('Abgesagt');
  expect(lukasRow).toHaveClass('guest-row--declined');
  expect(annaRow).not.toHaveClass('guest-row--declined');
  expect(screen.getByRole('row', { name: /Jonas Brunner/ })).toHaveTextContent('Noch offen');
  expect(screen.getByRole('rowheader', { name: /^Familie Meier/ })).toHaveTextContent('Familie Meier (2, davon 1 abgesagt)');
  expect(screen.getByText(/^3 Gäste:/)).toHaveTextContent('3 Gäste: 1 zugesagt (+ 1 Begleitung, zusammen 2 Personen), 1 abgesagt, 1 noch offen');
});

it('edits a guest inline and confirms it in the row', async () => {
  const api = mockApi({ ...lists, 'PUT /api/admin/guests/5': { ...anna, last_name: 'Keller' } });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Anna Meier bearbeiten' });
  expect(within(form).getByLabelText('Allergien (durch Komma getrennt)')).toHaveValue('Nüsse, Gluten');
  expect(within(form).getByLabelText('Menü')).toHaveValue('3');
  await userEvent.clear(within(form).getByLabelText('Nachname'));
  await userEvent.type(within(form).getByLabelText('Nachname'), 'Keller');
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  const row = (await screen.findByRole('status')).closest('tr');
  expect(row).toHaveTextContent('Gast aktualisiert!');
  expect(row).toHaveTextContent('Anna Meier');
  expect(writes(api)[0]).toMatchObject({ method: 'PUT', path: '/api/admin/guests/5' });
  expect(writes(api)[0].body).toMatchObject({ last_name: 'Keller', allergies: ['Nüsse', 'Gluten'], menu_id: 3, group_id: 2, side: 'Ehefrau', guest_type: 'Inner Circle' });
});

it('a saved guest refreshes the lists that show guests: the table shows the stored name, the groups are asked again', async () => {
  let stored = anna;
  const api = mockApi({
    ...lists,
    'GET /api/admin/guests': () => [stored],
    'PUT /api/admin/guests/5': () => {
      stored = { ...anna, last_name: 'Keller' };
      return stored;
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Anna Meier bearbeiten' });
  await userEvent.clear(within(form).getByLabelText('Nachname'));
  await userEvent.type(within(form).getByLabelText('Nachname'), 'Keller');
  await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('row', { name: /Anna Keller/ })).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/guests')).toHaveLength(2);
  expect(api.callsTo('GET /api/admin/guest-groups')).toHaveLength(2);
});

it("'Link kopieren' puts the guest's personal sign-in link on the clipboard and confirms it in the row", async () => {
  const writeText = mockClipboard();
  mockApi(lists);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Link kopieren' }));
  expect(writeText).toHaveBeenCalledWith('https://hochzeit.example/guest-login?token=geheim');
  const row = screen.getByRole('row', { name: /Anna Meier/ });
  expect(await within(row).findByRole('status')).toHaveTextContent('Link kopiert');
});

it('says so in the row when the browser refuses the clipboard', async () => {
  mockClipboard({ refuse: true });
  mockApi(lists);
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Link kopieren' }));
  const row = screen.getByRole('row', { name: /Anna Meier/ });
  expect(await within(row).findByRole('alert')).toHaveTextContent('Der Link konnte nicht kopiert werden.');
});

it('opens the QR code as its own page, not as the short-lived image address', async () => {
  mockApi(lists);
  renderPage();
  expect(await screen.findByRole('link', { name: 'QR-Code' })).toHaveAttribute('href', '/admin/guests/5/qr');
});

describe('allergen warning', () => {
  const meatMenu = { id: 4, type: 'Menü 1', class: 'Fleisch', description: {}, allergens: ['Gluten', 'Sellerie'] };
  const withMenus = (guest: typeof anna) => ({
    'GET /api/admin/guests': [guest],
    'GET /api/admin/guest-groups': [{ id: 2, name: 'Familie Meier', members: [] }],
    'GET /api/admin/menus': [{ id: 3, type: 'Menü 2', class: 'Vegetarisch', description: {}, allergens: ['Soja'] }, meatMenu],
    'GET /api/admin/room-assignments': [],
  });

  it("warns in the guest's row when their menu contains one of their allergies", async () => {
    mockApi(withMenus({ ...anna, menu_id: 4, allergies: [' gluten', 'Nüsse'] }));
    renderPage();
    const row = (await screen.findByText('Anna Meier')).closest('tr')!;
    expect(within(row).getByText('Achtung: Das zugewiesene Menü enthält Gluten')).toBeInTheDocument();
  });

  it('shows no warning when the menu and the allergies do not meet', async () => {
    mockApi(withMenus({ ...anna, menu_id: 3, allergies: ['Gluten'] }));
    renderPage();
    await screen.findByText('Anna Meier');
    expect(screen.queryByText(/Achtung: Das zugewiesene Menü enthält/)).toBeNull();
  });

  it('warns in the form as soon as the chosen menu and the typed allergies clash', async () => {
    mockApi(withMenus({ ...anna, menu_id: 3, allergies: [] }));
    renderPage();
    await screen.findByText('Anna Meier');
    const form = screen.getByRole('form', { name: 'Neuen Gast anlegen' });
    const status = form.querySelector('[aria-live="polite"]')!;
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(within(form).getByLabelText('Allergien (durch Komma getrennt)'), 'Nüsse, SELLERIE ');
    expect(status).toBeEmptyDOMElement();
    await userEvent.selectOptions(within(form).getByLabelText('Menü'), '4');
    expect(status).toHaveTextContent('Achtung: Das zugewiesene Menü enthält Sellerie');
    await userEvent.selectOptions(within(form).getByLabelText('Menü'), '3');
    expect(status).toBeEmptyDOMElement();
  });

  it('warns in the inline edit form too', async () => {
    mockApi(withMenus({ ...anna, menu_id: 4, allergies: ['Sellerie'] }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    const form = screen.getByRole('form', { name: 'Anna Meier bearbeiten' });
    expect(form.querySelector('[aria-live="polite"]')).toHaveTextContent('Achtung: Das zugewiesene Menü enthält Sellerie');
  });
});

describe('search and filters', () => {
  const ben = { ...anna, id: 8, first_name: 'Ben', last_name: 'Müller', email: 'ben@example.ch', mobile: '079 123 45 67', guest_type: 'Apéro', side: 'Ehemann', group_id: null, rsvp_status: 'open', has_room: false };
  const clara = { ...anna, id: 9, first_name: 'Clara', last_name: 'Zürcher', email: null, phone: '044 555 66 77', rsvp_status: 'no', side: 'Beide' };
  const names = () => screen.getAllByRole('row').map((row) => row.textContent);
  const shown = () => ['Anna Meier', 'Ben Müller', 'Clara Zürcher'].filter((name) => names().some((text) => text.includes(name)));

  it('finds guests by name (without accents), e-mail and phone digits', async () => {
    mockApi({ ...lists, 'GET /api/admin/guests': [anna, ben, clara] });
    renderPage();
    await screen.findByText('Anna Meier');
    const search = screen.getByRole('searchbox', { name: 'Suchen' });
    await userEvent.type(search, 'muller');
    expect(shown()).toEqual(['Ben Müller']);
    expect(screen.getByText('1 von 3 Gästen angezeigt')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'ben@example');
    expect(shown()).toEqual(['Ben Müller']);
    await userEvent.clear(search);
    await userEvent.type(search, '0445556677');
    expect(shown()).toEqual(['Clara Zürcher']);
    await userEvent.clear(search);
    await userEvent.type(search, 'niemand');
    expect(screen.getByText('Keine Gäste gefunden.')).toBeInTheDocument();
  });

  it('filters by type, group, answer and side', async () => {
    mockApi({ ...lists, 'GET /api/admin/guests': [anna, ben, clara] });
    renderPage();
    await screen.findByText('Anna Meier');
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Typ'), 'Apéro');
    expect(shown()).toEqual(['Ben Müller']);
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Typ'), '');
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Gruppe'), '2');
    expect(shown()).toEqual(['Anna Meier', 'Clara Zürcher']);
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Gruppe'), 'none');
    expect(shown()).toEqual(['Ben Müller']);
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Gruppe'), '');
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Rückmeldung'), 'no');
    expect(shown()).toEqual(['Clara Zürcher']);
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Rückmeldung'), '');
    await userEvent.selectOptions(within(screen.getByRole('search')).getByLabelText('Seite'), 'Ehefrau');
    expect(shown()).toEqual(['Anna Meier']);
  });

  it('takes its filters from the address (/admin/guests?status=open)', async () => {
    window.history.pushState({}, '', '/admin/guests?status=open&q=ben');
    try {
      mockApi({ ...lists, 'GET /api/admin/guests': [anna, ben, clara] });
      renderPage();
      await screen.findByText('Ben Müller');
      expect(within(screen.getByRole('search')).getByLabelText('Rückmeldung')).toHaveValue('open');
      expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveValue('ben');
      expect(shown()).toEqual(['Ben Müller']);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});

describe('on a phone', () => {
  it('shows each guest as a card: the name first, type, answer and room number, the actions in a menu', async () => {
    const restore = mockPhone(true);
    try {
      mockApi({ ...lists, 'GET /api/admin/guests': [{ ...anna, has_room: true }], 'GET /api/admin/room-assignments': [{ id: 1, guest_id: 5, room_id: 4, guest_name: 'Anna Meier', room_number: '12', location: 'Schloss', rsvp_status: 'yes' }] });
      renderPage();
      const card = await screen.findByRole('article', { name: 'Anna Meier' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Anna Meier');
      expect(card.firstElementChild?.textContent).toMatch(/^Anna Meier/);
      const fact = (term: string) => within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
      expect(fact('Rückmeldung')).toHaveTextContent('Zugesagt');
      expect(fact('Typ')).toHaveTextContent('Inner Circle');
      await waitFor(() => expect(fact('Zimmer')).toHaveTextContent('12'));
      expect(within(card).queryByText('Nüsse, Gluten')).toBeNull();
      // The group is the cards' heading; the long facts (contact, allergies) stay in the edit form.
      expect(screen.getByRole('heading', { name: /^Familie Meier \(1\)/ })).toBeInTheDocument();
      const menu = within(card).getByText('Aktionen', { selector: 'summary' });
      expect(menu).toHaveAccessibleName('Aktionen für Anna Meier');
      expect(menu.closest('details')).not.toHaveAttribute('open');
      await userEvent.click(menu);
      expect(menu.closest('details')).toHaveAttribute('open');
      await userEvent.click(within(card).getByRole('button', { name: 'Bearbeiten' }));
      expect(screen.getByRole('form', { name: 'Anna Meier bearbeiten' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('keeps the table on a laptop', async () => {
    const restore = mockPhone(false);
    try {
      mockApi(lists);
      renderPage();
      expect(await screen.findByRole('row', { name: /Anna Meier/ })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Zimmer' })).toBeInTheDocument();
      expect(screen.queryByRole('article')).toBeNull();
    } finally {
      restore();
    }
  });
});

it("a deleted guest leaves the list at once and comes back with 'Rückgängig'; nothing is sent", async () => {
  const api = mockApi(lists);
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderPage();
  await screen.findByText('Familie Meier (1)');
  await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
  expect(window.confirm).toHaveBeenCalledWith('Soll Anna Meier wirklich gelöscht werden?');
  expect(screen.queryByRole('cell', { name: /Anna Meier/ })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Anna Meier gelöscht.');
  await userEvent.click(screen.getByRole('button', { name: UNDO_LABEL }));
  expect(screen.getByRole('cell', { name: /Anna Meier/ })).toBeInTheDocument();
  expect(writes(api)).toEqual([]);
});

it('without Rückgängig the guest is deleted on the server after the 10 s, and the row says so', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const api = mockApi({ ...lists, 'DELETE /api/admin/guests/5': { success: true } });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await screen.findByText('Familie Meier (1)');
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(writes(api)).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(UNDO_WINDOW_MS);
    });
    await waitFor(() => expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/admin/guests/5', body: undefined }]));
  } finally {
    jest.useRealTimers();
  }
});
