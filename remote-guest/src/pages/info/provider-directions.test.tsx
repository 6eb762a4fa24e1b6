import { screen } from '@testing-library/react';
import { act } from 'react';
import { useSession } from '@hochzeit/shared-ui';
import { MemoryRouter, mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import { AnfahrtPage } from './AnfahrtPage';

const EVENT = { title: 'Hochzeit', couple_names: 'A & B', starts_at: '2030-06-07T13:30:00.000Z', venue_name: 'Villa Test', venue_address: 'Seeweg 1', time_zone: 'Europe/Zurich', cover: null, latitude: null, longitude: null };
const signedInAs = (userType: 'guest' | 'service_provider') => act(() => useSession.setState({ isAuthenticated: true, userType, loading: false }));

beforeEach(() => mockApi({ 'GET /api/event-settings': EVENT, 'GET /api/guest/pages/directions': { text: 'Parkplatz beim Eingang', links: [] } }));
afterEach(() => signedInAs('guest'));

it("a provider reads 'Anfahrt & Parken' as their own page: its title, and back to the provider area", async () => {
  signedInAs('service_provider');
  renderWithQueryClient(<AnfahrtPage />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('heading', { name: 'Anfahrt & Parken' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Zurück zum Dienstleister-Bereich' })).toHaveAttribute('href', '/service-provider-dashboard');
  expect(document.title).toMatch(/^Anfahrt & Parken · Dienstleister-Bereich/);
  expect(document.title).not.toContain('A & B');
});

it('a guest keeps the guest page: its heading, title with the couple and the way back to the dashboard', async () => {
  signedInAs('guest');
  renderWithQueryClient(<AnfahrtPage />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('heading', { name: 'Anfahrt & Öffentliche Verkehrsmittel' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Zurück zum Dashboard' })).toHaveAttribute('href', '/guest-dashboard');
  await screen.findByText('Parkplatz beim Eingang');
  expect(document.title).toMatch(/^Anfahrt · A & B/);
});
