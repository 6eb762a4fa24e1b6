import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import { AnfahrtPage } from '../pages/info/AnfahrtPage';
import { useGuestTitle } from './guest-title';

function Page({ title }: { title: string }) {
  useGuestTitle(title);
  return null;
}

const EVENT = { title: 'Hochzeit', couple_names: 'Mia & Jonas', starts_at: '2026-09-12T13:00:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };

beforeEach(() => localStorage.setItem('guest_token', 'gast-token'));

it('names a page after itself and the couple, asking for the names once per visit', async () => {
  const api = mockApi({ 'GET /api/event-settings': EVENT });
  const first = renderWithQueryClient(<Page title="Tagesplan" />);
  expect(document.title).toBe('Tagesplan');
  await waitFor(() => expect(document.title).toBe('Tagesplan · Mia & Jonas'));
  first.unmount();
  renderWithQueryClient(<Page title="Wunschliste" />, { client: first.client });
  expect(document.title).toBe('Wunschliste · Mia & Jonas');
  expect(api.callsTo('GET /api/event-settings')).toHaveLength(1);
  expect(api.calls[0].headers.get('Authorization')).toBe('Bearer gast-token');
});

it('two components on one page that need the event settings share one request', async () => {
  const api = mockApi({ 'GET /api/event-settings': EVENT, 'GET /api/guest/pages/directions': { text: '', links: [] } });
  renderWithQueryClient(
    <>
      <Page title="Anfahrt" />
      <AnfahrtPage />
    </>,
    { wrapper: MemoryRouter },
  );
  expect(await screen.findByRole('heading', { name: 'Ort' })).toBeInTheDocument();
  expect(api.callsTo('GET /api/event-settings')).toHaveLength(1);
});
