import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { PhotoCategoriesTab } from './PhotoCategoriesTab';

const categories = [
  { id: 1, name: 'Trauung', media_count: 12 },
  { id: 2, name: 'Party', media_count: 0 },
];

function routes(extra: Parameters<typeof mockFetch>[0] = []) {
  return [...extra, { path: '/api/media/admin/photo-categories', reply: categories }];
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  jest.restoreAllMocks();
});

afterEach(() => jest.useRealTimers());

it('lists the categories with their media count', async () => {
  mockFetch(routes());
  render(<PhotoCategoriesTab />);
  expect(await screen.findByRole('cell', { name: 'Trauung' })).toBeInTheDocument();
  expect(within(row('Trauung')).getByRole('cell', { name: '12' })).toBeInTheDocument();
  expect(within(row('Party')).getByRole('cell', { name: '0' })).toBeInTheDocument();
});

it('creates a category with the trimmed name and refuses a blank one', async () => {
  const api = mockFetch(routes([{ method: 'POST', path: '/api/media/admin/photo-categories', reply: { id: 3, name: 'Apéro', media_count: 0 }, status: 201 }]));
  render(<PhotoCategoriesTab />);
  const form = screen.getByRole('form', { name: 'Neue Fotokategorie erstellen' });
  await userEvent.click(within(form).getByRole('button', { name: 'Kategorie erstellen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Kategorienamen ein');
  expect(api.writes()).toEqual([]);
  await userEvent.type(within(form).getByLabelText('Kategoriename'), '  Apéro ');
  await userEvent.click(within(form).getByRole('button', { name: 'Kategorie erstellen' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Kategorie erstellt');
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/media/admin/photo-categories', body: { name: 'Apéro' } }]);
});

it("shows 'Fehler beim Erstellen der Kategorie' when the server refuses", async () => {
  mockFetch(routes([{ method: 'POST', path: '/api/media/admin/photo-categories', reply: {}, status: 500 }]));
  render(<PhotoCategoriesTab />);
  const form = screen.getByRole('form', { name: 'Neue Fotokategorie erstellen' });
  await userEvent.type(within(form).getByLabelText('Kategoriename'), 'Apéro');
  await userEvent.click(within(form).getByRole('button', { name: 'Kategorie erstellen' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Fehler beim Erstellen der Kategorie');
});

it('renames by prompt only when the answer is not empty and differs', async () => {
  const prompt = jest.spyOn(window, 'prompt');
  const api = mockFetch(routes([{ method: 'PUT', path: '/api/media/admin/photo-categories/2', reply: { id: 2, name: 'Feier', media_count: 0 } }]));
  render(<PhotoCategoriesTab />);
  await screen.findByRole('cell', { name: 'Party' });
  for (const answer of [null, '  ', 'Party']) {
    prompt.mockReturnValueOnce(answer);
    await userEvent.click(screen.getByRole('button', { name: 'Umbenennen: Party' }));
  }
  expect(prompt).toHaveBeenCalledWith('Neuer Name der Fotokategorie:', 'Party');
  expect(api.writes()).toEqual([]);
  prompt.mockReturnValueOnce('Feier');
  await userEvent.click(screen.getByRole('button', { name: 'Umbenennen: Party' }));
  expect(await screen.findByText('Kategorie umbenannt')).toBeInTheDocument();
  expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/media/admin/photo-categories/2', body: { name: 'Feier' } }]);
});

it("shows 'Fehler beim Umbenennen der Kategorie' next to the row, gone after 5 s", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  jest.spyOn(window, 'prompt').mockReturnValue('Feier');
  mockFetch(routes([{ method: 'PUT', path: '/api/media/admin/photo-categories/2', reply: {}, status: 500 }]));
  render(<PhotoCategoriesTab />);
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
  const api = mockFetch(routes([{ method: 'DELETE', path: '/api/media/admin/photo-categories/1', reply: {}, status: 500 }]));
  render(<PhotoCategoriesTab />);
  await screen.findByRole('cell', { name: 'Trauung' });
  await userEvent.click(screen.getByRole('button', { name: 'Löschen: Trauung' }));
  expect(confirm).toHaveBeenCalledWith('Sind Sie sicher, dass Sie die Fotokategorie „Trauung“ löschen möchten?');
  expect(api.writes()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Löschen: Trauung' }));
  expect(await within(row('Trauung')).findByText('Fehler beim Löschen der Kategorie')).toBeInTheDocument();
  expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-categories/1', body: undefined }]);
});

it('deletes a category after confirmation', async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockFetch(routes([{ method: 'DELETE', path: '/api/media/admin/photo-categories/2', reply: { success: true } }]));
  render(<PhotoCategoriesTab />);
  await screen.findByRole('cell', { name: 'Party' });
  await userEvent.click(screen.getByRole('button', { name: 'Löschen: Party' }));
  expect(await screen.findByText('Kategorie „Party“ gelöscht')).toBeInTheDocument();
  expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/media/admin/photo-categories/2', body: undefined }]);
});

it("shows 'Fehler beim Laden der Kategorien' when the list cannot be loaded", async () => {
  mockFetch([{ path: '/api/media/admin/photo-categories', reply: {}, status: 500 }]);
  render(<PhotoCategoriesTab />);
  expect(await screen.findByText('Fehler beim Laden der Kategorien')).toBeInTheDocument();
});
