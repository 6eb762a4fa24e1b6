import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { GuestAssignmentsPage } from './GuestAssignmentsPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';

const lists = {
  'GET /api/admin/guest-assignments': [],
  'GET /api/admin/guests': [{ id: 7, first_name: 'Anna', last_name: 'Meier', group_id: null }],
  'GET /api/admin/relation-types': [{ id: 2, name: 'Trauzeugin' }],
};

const renderPage = () => renderInRouter(<GuestAssignmentsPage />);

it('needs a relation type before assigning', async () => {
  const api = mockApi(lists);
  renderPage();
  await userEvent.selectOptions(await screen.findByLabelText('Gast'), await screen.findByRole('option', { name: 'Anna Meier' }));
  await userEvent.click(screen.getByRole('button', { name: 'Zuordnen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Beziehungstyp aus');
  expect(writes(api)).toEqual([]);
});

it('assigns a guest and shows the server message when it refuses', async () => {
  const api = mockApi({ ...lists, 'POST /api/admin/guest-assignments': reply(409, { msg: 'Diese Zuordnung gibt es bereits' }) });
  renderPage();
  await userEvent.selectOptions(await screen.findByLabelText('Gast'), await screen.findByRole('option', { name: 'Anna Meier' }));
  await userEvent.selectOptions(screen.getByLabelText('Beziehungstyp'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Zuordnen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Diese Zuordnung gibt es bereits');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/guest-assignments', body: { guest_id: 7, relation_type_id: 2 } }]);
});
