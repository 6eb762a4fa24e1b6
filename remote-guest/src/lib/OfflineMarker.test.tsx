import { render, screen } from '@testing-library/react';
import { OFFLINE_STAND_HEADER } from '@hochzeit/contracts/offline';
import { act } from 'react';
import { clearOfflineStands, noteReply } from '@hochzeit/shared-ui';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { TimelinePage } from '../pages/timeline/TimelinePage';
import { OfflineMarker, pageData } from './OfflineMarker';

afterEach(() => act(clearOfflineStands));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineMarker />
    </MemoryRouter>,
  );

it('names the replies each guest page shows', () => {
  expect(pageData('/guest/timeline')).toEqual(['/api/timeline/guest']);
  expect(pageData('/guest/menu/4')).toEqual(['/api/guest/menu/4']);
  expect(pageData('/guest-dashboard')).toContain('/api/guest/dashboard');
  expect(pageData('/guest/gallery')).toEqual([]);
  expect(pageData('/guest/schloss')).toEqual(['/api/guest/pages/castle']);
  expect(pageData('/guest/dresscode')).toEqual(['/api/guest/pages/dress-code']);
  expect(pageData('/guest/anfahrt')).toEqual(['/api/event-settings', '/api/guest/pages/directions']);
});

it("shows 'Offline – Stand: {Zeit}' in German while the page shows stored data, and goes when the server answers", async () => {
  renderAt('/guest/timeline');
  expect(screen.queryByRole('status')).toBeNull();
  act(() => noteReply('http://localhost/api/timeline/guest', new Headers({ [OFFLINE_STAND_HEADER]: '2025-06-07T12:05:00.000Z' })));
  // 14:05 in the venue's time zone (the tests run in Europe/Zurich).
  expect(await screen.findByRole('status')).toHaveTextContent('Offline – Stand: 07.06.2025, 14:05');
  act(() => noteReply('http://localhost/api/timeline/guest', new Headers()));
  expect(screen.queryByRole('status')).toBeNull();
});

it("another page's stored data does not mark this one", () => {
  act(() => noteReply('http://localhost/api/guest/wishlist', new Headers({ [OFFLINE_STAND_HEADER]: '2025-06-07T12:05:00.000Z' })));
  renderAt('/guest/timeline');
  expect(screen.queryByRole('status')).toBeNull();
});

it("marks a page whose query was answered from the service worker's store", async () => {
  mockApi({
    'GET /api/timeline/guest': reply(200, [], { [OFFLINE_STAND_HEADER]: '2025-06-07T12:05:00.000Z' }),
    'GET /api/event-settings': reply(200, {}, { [OFFLINE_STAND_HEADER]: '2025-06-07T12:05:00.000Z' }),
  });
  localStorage.setItem('guest_token', 'gast-token');
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/guest/timeline']}>
      <OfflineMarker />
      <TimelinePage />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Offline – Stand: 07.06.2025, 14:05')).toHaveAttribute('role', 'status');
});
