import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { RemotesDocument } from '@hochzeit/contracts/remote-runtime';

import type { RemoteRef } from './container-runtime';

const runtime = {
  loadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<unknown>>(),
  preloadExposed: jest.fn<(ref: RemoteRef, expose: string) => Promise<void>>(),
};
jest.unstable_mockModule('./container-runtime', () => runtime);

const ui = await import('@hochzeit/shared-ui');
const { MemoryRouter } = await import('@hochzeit/shared-ui/testing');
const registry = await import('./remote-registry');
const { RemoteApp } = await import('./RemoteApp');

/** The shell keeps loaded releases for the page's lifetime: every test gets versions of its own (major = test number). */
let major = 0;
const v = (minor: number) => `${major}.${minor}.0`;

const release = (version: string) => ({
  version,
  manifest: `/remotes/guest/${version}/mf-manifest.json`,
  integrity: { 'remoteEntry.js': `sha384-e${version}`, 'mf-manifest.json': `sha384-m${version}` },
});
const documentWith = (live: string, ...fallbacks: string[]): RemotesDocument => ({
  guest: release(live).manifest,
  versions: { guest: { ...release(live), fallbacks: fallbacks.map(release) } },
});

/** What the registry answers now, and how often it was asked. */
let served: RemotesDocument;
const fetchMock = jest.fn<typeof fetch>();
let now = 1_000_000;

/** The guest remote's App of a version: its page and links inside the area. */
function guestApp(version: string): ComponentType {
  return function GuestApp() {
    const { pathname } = ui.useLocation();
    return (
      <main>
        <h1>
          Gäste-Bereich {version} auf {pathname}
        </h1>
        <ui.Link to="/guest/galerie">Galerie</ui.Link>
      </main>
    );
  };
}
const apps = new Map<string, ComponentType>();
function serve(version: string) {
  if (!apps.has(version)) apps.set(version, guestApp(version));
  return { default: apps.get(version) };
}

beforeEach(async () => {
  major += 1;
  Object.values(runtime).forEach((fn) => fn.mockReset());
  apps.clear();
  sessionStorage.clear();
  now += 60_000;
  jest.restoreAllMocks();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  fetchMock.mockReset();
  // The registry; failure reports (through the typed client) are accepted; release files are not served here.
  fetchMock.mockImplementation(async (input) => {
    if (input === '/remotes.json') return new Response(JSON.stringify(served));
    return input instanceof Request ? new Response('{"success":true}', { status: 202 }) : new Response('Not found', { status: 404 });
  });
  globalThis.fetch = fetchMock;
  served = documentWith(v(3), v(2));
  await registry.refreshRegistry();
  runtime.loadExposed.mockImplementation(async ({ name: id }) => serve(/^hochzeit_guest_(\d+)_(\d+)_(\d+)$/.exec(id)!.slice(1).join('.')));
});

function renderArea(path = '/guest-dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ui.Routes>
        <ui.Route path="/guest-dashboard" element={<RemoteApp remote="guest" />} />
        <ui.Route path="/guest/*" element={<RemoteApp remote="guest" />} />
        <ui.Route path="/login" element={<ui.Link to="/guest-dashboard">Zum Gäste-Bereich</ui.Link>} />
      </ui.Routes>
    </MemoryRouter>,
  );
}
const marker = () => document.querySelector('[data-remote="guest"]')!;
const markers = () => ({ version: marker().getAttribute('data-remote-version'), state: marker().getAttribute('data-remote-state') });

it('marks the remote loading, then ready once its App rendered', async () => {
  let resolve!: (module: unknown) => void;
  runtime.loadExposed.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
  renderArea();
  expect(markers()).toEqual({ version: v(3), state: 'loading' });
  expect(screen.getByText('Lade...')).toBeInTheDocument();
  await waitFor(() => expect(runtime.loadExposed).toHaveBeenCalled());
  expect(markers()).toEqual({ version: v(3), state: 'loading' });
  await act(async () => resolve(serve(v(3))));
  expect(await screen.findByRole('heading', { name: `Gäste-Bereich ${v(3)} auf /guest-dashboard` })).toBeInTheDocument();
  await waitFor(() => expect(markers()).toEqual({ version: v(3), state: 'ready' }));
});

it('shows the version it fell back to', async () => {
  runtime.loadExposed.mockImplementation(async ({ name: id }) => {
    if (id.endsWith(`_${major}_3_0`)) throw new Error('integrity: kaputt');
    return serve(v(2));
  });
  renderArea();
  expect(await screen.findByRole('heading', { name: `Gäste-Bereich ${v(2)} auf /guest-dashboard` })).toBeInTheDocument();
  await waitFor(() => expect(markers()).toEqual({ version: v(2), state: 'ready' }));
});

it("shows today's German fallback when no release loads, and 'Erneut versuchen' tries all again", async () => {
  jest.useFakeTimers({ doNotFake: ['Date'] });
  try {
    runtime.loadExposed.mockRejectedValue(new Error('offline'));
    renderArea();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Bereich konnte nicht geladen werden.');
    expect(markers().state).toBe('failed');
    expect(runtime.loadExposed).toHaveBeenCalledTimes(6);

    runtime.loadExposed.mockImplementation(async () => serve(v(3)));
    await act(async () => screen.getByRole('button', { name: 'Erneut versuchen' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: new RegExp(`Gäste-Bereich ${v(3)} `) })).toBeInTheDocument();
    expect(markers()).toEqual({ version: v(3), state: 'ready' });
  } finally {
    jest.useRealTimers();
  }
});

it('keeps render errors in the error boundary and marks the remote failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  runtime.loadExposed.mockResolvedValue({
    default: () => {
      throw new Error('kaputt beim Rendern');
    },
  });
  renderArea();
  expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Bereich konnte nicht geladen werden.');
  expect(markers()).toEqual({ version: v(3), state: 'failed' });
  await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => input instanceof Request && input.url.endsWith('/api/remote-failures'))).toBe(true));
});

it('swaps in a newly promoted release at the next navigation within the area, without reloading', async () => {
  renderArea();
  expect(await screen.findByRole('heading', { name: `Gäste-Bereich ${v(3)} auf /guest-dashboard` })).toBeInTheDocument();
  const registryChecks = () => fetchMock.mock.calls.filter(([input]) => input === '/remotes.json').length;
  const checksBefore = registryChecks();

  served = documentWith(v(4), v(3), v(2));
  now += registry.REVALIDATE_INTERVAL_MS;
  await userEvent.click(screen.getByRole('link', { name: 'Galerie' }));
  expect(await screen.findByRole('heading', { name: `Gäste-Bereich ${v(4)} auf /guest/galerie` })).toBeInTheDocument();
  await waitFor(() => expect(markers()).toEqual({ version: v(4), state: 'ready' }));
  expect(registryChecks()).toBe(checksBefore + 1);
  expect(runtime.loadExposed.mock.calls.map(([ref, expose]) => `${ref.name}/${expose}`)).toEqual([`hochzeit_guest_${major}_3_0/App`, `hochzeit_guest_${major}_4_0/App`]);
});

it('keeps the mounted release while the registry is unchanged, and revalidates at most every 2 s', async () => {
  renderArea();
  expect(await screen.findByRole('heading', { name: `Gäste-Bereich ${v(3)} auf /guest-dashboard` })).toBeInTheDocument();
  const before = fetchMock.mock.calls.length;
  await userEvent.click(screen.getByRole('link', { name: 'Galerie' }));
  expect(await screen.findByRole('heading', { name: `Gäste-Bereich ${v(3)} auf /guest/galerie` })).toBeInTheDocument();
  expect(fetchMock.mock.calls.length).toBe(before);
  expect(runtime.loadExposed).toHaveBeenCalledTimes(1);
});

it('switches to a pinned preview at once and back to the live release when it ends', async () => {
  renderArea();
  expect(await screen.findByRole('heading', { name: new RegExp(`Gäste-Bereich ${v(3)} `) })).toBeInTheDocument();
  act(() => registry.setPin({ remote: 'guest', ...release(v(20)) }));
  expect(await screen.findByRole('heading', { name: new RegExp(`Gäste-Bereich ${v(20)} `) })).toBeInTheDocument();
  await waitFor(() => expect(markers()).toEqual({ version: v(20), state: 'ready' }));
  act(() => registry.setPin(null));
  expect(await screen.findByRole('heading', { name: new RegExp(`Gäste-Bereich ${v(3)} `) })).toBeInTheDocument();
  await waitFor(() => expect(markers()).toEqual({ version: v(3), state: 'ready' }));
});

it('waits for the preview the page was opened with, so the pinned release is the first one loaded', async () => {
  let decide!: () => void;
  registry.decidePinBefore(new Promise<void>((resolve) => (decide = resolve)));
  renderArea();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(runtime.loadExposed).not.toHaveBeenCalled();
  await act(async () => {
    registry.setPin({ remote: 'guest', ...release(v(20)) });
    decide();
  });
  await waitFor(() => expect(markers()).toEqual({ version: v(20), state: 'ready' }));
  expect(runtime.loadExposed.mock.calls.map(([ref, expose]) => `${ref.name}/${expose}`)).toEqual([`hochzeit_guest_${major}_20_0/App`]);
  registry.decidePinBefore(Promise.resolve());
});
