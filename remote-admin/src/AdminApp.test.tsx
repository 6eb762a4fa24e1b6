import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@hochzeit/shared-ui';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import AdminApp from './AdminApp';

afterEach(() => localStorage.clear());

/** The pages shown here load these; empty answers are enough for titles and the not-found page. */
const PAGE_LOADS = {
  'GET /api/admin/wishlist': { content: '', payment_info: '' },
  'GET /api/event-settings': reply(404, {}),
  'GET /api/admin/ticker-messages': { messages: [] },
  'GET /api/admin/admin-users': [],
  'GET /api/admin/sign-in-failures': [],
  'GET /api/remote-releases': [],
  'GET /api/exports/service-providers': [],
};

/** Every page is titled where its route is declared: 'Seite · Admin · Hochzeitsportal'. */
it.each([
  ['/admin/wishlist', 'Wunschliste · Admin · Hochzeitsportal'],
  ['/admin/settings', 'Einstellungen · Admin · Hochzeitsportal'],
  ['/admin/unbekannt', 'Seite nicht gefunden · Admin · Hochzeitsportal'],
])('%s has its own document title', async (path, title) => {
  localStorage.setItem('token', 'x.y.z'); // signed in as admin, as the layout requires
  mockApi(PAGE_LOADS);
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.title).toBe(title));
});

it('an unknown admin address says so in German and links back to the dashboard', async () => {
  localStorage.setItem('token', 'x.y.z');
  mockApi(PAGE_LOADS);
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/admin/unbekannt']}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByText('Diese Seite gibt es im Admin-Bereich nicht.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', '/admin');
  expect(screen.queryByText('Dieser Bereich folgt in Kürze.')).not.toBeInTheDocument();
});
