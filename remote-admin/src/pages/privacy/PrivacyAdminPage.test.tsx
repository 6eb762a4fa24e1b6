import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDeletionRequestJson, PrivacySettingsJson } from '@hochzeit/contracts';
import { MemoryRouter, mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
import { PrivacyAdminPage } from './PrivacyAdminPage';

const SETTINGS: PrivacySettingsJson = {
  retention_date: null,
  default_retention_date: '2025-12-07',
  effective_retention_date: '2025-12-07',
  delete_names: false,
  delete_gallery: false,
  require_photo_consent: false,
  retention_done_at: null,
  days_left: 30,
  open_deletion_requests: 1,
  open_removal_requests: 1,
};
const REQUEST: AdminDeletionRequestJson = { id: 3, guest_id: 9, guest_name: 'Mia Keller', requested_at: '2025-06-10T08:00:00.000Z', note: 'Bitte alles löschen', state: 'open', decided_at: null, reply: null };
const REMOVAL = { media_id: 42, original_name: 'tanz.jpg', uploader_name: 'Tom Keller', requested_by_name: 'Mia Keller', requested_at: '2025-06-08T09:00:00.000Z', note: null, thumb_url: '/api/media/42/thumb?t=x' };
const legal = (kind: 'datenschutz' | 'impressum') => ({
  kind,
  title: kind === 'datenschutz' ? 'Datenschutz' : 'Impressum',
  text: `Vorlage ${kind}`,
  updated_at: null,
  template: `Vorlage ${kind}`,
});

function mockPage(more: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/admin/privacy/settings': SETTINGS,
    'GET /api/admin/privacy/deletion-requests': [REQUEST],
    'GET /api/admin/privacy/removal-requests': [REMOVAL],
    'GET /api/admin/legal-pages/datenschutz': legal('datenschutz'),
    'GET /api/admin/legal-pages/impressum': legal('impressum'),
    ...more,
  });
}

const renderPage = () => renderWithQueryClient(<PrivacyAdminPage />, { wrapper: MemoryRouter });

let confirmAnswer = true;
beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  confirmAnswer = true;
  jest.spyOn(window, 'confirm').mockImplementation(() => confirmAnswer);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('confirms a deletion request after the question; the request leaves the list', async () => {
  const user = userEvent.setup();
  const api = mockPage({ 'POST /api/admin/privacy/deletion-requests/3/confirm': { success: true } });
  renderPage();
  const requests = await screen.findByRole('region', { name: 'Löschanträge' });
  const card = await within(requests).findByRole('listitem');
  expect(card).toHaveTextContent('Mia Keller');
  expect(card).toHaveTextContent('Beantragt am 10.06.2025, 10:00 · Beantragt');
  expect(card).toHaveTextContent('„Bitte alles löschen“');
  confirmAnswer = false;
  await user.click(within(card).getByRole('button', { name: 'Bestätigen und löschen' }));
  expect(writes(api)).toEqual([]);
  confirmAnswer = true;
  api.answer({ 'GET /api/admin/privacy/deletion-requests': [] });
  await user.click(within(card).getByRole('button', { name: 'Bestätigen und löschen' }));
  expect(await within(requests).findByText('Die Daten von Mia Keller wurden gelöscht.')).toBeInTheDocument();
  expect(within(requests).getByText('Keine Löschanträge.')).toBeInTheDocument();
  expect(window.confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^Alle Daten von Mia Keller endgültig löschen\?/));
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/privacy/deletion-requests/3/confirm', body: undefined }]);
});

it('declines a deletion request with a reason for the guest', async () => {
  const user = userEvent.setup();
  const declined = { ...REQUEST, state: 'declined', decided_at: '2025-06-11T08:00:00.000Z', reply: 'Erst nach dem Fest' };
  const api = mockPage({ 'POST /api/admin/privacy/deletion-requests/3/decline': declined });
  renderPage();
  const requests = await screen.findByRole('region', { name: 'Löschanträge' });
  await user.click(await within(requests).findByRole('button', { name: 'Ablehnen' }));
  await user.type(within(requests).getByLabelText('Begründung für den Gast (optional)'), 'Erst nach dem Fest');
  api.answer({ 'GET /api/admin/privacy/deletion-requests': [declined] });
  await user.click(within(requests).getByRole('button', { name: 'Ablehnen' }));
  expect(await within(requests).findByText('Ihre Antwort: „Erst nach dem Fest“')).toBeInTheDocument();
  expect(within(requests).getByRole('listitem')).toHaveTextContent('Abgelehnt am 11.06.2025, 10:00');
  expect(within(requests).queryByRole('button', { name: 'Bestätigen und löschen' })).toBeNull();
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/privacy/deletion-requests/3/decline', body: { reply: 'Erst nach dem Fest' } }]);
});

it("decides a photo removal: 'Wieder zeigen' at once, 'Foto löschen' after a question", async () => {
  const user = userEvent.setup();
  const api = mockPage({ 'POST /api/admin/privacy/removal-requests/42/decide': { success: true } });
  renderPage();
  const removals = await screen.findByRole('region', { name: 'Fotos: Bitten um Entfernung' });
  const card = await within(removals).findByRole('listitem');
  expect(card).toHaveTextContent('Hochgeladen von Tom Keller · Entfernen lassen von Mia Keller am 08.06.2025, 11:00');
  await user.click(within(card).getByRole('button', { name: 'Wieder zeigen' }));
  expect(await within(removals).findByText('Foto „tanz.jpg“ wird wieder gezeigt.')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Foto löschen' }));
  expect(window.confirm).toHaveBeenLastCalledWith('Foto „tanz.jpg“ endgültig löschen?');
  expect(writes(api).map((write) => write.body)).toEqual([{ decision: 'keep' }, { decision: 'remove' }]);
});

it('saves the retention date and choices; an empty date means the default', async () => {
  const user = userEvent.setup();
  const api = mockPage({ 'PUT /api/admin/privacy/settings': { ...SETTINGS, require_photo_consent: true } });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Aufbewahrung' });
  expect(form).toHaveTextContent('Ab dem 07.12.2025 (in 30 Tagen) löscht das Portal von selbst');
  expect(within(form).getByText('Leer lassen: 6 Monate nach der Hochzeit (07.12.2025)')).toBeInTheDocument();
  await user.click(within(form).getByRole('checkbox', { name: /Bestätigung verlangen/ }));
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  expect(await within(form).findByText('Datenschutz-Einstellungen gespeichert')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    { method: 'PUT', path: '/api/admin/privacy/settings', body: { retention_date: null, delete_names: false, delete_gallery: false, require_photo_consent: true } },
  ]);
});

it('edits the privacy notice; the unchanged template is saved as the template', async () => {
  const user = userEvent.setup();
  const api = mockPage({ 'PUT /api/admin/legal-pages/datenschutz': { ...legal('datenschutz'), text: 'Eigener Text', updated_at: '2025-06-01T08:00:00.000Z' } });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Datenschutz' });
  const text = await within(form).findByLabelText('Text: Datenschutz');
  expect(text).toHaveValue('Vorlage datenschutz');
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  await within(form).findByText('Datenschutz gespeichert');
  await user.clear(text);
  await user.type(text, 'Eigener Text');
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  await user.click(within(form).getByRole('button', { name: 'Vorlage einsetzen' }));
  expect(text).toHaveValue('Vorlage datenschutz');
  expect(writes(api).map((write) => write.body)).toEqual([{ text: null }, { text: 'Eigener Text' }]);
});
