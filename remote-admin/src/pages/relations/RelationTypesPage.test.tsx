import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { RelationTypesPage } from './RelationTypesPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';

const renderPage = () => renderInRouter(<RelationTypesPage />);

it('refuses a blank name without calling the server', async () => {
  const api = mockApi({ 'GET /api/admin/relation-types': [] });
  renderPage();
  await userEvent.type(screen.getByLabelText('Name'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Namen ein');
  expect(writes(api)).toEqual([]);
});

it('creates a relation type with the trimmed name and confirms it', async () => {
  const api = mockApi({
    'GET /api/admin/relation-types': [],
    'POST /api/admin/relation-types': reply(201, { id: 1, name: 'Trauzeuge' }),
  });
  renderPage();
  await userEvent.type(screen.getByLabelText('Name'), ' Trauzeuge ');
  await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Beziehungstyp angelegt!');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/relation-types', body: { name: 'Trauzeuge' } }]);
});
