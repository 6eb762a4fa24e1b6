import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hochzeit/shared-ui';
import { mockFetch } from '../../test/fetch-mock';
import { ServiceProvidersPage } from './ServiceProvidersPage';

beforeEach(() => localStorage.clear());

function renderPage() {
  return render(
    <MemoryRouter>
      <ServiceProvidersPage />
    </MemoryRouter>,
  );
}

it('requires the company name and never sends an invalid form', async () => {
  localStorage.setItem('token', 'admin-token');
  const api = mockFetch([{ path: '/api/admin/service-providers', reply: [] }]);
  renderPage();
  await screen.findByText('Noch keine Dienstleister erfasst.');
  await userEvent.click(screen.getByRole('button', { name: 'Dienstleister anlegen' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen Firmennamen ein.');
  await userEvent.type(screen.getByLabelText('Firmenname *'), 'Blumen Rosa');
  await userEvent.type(screen.getByLabelText('Preis (€)'), '12.345');
  await userEvent.click(screen.getByRole('button', { name: 'Dienstleister anlegen' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein.');
  expect(api.writes()).toEqual([]);
});

it('sends a valid provider with integers and a decimal price', async () => {
  localStorage.setItem('token', 'admin-token');
  const api = mockFetch([
    { path: '/api/admin/service-providers', reply: [] },
    { method: 'POST', path: '/api/admin/service-providers', reply: { id: 1 }, status: 201 },
  ]);
  renderPage();
  await userEvent.type(screen.getByLabelText('Firmenname *'), 'Blumen Rosa');
  await userEvent.selectOptions(screen.getByLabelText('Kategorie'), 'Dekoration');
  await userEvent.type(screen.getByLabelText('Anfahrt (km)'), '12');
  await userEvent.type(screen.getByLabelText('Preis (€)'), '480.5');
  await userEvent.click(screen.getByRole('button', { name: 'Dienstleister anlegen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Dienstleister angelegt!');
  expect(api.writes()[0].body).toMatchObject({ company_name: 'Blumen Rosa', category: 'Dekoration', travel_distance: 12, price: '480.5', duration: null });
});

it('shows price and payment fields only when an admin token exists', async () => {
  mockFetch([{ path: '/api/admin/service-providers', reply: [] }]);
  renderPage();
  expect(screen.queryByLabelText('Preis (€)')).toBeNull();
  expect(screen.queryByLabelText('Zahlbar bis')).toBeNull();
  expect(await screen.findByRole('alert')).toHaveTextContent('Kein Token. Bitte einloggen.');
});
