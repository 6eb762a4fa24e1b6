import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { MenuPage } from './MenuPage';

const menu = {
  id: 4,
  type: 'Menü 2',
  class: 'Vegetarisch',
  description: { Gang1: 'Kürbissuppe', 'Gang1 Beschreibung': 'mit Kernöl', Gang2: 'Risotto', 'Gang2 Beschreibung': '', Gang3: 'Mousse', 'Gang3 Beschreibung': '' },
  allergens: ['Milch', 'Sellerie'],
};

function reply(status: number, body: unknown) {
  const fetchMock = jest.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

beforeEach(() => localStorage.setItem('guest_token', 'gast-token'));

it('loads the menu with the guest token and shows its class, courses and allergens', async () => {
  const fetchMock = reply(200, menu);
  render(
    <MemoryRouter>
      <MenuPage params={{ menuId: '4' }} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Lädt Menü...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Vegetarisch' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Kürbissuppe' })).toBeInTheDocument();
  expect(screen.getByText('mit Kernöl')).toBeInTheDocument();
  expect(screen.getByText('Milch, Sellerie')).toBeInTheDocument();
  // The page's title asks for the couple's names on the side.
  const request = fetchMock.mock.calls.map(([r]) => r as Request).find((r) => new URL(r.url).pathname.startsWith('/api/guest/menu'))!;
  expect(new URL(request.url).pathname).toBe('/api/guest/menu/4');
  expect(request.headers.get('Authorization')).toBe('Bearer gast-token');
});

it('shows the menu handed over by the dashboard without loading it', async () => {
  const fetchMock = reply(500, {});
  render(
    <MemoryRouter initialEntries={[{ pathname: '/guest/menu/4', state: { menu } }]}>
      <MenuPage params={{ menuId: '4' }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Vegetarisch' })).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says so when the menu cannot be loaded', async () => {
  reply(403, { msg: 'Dieses Menü ist nicht für Sie bestimmt' });
  render(
    <MemoryRouter>
      <MenuPage params={{ menuId: '9' }} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Menü konnte nicht geladen werden.');
});
