import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { GuestGroupsPage } from './GuestGroupsPage';
import { renderInRouter } from '../../test/render';
import { writes } from '../../test/api';

const guests = [{ id: 7, first_name: 'Eva', last_name: 'Amrein', group_id: null }];
const groups = [{ id: 3, name: 'Familie Amrein', members: [] }];

const renderPage = () => renderInRouter(<GuestGroupsPage />);

it('refuses a blank group name without calling the server', async () => {
  const api = mockApi({
    'GET /api/admin/guest-groups': groups,
    'GET /api/admin/guests': guests,
  });
  renderPage();
  await screen.findByText('Familie Amrein', { selector: 'h3' });
  await userEvent.type(screen.getByLabelText('Gruppenname'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Gruppe anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Gruppennamen ein');
  expect(writes(api)).toEqual([]);
});

it('needs both a group and a guest before adding', async () => {
  const api = mockApi({
    'GET /api/admin/guest-groups': groups,
    'GET /api/admin/guests': guests,
  });
  renderPage();
  await screen.findByText('Familie Amrein', { selector: 'h3' });
  await userEvent.selectOptions(screen.getByLabelText('Gruppe'), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie sowohl eine Gruppe als auch einen Gast aus');
  expect(writes(api)).toEqual([]);
});

it('creates a group with the trimmed name and confirms it', async () => {
  const api = mockApi({
    'GET /api/admin/guest-groups': groups,
    'GET /api/admin/guests': guests,
    'POST /api/admin/guest-groups': reply(201, { id: 4, name: 'Familie Keller', members: [] }),
  });
  renderPage();
  await userEvent.type(screen.getByLabelText('Gruppenname'), '  Familie Keller ');
  await userEvent.click(screen.getByRole('button', { name: 'Gruppe anlegen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Gruppe erfolgreich angelegt!');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/guest-groups', body: { name: 'Familie Keller' } }]);
});
