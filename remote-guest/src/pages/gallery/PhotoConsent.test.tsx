import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_MESSAGES } from '@hochzeit/contracts/privacy-constants';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { PhotoConsent } from './PhotoConsent';
import { RemovalRequest } from './RemovalRequest';

const EVENT = { title: 'Hochzeit', couple_names: 'Anna & Lukas', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', cover: null };
const STATUS = { required: true, confirmed_at: null, text: PRIVACY_MESSAGES.photoConsentLabel };

beforeEach(() => localStorage.setItem('guest_token', 'gast-token'));
afterEach(() => localStorage.clear());

describe('PhotoConsent', () => {
  it("asks once before the first upload when the couple requires it, then shows the upload form", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/guest/photo-consent': STATUS,
      'POST /api/guest/photo-consent': { ...STATUS, confirmed_at: '2025-06-07T14:00:00.000Z' },
      'GET /api/event-settings': EVENT,
    });
    renderWithQueryClient(<PhotoConsent audience="guest"><p>Upload-Formular</p></PhotoConsent>);
    expect(await screen.findByText(PRIVACY_MESSAGES.photoConsentRequired)).toBeInTheDocument();
    expect(screen.queryByText('Upload-Formular')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Bestätigen' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: PRIVACY_MESSAGES.photoConsentLabel }));
    await user.click(confirm);
    expect(await screen.findByText('Upload-Formular')).toBeInTheDocument();
    expect(api.callsTo('POST /api/guest/photo-consent')).toHaveLength(1);
  });

  it('shows the form at once when no confirmation is required or it was given, and to admins without asking', async () => {
    const api = mockApi({ 'GET /api/guest/photo-consent': { ...STATUS, required: false }, 'GET /api/event-settings': EVENT });
    const { unmount } = renderWithQueryClient(<PhotoConsent audience="guest"><p>Upload-Formular</p></PhotoConsent>);
    expect(await screen.findByText('Upload-Formular')).toBeInTheDocument();
    unmount();
    renderWithQueryClient(<PhotoConsent audience="admin"><p>Admin-Upload</p></PhotoConsent>);
    expect(screen.getByText('Admin-Upload')).toBeInTheDocument();
    expect(api.callsTo('GET /api/guest/photo-consent')).toHaveLength(1);
  });

  it("speaks as 'ihr' when the couple chose it", async () => {
    mockApi({ 'GET /api/guest/photo-consent': STATUS, 'GET /api/event-settings': { ...EVENT, guest_address: 'ihr' } });
    renderWithQueryClient(<PhotoConsent audience="guest"><p>Upload-Formular</p></PhotoConsent>);
    expect(await screen.findByText('Bitte bestätigt vor eurem ersten Foto, dass die abgebildeten Personen einverstanden sind.')).toBeInTheDocument();
  });
});

describe('RemovalRequest', () => {
  it("'Entfernen lassen' sends the request with an optional reason, says the photo is hidden and refreshes the gallery", async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/guest/media/42/removal-request': { success: true }, 'GET /api/event-settings': EVENT });
    let requested = 0;
    renderWithQueryClient(<RemovalRequest mediaId={42} onRequested={() => (requested += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Entfernen lassen' }));
    await user.type(screen.getByLabelText('Grund (optional)'), 'Ich bin darauf zu sehen');
    await user.click(screen.getByRole('button', { name: 'Entfernen lassen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PRIVACY_MESSAGES.removalRequested);
    expect(api.callsTo('POST /api/guest/media/42/removal-request').map((call) => call.body)).toEqual([{ note: 'Ich bin darauf zu sehen' }]);
    expect(requested).toBe(1);
    expect(screen.queryByRole('button', { name: 'Entfernen lassen' })).toBeNull();
  });

  it('is offered to guests only', () => {
    localStorage.clear();
    localStorage.setItem('token', 'admin-token');
    const { container } = renderWithQueryClient(<RemovalRequest mediaId={42} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/guest/media/42/removal-request': reply(404, { msg: PRIVACY_MESSAGES.photoNotFound }), 'GET /api/event-settings': EVENT });
    renderWithQueryClient(<RemovalRequest mediaId={42} />);
    await user.click(screen.getByRole('button', { name: 'Entfernen lassen' }));
    await user.click(screen.getByRole('button', { name: 'Entfernen lassen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.photoNotFound);
  });
});
