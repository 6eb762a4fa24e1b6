import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { DashboardPage } from './DashboardPage';

const DASHBOARD = { id: 3, first_name: 'Erika', last_name: 'Muster', guest_type: 'Apéro', group_id: null, menu_id: null, room_info: null, rsvp: { deadline: null, open: false, answered: true } };
const EVENT = { title: 'Unsere Hochzeit', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Schloss Wartensee', venue_address: 'Rorschacherberg', time_zone: 'Europe/Zurich', couple_names: 'Anna & Lukas', cover: null };

beforeEach(() => {
  localStorage.setItem('guest_token', 'gast-token');
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
});

function renderWith(seating: unknown) {
  const api = mockApi({
    'GET /api/guest/dashboard': DASHBOARD,
    'GET /api/guest/group': { id: null, name: null, members: [] },
    'GET /api/event-settings': EVENT,
    'GET /api/admin/ticker-messages': { success: true, messages: [] },
    'GET /api/guest/seating': seating,
  });
  renderWithQueryClient(<DashboardPage />, { wrapper: MemoryRouter });
  return api;
}

it("shows 'Ihr Tisch: …' with the table's note, the seat and the companion's other table once the server names it", async () => {
  const api = renderWith({ table: { name: 'Rosengarten', note: 'Beim Fenster', seat: 4 }, companion_table: '7' });
  const card = await screen.findByRole('region', { name: 'Ihr Tisch: Rosengarten' });
  expect(card).toHaveTextContent('Beim Fenster');
  expect(card).toHaveTextContent('Platz 4');
  expect(card).toHaveTextContent('Ihre Begleitung sitzt am Tisch 7.');
  expect(api.callsTo('GET /api/guest/seating')[0].headers.get('Authorization')).toBe('Bearer gast-token');
});

it('shows nothing before the moment the couple chose (the server answers no table), nor when the question fails', async () => {
  const api = renderWith({ table: null, companion_table: null });
  expect(await screen.findByRole('heading', { name: 'Willkommen, Erika Muster!' })).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /api/guest/seating')).toHaveLength(1));
  expect(screen.queryByText(/Ihr Tisch/)).toBeNull();

  const failing = renderWith(reply(500, { msg: 'Fehler' }));
  await waitFor(() => expect(failing.callsTo('GET /api/guest/seating')).toHaveLength(1));
  expect(screen.queryByText(/Ihr Tisch/)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
