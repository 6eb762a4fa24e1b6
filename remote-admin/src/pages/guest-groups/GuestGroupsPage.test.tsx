import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { mockFetch } from '../../test/fetch-mock';
import { GuestGroupsPage } from './GuestGroupsPage';

const guests = [{ id: 7, first_name: 'Eva', last_name: 'Amrein', group_id: null }];
const groups = [{ id: 3, name: 'Familie Amrein', members: [] }];

function renderPage() {
  return render(
    <MemoryRouter>
      <GuestGroupsPage />
    </MemoryRouter>,
  );
}

it('refuses a blank group name without calling the server', async () => {
  const api = mockFetch([
    { path: '/api/admin/guest-groups', reply: groups },
    { path: '/api/admin/guests', reply: guests },
  ]);
  renderPage();
  await screen.findByText('Familie Amrein', { selector: 'h3' });
  await userEvent.type(screen.getByLabelText('Gruppenname'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Gruppe anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte geben Sie einen Gruppennamen ein');
  expect(api.writes()).toEqual([]);
});

it('needs both a group and a guest before adding', async () => {
  const api = mockFetch([
    { path: '/api/admin/guest-groups', reply: groups },
    { path: '/api/admin/guests', reply: guests },
  ]);
  renderPage();
  await screen.findByText('Familie Amrein', { selector: 'h3' });
  await userEvent.selectOptions(screen.getByLabelText('Gruppe'), '3');
  await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie sowohl eine Gruppe als auch einen Gast aus');
  expect(api.writes()).toEqual([]);
});

it('creates a group with the trimmed name and confirms it', async () => {
  const api = mockFetch([
    { path: '/api/admin/guest-groups', reply: groups },
    { path: '/api/admin/guests', reply: guests },
    { method: 'POST', path: '/api/admin/guest-groups', reply: { id: 4, name: 'Familie Keller', members: [] }, status: 201 },
  ]);
  renderPage();
  await userEvent.type(screen.getByLabelText('Gruppenname'), '  Familie Keller ');
  await userEvent.click(screen.getByRole('button', { name: 'Gruppe anlegen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Gruppe erfolgreich angelegt!');
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/guest-groups', body: { name: 'Familie Keller' } }]);
});
