import { render, waitFor } from '@testing-library/react';
import { mockFetch } from '../pages/gallery/gallery-test-kit';
import { forgetCoupleNames, rememberCoupleNames, useGuestTitle } from './guest-title';

function Page({ title }: { title: string }) {
  useGuestTitle(title);
  return null;
}

const EVENT = { title: 'Hochzeit', couple_names: 'Mia & Jonas', starts_at: '2026-09-12T13:00:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };

beforeEach(() => {
  forgetCoupleNames();
  localStorage.setItem('guest_token', 'gast-token');
});

it('names a page after itself and the couple, asking for the names once per visit', async () => {
  const api = mockFetch([{ path: '/api/event-settings', reply: EVENT }]);
  const first = render(<Page title="Tagesplan" />);
  expect(document.title).toBe('Tagesplan');
  await waitFor(() => expect(document.title).toBe('Tagesplan · Mia & Jonas'));
  first.unmount();
  render(<Page title="Wunschliste" />);
  expect(document.title).toBe('Wunschliste · Mia & Jonas');
  expect(api.calls.filter((url) => url.pathname === '/api/event-settings')).toHaveLength(1);
});

it('uses the names the dashboard already has', () => {
  const api = mockFetch([]);
  rememberCoupleNames('Anna & Lukas');
  render(<Page title="Anfahrt" />);
  expect(document.title).toBe('Anfahrt · Anna & Lukas');
  expect(api.calls).toHaveLength(0);
});
