import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_RATE_LIMITED } from '@hochzeit/contracts';
import { Route, Routes, useSession } from '@hochzeit/shared-ui';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { LoginPage } from './LoginPage';

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  useSession.setState({ loading: false, isAuthenticated: false, userType: null });
});

const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin" element={<p>Admin-Bereich</p>} />
        <Route path="/guest-dashboard" element={<p>Gäste-Bereich</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(username = 'admin', password = 'geheim') {
  if (username) await userEvent.type(screen.getByLabelText('Benutzername'), username);
  if (password) await userEvent.type(screen.getByLabelText('Passwort'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

it('shows the heading Admin-Login', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Admin-Login' })).toBeInTheDocument();
});

it('requires both fields before calling the server', async () => {
  renderLogin();
  await submit('admin', '');
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte Benutzername und Passwort eingeben');
  expect(fetchMock).not.toHaveBeenCalled();
});

it.each([
  ['401', () => reply(401, { msg: 'egal' }), 'Ungültiger Benutzername oder Passwort'],
  ['another status with msg', () => reply(429, { msg: LOGIN_RATE_LIMITED }), LOGIN_RATE_LIMITED],
  ['no response', () => Promise.reject(new TypeError('Failed to fetch')), 'Server antwortet nicht. Bitte später erneut versuchen.'],
  ['another status without msg', () => Promise.resolve(new Response('kaputt', { status: 500 })), 'Fehler beim Login'],
])('on %s shows the spec message', async (_case, answer, message) => {
  fetchMock.mockImplementation(answer);
  renderLogin();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

it('stores the admin token and goes to /admin', async () => {
  fetchMock.mockImplementation(() => reply(200, { access_token: 'neues-token' }));
  renderLogin();
  await submit();
  expect(await screen.findByText('Admin-Bereich')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('neues-token');
  const request = fetchMock.mock.calls[0][0] as Request;
  expect(new URL(request.url).pathname).toBe('/api/auth/login');
  expect(request.method).toBe('POST');
  expect(await request.json()).toEqual({ username: 'admin', password: 'geheim' });
});

it('sends an already signed-in guest to the guest dashboard', () => {
  useSession.setState({ loading: false, isAuthenticated: true, userType: 'guest' });
  renderLogin();
  expect(screen.getByText('Gäste-Bereich')).toBeInTheDocument();
});

it('tells a guest who lands here to use their personal link or the QR code on the invitation, beside the admin form', () => {
  renderLogin();
  const help = screen.getByRole('complementary', { name: 'Sie sind Gast?' });
  expect(help).toHaveTextContent('persönlichen Link');
  expect(help).toHaveTextContent('QR-Code auf Ihrer Einladung');
  expect(screen.getByRole('heading', { name: 'Admin-Login', level: 1 })).toBeInTheDocument();
  expect(document.title).toBe('Anmelden · Hochzeitsportal');
});
