import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItemJson } from '@hochzeit/contracts';
import { act } from '@testing-library/react';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { mockUploads } from '../../test/xhr-mock';
import { browserLocation } from './media-api';
import { photo } from './media-fixtures';
import { MediaPage } from './MediaPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';
import { mockPhone } from '../../test/media-query';
import { UNDO_LABEL, UNDO_WINDOW_MS } from '../../lib/use-undoable-delete';

const categories = [
  { id: 1, name: 'Trauung', media_count: 1 },
  { id: 2, name: 'Party', media_count: 0 },
];
const groups = [{ id: 3, name: 'Trauzeugen', media_count: 0, guest_ids: [7] }];

function routes(list: MediaItemJson[] = [photo(1), photo(2, { hidden: true, uploader_name: null })]) {
  return {
    'GET /api/media/admin/list': list,
    'GET /api/media/admin/list?folder=hochzeit': [],
    'GET /api/media/admin/photo-categories': categories,
    'GET /api/media/admin/photo-groups': groups,
    // 'Heute hochgeladen' counts days on the venue's calendar.
    'GET /api/admin/event-settings': { time_zone: 'Europe/Zurich' },
    // The venue link is off and no photo waits for approval (VenueSection.test.tsx, PhotoWallPage.test.tsx).
    'GET /api/media/admin/venue': { link: null, auto_approve: false, show_uploader_names: true, gallery_closed_until: null, pending_count: 0 },
    'GET /api/media/admin/pending': [],
    // No medium is shared with a group yet.
    ...Object.fromEntries(list.map((item) => [`GET /api/media/admin/media/${item.id}/groups`, []])),
  };
}

const renderPage = () => renderInRouter(<MediaPage />);

const row = (name: string) => screen.getByRole('row', { name });
const uploadForm = () => screen.getByRole('form', { name: 'Medien hochladen' });
const jpeg = (name: string, bytes = 1000) => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  jest.restoreAllMocks();
});

it('lists the media with every column: preview at width 100, German date, uploader, and hidden rows marked', async () => {
  mockApi(routes());
  renderPage();
  await screen.findByRole('row', { name: 'foto-1.jpg' });
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Vorschau',
    'Dateiname',
    'Beschreibung',
    'Kategorien',
    'Freigabe für Gruppen',
    'Upload-Datum',
    'Hochgeladen von',
    'Aktionen',
  ]);
  const first = row('foto-1.jpg');
  expect(within(first).getByRole('img', { name: 'Vorschau von foto-1.jpg' })).toHaveAttribute('src', '/api/media/thumbnail/1/sig1?width=100');
  expect(first).toHaveTextContent('07.06.2025, 14:30');
  expect(first).toHaveTextContent('Anna Meier');
  expect(within(first).getByRole('list', { name: 'Kategorien von foto-1.jpg' })).toHaveTextContent('Trauung');
  expect(await within(first).findByText('Alle Gäste')).toBeInTheDocument();
  expect(first).not.toHaveClass('media-row--hidden');
  const hidden = row('foto-2.jpg');
  expect(hidden).toHaveClass('media-row--hidden');
  expect(within(hidden).getByText('Ausgeblendet')).toBeInTheDocument();
  expect(within(hidden).getByRole('button', { name: 'Einblenden: foto-2.jpg' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Ausblenden: foto-1.jpg' })).toBeInTheDocument();
});

it('filters by folder', async () => {
  const api = mockApi(routes());
  renderPage();
  await screen.findByRole('row', { name: 'foto-1.jpg' });
  await userEvent.selectOptions(screen.getByLabelText('Ordner'), 'hochzeit');
  expect(await screen.findByText('Noch keine Medien in diesem Ordner.')).toBeInTheDocument();
  expect(api.calls.map((c) => c.path + c.search)).toContain('/api/media/admin/list?folder=hochzeit');
});

it("marks a photo from the venue link as 'Wartet auf Freigabe' and approves it with the others chosen in 'Warten auf Freigabe'", async () => {
  const waiting = [photo(3, { pending: true, uploader_name: 'Tante Erna' }), photo(4, { pending: true, uploader_name: 'Onkel Fritz' })];
  const api = mockApi({
    ...routes([photo(1), ...waiting]),
    'GET /api/media/admin/pending': () => waiting.filter((item) => item.pending),
    'POST /api/media/admin/approve': (call: { body: unknown }) => {
      const { ids } = call.body as { ids: number[] };
      waiting.forEach((item) => ids.includes(item.id) && (item.pending = false));
      return { ids };
    },
  });
  renderPage();
  const row = await screen.findByRole('row', { name: 'foto-3.jpg' });
  expect(row).toHaveTextContent('Wartet auf Freigabe');
  expect(screen.getByRole('heading', { name: 'Warten auf Freigabe (2)' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Alle auswählen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Freigeben (2)' }));
  expect(await screen.findByText('2 Fotos freigegeben.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/media/admin/approve').map((call) => call.body)).toEqual([{ ids: [3, 4] }]);
  expect(screen.queryByRole('heading', { name: /Warten auf Freigabe/ })).toBeNull();
});

it('shows the list error text and the toast when the media cannot be loaded', async () => {
  mockApi({ ...routes(), 'GET /api/media/admin/list': reply(500, { msg: 'kaputt' }) });
  renderPage();
  expect(await screen.findByText('Die Medien konnten nicht geladen werden. Bitte versuchen Sie es später erneut.')).toBeInTheDocument();
  expect(screen.getByText('Fehler beim Laden der Medien')).toBeInTheDocument();
});

describe('upload', () => {
  it('refuses no file, a wrong type and a file above 20 MB with the spec messages, sending nothing', async () => {
    mockApi(routes());
    const sent = mockUploads({ status: 201, body: [] });
    renderPage();
    await screen.findByRole('row', { name: 'foto-1.jpg' });
    const form = uploadForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens eine Datei aus.');

    const input = within(form).getByLabelText('Dateien');
    await userEvent.upload(input, [jpeg('ok.jpg'), new File(['x'], 'notiz.txt', { type: 'text/plain' })], { applyAccept: false });
    expect(within(form).getByRole('alert')).toHaveTextContent('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: notiz.txt');
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));

    await userEvent.upload(input, [jpeg('gross.jpg', 20 * 1024 * 1024 + 1)]);
    expect(within(form).getByRole('alert')).toHaveTextContent('Datei zu groß (max. 20MB). Ungültig: gross.jpg');
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    expect(sent).toEqual([]);

    // Exactly 20 MB is allowed, and so is an iPhone photo that the browser names without a type.
    await userEvent.upload(input, [jpeg('genau.jpg', 20 * 1024 * 1024), new File(['x'], 'IMG_0001.HEIC')], { applyAccept: false });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('previews the chosen files through object URLs and revokes them when the choice changes', async () => {
    mockApi(routes());
    let next = 0;
    const created: string[] = [];
    URL.createObjectURL = jest.fn(() => {
      const url = `blob:vorschau-${++next}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    renderPage();
    await screen.findByRole('row', { name: 'foto-1.jpg' });
    const input = within(uploadForm()).getByLabelText('Dateien');
    await userEvent.upload(input, [jpeg('a.jpg'), jpeg('b.jpg')]);
    const previews = within(uploadForm()).getByRole('list', { name: 'Ausgewählte Dateien' });
    expect(within(previews).getByRole('img', { name: 'Vorschau: a.jpg' })).toHaveAttribute('src', 'blob:vorschau-1');
    expect(within(previews).getByRole('img', { name: 'Vorschau: b.jpg' })).toHaveAttribute('src', 'blob:vorschau-2');
    await userEvent.upload(input, [jpeg('c.jpg')]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:vorschau-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:vorschau-2');
    expect(within(uploadForm()).getByRole('img', { name: 'Vorschau: c.jpg' })).toHaveAttribute('src', 'blob:vorschau-3');
  });

  it('uploads into the chosen folder with description and progress, then reloads the list', async () => {
    const api = mockApi(routes());
    const sent = mockUploads({ status: 201, body: [photo(9)] }, { manual: true });
    renderPage();
    await screen.findByRole('row', { name: 'foto-1.jpg' });
    const form = uploadForm();
    await userEvent.selectOptions(within(form).getByLabelText('Zielordner'), 'hochzeit');
    await userEvent.type(within(form).getByLabelText('Beschreibung (optional)'), '  Der erste Tanz ');
    await userEvent.upload(within(form).getByLabelText('Dateien'), [jpeg('tanz.jpg')]);
    const listCalls = api.calls.filter((c) => c.path === '/api/media/admin/list').length;
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    expect(within(form).getByRole('button', { name: 'Hochladen' })).toBeDisabled();
    act(() => sent[0].progress(40));
    expect(within(form).getByRole('progressbar', { name: 'Upload-Fortschritt' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => sent[0].respond());
    expect(await within(form).findByRole('status')).toHaveTextContent('1 Datei hochgeladen');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/media/admin/upload', headers: { Authorization: 'Bearer admin-token' } });
    expect(sent[0].form.get('folder')).toBe('hochzeit');
    expect(sent[0].form.get('description')).toBe('Der erste Tanz');
    expect((sent[0].form.getAll('files[]') as File[]).map((f) => f.name)).toEqual(['tanz.jpg']);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/media/admin/list').length).toBe(listCalls + 1));
    expect(within(form).queryByRole('list', { name: 'Ausgewählte Dateien' })).toBeNull();
  });

  it("shows the server's msg and the toast when the upload is refused", async () => {
    mockApi(routes());
    mockUploads({ status: 415, body: { msg: 'Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: fake.jpg' } });
    renderPage();
    await screen.findByRole('row', { name: 'foto-1.jpg' });
    const form = uploadForm();
    await userEvent.upload(within(form).getByLabelText('Dateien'), [jpeg('fake.jpg')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    expect(await within(form).findByText('Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: fake.jpg')).toBeInTheDocument();
    expect(within(form).getByText('Fehler beim Hochladen')).toBeInTheDocument();
  });

  it('shows the general upload message when the server gives no msg', async () => {
    mockApi(routes());
    mockUploads({ status: 0 });
    renderPage();
    await screen.findByRole('row', { name: 'foto-1.jpg' });
    const form = uploadForm();
    await userEvent.upload(within(form).getByLabelText('Dateien'), [jpeg('a.jpg')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    expect(await within(form).findByText('Ein Fehler ist beim Hochladen aufgetreten.')).toBeInTheDocument();
    expect(within(form).getByText('Fehler beim Hochladen')).toBeInTheDocument();
  });
});

describe('a medium’s categories and groups', () => {
  it('saves the ticked categories with replace:true and shows them', async () => {
    const api = mockApi({
      ...routes(),
      'POST /api/media/admin/media/1/categories': [{ id: 1, name: 'Trauung' }, { id: 2, name: 'Party' }],
    });
    renderPage();
    const first = await screen.findByRole('row', { name: 'foto-1.jpg' });
    await userEvent.click(within(first).getByRole('button', { name: 'Kategorien von foto-1.jpg bearbeiten' }));
    const editor = within(first).getByRole('group', { name: 'Kategorien für foto-1.jpg' });
    expect(within(editor).getByRole('checkbox', { name: 'Trauung' })).toBeChecked();
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'Party' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(first).findByText('Kategorien aktualisiert')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Kategorien von foto-1.jpg' })).toHaveTextContent('TrauungParty');
    expect(writes(api)).toEqual([{ method: 'POST', path: '/api/media/admin/media/1/categories', body: { category_ids: [1, 2], replace: true } }]);
  });

  it('saves the groups with replace:true; a failure shows the toast and reloads the list', async () => {
    const api = mockApi({ ...routes(), 'POST /api/media/admin/media/1/groups': reply(500, { msg: 'nein' }) });
    renderPage();
    const first = await screen.findByRole('row', { name: 'foto-1.jpg' });
    await within(first).findByText('Alle Gäste');
    const listCalls = api.calls.filter((c) => c.path === '/api/media/admin/list').length;
    await userEvent.click(within(first).getByRole('button', { name: 'Gruppen von foto-1.jpg bearbeiten' }));
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Trauzeugen' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(row('foto-1.jpg')).findByText('Fehler beim Aktualisieren der Gruppen')).toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'POST', path: '/api/media/admin/media/1/groups', body: { group_ids: [3], replace: true } }]);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/media/admin/list').length).toBe(listCalls + 1));
    expect(await within(row('foto-1.jpg')).findByText('Alle Gäste')).toBeInTheDocument();
  });

  it('a failed category change shows its toast and reloads', async () => {
    const api = mockApi({ ...routes(), 'POST /api/media/admin/media/1/categories': reply(500, {}) });
    renderPage();
    const first = await screen.findByRole('row', { name: 'foto-1.jpg' });
    const listCalls = api.calls.filter((c) => c.path === '/api/media/admin/list').length;
    await userEvent.click(within(first).getByRole('button', { name: 'Kategorien von foto-1.jpg bearbeiten' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(row('foto-1.jpg')).findByText('Fehler beim Aktualisieren der Kategorien')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/media/admin/list').length).toBe(listCalls + 1));
  });

  it('closes the editor with Escape without saving', async () => {
    const api = mockApi(routes());
    renderPage();
    const first = await screen.findByRole('row', { name: 'foto-1.jpg' });
    const toggle = within(first).getByRole('button', { name: 'Kategorien von foto-1.jpg bearbeiten' });
    await userEvent.click(toggle);
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Party' }));
    await userEvent.keyboard('{Escape}');
    expect(within(first).queryByRole('group', { name: 'Kategorien für foto-1.jpg' })).toBeNull();
    expect(toggle).toHaveFocus();
    expect(writes(api)).toEqual([]);
  });
});

describe('row actions', () => {
  it('deletes a medium only after confirmation, with Rückgängig for 10 s before the server deletes it', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
      const api = mockApi({ ...routes(), 'DELETE /api/media/admin/1': { success: true } });
      renderPage();
      const deleteButton = async () => within(await screen.findByRole('row', { name: 'foto-1.jpg' })).getByRole('button', { name: 'Löschen: foto-1.jpg' });
      await user.click(await deleteButton());
      expect(confirm).toHaveBeenCalledWith('Sind Sie sicher, dass Sie dieses Medium löschen möchten?');
      expect(screen.getByRole('row', { name: 'foto-1.jpg' })).toBeInTheDocument();
      // Confirmed: gone from the list at once, and back with 'Rückgängig'; nothing sent.
      await user.click(await deleteButton());
      expect(screen.queryByRole('row', { name: 'foto-1.jpg' })).toBeNull();
      await user.click(screen.getByRole('button', { name: UNDO_LABEL }));
      expect(screen.getByRole('row', { name: 'foto-1.jpg' })).toBeInTheDocument();
      expect(writes(api)).toEqual([]);
      // Confirmed again and left alone: deleted on the server after the 10 s.
      await user.click(await deleteButton());
      await act(async () => {
        jest.advanceTimersByTime(UNDO_WINDOW_MS);
      });
      expect(await screen.findByText('„foto-1.jpg“ gelöscht')).toBeInTheDocument();
      expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/media/admin/1', body: undefined }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when deleting fails, and the medium is back in the list', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      jest.spyOn(window, 'confirm').mockReturnValue(true);
      mockApi({ ...routes(), 'DELETE /api/media/admin/1': reply(500, {}) });
      renderPage();
      const first = await screen.findByRole('row', { name: 'foto-1.jpg' });
      await user.click(within(first).getByRole('button', { name: 'Löschen: foto-1.jpg' }));
      await act(async () => {
        jest.advanceTimersByTime(UNDO_WINDOW_MS);
      });
      expect(await within(await screen.findByRole('row', { name: 'foto-1.jpg' })).findByText('Fehler beim Löschen des Mediums')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides a medium from gallery and wall and marks its row', async () => {
    const api = mockApi({ ...routes(), 'PUT /api/media/admin/media/1/hidden': photo(1, { hidden: true }) });
    renderPage();
    const first = await screen.findByRole('row', { name: 'foto-1.jpg' });
    await userEvent.click(within(first).getByRole('button', { name: 'Ausblenden: foto-1.jpg' }));
    expect(await within(first).findByRole('status')).toHaveTextContent('Ausgeblendet');
    expect(first).toHaveClass('media-row--hidden');
    expect(within(first).getByRole('button', { name: 'Einblenden: foto-1.jpg' })).toBeInTheDocument();
    expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/media/admin/media/1/hidden', body: { hidden: true } }]);
  });
});

it('downloads a folder through its signed link', async () => {
  const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  mockApi({ ...routes(), 'GET /api/media/admin/download-link?folder=hochzeit': { url: '/api/media/download/zip/abc' } });
  renderPage();
  await screen.findByRole('row', { name: 'foto-1.jpg' });
  await userEvent.click(screen.getByRole('button', { name: 'Ordner herunterladen: Hochzeit (24.06.2024)' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/media/download/zip/abc'));
});

describe('castle video', () => {
  it('uploads a video as `file` with progress and confirms it next to the button', async () => {
    mockApi(routes());
    const sent = mockUploads({ status: 201, body: { success: true } });
    renderPage();
    const form = screen.getByRole('form', { name: 'Schloss-Video ersetzen' });
    await userEvent.click(within(form).getByRole('button', { name: 'Video hochladen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Videodatei aus.');
    const input = within(form).getByLabelText('Video-Datei');
    await userEvent.upload(input, new File(['x'], 'schloss.png', { type: 'image/png' }), { applyAccept: false });
    await userEvent.click(within(form).getByRole('button', { name: 'Video hochladen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Nur MP4-, WebM- oder QuickTime-Videos (.mov) sind erlaubt.');
    const huge = new File(['x'], 'lang.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 500 * 1024 * 1024 + 1 });
    await userEvent.upload(input, huge);
    await userEvent.click(within(form).getByRole('button', { name: 'Video hochladen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Das Video ist zu groß (max. 500 MB)');
    expect(sent).toEqual([]);
    await userEvent.upload(input, new File(['x'], 'schloss.mp4', { type: 'video/mp4' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Video hochladen' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Das Schloss-Video wurde ersetzt.');
    expect(sent[0].path).toBe('/api/admin/video');
    expect((sent[0].form.get('file') as File).name).toBe('schloss.mp4');
  });

  it("shows the server's reason when the video is refused", async () => {
    mockApi(routes());
    mockUploads({ status: 415, body: { msg: 'Die Datei ist kein MP4-Video' } });
    renderPage();
    const form = screen.getByRole('form', { name: 'Schloss-Video ersetzen' });
    await userEvent.upload(within(form).getByLabelText('Video-Datei'), new File(['x'], 'fake.mp4', { type: 'video/mp4' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Video hochladen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Die Datei ist kein MP4-Video');
  });
});

describe('on a phone', () => {
  it('shows each medium as a card: the file name first, preview, date and uploader, hide and delete in a menu', async () => {
    const restore = mockPhone(true);
    try {
      const api = mockApi({ ...routes(), 'PUT /api/media/admin/media/1/hidden': photo(1, { hidden: true }) });
      renderPage();
      const card = await screen.findByRole('article', { name: 'foto-1.jpg' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('foto-1.jpg');
      expect(within(card).getByRole('img', { name: 'Vorschau von foto-1.jpg' })).toBeInTheDocument();
      expect(card).toHaveTextContent('07.06.2025, 14:30 von Anna Meier');
      expect(within(card).getByRole('list', { name: 'Kategorien von foto-1.jpg' })).toHaveTextContent('Trauung');
      const menu = within(card).getByText('Aktionen', { selector: 'summary' });
      expect(menu).toHaveAccessibleName('Aktionen für foto-1.jpg');
      await userEvent.click(menu);
      await userEvent.click(within(card).getByRole('button', { name: 'Ausblenden: foto-1.jpg' }));
      // The answer stands under the card, not hidden in the menu; the card is marked hidden.
      expect(await within(card).findByRole('status')).toHaveTextContent('Ausgeblendet');
      expect(within(card).getByRole('status').closest('details')).toBeNull();
      expect(screen.getByRole('article', { name: 'foto-1.jpg' })).toHaveClass('media-row--hidden');
      expect(writes(api)[0]).toMatchObject({ method: 'PUT', path: '/api/media/admin/media/1/hidden', body: { hidden: true } });
    } finally {
      restore();
    }
  });
});

it('searches the media by file name, description and uploader; takes the folder and search from the address', async () => {
  mockApi(routes([photo(1), photo(2, { filename: 'torte.jpg', description: 'Die Hochzeitstorte', uploader_name: null })]));
  renderPage();
  await screen.findByRole('row', { name: 'foto-1.jpg' });
  const search = screen.getByRole('searchbox', { name: 'Suchen' });
  await userEvent.type(search, 'hochzeitstorte');
  expect(screen.getByRole('row', { name: 'torte.jpg' })).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: 'foto-1.jpg' })).toBeNull();
  expect(screen.getByText(/1 gefunden/)).toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.type(search, 'anna');
  expect(screen.getByRole('row', { name: 'foto-1.jpg' })).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: 'torte.jpg' })).toBeNull();
  await userEvent.type(search, ' niemand');
  expect(screen.getByText('Keine Medien gefunden.')).toBeInTheDocument();
});

it('opens the folder and the search a link asks for (/admin/media?folder=hochzeit&q=torte)', async () => {
  window.history.pushState({}, '', '/admin/media?folder=hochzeit&q=torte');
  try {
    const api = mockApi(routes());
    renderPage();
    expect(await screen.findByText('Noch keine Medien in diesem Ordner.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ordner')).toHaveValue('hochzeit');
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveValue('torte');
    expect(api.calls.map((c) => c.path + c.search)).toContain('/api/media/admin/list?folder=hochzeit');
  } finally {
    window.history.pushState({}, '', '/');
  }
});

it('opens the view a dashboard figure asks for (?view=hidden, ?view=new_today) and shows all media again on request', async () => {
  const today = new Date().toISOString();
  const list = [photo(1, { uploaded_at: today }), photo(2, { hidden: true }), photo(3)];
  window.history.pushState({}, '', '/admin/media?view=hidden');
  try {
    mockApi(routes(list));
    renderPage();
    expect(await screen.findByRole('row', { name: 'foto-2.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'foto-1.jpg' })).toBeNull();
    expect(screen.getByLabelText('Anzeigen')).toHaveValue('hidden');

    await userEvent.selectOptions(screen.getByLabelText('Anzeigen'), 'new_today');
    expect(await screen.findByRole('row', { name: 'foto-1.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'foto-2.jpg' })).toBeNull();
    expect(screen.queryByRole('row', { name: 'foto-3.jpg' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Anzeigen'), '');
    expect(screen.getAllByRole('row', { name: /^foto-/ })).toHaveLength(3);
  } finally {
    window.history.pushState({}, '', '/');
  }
});
