import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiCall, mockApi } from '@hochzeit/shared-ui/testing';
import { photo as basePhoto } from './media-fixtures';
import { PhotoWallPage, WALL_FULL_REFRESH_POLLS, WALL_POLL_MS, WALL_SLIDE_MS } from './PhotoWallPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';

const photo = (id: number, minute: number) => basePhoto(id, { description: `Foto ${id}`, uploaded_at: `2025-06-07T12:${String(minute).padStart(2, '0')}:00.000Z` });
/** The wall's requests: the `since` of each (null = all). */
function wallRequests(api: ReturnType<typeof mockApi>) {
  return api.callsTo('GET /api/media/admin/wall').map((c) => new URLSearchParams(c.search).get('since'));
}

/** Answers the wall's calls from a list the test changes; `since` is honoured like the server does. */
/** No venue link: the QR code invites to the guests' gallery. */
const VENUE_OFF = { link: null, auto_approve: false, show_uploader_names: true, gallery_closed_until: null, pending_count: 0 };

function mockWall(initial: ReturnType<typeof photo>[], extra: Record<string, unknown> = {}) {
  const state = { photos: initial };
  const api = mockApi({
    'GET /api/media/admin/venue': VENUE_OFF,
    'GET /api/media/admin/pending': [],
    ...extra,
    'GET /api/media/admin/wall': (call: ApiCall) => {
      const since = new URLSearchParams(call.search).get('since');
      return state.photos.filter((p) => !since || Date.parse(p.uploaded_at) > Date.parse(since));
    },
  });
  return { api, state };
}

const renderWall = () => renderInRouter(<PhotoWallPage />);

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const onScreen = () => screen.queryAllByRole('img').find((img) => /^Foto \d+$/.test(img.getAttribute('alt') ?? ''));

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('shows the newest photo at 1200 px WebP, then asks every 5 s for what is new and shows a fresh upload at once', async () => {
  const { api, state } = mockWall([photo(2, 30), photo(1, 10)]);
  renderWall();
  await advance(0);
  await waitFor(() => expect(onScreen()).toHaveAttribute('src', '/api/media/image/2/sig2?width=1200&format=webp'));
  expect(wallRequests(api)).toEqual([null]);

  await advance(WALL_POLL_MS);
  expect(wallRequests(api)).toEqual([null, '2025-06-07T12:30:00.000Z']);
  expect(onScreen()).toHaveAccessibleName('Foto 2');

  // A guest uploads: the next poll brings it and it goes on screen.
  state.photos = [photo(3, 31), ...state.photos];
  await advance(WALL_POLL_MS);
  expect(wallRequests(api).at(-1)).toBe('2025-06-07T12:30:00.000Z');
  await waitFor(() => expect(onScreen()).toHaveAccessibleName('Foto 3'));
  expect(screen.getByText('1 / 3')).toBeInTheDocument();

  await advance(WALL_POLL_MS);
  expect(wallRequests(api).at(-1)).toBe('2025-06-07T12:31:00.000Z');
});

it('crossfades through the photos, newest first, every few seconds, and by arrow key', async () => {
  mockWall([photo(1, 10), photo(3, 30), photo(2, 20)]);
  renderWall();
  await advance(0);
  await waitFor(() => expect(onScreen()).toHaveAccessibleName('Foto 3'));
  await advance(WALL_SLIDE_MS);
  expect(onScreen()).toHaveAccessibleName('Foto 2');
  // The photo before stays beneath while the new one fades in; the next one is already loading.
  expect(document.querySelectorAll('.wall__slide')).toHaveLength(3);
  await advance(WALL_SLIDE_MS);
  expect(onScreen()).toHaveAccessibleName('Foto 1');
  await advance(WALL_SLIDE_MS);
  expect(onScreen()).toHaveAccessibleName('Foto 3');
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
  });
  expect(onScreen()).toHaveAccessibleName('Foto 1');
});

it('hides the photo on screen in one click: it leaves the wall', async () => {
  const { api } = mockWall([photo(2, 20), photo(1, 10)], { 'PUT /api/media/admin/media/2/hidden': basePhoto(2, { hidden: true }) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWall();
  await advance(0);
  await waitFor(() => expect(onScreen()).toHaveAccessibleName('Foto 2'));
  await user.click(screen.getByRole('button', { name: 'Foto ausblenden' }));
  await waitFor(() => expect(onScreen()).toHaveAccessibleName('Foto 1'));
  expect(screen.getByText('Foto ausgeblendet')).toBeInTheDocument();
  expect(document.querySelector('img[src^="/api/media/image/2/"]')).toBeNull();
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/media/admin/media/2/hidden', body: { hidden: true } }]);
});

it('reads the whole list again now and then, so photos hidden elsewhere leave the wall', async () => {
  const { api, state } = mockWall([photo(2, 20), photo(1, 10)]);
  renderWall();
  await advance(0);
  await waitFor(() => expect(onScreen()).toHaveAccessibleName('Foto 2'));
  state.photos = [photo(1, 10)];
  for (let i = 1; i < WALL_FULL_REFRESH_POLLS; i++) await advance(WALL_POLL_MS);
  expect(wallRequests(api).filter((since) => since === null)).toHaveLength(1);
  await advance(WALL_POLL_MS);
  expect(wallRequests(api).filter((since) => since === null)).toHaveLength(2);
  await waitFor(() => expect(onScreen()).toHaveAccessibleName('Foto 1'));
  expect(document.querySelector('img[src^="/api/media/image/2/"]')).toBeNull();
});

it('shows an empty state and the QR code inviting guests to upload to the gallery', async () => {
  jest.useRealTimers();
  mockWall([]);
  renderWall();
  expect(await screen.findByText('Noch keine Fotos')).toBeInTheDocument();
  expect(screen.getByText('Teilt eure Fotos: QR-Code scannen')).toBeInTheDocument();
  const qr = await screen.findByRole('img', { name: 'QR-Code zur Hochzeits-Galerie' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.queryByRole('button', { name: 'Foto ausblenden' })).toBeNull();
});

it('encodes the guest gallery address of this site in the QR code', async () => {
  jest.useRealTimers();
  const qrcode = await import('qrcode');
  const toString = jest.spyOn(qrcode.default, 'toString');
  mockWall([]);
  renderWall();
  await screen.findByRole('img', { name: 'QR-Code zur Hochzeits-Galerie' });
  expect(toString).toHaveBeenCalledWith('http://localhost/guest/gallery', expect.objectContaining({ type: 'svg' }));
});

it("encodes the venue link in the QR code while it is on, and approves photos waiting for it from the wall's admin view", async () => {
  jest.useRealTimers();
  const qrcode = await import('qrcode');
  const toString = jest.spyOn(qrcode.default, 'toString');
  const waiting = [basePhoto(7, { uploader_name: 'Tante Erna', pending: true }), basePhoto(8, { uploader_name: 'Onkel Fritz', pending: true })];
  const { api } = mockWall([photo(1, 0)], {
    'GET /api/media/admin/venue': { ...VENUE_OFF, link: { token: 'abc', url: 'http://localhost/fotos/abc', created_at: '2026-06-13T10:00:00.000Z' }, pending_count: 2 },
    'GET /api/media/admin/pending': () => waiting,
    'POST /api/media/admin/approve': (call: ApiCall) => {
      const { ids } = call.body as { ids: number[] };
      waiting.splice(0, waiting.length, ...waiting.filter((item) => !ids.includes(item.id)));
      return { ids };
    },
  });
  renderWall();
  await screen.findByRole('img', { name: 'QR-Code zum Teilen von Fotos' });
  expect(toString).toHaveBeenCalledWith('http://localhost/fotos/abc', expect.objectContaining({ type: 'svg' }));

  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Freigaben (2)' }));
  await user.click(screen.getByRole('checkbox', { name: 'foto-7.jpg von Tante Erna auswählen' }));
  await user.click(screen.getByRole('button', { name: 'Freigeben (1)' }));
  expect(await screen.findByText('1 Foto freigegeben.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/media/admin/approve').map((call) => call.body)).toEqual([{ ids: [7] }]);
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'foto-7.jpg von Tante Erna auswählen' })).toBeNull());
  expect(screen.getByRole('checkbox', { name: 'foto-8.jpg von Onkel Fritz auswählen' })).not.toBeChecked();
});
