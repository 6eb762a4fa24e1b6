import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../test/fetch-mock';
import { AdminAccountsSettings } from './AdminAccountsSettings';

const admins = [
  { id: 1, username: 'admin', created_at: '2025-01-10T09:00:00.000Z' },
  { id: 2, username: 'trauzeugin', created_at: '2025-02-01T17:30:00.000Z' },
];
const LIST = { path: '/api/admin/admin-users', reply: admins };

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
    const api = mockFetch([LIST, { method: 'PUT', path: '/api/auth/password', reply: { access_token: 'neuer-token' } }]);
    render(<AdminAccountsSettings />);
    const own = form('Eigenes Passwort ändern');
    await userEvent.type(within(own).getByLabelText('Aktuelles Passwort'), 'altes-passwort');
    await userEvent.type(within(own).getByLabelText('Neues Passwort'), 'kurz');
    await userEvent.type(within(own).getByLabelText('Neues Passwort wiederholen'), 'anders');
    await userEvent.click(within(own).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(own).findByText('Das neue Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(within(own).getByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await userEvent.clear(within(own).getByLabelText('Neues Passwort'));
    await userEvent.type(within(own).getByLabelText('Neues Passwort'), 'ein-neues-passwort');
    await userEvent.clear(within(own).getByLabelText('Neues Passwort wiederholen'));
    await userEvent.type(within(own).getByLabelText('Neues Passwort wiederholen'), 'ein-neues-passwort');
    await userEvent.click(within(own).getByRole('button', { name: 'Passwort ändern' }));

    expect(await within(own).findByRole('status')).toHaveTextContent('Passwort geändert. Ihre anderen Sitzungen wurden beendet.');
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/auth/password', body: { current_password: 'altes-passwort', new_password: 'ein-neues-passwort' } }]);
    expect(localStorage.getItem('token')).toBe('neuer-token');
    expect(within(own).getByLabelText('Aktuelles Passwort')).toHaveValue('');
  });

  it("shows the server's refusal of a wrong current password beside the button", async () => {
    mockFetch([LIST, { method: 'PUT', path: '/api/auth/password', reply: { msg: 'Das aktuelle Passwort ist falsch' }, status: 400 }]);
    render(<AdminAccountsSettings />);
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
    mockFetch([LIST]);
    render(<AdminAccountsSettings />);
    expect(await screen.findByRole('cell', { name: 'trauzeugin' })).toBeInTheDocument();
    expect(within(row('admin')).getByText(/10\.01\.2025, 10:00/)).toBeInTheDocument();
  });

  it("removes an admin after confirmation and shows the refusal for the last admin in that admin's row", async () => {
    const api = mockFetch([
      LIST,
      { method: 'DELETE', path: '/api/admin/admin-users/2', reply: { success: true } },
      { method: 'DELETE', path: '/api/admin/admin-users/1', reply: { msg: 'Der letzte Admin kann nicht entfernt werden' }, status: 409 },
    ]);
    render(<AdminAccountsSettings />);
    await screen.findByRole('cell', { name: 'trauzeugin' });

    confirm.mockReturnValueOnce(false);
    await userEvent.click(within(row('trauzeugin')).getByRole('button', { name: 'trauzeugin entfernen' }));
    expect(api.writes()).toEqual([]);

    await userEvent.click(within(row('trauzeugin')).getByRole('button', { name: 'trauzeugin entfernen' }));
    expect(confirm).toHaveBeenLastCalledWith('Admin „trauzeugin“ entfernen? Alle Sitzungen dieses Admins werden beendet.');
    expect(await screen.findByText('Admin „trauzeugin“ entfernt')).toBeInTheDocument();

    await userEvent.click(within(row('admin')).getByRole('button', { name: 'admin entfernen' }));
    expect(await within(row('admin')).findByRole('alert')).toHaveTextContent('Der letzte Admin kann nicht entfernt werden');
    expect(api.writes().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/admin/admin-users/2', 'DELETE /api/admin/admin-users/1']);
  });

  it('adds an admin: password length checked in the browser, the name conflict shown beside the button', async () => {
    const api = mockFetch([
      LIST,
      { method: 'POST', path: '/api/admin/admin-users', reply: { id: 3, username: 'trauzeuge', created_at: '2025-03-01T10:00:00.000Z' }, status: 201 },
    ]);
    render(<AdminAccountsSettings />);
    const add = form('Admin hinzufügen');
    await userEvent.type(within(add).getByLabelText('Benutzername'), ' trauzeuge ');
    await userEvent.type(within(add).getByLabelText('Passwort'), 'kurz');
    await userEvent.click(within(add).getByRole('button', { name: 'Admin hinzufügen' }));
    expect(await within(add).findByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await userEvent.type(within(add).getByLabelText('Passwort'), '-lang-genug');
    await userEvent.click(within(add).getByRole('button', { name: 'Admin hinzufügen' }));
    expect(await within(add).findByRole('status')).toHaveTextContent('Admin „trauzeuge“ hinzugefügt');
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/admin-users', body: { username: 'trauzeuge', password: 'kurz-lang-genug' } }]);
    expect(within(add).getByLabelText('Benutzername')).toHaveValue('');
  });

  it('shows a taken username beside the button', async () => {
    mockFetch([LIST, { method: 'POST', path: '/api/admin/admin-users', reply: { msg: 'Dieser Benutzername ist bereits vergeben' }, status: 409 }]);
    render(<AdminAccountsSettings />);
    const add = form('Admin hinzufügen');
    await userEvent.type(within(add).getByLabelText('Benutzername'), 'admin');
    await userEvent.type(within(add).getByLabelText('Passwort'), 'lang-genug-123');
    await userEvent.click(within(add).getByRole('button', { name: 'Admin hinzufügen' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('Dieser Benutzername ist bereits vergeben');
  });
});

it('ends all admin sessions after confirmation and keeps this browser signed in', async () => {
  const api = mockFetch([LIST, { method: 'POST', path: '/api/admin/sessions/revoke-all', reply: { access_token: 'frischer-token' } }]);
  render(<AdminAccountsSettings />);
  const button = screen.getByRole('button', { name: 'Alle Admin-Sitzungen beenden' });

  confirm.mockReturnValueOnce(false);
  await userEvent.click(button);
  expect(api.writes()).toEqual([]);

  await userEvent.click(button);
  const group = screen.getByRole('group', { name: 'Sitzungen' });
  expect(await within(group).findByRole('status')).toHaveTextContent('Alle Admin-Sitzungen wurden beendet. Dieser Browser bleibt angemeldet.');
  expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/sessions/revoke-all', body: undefined }]);
  expect(localStorage.getItem('token')).toBe('frischer-token');
});
