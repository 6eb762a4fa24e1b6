import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { mockClipboard } from '../../test/clipboard';
import { ServiceProvidersPage } from './ServiceProvidersPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';
import { mockPhone } from '../../test/media-query';

beforeEach(() => localStorage.clear());

const renderPage = () => renderInRouter(<ServiceProvidersPage />);

const lichtblick = {
  id: 7,
  company_name: 'Fotostudio Lichtblick',
  contact_name: 'Nina Frei',
  phone: null,
  mobile: null,
  email: 'info@lichtblick.example',
  address: null,
  travel_distance: 25,
  category: 'Fotograf',
  service_description: null,
  duration: 480,
  preparation_time: 60,
  price: '2400.50',
  payment_info: null,
  payment_due: '2025-05-31',
  admin_notes: null,
  login_token: 'secret',
  login_url: 'https://hochzeit.example/provider-login?token=secret',
  qr_code_url: '/api/service-provider/qrcode/7?access=x',
};

it('requires the company name and never sends an invalid form', async () => {
  localStorage.setItem('token', 'admin-token');
  const api = mockApi({ 'GET /api/admin/service-providers': [] });
  renderPage();
  await screen.findByText('Noch keine Dienstleister erfasst.');
  await userEvent.click(screen.getByRole('button', { name: 'Dienstleister anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Firmennamen ein.');
  await userEvent.type(screen.getByLabelText('Firmenname *'), 'Blumen Rosa');
  await userEvent.type(screen.getByLabelText('Preis (€)'), '12.345');
  await userEvent.click(screen.getByRole('button', { name: 'Dienstleister anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein');
  await userEvent.clear(screen.getByLabelText('Preis (€)'));
  await userEvent.type(screen.getByLabelText('Dauer (Minuten)'), '-5');
  await userEvent.click(screen.getByRole('button', { name: 'Dienstleister anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Dauer darf nicht negativ sein');
  expect(writes(api)).toEqual([]);
});

it('sends a valid provider with integers and a decimal price, and says so beside the button', async () => {
  localStorage.setItem('token', 'admin-token');
  const api = mockApi({
    'GET /api/admin/service-providers': [],
    'POST /api/admin/service-providers': reply(201, { ...lichtblick, id: 1 }),
  });
  renderPage();
  await userEvent.type(screen.getByLabelText('Firmenname *'), '  Blumen Rosa ');
  await userEvent.selectOptions(screen.getByLabelText('Kategorie'), 'Dekoration');
  await userEvent.type(screen.getByLabelText('Anfahrt (km)'), '12');
  await userEvent.type(screen.getByLabelText('Preis (€)'), '480.5');
  await userEvent.click(screen.getByRole('button', { name: 'Dienstleister anlegen' }));
  const form = screen.getByRole('form', { name: 'Dienstleisterformular' });
  expect(await within(form).findByRole('status')).toHaveTextContent('Dienstleister angelegt!');
  expect(writes(api)[0].body).toMatchObject({ company_name: 'Blumen Rosa', category: 'Dekoration', travel_distance: 12, price: '480.50', duration: null, contact_name: null });
});

it('edits a provider with its stored values and sends the update to its id', async () => {
  localStorage.setItem('token', 'admin-token');
  const api = mockApi({
    'GET /api/admin/service-providers': [lichtblick],
    'PUT /api/admin/service-providers/7': lichtblick,
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
  expect(screen.getByLabelText('Firmenname *')).toHaveValue('Fotostudio Lichtblick');
  expect(screen.getByLabelText('Preis (€)')).toHaveValue(2400.5);
  expect(screen.getByLabelText('Zahlbar bis')).toHaveValue('2025-05-31');
  await userEvent.clear(screen.getByLabelText('Ansprechperson'));
  await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
  expect(await screen.findByText('Dienstleister aktualisiert!')).toBeInTheDocument();
  expect(writes(api)[0]).toMatchObject({ method: 'PUT', body: { company_name: 'Fotostudio Lichtblick', contact_name: null, price: '2400.50', duration: 480 } });
  expect(writes(api)[0].body).not.toHaveProperty('qr_code_url');
});

it('renews the sign-in link and reports it in that row', async () => {
  localStorage.setItem('token', 'admin-token');
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  mockApi({
    'GET /api/admin/service-providers': [lichtblick],
    'POST /api/admin/service-providers/7/regenerate-token': reply(201, lichtblick),
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Neuer Link' }));
  const row = screen.getByRole('row', { name: /Fotostudio Lichtblick/ });
  expect(await within(row).findByRole('status')).toHaveTextContent('Neuer QR-Code erzeugt');
});

it('shows prices in the currency of the settings', async () => {
  localStorage.setItem('token', 'admin-token');
  mockApi({ 'GET /api/admin/service-providers': [lichtblick], 'GET /api/event-settings': { currency: 'CHF' } });
  renderPage();
  const row = await screen.findByRole('row', { name: /Fotostudio Lichtblick/ });
  await within(row).findByText(/^CHF\s2['’]400\.50$/);
  expect(within(row).queryByText(/€/)).toBeNull();
  expect(screen.getByLabelText('Preis (CHF)')).toBeInTheDocument();
});

it('shows price and payment fields only when an admin token exists', async () => {
  mockApi({ 'GET /api/admin/service-providers': [] });
  renderPage();
  expect(screen.queryByLabelText('Preis (€)')).toBeNull();
  expect(screen.queryByLabelText('Zahlbar bis')).toBeNull();
  expect(await screen.findByRole('alert')).toHaveTextContent('Kein Token. Bitte einloggen.');
});

it("'Link kopieren' puts the provider's sign-in link on the clipboard; 'QR-Code' opens the printable page", async () => {
  localStorage.setItem('token', 'admin-token');
  const writeText = mockClipboard();
  mockApi({ 'GET /api/admin/service-providers': [lichtblick] });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Link kopieren' }));
  expect(writeText).toHaveBeenCalledWith('https://hochzeit.example/provider-login?token=secret');
  const row = screen.getByRole('row', { name: /Fotostudio Lichtblick/ });
  expect(await within(row).findByRole('status')).toHaveTextContent('Link kopiert');
  expect(within(row).getByRole('link', { name: 'QR-Code' })).toHaveAttribute('href', '/admin/service-providers/7/qr');
});

it('on a phone each provider is a card: the company first, category, duration and price, the actions in a menu; the copy answer beneath', async () => {
  const restore = mockPhone(true);
  try {
    localStorage.setItem('token', 'admin-token');
    mockClipboard();
    mockApi({ 'GET /api/admin/service-providers': [lichtblick] });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Fotostudio Lichtblick' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Fotostudio Lichtblick');
    expect(within(card).getByText('Kategorie').nextElementSibling).toHaveTextContent('Fotograf');
    expect(within(card).getByText('Dauer').nextElementSibling).toHaveTextContent('480 Min.');
    expect(within(card).getByText('Preis').nextElementSibling).toHaveTextContent('2.400,50');
    await userEvent.click(within(card).getByText('Aktionen', { selector: 'summary' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Link kopieren' }));
    const status = await within(card).findByRole('status');
    expect(status).toHaveTextContent('Link kopiert');
    expect(status.closest('details')).toBeNull();
  } finally {
    restore();
  }
});
