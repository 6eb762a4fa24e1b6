import { jest } from '@jest/globals';
import { setSessionNavigator, useSession } from '../session/session-store';
import { ApiError, errorMessage } from './api-error';
import { apiUrl, createApi, unwrap } from './typed-api';

const navigate = jest.fn();
beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setSessionNavigator(navigate);
});

const reply = (status: number, body: unknown) => jest.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

it('sends the audience token as bearer and returns the typed reply', async () => {
  localStorage.setItem('token', 'a-token');
  const fetchMock = reply(200, { access_token: 'neu' });
  globalThis.fetch = fetchMock;
  const data = await unwrap(createApi('admin').POST('/api/auth/login', { body: { username: 'admin', password: 'geheim-geheim' } }));
  expect(data.access_token).toBe('neu');
  const request = fetchMock.mock.calls[0][0] as Request;
  expect(request.headers.get('Authorization')).toBe('Bearer a-token');
  expect(await request.json()).toEqual({ username: 'admin', password: 'geheim-geheim' });
});

it("throws an ApiError with the server's German msg", async () => {
  globalThis.fetch = reply(401, { msg: 'Ungültiger Benutzername oder Passwort' });
  const error = await createApi(null).POST('/api/auth/login', { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(401);
  expect((error as ApiError).message).toBe('Ungültiger Benutzername oder Passwort');
  expect(navigate).not.toHaveBeenCalled();
});

it('ends the session when the server refuses the signed-in guest', async () => {
  localStorage.setItem('guest_token', 'renewed-link');
  useSession.setState({ isAuthenticated: true, userType: 'guest', loading: false });
  globalThis.fetch = reply(401, { msg: 'Nicht angemeldet oder Sitzung abgelaufen' });
  await expect(createApi('guest').POST('/api/auth/guest-login', { body: { token: 'x' } })).rejects.toBeInstanceOf(ApiError);
  expect(useSession.getState().isAuthenticated).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/session-expired');
});

it('turns a network failure into the German no-response message', async () => {
  globalThis.fetch = jest.fn<typeof fetch>(async () => {
    throw new TypeError('Failed to fetch');
  });
  const error = await createApi(null).POST('/api/auth/login', { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(0);
  expect((error as ApiError).message).toBe('Server antwortet nicht. Bitte später erneut versuchen.');
});

it("errorMessage prefers the server's msg and falls back for a reply without one, no answer and other errors", async () => {
  const failure = async (status: number, body: unknown) => {
    globalThis.fetch = reply(status, body);
    return createApi(null).GET('/api/event-settings').catch((e: unknown) => e);
  };
  expect(errorMessage(await failure(409, { msg: 'Zimmer 7 ist bereits voll belegt' }), 'Fallback')).toBe('Zimmer 7 ist bereits voll belegt');
  expect(errorMessage(await failure(500, { statusCode: 500, error: 'Internal Server Error' }), 'Fallback')).toBe('Fallback');
  expect(errorMessage(await failure(502, null), 'Fallback')).toBe('Fallback');
  globalThis.fetch = jest.fn<typeof fetch>(async () => {
    throw new TypeError('Failed to fetch');
  });
  expect(errorMessage(await createApi(null).GET('/api/event-settings').catch((e: unknown) => e), 'Fallback')).toBe('Fallback');
  expect(errorMessage(new Error('x'), 'Fallback')).toBe('Fallback');
});

it('fills path parameters and appends the query (a list repeats its name, absent values are left out)', async () => {
  const fetchMock = reply(200, []);
  globalThis.fetch = fetchMock;
  await createApi(null).GET('/api/guest/menu/{menuId}', { params: { path: { menuId: 7 } } });
  expect(new URL((fetchMock.mock.calls[0][0] as Request).url).pathname).toBe('/api/guest/menu/7');
  expect(apiUrl('/api/x/{name}', { path: { name: 'a b/c' }, query: { view: 'alle', ids: [1, 2], none: undefined, q: 'ä&' } })).toBe(
    '/api/x/a%20b%2Fc?view=alle&ids=1&ids=2&q=%C3%A4%26',
  );
});

it('answers an empty success as undefined data', async () => {
  globalThis.fetch = jest.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  expect(await unwrap(createApi(null).DELETE('/api/admin/event-settings/cover'))).toBeUndefined();
});
