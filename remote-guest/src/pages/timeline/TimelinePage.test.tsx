import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { TimelinePage } from './TimelinePage';

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderPage() {
  return render(
    <MemoryRouter>
      <TimelinePage />
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.setItem('guest_token', 'guest-token'));

it("shows the guest's events by day, read with the guest token", async () => {
  const fetchMock = answer(200, [
    { id: 1, title: 'Apéro', time: '2025-06-07T12:00:00.000Z', end_time: '2025-06-07T13:30:00.000Z', description: 'Im Garten', location: 'Schlossgarten', event_color: '#013220', timeline_type: 'appero' },
  ]);
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Apéro' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Samstag, 7. Juni 2025' })).toHaveTextContent('14:00 – 15:30 Uhr');
  const request = fetchMock.mock.calls[0][0] as Request;
  expect(new URL(request.url).pathname).toBe('/api/timeline/guest');
  expect(request.headers.get('Authorization')).toBe('Bearer guest-token');
});

it('falls back to the demo day when the server fails, and reports a refusal', async () => {
  answer(500, { msg: 'kaputt' });
  const { unmount } = renderPage();
  expect(await screen.findByRole('heading', { name: 'Ankunft der Gäste' })).toBeInTheDocument();
  unmount();
  answer(403, { msg: 'Keine Berechtigung' });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Der Tagesplan konnte nicht geladen werden. Bitte versuchen Sie es später erneut.');
});
