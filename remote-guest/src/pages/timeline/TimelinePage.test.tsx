import { screen } from '@testing-library/react';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { TimelinePage } from './TimelinePage';

const EVENT = { title: 'Hochzeit', couple_names: 'Anna & Lukas', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };
const answer = (timeline: unknown) => mockApi({ 'GET /api/timeline/guest': timeline, 'GET /api/event-settings': EVENT });

function renderPage() {
  return renderWithQueryClient(<TimelinePage />, { wrapper: MemoryRouter });
}

beforeEach(() => localStorage.setItem('guest_token', 'guest-token'));

it("shows the guest's events by day, read with the guest token", async () => {
  const api = answer([
    { id: 1, title: 'Apéro', time: '2025-06-07T12:00:00.000Z', end_time: '2025-06-07T13:30:00.000Z', description: 'Im Garten', location: 'Schlossgarten', event_color: '#013220', timeline_type: 'appero' },
  ]);
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Apéro' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Samstag, 7. Juni 2025' })).toHaveTextContent('14:00 – 15:30 Uhr');
  expect(api.callsTo('GET /api/timeline/guest')[0].headers.get('Authorization')).toBe('Bearer guest-token');
});

it('never shows sample events: without a loaded plan a failing server gives the message', async () => {
  answer(reply(500, { msg: 'kaputt' }));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Der Tagesplan konnte nicht geladen werden. Bitte versuchen Sie es später erneut.');
  expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
});

it('keeps the plan last loaded when the server fails on a later load', async () => {
  answer([{ id: 1, title: 'Apéro', time: '2025-06-07T12:00:00.000Z', end_time: null, description: null, location: null, event_color: '#013220', timeline_type: 'appero' }]);
  const { client } = renderPage();
  expect(await screen.findByRole('heading', { name: 'Apéro' })).toBeInTheDocument();
  answer(reply(500, { msg: 'kaputt' }));
  await client.refetchQueries();
  expect(screen.getByRole('heading', { name: 'Apéro' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('reports a refusal', async () => {
  answer(reply(403, { msg: 'Keine Berechtigung' }));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Der Tagesplan konnte nicht geladen werden. Bitte versuchen Sie es später erneut.');
});
