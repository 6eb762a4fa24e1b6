import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_ID_PATTERN, uploadTooLarge, VENUE_DEVICE_PER_MINUTE, VENUE_LINK_INVALID, VENUE_NAME_REQUIRED, VENUE_PENDING_NOTE } from '@hochzeit/contracts/media-constants';
import { ApiError } from '@hochzeit/shared-ui';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import type { ResumableUpload } from '../../lib/upload/resumable';
import { VENUE_DEVICE_KEY, VENUE_NAME_KEY, venueTransfers } from './venue-api';
import { VenuePage } from './VenuePage';

/** The venue page's resumable uploads as handed over (the tus protocol itself: Playwright against the real server). */
const sent: Array<{ request: ResumableUpload; resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
const original = venueTransfers.resumable;

beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  venueTransfers.resumable = <T,>(request: ResumableUpload) => new Promise<T>((resolve, reject) => sent.push({ request, resolve: resolve as (value: unknown) => void, reject }));
});
afterEach(() => {
  venueTransfers.resumable = original;
});

const INFO = { title: 'Fotos für Anna & Ben', couple_names: 'Anna & Ben', needs_approval: true, max_bytes: 10_485_760 };
const jpeg = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });
const row = (name: string) => screen.getByText(name).closest('li')!;

function renderVenue(token: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[`/fotos/${token}`]}>
      <VenuePage params={{ token }} />
    </MemoryRouter>,
  );
}

it('says in German when the link was renewed or switched off', async () => {
  mockApi({ 'GET /api/venue/alt': reply(404, { msg: VENUE_LINK_INVALID }) });
  renderVenue('alt');
  expect(await screen.findByRole('alert')).toHaveTextContent(VENUE_LINK_INVALID);
  expect(screen.queryByLabelText('Fotos auswählen')).not.toBeInTheDocument();
});

it("uploads each photo with the phone's id, the venue token and 'Ihr Name', remembered on the phone; the too large one stays marked", async () => {
  const api = mockApi({ 'GET /api/venue/abc123': INFO });
  renderVenue('abc123');
  expect(await screen.findByRole('heading', { name: 'Fotos für Anna & Ben' })).toBeInTheDocument();
  expect(api.callsTo('GET /api/venue/abc123')[0].headers.get('Authorization')).toBeNull();
  const user = userEvent.setup({ applyAccept: false });

  const big = jpeg('gross.jpg');
  Object.defineProperty(big, 'size', { value: 12_000_000 });
  await user.upload(screen.getByLabelText('Fotos auswählen'), [jpeg('a.jpg'), jpeg('b.jpg'), big]);
  expect(row('gross.jpg')).toHaveTextContent(uploadTooLarge(10, 'gross.jpg'));
  await user.click(screen.getByRole('button', { name: 'Hochladen' }));
  expect(screen.getByLabelText('Ihr Name')).toHaveAccessibleDescription(VENUE_NAME_REQUIRED);
  expect(screen.getByText(VENUE_NAME_REQUIRED)).toHaveAttribute('role', 'alert');
  expect(sent).toHaveLength(0);

  await user.type(screen.getByLabelText('Ihr Name'), '  Tante Erna ');
  await user.click(screen.getByRole('button', { name: 'Hochladen' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  const device = localStorage.getItem(VENUE_DEVICE_KEY)!;
  expect(device).toMatch(DEVICE_ID_PATTERN);
  expect(sent[0].request.headers()).toEqual({ 'X-Venue-Token': 'abc123', 'X-Device-Id': device });
  expect(sent[0].request.uploaderName).toBe('Tante Erna');
  expect(sent[0].request.file.name).toBe('a.jpg');
  act(() => sent[0].request.onProgress(40));
  expect(screen.getByRole('progressbar', { name: 'Fortschritt a.jpg' })).toHaveAttribute('aria-valuenow', '40');
  act(() => sent[0].resolve({ id: 5, filename: 'a.jpg', pending: true }));
  await waitFor(() => expect(sent).toHaveLength(2));
  // The per-minute limit refuses the second: its German reason is shown with it.
  act(() => sent[1].reject(new ApiError(429, 'tus', { msg: VENUE_DEVICE_PER_MINUTE })));
  expect(await screen.findByText(`1 Foto geteilt. ${VENUE_PENDING_NOTE}`)).toBeInTheDocument();
  expect(row('b.jpg')).toHaveTextContent(`Fehlgeschlagen${VENUE_DEVICE_PER_MINUTE}`);
  expect(row('a.jpg')).toHaveTextContent('Hochgeladen');
  expect(row('gross.jpg')).toHaveTextContent('Ungültig');
  expect(localStorage.getItem(VENUE_NAME_KEY)).toBe('Tante Erna');

  // 'Erneut versuchen' sends only the failed one again, with the same phone id.
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2].request.file.name).toBe('b.jpg');
  expect(sent[2].request.headers()['X-Device-Id']).toBe(device);
});

it('fills in the name this phone gave before', async () => {
  localStorage.setItem(VENUE_NAME_KEY, 'Onkel Fritz');
  mockApi({ 'GET /api/venue/abc123': INFO });
  renderVenue('abc123');
  expect(await screen.findByLabelText('Ihr Name')).toHaveValue('Onkel Fritz');
});
