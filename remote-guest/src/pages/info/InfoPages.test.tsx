import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GUEST_PAGE_EMPTY } from '@hochzeit/contracts/guest-page-constants';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { AnfahrtPage } from './AnfahrtPage';
import { DresscodePage } from './DresscodePage';
import { SchlossPage } from './SchlossPage';

const EVENT = { title: 'Hochzeit', couple_names: 'A & B', starts_at: '2030-06-07T13:30:00.000Z', venue_name: 'Villa Test', venue_address: 'Seeweg 1, 1000 Testdorf', time_zone: 'Europe/Zurich', cover: null, latitude: null, longitude: null };
const render = (page: ReactElement) => renderWithQueryClient(page, { wrapper: MemoryRouter });

beforeEach(() => localStorage.setItem('guest_token', 'guest-token'));

it("shows the couple's castle page: title, text, photos and the video", async () => {
  mockApi({
    'GET /api/event-settings': EVENT,
    'GET /api/guest/pages/castle': { title: 'Villa am See', text: 'Ein Haus mit Garten.', images: ['/api/story/images/0123456789abcdef0123456789abcdef.webp'] },
    'GET /api/video': { url: '/api/video/castle.mp4?sig=x' },
  });
  render(<SchlossPage />);
  expect(await screen.findByRole('heading', { name: 'Villa am See' })).toBeInTheDocument();
  expect(screen.getByText('Ein Haus mit Garten.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Villa am See, Bild 1' })).toHaveAttribute('src', '/api/story/images/0123456789abcdef0123456789abcdef.webp');
  expect(await screen.findByLabelText('Video vom Veranstaltungsort')).toBeInTheDocument();
});

it('says that nothing is written yet instead of inventing a page', async () => {
  mockApi({ 'GET /api/event-settings': EVENT, 'GET /api/guest/pages/dress-code': { text: '', images: [] } });
  render(<DresscodePage />);
  expect(await screen.findByText(GUEST_PAGE_EMPTY)).toBeInTheDocument();
});

it('reports a dress code that cannot be loaded', async () => {
  mockApi({ 'GET /api/event-settings': EVENT, 'GET /api/guest/pages/dress-code': reply(403, { msg: 'Keine Berechtigung' }) });
  render(<DresscodePage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Angaben konnten nicht geladen werden.');
});

it('links the map to the coordinates once set, else to the address, followed by the couple’s links', async () => {
  const links = [{ label: 'Fahrplan', url: 'https://fahrplan.example/' }];
  mockApi({ 'GET /api/event-settings': EVENT, 'GET /api/guest/pages/directions': { text: 'Parkplatz beim Eingang', links } });
  const { unmount } = render(<AnfahrtPage />);
  expect(await screen.findByText('Parkplatz beim Eingang')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Karte/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Seeweg%201%2C%201000%20Testdorf');
  expect(screen.getByRole('link', { name: 'Fahrplan' })).toHaveAttribute('href', 'https://fahrplan.example/');
  unmount();

  mockApi({ 'GET /api/event-settings': { ...EVENT, latitude: 47.5, longitude: 9.5 }, 'GET /api/guest/pages/directions': { text: '', links } });
  render(<AnfahrtPage />);
  expect(await screen.findByRole('link', { name: /Karte/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=47.5&mlon=9.5#map=16/47.5/9.5');
});
