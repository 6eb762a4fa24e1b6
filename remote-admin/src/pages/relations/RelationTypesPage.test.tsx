import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { mockFetch } from '../../test/fetch-mock';
import { RelationTypesPage } from './RelationTypesPage';

function renderPage() {
  return render(
    <MemoryRouter>
      <RelationTypesPage />
    </MemoryRouter>,
  );
}

it('refuses a blank name without calling the server', async () => {
  const api = mockFetch([{ path: '/api/admin/relation-types', reply: [] }]);
  renderPage();
  await userEvent.type(screen.getByLabelText('Name'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Namen ein');
  expect(api.writes()).toEqual([]);
});

it('creates a relation type with the trimmed name and confirms it', async () => {
  const api = mockFetch([
    { path: '/api/admin/relation-types', reply: [] },
    { method: 'POST', path: '/api/admin/relation-types', reply: { id: 1, name: 'Trauzeuge' }, status: 201 },
  ]);
  renderPage();
  await userEvent.type(screen.getByLabelText('Name'), ' Trauzeuge ');
  await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Beziehungstyp angelegt!');
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/relation-types', body: { name: 'Trauzeuge' } }]);
});
