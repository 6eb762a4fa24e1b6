import { jest } from '@jest/globals';
import { setSessionNavigator, useSession } from '../session/session-store';
import { apiClient, ApiError, errorMessage } from './api-client';

const navigate = jest.fn();
beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setSessionNavigator(navigate);
});

const reply = (status: number, body: unknown) => jest.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

it('sends the audience token as bearer and returns the JSON reply', async () => {
  localStorage.setItem('guest_token', 'g-token');
  const fetchMock = reply(200, { first_name: 'Anna' });
  globalThis.fetch = fetchMock;
  expect(await apiClient('guest').get('/api/guest/dashboard')).toEqual({ first_name: 'Anna' });
  expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ Authorization: 'Bearer g-token' });
});

it("turns an error reply into an ApiError carrying the server's msg", async () => {
  globalThis.fetch = reply(409, { msg: 'Zimmer 7 ist bereits voll belegt' });
  const error = (await apiClient('admin').post('/api/admin/room-assignments', {}).catch((e: unknown) => e)) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error.status).toBe(409);
  expect(errorMessage(error, 'Fallback')).toBe('Zimmer 7 ist bereits voll belegt');
});

it('signs the user out when the server rejects their token', async () => {
  localStorage.setItem('guest_token', 'revoked');
  useSession.setState({ isAuthenticated: true, userType: 'guest', loading: false });
  globalThis.fetch = reply(401, { msg: 'Nicht angemeldet oder Sitzung abgelaufen' });
  await expect(apiClient('guest').get('/api/guest/dashboard')).rejects.toBeInstanceOf(ApiError);
  expect(localStorage.getItem('guest_token')).toBeNull();
  expect(useSession.getState().isAuthenticated).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/session-expired');
});

it('does not sign anyone out for a failed login (no token sent)', async () => {
  useSession.setState({ isAuthenticated: false, userType: null, loading: false });
  globalThis.fetch = reply(401, { msg: 'Ungültiger Benutzername oder Passwort' });
  await expect(apiClient(null).post('/api/auth/login', {})).rejects.toBeInstanceOf(ApiError);
  expect(navigate).not.toHaveBeenCalled();
});
