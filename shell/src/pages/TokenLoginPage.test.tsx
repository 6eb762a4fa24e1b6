import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';

import type { RemoteRef } from '../federation/container-runtime';

const runtime = {
  loadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<unknown>>(),
  preloadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<void>>(),
};
jest.unstable_mockModule('../federation/container-runtime', () => runtime);

const { guestDashboardQuery, Route, Routes, useSession } = await import('@hochzeit/shared-ui');
const { MemoryRouter, mockApi, renderWithQueryClient, reply } = await import('@hochzeit/shared-ui/testing');
const { refreshRegistry } = await import('../federation/remote-registry');
const { TokenLoginPage } = await import('./TokenLoginPage');

const DASHBOARD = { id: 3, first_name: 'Erika', last_name: 'Muster' };

/** A server that answers the sign-in only when `release()` is called, so the test sees what runs meanwhile. */
function server() {
  const calls: { path: string; authorization: string | null }[] = [];
  let release = () => undefined as void;
  const signedIn = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const path = new URL(request.url, 'http://localhost').pathname;
    calls.push({ path, authorization: request.headers.get('Authorization') });
    if (path === '/remotes.json') return new Response(JSON.stringify({ guest: '/remotes/guest/mf-manifest.json' }));
    if (path === '/api/auth/guest-login') {
      await signedIn;
      return Response.json({ access_token: 'gast-jwt' });
    }
    if (path === '/api/guest/dashboard') return Response.json(DASHBOARD);
    return Response.json({});
  });
  return { calls, release: () => release() };
}

beforeEach(() => {
  localStorage.clear();
  runtime.preloadExposed.mockReset().mockResolvedValue(undefined);
  useSession.setState({ isAuthenticated: false, userType: null, loading: false });
});

function renderAt(url: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/guest-login" element={<TokenLoginPage type="guest" />} />
        <Route path="/guest-dashboard" element={<p>Dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

it("fetches the guest remote while the token is exchanged, then starts the dashboard's requests before the remote runs", async () => {
  const api = server();
  await refreshRegistry();
  const { client } = renderAt('/guest-login?token=geheim');
  await waitFor(() => expect(runtime.preloadExposed).toHaveBeenCalledTimes(1));
  expect(runtime.preloadExposed.mock.calls[0]).toEqual([expect.objectContaining({ name: 'hochzeit_guest' }), 'App']);
  // The sign-in is still under way: no dashboard request yet (it needs the token).
  expect(api.calls.map((c) => c.path)).not.toContain('/api/guest/dashboard');
  api.release();
  expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  const paths = api.calls.map((c) => c.path);
  expect(paths).toEqual(expect.arrayContaining(['/api/guest/dashboard', '/api/guest/group', '/api/event-settings']));
  expect(api.calls.find((c) => c.path === '/api/guest/dashboard')?.authorization).toBe('Bearer gast-jwt');
  // The dashboard's query finds the reply in the cache under its own key.
  await waitFor(() => expect(client.getQueryData(guestDashboardQuery().queryKey)).toEqual(DASHBOARD));
});

it('a link without token starts nothing', async () => {
  const api = server();
  renderAt('/guest-login');
  expect(await screen.findByText('Link ungültig')).toBeInTheDocument();
  expect(runtime.preloadExposed).not.toHaveBeenCalled();
  expect(api.calls).toEqual([]);
});

it('exchanges the token once under StrictMode, and a refused link says so', async () => {
  const api = mockApi({ 'POST /api/auth/guest-login': reply(401, { msg: 'Ungültiger Link' }) });
  renderWithQueryClient(
    <StrictMode>
      <MemoryRouter initialEntries={['/guest-login?token=abgelaufen']}>
        <Routes>
          <Route path="/guest-login" element={<TokenLoginPage type="guest" />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  expect(await screen.findByText('Link ungültig')).toBeInTheDocument();
  expect(api.callsTo('POST /api/auth/guest-login')).toHaveLength(1);
  expect(api.calls[0].body).toEqual({ token: 'abgelaufen' });
  expect(useSession.getState().isAuthenticated).toBe(false);
});
