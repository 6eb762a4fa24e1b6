import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KitchenList } from '@hochzeit/contracts';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { fileRoute, recordDownloads } from '../../lib/exports/exports-fixtures';
import { KitchenPage } from './KitchenPage';

const person = (guest_id: number, name: string, menu_label: string, allergies: string[] = [], companion_of: string | null = null) => ({ guest_id, name, companion_of, menu_label, allergies });
const anna = person(1, 'Anna Meier', 'Vegetarisch', ['Laktose']);
const tom = person(1, 'Tom Keller', 'Fleisch', ['laktose', 'Nüsse'], 'Anna Meier');
const lena = person(2, 'Lena Meier', 'Kinder');
const list: KitchenList = {
  menus: [
    { menu_id: 1, label: 'Fleisch', type: 'Menü 1', children: false, count: 1, people: [tom] },
    { menu_id: 2, label: 'Vegetarisch', type: 'Menü 2', children: false, count: 1, people: [anna] },
    { menu_id: 3, label: 'Kinder', type: 'Menü 3', children: true, count: 1, people: [lena] },
    { menu_id: 4, label: 'Fisch', type: 'Menü 1', children: false, count: 0, people: [] },
  ],
  allergies: [
    { name: 'Laktose', count: 2, people: [anna, tom] },
    { name: 'Nüsse', count: 1, people: [tom] },
  ],
  totals: { people: 3, guests: 2, companions: 1, children: 1, without_menu: 0, with_allergies: 2, open: 4, declined: 1 },
};

beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => jest.restoreAllMocks());

it('shows who eats what: per menu with names (companions marked), children’s menus, allergies with names, the totals and who is still open', async () => {
  mockApi({ 'GET /api/admin/kitchen-list': list });
  renderWithQueryClient(<KitchenPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Küchenliste' })).toBeInTheDocument();
  const figures = within(await screen.findByLabelText('Summen'))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(figures).toEqual(['Personen: 3', 'Gäste: 2', 'Begleitungen: 1', 'Kindermenüs: 1', 'Ohne Menüwahl: 0', 'Mit Allergien: 2']);
  expect(screen.getByText('4 Gäste haben noch nicht geantwortet und sind nicht mitgezählt.')).toBeInTheDocument();
  expect(screen.getByText('1 Gast hat abgesagt (nicht mitgezählt).')).toBeInTheDocument();

  const meat = screen.getByRole('region', { name: 'Fleisch: 1' });
  expect(meat).toHaveTextContent('Tom Keller (Begleitung von Anna Meier) · laktose, Nüsse');
  const children = screen.getByRole('region', { name: 'Kinder: 1' });
  expect(children).toHaveTextContent('Kindermenü');
  expect(children).toHaveTextContent('Lena Meier');
  expect(screen.getByRole('region', { name: 'Fisch: 0' })).toHaveTextContent('Niemand');

  const lactose = screen.getByRole('region', { name: 'Laktose: 2' });
  expect(within(lactose).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Anna Meier · Vegetarisch',
    'Tom Keller (Begleitung von Anna Meier) · Fleisch',
  ]);
});

it('says so while nobody has said yes, with how many are still open', async () => {
  mockApi({
    'GET /api/admin/kitchen-list': { menus: [], allergies: [], totals: { people: 0, guests: 0, companions: 0, children: 0, without_menu: 0, with_allergies: 0, open: 1, declined: 0 } },
  });
  renderWithQueryClient(<KitchenPage />);
  expect(await screen.findByText('Noch hat niemand zugesagt: es gibt noch nichts zu kochen.')).toBeInTheDocument();
  expect(screen.getByText('1 Gast hat noch nicht geantwortet und ist nicht mitgezählt.')).toBeInTheDocument();
});

it('downloads the kitchen list as PDF, CSV and Excel workbook', async () => {
  const downloads = recordDownloads();
  const api = mockApi({
    'GET /api/admin/kitchen-list': list,
    ...fileRoute('/api/exports/kitchen-list?format=pdf', 'Kuechenliste.pdf'),
    ...fileRoute('/api/exports/kitchen-list?format=csv', 'Kuechenliste.csv'),
    ...fileRoute('/api/exports/kitchen-list?format=xlsx', 'Kuechenliste.xlsx'),
  });
  renderWithQueryClient(<KitchenPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Küchenliste als PDF herunterladen' }));
  expect(await screen.findByText('Export "Kuechenliste.pdf" erfolgreich heruntergeladen!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Küchenliste als CSV herunterladen' }));
  expect(await screen.findByText('Export "Kuechenliste.csv" erfolgreich heruntergeladen!')).toBeInTheDocument();
  const excel = screen.getByRole('button', { name: 'Küchenliste als Excel (.xlsx) herunterladen' });
  expect(excel).toHaveTextContent('Excel (.xlsx)');
  await userEvent.click(excel);
  expect(await screen.findByText('Export "Kuechenliste.xlsx" erfolgreich heruntergeladen!')).toBeInTheDocument();
  expect(downloads).toEqual(['Kuechenliste.pdf', 'Kuechenliste.csv', 'Kuechenliste.xlsx']);
  expect(api.callsTo('GET /api/exports/kitchen-list').map((c) => c.headers.get('Authorization'))).toEqual(['Bearer admin-token', 'Bearer admin-token', 'Bearer admin-token']);
});

it('says so when the list cannot be loaded', async () => {
  mockApi({ 'GET /api/admin/kitchen-list': reply(500, {}) });
  renderWithQueryClient(<KitchenPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Küchenliste konnte nicht geladen werden.');
});
