import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { mockFetch } from '../../test/fetch-mock';
import { GuestAssignmentsPage } from './GuestAssignmentsPage';

const lists = [
  { path: '/api/admin/guest-assignments', reply: [] },
  { path: '/api/admin/guests', reply: [{ id: 7, first_name: 'Anna', last_name: 'Meier', group_id: null }] },
  { path: '/api/admin/relation-types', reply: [{ id: 2, name: 'Trauzeugin' }] },
];

function renderPage() {
  return render(
    <MemoryRouter>
      <GuestAssignmentsPage />
    </MemoryRouter>,
  );
}

it('needs a relation type before assigning', async () => {
  const api = mockFetch(lists);
  renderPage();
  await userEvent.selectOptions(await screen.findByLabelText('Gast'), await screen.findByRole('option', { name: 'Anna Meier' }));
  await userEvent.click(screen.getByRole('button', { name: 'Zuordnen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Beziehungstyp aus');
  expect(api.writes()).toEqual([]);
});

it('assigns a guest and shows the server message when it refuses', async () => {
  const api = mockFetch([...lists, { method: 'POST', path: '/api/admin/guest-assignments', reply: { msg: 'Diese Zuordnung gibt es bereits' }, status: 409 }]);
  renderPage();
  await userEvent.selectOptions(await screen.findByLabelText('Gast'), await screen.findByRole('option', { name: 'Anna Meier' }));
  await userEvent.selectOptions(screen.getByLabelText('Beziehungstyp'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Zuordnen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Diese Zuordnung gibt es bereits');
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/guest-assignments', body: { guest_id: 7, relation_type_id: 2 } }]);
});
