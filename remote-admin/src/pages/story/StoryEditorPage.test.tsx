import type { ColumnsContent } from '@hochzeit/contracts';
import { jest } from '@jest/globals';
import { BrowserRouter, Link, Route, Routes } from '@hochzeit/shared-ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockUploads } from '../../test/xhr-mock';
import { setColumnCount } from './blocks';
import { StoryEditorPage } from './StoryEditorPage';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

/** The editor under the browser router (as in the shell), with a link to a dashboard to leave to. */
function renderEditor() {
  // Entries as react-router writes them: the position in the history in `idx`.
  window.history.replaceState({ usr: null, key: 'dashboard', idx: 0 }, '', '/admin');
  window.history.pushState({ usr: null, key: 'story', idx: 1 }, '', '/admin/story');
  renderWithQueryClient(
    <BrowserRouter>
      <Link to="/admin">Zum Dashboard</Link>
      <Routes>
        <Route path="/admin/story" element={<StoryEditorPage />} />
        <Route path="/admin" element={<h1>Dashboard</h1>} />
      </Routes>
    </BrowserRouter>,
  );
}

/** history.back() in jsdom moves a task later (and a refused step back one more task later). */
async function goBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const emptyStory = { title: 'Unsere Geschichte', blocks: [], is_published: false };
const blockLabels = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('story-block')).map((li) => li.getAttribute('aria-label'));

it('adds blocks from the palette with their defaults, moves and deletes them', async () => {
  mockApi({ 'GET /api/story/admin': emptyStory });
  renderEditor();
  expect(await screen.findByText('Noch keine Blöcke vorhanden...')).toBeInTheDocument();
  const palette = screen.getByRole('toolbar', { name: 'Block hinzufügen' });
  await userEvent.click(within(palette).getByRole('button', { name: '+ Überschrift' }));
  await userEvent.click(within(palette).getByRole('button', { name: '+ Text' }));
  await userEvent.click(within(palette).getByRole('button', { name: '+ Zitat' }));
  expect(blockLabels()).toEqual(['Block 1: Überschrift', 'Block 2: Text', 'Block 3: Zitat']);
  expect(screen.getByLabelText('Überschrift')).toHaveValue('Neue Überschrift');
  expect(screen.getByLabelText('Text')).toHaveValue('Hier steht Ihr Text...');
  expect(screen.getByLabelText('Zitat')).toHaveValue('Ein schönes Zitat...');

  const [first, , last] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('story-block'));
  expect(within(first).getByRole('button', { name: 'Nach oben' })).toBeDisabled();
  expect(within(last).getByRole('button', { name: 'Nach unten' })).toBeDisabled();

  await userEvent.click(within(first).getByRole('button', { name: 'Nach unten' }));
  expect(blockLabels()).toEqual(['Block 1: Text', 'Block 2: Überschrift', 'Block 3: Zitat']);
  await userEvent.click(within(screen.getByRole('listitem', { name: 'Block 3: Zitat' })).getByRole('button', { name: 'Nach oben' }));
  expect(blockLabels()).toEqual(['Block 1: Text', 'Block 2: Zitat', 'Block 3: Überschrift']);
  await userEvent.click(within(screen.getByRole('listitem', { name: 'Block 1: Text' })).getByRole('button', { name: 'Block löschen' }));
  expect(blockLabels()).toEqual(['Block 1: Zitat', 'Block 2: Überschrift']);
});

it('keeps the blocks of remaining columns when the column count changes', async () => {
  mockApi({ 'GET /api/story/admin': emptyStory });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: '+ Spalten' }));
  const column1 = screen.getByRole('group', { name: 'Spalte 1' });
  await userEvent.click(within(column1).getByRole('button', { name: '+ Text' }));
  await userEvent.selectOptions(screen.getByLabelText('Spaltenanzahl'), '4');
  expect(screen.getAllByRole('group', { name: /^Spalte \d$/ })).toHaveLength(4);
  await userEvent.click(within(screen.getByRole('group', { name: 'Spalte 4' })).getByRole('button', { name: '+ Link' }));
  await userEvent.selectOptions(screen.getByLabelText('Spaltenanzahl'), '2');
  expect(screen.getAllByRole('group', { name: /^Spalte \d$/ })).toHaveLength(2);
  expect(within(screen.getByRole('group', { name: 'Spalte 1' })).getByLabelText('Text')).toHaveValue('Hier steht Ihr Text...');
  expect(screen.queryByLabelText('Link-URL')).toBeNull();
  // Inside columns only heading, text, image and link can be added.
  expect(within(screen.getByRole('group', { name: 'Spalte 2' })).queryByRole('button', { name: '+ Zitat' })).toBeNull();
});

it('setColumnCount keeps existing columns and adds empty ones', () => {
  const content: ColumnsContent = { columnCount: 2, columns: [{ id: 'col-1', blocks: [{ id: 'x', type: 'text', content: { text: 'a' } }] }, { id: 'col-2', blocks: [] }] };
  expect(setColumnCount(content, 3).columns.map((c) => c.id)).toEqual(['col-1', 'col-2', 'col-3']);
  expect(setColumnCount(content, 3).columns[0].blocks).toHaveLength(1);
});

it('checks the blocks with the contract before saving: a javascript: link is refused without a request', async () => {
  const api = mockApi({ 'GET /api/story/admin': emptyStory });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: '+ Link' }));
  await userEvent.type(screen.getByLabelText('Link-URL'), 'javascript:alert(1)');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nur http(s)-Adressen sind erlaubt (Block 1)');
  expect(writes(api)).toEqual([]);
});

it('saves the story beside its buttons and toggles publishing', async () => {
  const saved = { title: 'Unsere Geschichte', blocks: [{ id: 'l', type: 'link', position: 0, content: { url: 'https://example.ch', linkText: 'Mehr', description: '' } }], is_published: false };
  const api = mockApi({
    'GET /api/story/admin': emptyStory,
    'PUT /api/story/admin': saved,
    'POST /api/story/admin/publish': { ...saved, is_published: true },
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: '+ Link' }));
  await userEvent.type(screen.getByLabelText('Link-URL'), ' https://example.ch ');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Story erfolgreich gespeichert!');
  // The status sits beside the buttons the admin used.
  expect(screen.getByRole('status').closest('.actions')).toContainElement(screen.getByRole('button', { name: 'Speichern' }));
  expect(writes(api)[0].body).toMatchObject({ title: 'Unsere Geschichte', blocks: [{ type: 'link', position: 0, content: { url: 'https://example.ch', linkText: 'Link-Text hier eingeben', description: '' } }] });

  await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
  expect(await screen.findByText('Story veröffentlicht!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verstecken' })).toBeInTheDocument();
  expect(writes(api)[1]).toEqual({ method: 'POST', path: '/api/story/admin/publish', body: { is_published: true } });
});

it("shows the server's reason when it refuses the story", async () => {
  mockApi({
    'GET /api/story/admin': emptyStory,
    'PUT /api/story/admin': reply(400, { msg: 'Zu viele Blöcke (max. 200)' }),
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Blöcke (max. 200)');
});

it('starts with local data when the backend answers 422', async () => {
  mockApi({ 'GET /api/story/admin': reply(422, { msg: 'x' }) });
  renderEditor();
  expect(await screen.findByText('Backend noch nicht implementiert. Arbeite mit lokalen Daten.')).toBeInTheDocument();
  expect(screen.getByLabelText('Titel')).toHaveValue('Unsere Geschichte');
});

describe('unsaved changes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks before leaving for another page and stays when the admin says no', async () => {
    mockApi({ 'GET /api/story/admin': emptyStory });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: '+ Text' }));
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
    expect(confirm).toHaveBeenCalledWith('Es gibt ungespeicherte Änderungen. Seite trotzdem verlassen?');
    expect(window.location.pathname).toBe('/admin/story');
    expect(screen.getByLabelText('Text')).toHaveValue('Hier steht Ihr Text...');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
    expect(window.location.pathname).toBe('/admin');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('asks before the back button leaves and returns to the editor when the admin says no', async () => {
    mockApi({ 'GET /api/story/admin': emptyStory });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: '+ Text' }));
    await goBack();
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/story'));
    expect(screen.getByLabelText('Text')).toHaveValue('Hier steht Ihr Text...');

    confirm.mockReturnValue(true);
    await goBack();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe('/admin');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('holds back closing the tab only while something is unsaved', async () => {
    mockApi({
      'GET /api/story/admin': emptyStory,
      'PUT /api/story/admin': { ...emptyStory, title: 'Neu' },
    });
    renderEditor();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const title = await screen.findByLabelText('Titel');
    expect(leave()).toBe(false);
    fireEvent.change(title, { target: { value: 'Neu' } });
    expect(leave()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Story erfolgreich gespeichert!')).toBeInTheDocument();
    expect(leave()).toBe(false);
    expect(screen.queryByText('Ungespeicherte Änderungen')).toBeNull();
  });

  it('lets the admin leave without asking when nothing changed', async () => {
    mockApi({ 'GET /api/story/admin': emptyStory });
    const confirm = jest.spyOn(window, 'confirm');
    renderEditor();
    await screen.findByLabelText('Titel');
    await userEvent.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/admin');
  });
});

describe('image blocks', () => {
  it('take an uploaded photo: its address goes into the block, with progress while it uploads', async () => {
    mockApi({ 'GET /api/story/admin': emptyStory });
    const url = '/api/story/images/0123456789abcdef0123456789abcdef.webp';
    const sent = mockUploads({ status: 200, body: { url } }, { manual: true });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: '+ Bild' }));
    const photo = new File(['jpeg'], 'see.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Oder Foto hochladen'), photo);
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/api/story/admin/images');
    expect(sent[0].form.get('file')).toBe(photo);
    act(() => sent[0].progress(40));
    expect(screen.getByRole('progressbar', { name: 'Foto wird hochgeladen' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => sent[0].respond());
    expect(screen.getByLabelText('Bild-URL')).toHaveValue(url);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('say in German why a photo was refused, and keep the address as it was', async () => {
    mockApi({ 'GET /api/story/admin': emptyStory });
    mockUploads({ status: 415, body: { msg: 'Bitte wählen Sie ein Foto im Format JPG, PNG oder WEBP.' } });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: '+ Bild' }));
    await userEvent.upload(screen.getByLabelText('Oder Foto hochladen'), new File(['gif'], 'a.gif', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie ein Foto im Format JPG, PNG oder WEBP.');
    expect(screen.getByLabelText('Bild-URL')).toHaveValue('');
  });
});
