import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_PREVIEW_MESSAGES } from '@hochzeit/contracts/remote-preview';
import { REMOTE_PREVIEW_STORAGE_KEY } from '@hochzeit/contracts/remote-runtime';
import RemotePreview, { applyPreviewRequest } from './RemotePreview';
import { readPin } from './remote-registry';

const release = { remote: 'guest', version: '1.4.0', manifest: '/remotes/guest/1.4.0/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha384-m', 'remoteEntry.js': 'sha384-e' } };
/** A JWT that expires in an hour (only `exp` is read in the browser). */
const adminToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

const fetchMock = jest.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([request]) => `${(request as Request).method} ${new URL((request as Request).url).pathname}`);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The backend: creates tokens for admins, resolves `token-<version>` to that release of the guest remote. */
function backend({ known = ['1.4.0'] } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const body = await request.clone().json();
    if (request.url.endsWith('/api/remote-previews')) {
      if (request.headers.get('Authorization') !== `Bearer ${adminToken}`) return json(401, { msg: 'Nicht angemeldet' });
      if (!known.includes(body.version)) return json(404, { msg: REMOTE_PREVIEW_MESSAGES.unknownVersion });
      return json(201, { remote: body.remote, version: body.version, token: `token-${body.version}`, url: '/?x', expires_at: new Date().toISOString() });
    }
    const version = /^token-(.+)$/.exec(body.token)?.[1];
    if (!version) return json(403, { msg: REMOTE_PREVIEW_MESSAGES.invalidLink });
    if (!known.includes(version)) return json(404, { msg: REMOTE_PREVIEW_MESSAGES.unknownVersion });
    return json(200, { ...release, version, manifest: `/remotes/guest/${version}/mf-manifest.json` });
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  backend();
});

describe('applyPreviewRequest', () => {
  it('pins the release for a signed-in admin: a token is created, then resolved', async () => {
    localStorage.setItem('token', adminToken);
    expect(await applyPreviewRequest({ pin: 'guest@1.4.0', token: null })).toBeNull();
    expect(calls()).toEqual(['POST /api/remote-previews', 'POST /api/remote-previews/resolve']);
    expect(readPin()).toEqual(release);
  });

  it('pins the release of a preview link for anyone', async () => {
    localStorage.setItem('guest_token', adminToken);
    expect(await applyPreviewRequest({ pin: 'guest@1.4.0', token: 'token-1.4.0' })).toBeNull();
    expect(calls()).toEqual(['POST /api/remote-previews/resolve']);
    expect(readPin()).toEqual(release);
  });

  it.each([
    ['a malformed pin', { pin: 'guest-1.4.0', token: 'token-1.4.0' }, REMOTE_PREVIEW_MESSAGES.invalidPin],
    ['an unknown remote', { pin: 'kitchen@1.4.0', token: null }, REMOTE_PREVIEW_MESSAGES.invalidPin],
    ['a token without a pin', { pin: null, token: 'token-1.4.0' }, REMOTE_PREVIEW_MESSAGES.invalidPin],
    ['no token and not an admin', { pin: 'guest@1.4.0', token: null }, REMOTE_PREVIEW_MESSAGES.forbidden],
    ['a bad or expired token', { pin: 'guest@1.4.0', token: 'abgelaufen' }, REMOTE_PREVIEW_MESSAGES.invalidLink],
    ['a token of another version', { pin: 'guest@1.4.0', token: 'token-1.3.0' }, REMOTE_PREVIEW_MESSAGES.invalidLink],
    ['a token of another remote', { pin: 'admin@1.4.0', token: 'token-1.4.0' }, REMOTE_PREVIEW_MESSAGES.invalidLink],
  ])('refuses %s and pins nothing', async (_case, request, message) => {
    backend({ known: ['1.3.0', '1.4.0'] });
    localStorage.setItem('guest_token', adminToken);
    expect(await applyPreviewRequest(request)).toBe(message);
    expect(sessionStorage.getItem(REMOTE_PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('asks nothing of the server for a visitor without admin session or token', async () => {
    await applyPreviewRequest({ pin: 'guest@1.4.0', token: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a version that is not in the registry", async () => {
    localStorage.setItem('token', adminToken);
    expect(await applyPreviewRequest({ pin: 'guest@9.9.9', token: null })).toBe(REMOTE_PREVIEW_MESSAGES.unknownVersion);
    expect(await applyPreviewRequest({ pin: 'guest@9.9.9', token: 'token-9.9.9' })).toBe(REMOTE_PREVIEW_MESSAGES.unknownVersion);
    expect(readPin()).toBeNull();
  });

  it('says so when the server does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await applyPreviewRequest({ pin: 'guest@1.4.0', token: 'token-1.4.0' })).toBe('Server antwortet nicht. Bitte später erneut versuchen.');
  });
});

describe('RemotePreview', () => {
  it('shows the banner of a pinned preview; "Vorschau beenden" clears the pin', async () => {
    const refusal = applyPreviewRequest({ pin: 'guest@1.4.0', token: 'token-1.4.0' });
    render(<RemotePreview refusal={refusal} />);
    expect(await refusal).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Vorschau: Gäste-Bereich in Version 1.4.0');
    await userEvent.click(screen.getByRole('button', { name: 'Vorschau beenden' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(readPin()).toBeNull();
  });

  it('shows a pin stored earlier in the browser session', () => {
    sessionStorage.setItem(REMOTE_PREVIEW_STORAGE_KEY, JSON.stringify(release));
    render(<RemotePreview refusal={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Vorschau: Gäste-Bereich in Version 1.4.0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal in a dismissible alert, without a banner', async () => {
    render(<RemotePreview refusal={applyPreviewRequest({ pin: 'guest@1.4.0', token: null })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_PREVIEW_MESSAGES.forbidden);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
