import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_GUEST_PAGES, IBAN_INVALID } from '@hochzeit/contracts';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
import { GuestPagesPage } from './GuestPagesPage';

const EVENT = { title: 'Hochzeit', couple_names: 'A & B', starts_at: '2030-06-07T13:30:00.000Z', venue_name: 'Villa Test', venue_address: 'Seeweg 1, 1000 Testdorf', time_zone: 'Europe/Zurich', cover: null, latitude: 47.5, longitude: 9.5 };
const PAGES = { ...EMPTY_GUEST_PAGES, castle: { title: 'Villa', text: '', images: [] } };

beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => localStorage.clear());

it('shows the draft in the preview as it is typed, and saves the castle page trimmed', async () => {
  const saved = { title: 'Villa am See', text: 'Mit Garten', images: [] };
  const api = mockApi({ 'GET /api/admin/guest-pages': PAGES, 'GET /api/event-settings': EVENT, 'PUT /api/admin/guest-pages/castle': saved });
  renderWithQueryClient(<GuestPagesPage />);
  const title = await screen.findByLabelText('Titel');
  await userEvent.type(title, ' am See ');
  await userEvent.type(screen.getByLabelText('Text'), 'Mit Garten');
  const preview = screen.getByRole('complementary', { name: 'Vorschau' });
  expect(within(preview).getByRole('heading', { name: 'Villa am See' })).toBeInTheDocument();
  expect(within(preview).getByText('Mit Garten')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Schloss gespeichert');
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/guest-pages/castle', body: saved }]);
});

it('edits the directions links, with the map link from the coordinates in the preview', async () => {
  const api = mockApi({ 'GET /api/admin/guest-pages': PAGES, 'GET /api/event-settings': EVENT, 'PUT /api/admin/guest-pages/directions': reply(400, { msg: 'Nur http(s)-Adressen sind erlaubt' }) });
  renderWithQueryClient(<GuestPagesPage />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Anfahrt' }));
  await userEvent.click(screen.getByRole('button', { name: 'Link hinzufügen' }));
  await userEvent.type(screen.getByLabelText('Bezeichnung 1'), 'Fahrplan');
  await userEvent.type(screen.getByLabelText('Adresse 1'), 'https://fahrplan.example/');
  const preview = screen.getByRole('complementary', { name: 'Vorschau' });
  expect(within(preview).getByRole('link', { name: 'Fahrplan' })).toHaveAttribute('href', 'https://fahrplan.example/');
  expect(within(preview).getByRole('link', { name: /Karte/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=47.5&mlon=9.5#map=16/47.5/9.5');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nur http(s)-Adressen sind erlaubt');
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/admin/guest-pages/directions', body: { text: '', links: [{ label: 'Fahrplan', url: 'https://fahrplan.example/' }] } }]);
});

it('refuses an invalid IBAN with the contract’s German message before sending anything', async () => {
  const api = mockApi({ 'GET /api/admin/guest-pages': PAGES, 'GET /api/event-settings': EVENT });
  renderWithQueryClient(<GuestPagesPage />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Zahlungsangaben' }));
  await userEvent.type(screen.getByLabelText('IBAN'), 'CH00 1234');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(IBAN_INVALID);
  expect(writes(api)).toEqual([]);
});
