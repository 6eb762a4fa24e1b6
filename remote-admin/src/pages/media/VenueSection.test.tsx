import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@hochzeit/shared-ui/testing';
import { renderInRouter } from '../../test/render';
import { RENEW_QUESTION, SWITCH_OFF_QUESTION, VenueSection } from './VenueSection';

const OFF = { link: null, auto_approve: false, show_uploader_names: false, gallery_closed_until: null, pending_count: 0 };
const ON = { ...OFF, link: { token: 'neu', url: 'http://localhost/fotos/neu', created_at: '2026-06-13T10:00:00.000Z' }, pending_count: 3 };

afterEach(() => jest.restoreAllMocks());

it('creates the venue link, renews it only after asking (the old link stops), switches it off after asking', async () => {
  let state: typeof OFF | typeof ON = OFF;
  const api = mockApi({
    'GET /api/media/admin/venue': () => state,
    'POST /api/media/admin/venue/link': () => (state = ON),
    'DELETE /api/media/admin/venue/link': () => (state = OFF),
  });
  const user = userEvent.setup();
  renderInRouter(<VenueSection />);
  expect(await screen.findByText('Der Link ist ausgeschaltet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Link erstellen' }));
  expect(await screen.findByRole('link', { name: 'http://localhost/fotos/neu' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'QR-Code zum Teilen von Fotos' })).toBeInTheDocument();
  expect(screen.getByText('3 Fotos warten auf Freigabe.')).toBeInTheDocument();

  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await user.click(screen.getByRole('button', { name: 'Neuer Link' }));
  expect(confirm).toHaveBeenCalledWith(RENEW_QUESTION);
  expect(api.callsTo('POST /api/media/admin/venue/link')).toHaveLength(1);
  confirm.mockReturnValue(true);
  await user.click(screen.getByRole('button', { name: 'Neuer Link' }));
  await waitFor(() => expect(api.callsTo('POST /api/media/admin/venue/link')).toHaveLength(2));
  expect(await screen.findByText('Neuer Link erstellt: der bisherige funktioniert nicht mehr.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ausschalten' }));
  expect(confirm).toHaveBeenLastCalledWith(SWITCH_OFF_QUESTION);
  expect(await screen.findByText('Der Link ist ausgeschaltet.')).toBeInTheDocument();
  expect(api.callsTo('DELETE /api/media/admin/venue/link')).toHaveLength(1);
});

it("saves 'automatisch freigeben', names with photos and 'Erst nach der Feier zeigen'", async () => {
  let state = { ...ON };
  const api = mockApi({
    'GET /api/media/admin/venue': () => state,
    'PUT /api/media/admin/venue/settings': (call: { body: unknown }) => (state = { ...state, ...(call.body as object) }),
  });
  const user = userEvent.setup();
  renderInRouter(<VenueSection />);
  await user.click(await screen.findByRole('checkbox', { name: /automatisch freigeben/ }));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /automatisch freigeben/ })).toBeChecked());
  await user.click(screen.getByRole('checkbox', { name: /Namen der Fotografen/ }));
  await user.type(screen.getByLabelText(/Erst nach der Feier zeigen/), '2026-06-14T10:00');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(api.callsTo('PUT /api/media/admin/venue/settings')).toHaveLength(3));
  expect(api.callsTo('PUT /api/media/admin/venue/settings').map((call) => call.body)).toEqual([
    { auto_approve: true },
    { show_uploader_names: true },
    { gallery_closed_until: new Date('2026-06-14T10:00').toISOString() },
  ]);
  expect(await screen.findByText(/Gäste sehen die Galerie ab 14\.06\.2026, 10:00 Uhr/)).toBeInTheDocument();
});
