import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoCategoriesTab } from './PhotoCategoriesTab';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

const categories = [
  { id: 1, name: 'Trauung', media_count: 12 },
  { id: 2, name: 'Party', media_count: 0 },
];

function routes(extra: Record<string, unknown> = {}) {
  // The test's own routes come last: they may replace a list's reply.
  return { 'GET /api/media/admin/photo-categories': categories, ...extra };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  jest.restoreAllMocks();
});

afterEach(() => jest.useRealTimers());

it('lists the categories with their media count', async () => {
  mockApi(routes());
  renderWithQueryClient(<PhotoCategoriesTab />);
  expect(await screen.findByRole('cell', { name: 'Trauung' })).toBeInTheDocument();
  expect(within(row('Trauung')).getByRole('cell', { name: '12' })).toBeInTheDocument();
  expect(within(row('Party')).getByRole('cell', { name: '0' })).toBeInTheDocument();
});

it('creates a category with the trimmed name and refuses a blank one', async () => {
  const api = mockApi(routes({ 'POST /api/media/admin/photo-categories': reply(201, { id: 3, name: 'Apéro', media_count: 0 }) }));
  renderWithQueryClient(<PhotoCategoriesTab />);
  const form = screen.getByRole('form', { name: 'Neue Fotokategorie erstellen' });
  await userEvent.click(within(form).getByRole('button', { name: 'Kategorie erstellen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Kategorienamen ein');
  expect(writes(api)).toEqual([]);
  await userEvent.type(within(form).getByLabelText('Kategoriename'), '  Apéro ');
  await userEvent.click(within(form).getByRole('button', { name: 'Kategorie erstellen' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Kategorie erstellt');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/media/admin/photo-categories', body: { name: 'Apéro' } }]);
});

it("shows 'Fehler beim Erstellen der Kategorie' when the server refuses", async () => {
  mockApi(routes({ 'POST /api/media/admin/photo-categories': reply(500, {}) }));
  renderWithQueryClient(<PhotoCategoriesTab />);
  const form = screen.getByRole('form', { name: 'Neue Fotokategorie erstellen' });
  await userEvent.type(within(form).getByLabelText('Kategoriename'), 'Apéro');
  await userEvent.click(within(form).getByRole('button', { name: 'Kategorie erstellen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Fehler beim Erstellen der Kategorie');
});

it('renames by prompt only when the answer is not empty and differs', async () => {
  const prompt = jest.spyOn(window, 'prompt');
  const api = mockApi(routes({ 'PUT /api/media/admin/photo-categories/2': { id: 2, name: 'Feier', media_count: 0 } }));
  renderWithQueryClient(<PhotoCategoriesTab />);
  await screen.findByRole('cell', { name: 'Party' });
  for (const answer of [null, '  ', 'Party']) {
    prompt.mockReturnValueOnce(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Umbenennen: Party' }));
  }
  expect(prompt).toHaveBeenCalledWith('Neuer Name der Fotokategorie:', 'Party');
  expect(writes(api)).toEqual([]);
  prompt.mockReturnValueOnce('Feier');
  await userEvent.click(screen.getByRole('button', { name: 'Umbenennen: Party' }));
  expect(await screen.findByText('Kategorie umbenannt')).toBeInTheDocument();
  expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/media/admin/photo-categories/2', body: { name: 'Feier' } }]);
});

it("shows 'Fehler beim Umbenennen der Kategorie' next to the row, gone after 5 s", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  jest.spyOn(window, 'prompt').mockReturnValue('Feier');
  mockApi(routes({ 'PUT /api/media/admin/photo-categories/2': reply(500, {}) }));
  renderWithQueryClient(<PhotoCategoriesTab />);
  await screen.findByRole('cell', { name: 'Party' });
  await user.click(screen.getByRole('button', { name: 'Umbenennen: Party' }));
  expect(await within(row('Party')).findByText('Fehler beim Umbenennen der Kategorie')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4900));
  expect(within(row('Party')).getByText('Fehler beim Umbenennen der Kategorie')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(within(row('Party')).queryByText('Fehler beim Umbenennen der Kategorie')).toBeNull();
});

it('deletes only after confirmation; a failure is reported at the row', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
  const api = mockApi(routes({ 'DELETE /api/media/admin/photo-categories/1': reply(500, {}) }));
  renderWithQueryClient(<PhotoCategoriesTab />);
  await screen.findByRole('cell', { name: 'Trauung' });
  await userEvent.click(screen.getByRole('button', { name: 'Löschen: Trauung' }));
  expect(confirm).toHaveBeenCalledWith('Sind Sie sicher, dass Sie die Fotokategorie „Trauung“ löschen möchten?');
  expect(writes(api)).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Löschen: Trauung' }));
  expect(await within(row('Trauung')).findByText('Fehler beim Löschen der Kategorie')).toBeInTheDocument();
  expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-categories/1', body: undefined }]);
});

it('deletes a category after confirmation', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi(routes({ 'DELETE /api/media/admin/photo-categories/2': { success: true } }));
  renderWithQueryClient(<PhotoCategoriesTab />);
  await screen.findByRole('cell', { name: 'Party' });
  await userEvent.click(screen.getByRole('button', { name: 'Löschen: Party' }));
  expect(await screen.findByText('Kategorie „Party“ gelöscht')).toBeInTheDocument();
  expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-categories/2', body: undefined }]);
});

it("shows 'Fehler beim Laden der Kategorien' when the list cannot be loaded", async () => {
  mockApi({ 'GET /api/media/admin/photo-categories': reply(500, {}) });
  renderWithQueryClient(<PhotoCategoriesTab />);
  expect(await screen.findByText('Fehler beim Laden der Kategorien')).toBeInTheDocument();
});
