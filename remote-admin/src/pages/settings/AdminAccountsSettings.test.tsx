import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminAccountsSettings } from './AdminAccountsSettings';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

const admins = [
  { id: 1, username: 'admin', created_at: '2025-01-10T09:00:00.000Z' },
  { id: 2, username: 'trauzeugin', created_at: '2025-02-01T17:30:00.000Z' },
];
const LIST = { 'GET /api/admin/admin-users': admins };

let confirm: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'alter-token');
  confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirm.mockRestore());

const row = (username: string) => screen.getByRole('cell', { name: username }).closest('tr') as HTMLElement;
const form = (title: string) => screen.getByRole('form', { name: title });

describe('own password', () => {
  it('checks length and repetition in the browser, then sends current and new password and keeps this browser signed in', async () => {
    const api = mockApi({ ...LIST, 'PUT /api/auth/password': { access_token: 'neuer-token' } });
    renderWithQueryClient(<AdminAccountsSettings />);
    const own = form('Eigenes Passwort ändern');
    await userEvent.type(within(own).getByLabelText('Aktuelles Passwort'), 'altes-passwort');
    await userEvent.type(within(own).getByLabelText('Neues Passwort'), 'kurz');
    await userEvent.type(within(own).getByLabelText('Neues Passwort wiederholen'), 'anders');
    await userEvent.click(within(own).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(own).findByText('Das neue Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(within(own).getByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await userEvent.clear(within(own).getByLabelText('Neues Passwort'));
    await userEvent.type(within(own).getByLabelText('Neues Passwort'), 'ein-neues-passwort');
    await userEvent.clear(within(own).getByLabelText('Neues Passwort wiederholen'));
    await userEvent.type(within(own).getByLabelText('Neues Passwort wiederholen'), 'ein-neues-passwort');
    await userEvent.click(within(own).getByRole('button', { name: 'Passwort ändern' }));

    expect(await within(own).findByRole('status')).toHaveTextContent('Passwort geändert. Ihre anderen Sitzungen wurden beendet.');
    expect(writes(api)).toEqual([{ method: 'PUT', path: '/api/auth/password', body: { current_password: 'altes-passwort', new_password: 'ein-neues-passwort' } }]);
    expect(localStorage.getItem('token')).toBe('neuer-token');
    expect(within(own).getByLabelText('Aktuelles Passwort')).toHaveValue('');
  });

  it("shows the server's refusal of a wrong current password beside the button", async () => {
    mockApi({ ...LIST, 'PUT /api/auth/password': reply(400, { msg: 'Das aktuelle Passwort ist falsch' }) });
    renderWithQueryClient(<AdminAccountsSettings />);
    const own = form('Eigenes Passwort ändern');
    await userEvent.type(within(own).getByLabelText('Aktuelles Passwort'), 'falsch');
    await userEvent.type(within(own).getByLabelText('Neues Passwort'), 'ein-neues-passwort');
    await userEvent.type(within(own).getByLabelText('Neues Passwort wiederholen'), 'ein-neues-passwort');
    await userEvent.click(within(own).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(own).findByRole('alert')).toHaveTextContent('Das aktuelle Passwort ist falsch');
    expect(localStorage.getItem('token')).toBe('alter-token');
  });
});

describe('admins', () => {
  it('lists the admins with the date they were added', async () => {
    mockApi(LIST);
    renderWithQueryClient(<AdminAccountsSettings />);
    expect(await screen.findByRole('cell', { name: 'trauzeugin' })).toBeInTheDocument();
    expect(within(row('admin')).getByText(/10\.01\.2025, 10:00/)).toBeInTheDocument();
  });

  it("removes an admin after confirmation and shows the refusal for the last admin in that admin's row", async () => {
    const api = mockApi({
      ...LIST,
      'DELETE /api/admin/admin-users/2': { success: true },
      'DELETE /api/admin/admin-users/1': reply(409, { msg: 'Der letzte Admin kann nicht entfernt werden' }),
    });
    renderWithQueryClient(<AdminAccountsSettings />);
    await screen.findByRole('cell', { name: 'trauzeugin' });

    confirm.mockReturnValueOnce(false);
    await userEvent.click(within(row('trauzeugin')).getByRole('button', { name: 'trauzeugin entfernen' }));
    expect(writes(api)).toEqual([]);

    await userEvent.click(within(row('trauzeugin')).getByRole('button', { name: 'trauzeugin entfernen' }));
    expect(confirm).toHaveBeenLastCalledWith('Admin „trauzeugin“ entfernen? Alle Sitzungen dieses Admins werden beendet.');
    expect(await screen.findByText('Admin „trauzeugin“ entfernt')).toBeInTheDocument();

    await userEvent.click(within(row('admin')).getByRole('button', { name: 'admin entfernen' }));
    expect(await within(row('admin')).findByRole('alert')).toHaveTextContent('Der letzte Admin kann nicht entfernt werden');
    expect(writes(api).map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/admin/admin-users/2', 'DELETE /api/admin/admin-users/1']);
  });

  it('adds an admin: password length checked in the browser, the name conflict shown beside the button', async () => {
    const api = mockApi({
      ...LIST,
      'POST /api/admin/admin-users': reply(201, { id: 3, username: 'trauzeuge', created_at: '2025-03-01T10:00:00.000Z' }),
    });
    renderWithQueryClient(<AdminAccountsSettings />);
    const add = form('Admin hinzufügen');
    await userEvent.type(within(add).getByLabelText('Benutzername'), ' trauzeuge ');
    await userEvent.type(within(add).getByLabelText('Passwort'), 'kurz');
    await userEvent.click(within(add).getByRole('button', { name: 'Admin hinzufügen' }));
    expect(await within(add).findByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    await userEvent.type(within(add).getByLabelText('Passwort'), '-lang-genug');
    await userEvent.click(within(add).getByRole('button', { name: 'Admin hinzufügen' }));
    expect(await within(add).findByRole('status')).toHaveTextContent('Admin „trauzeuge“ hinzugefügt');
    expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/admin-users', body: { username: 'trauzeuge', password: 'kurz-lang-genug' } }]);
    expect(within(add).getByLabelText('Benutzername')).toHaveValue('');
  });

  it('shows a taken username beside the button', async () => {
    mockApi({ ...LIST, 'POST /api/admin/admin-users': reply(409, { msg: 'Dieser Benutzername ist bereits vergeben' }) });
    renderWithQueryClient(<AdminAccountsSettings />);
    const add = form('Admin hinzufügen');
    await userEvent.type(within(add).getByLabelText('Benutzername'), 'admin');
    await userEvent.type(within(add).getByLabelText('Passwort'), 'lang-genug-123');
    await userEvent.click(within(add).getByRole('button', { name: 'Admin hinzufügen' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Dieser Benutzername ist bereits vergeben');
  });
});

it('ends all admin sessions after confirmation and keeps this browser signed in', async () => {
  const api = mockApi({ ...LIST, 'POST /api/admin/sessions/revoke-all': { access_token: 'frischer-token' } });
  renderWithQueryClient(<AdminAccountsSettings />);
  const button = screen.getByRole('button', { name: 'Alle Admin-Sitzungen beenden' });

  confirm.mockReturnValueOnce(false);
  await userEvent.click(button);
  expect(writes(api)).toEqual([]);

  await userEvent.click(button);
  const group = screen.getByRole('group', { name: 'Sitzungen' });
  expect(await within(group).findByRole('status')).toHaveTextContent('Alle Admin-Sitzungen wurden beendet. Dieser Browser bleibt angemeldet.');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/admin/sessions/revoke-all', body: undefined }]);
  expect(localStorage.getItem('token')).toBe('frischer-token');
});
