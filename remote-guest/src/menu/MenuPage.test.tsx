import { screen } from '@testing-library/react';
import type { Menu } from '@hochzeit/contracts';
import { guestMenuQuery } from '@hochzeit/shared-ui';
import { createTestQueryClient, MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { MenuPage } from './MenuPage';

const menu: Menu = {
  id: 4,
  type: 'Menü 2',
  choosable: true,
  class: 'Vegetarisch',
  description: { Gang1: 'Kürbissuppe', 'Gang1 Beschreibung': 'mit Kernöl', Gang2: 'Risotto', 'Gang2 Beschreibung': '', Gang3: 'Mousse', 'Gang3 Beschreibung': '' },
  allergens: ['Milch', 'Sellerie'],
};

const EVENT = { title: 'Hochzeit', couple_names: 'Anna & Lukas', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };

beforeEach(() => localStorage.setItem('guest_token', 'gast-token'));

it('loads the menu with the guest token and shows its class, courses and allergens', async () => {
  const api = mockApi({ 'GET /api/guest/menu/4': menu, 'GET /api/event-settings': EVENT });
  renderWithQueryClient(<MenuPage params={{ menuId: '4' }} />, { wrapper: MemoryRouter });
  expect(screen.getByText('Lädt Menü...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Vegetarisch' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Kürbissuppe' })).toBeInTheDocument();
  expect(screen.getByText('mit Kernöl')).toBeInTheDocument();
  expect(screen.getByText('Milch, Sellerie')).toBeInTheDocument();
  // The page's title asks for the couple's names on the side.
  expect(api.callsTo('GET /api/guest/menu/4')[0].headers.get('Authorization')).toBe('Bearer gast-token');
});

it('shows the menu the dashboard already loaded without asking again', () => {
  const api = mockApi({ 'GET /api/event-settings': EVENT });
  const client = createTestQueryClient();
  client.setQueryData(guestMenuQuery(4).queryKey, menu);
  renderWithQueryClient(<MenuPage params={{ menuId: '4' }} />, { client, wrapper: MemoryRouter });
  expect(screen.getByRole('heading', { name: 'Vegetarisch' })).toBeInTheDocument();
  expect(api.callsTo('GET /api/guest/menu/4')).toEqual([]);
});

it('says so when the menu cannot be loaded', async () => {
  mockApi({ 'GET /api/guest/menu/9': reply(403, { msg: 'Dieses Menü ist nicht für Sie bestimmt' }), 'GET /api/event-settings': EVENT });
  renderWithQueryClient(<MenuPage params={{ menuId: '9' }} />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('alert')).toHaveTextContent('Menü konnte nicht geladen werden.');
});
