import { useState } from 'react';
import { AdminUserInput, ADMIN_PASSWORD_MIN_LENGTH, PasswordChangeForm, type AdminUserInputValues, type PasswordChangeFormValues } from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap, useQuery, useSession } from '@hochzeit/shared-ui';
import { Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { DataTable, ListState } from '../../lib/ListState';
import { FormActions } from '../../lib/FormActions';
import { LoadFailure } from '../../lib/LoadFailure';
import { adminUsersQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');
const PASSWORD_HINT = `Mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen`;

/** A reply that carries a fresh admin token: this browser stays signed in while its other sessions end. */
const keepSignedIn = (reply: { access_token: string }) => useSession.getState().login('admin', reply.access_token);

/** 'Admin-Zugänge': own password, the list of admins, adding one, and ending every admin session. */
export function AdminAccountsSettings() {
  return (
    <section className="card" aria-labelledby="admin-accounts-title">
      <h3 id="admin-accounts-title">Admin-Zugänge</h3>
      <OwnPassword />
      <AdminList />
      <EndAllSessions />
    </section>
  );
}

function OwnPassword() {
  const notice = useNotice();
  const empty: PasswordChangeFormValues = { current_password: '', new_password: '', new_password_repeat: '' };
  const { register, handleSubmit, reset, formState } = useContractForm(PasswordChangeForm, empty);
  const { errors, isSubmitting } = formState;

  const save = handleSubmit(async ({ current_password, new_password }) => {
    try {
      keepSignedIn(await unwrap(api.PUT('/api/auth/password', { body: { current_password, new_password } })));
      reset(empty);
      notice.success('Passwort geändert. Ihre anderen Sitzungen wurden beendet.');
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Ändern des Passworts'));
    }
  });

  return (
    <form className="section" onSubmit={save} aria-labelledby="own-password-title" noValidate>
      <h4 id="own-password-title">Eigenes Passwort ändern</h4>
      <div className="form-grid">
        <Field label="Aktuelles Passwort" error={errors.current_password?.message}>
          <input type="password" autoComplete="current-password" {...register('current_password')} />
        </Field>
        <Field label="Neues Passwort" hint={PASSWORD_HINT} error={errors.new_password?.message}>
          <input type="password" autoComplete="new-password" {...register('new_password')} />
        </Field>
        <Field label="Neues Passwort wiederholen" error={errors.new_password_repeat?.message}>
          <input type="password" autoComplete="new-password" {...register('new_password_repeat')} />
        </Field>
      </div>
      <FormActions submitLabel="Passwort ändern" disabled={isSubmitting} status={notice.element} />
    </form>
  );
}

function AdminList() {
  const listNotice = useNotice();
  const addNotice = useNotice();
  const admins = useQuery(adminUsersQuery());
  const change = useAdminChange([adminUsersQuery().queryKey]);
  /** The refusal of a removal, shown in that admin's row (e.g. the last admin). */
  const [rowError, setRowError] = useState<{ id: number; text: string } | null>(null);

  const empty: AdminUserInputValues = { username: '', password: '' };
  const { register, handleSubmit, reset, formState } = useContractForm(AdminUserInput, empty);
  const { errors, isSubmitting } = formState;

  const add = handleSubmit(async (input) => {
    try {
      const created = await change(() => unwrap(api.POST('/api/admin/admin-users', { body: input })));
      reset(empty);
      addNotice.success(`Admin „${created.username}“ hinzugefügt`);
    } catch (e) {
      addNotice.error(errorMessage(e, 'Fehler beim Hinzufügen des Admins'));
    }
  });

  async function remove(admin: { id: number; username: string }) {
    setRowError(null);
    try {
      // Whoever removed their own account is signed out by the list's next request.
      await change(() => unwrap(api.DELETE('/api/admin/admin-users/{id}', { params: { path: { id: admin.id } } })));
      listNotice.success(`Admin „${admin.username}“ entfernt`);
    } catch (e) {
      setRowError({ id: admin.id, text: errorMessage(e, 'Fehler beim Entfernen des Admins') });
    }
  }

  return (
    <>
      <div className="section" aria-labelledby="admin-list-title" role="group">
        <h4 id="admin-list-title">Admins</h4>
        <LoadFailure query={admins} text="Die Admins konnten nicht geladen werden." />
        {listNotice.element}
        <ListState items={admins.data} loading={admins.isPending} empty="Keine Admins gefunden.">
          {(list) => (
            <DataTable headers={['Benutzername', 'Angelegt am', '']}>
              {list.map((admin) => (
                <tr key={admin.id}>
                  <td>{admin.username}</td>
                  <td>{formatDateTime(admin.created_at)}</td>
                  <td>
                    <span className="row-actions">
                      <RowActions
                        onDelete={() => void remove(admin)}
                        confirmDelete={`Admin „${admin.username}“ entfernen? Alle Sitzungen dieses Admins werden beendet.`}
                        deleteText="Entfernen"
                        deleteName={`${admin.username} entfernen`}
                      />
                      {rowError?.id === admin.id && (
                        <span className="form-error" role="alert">
                          {rowError.text}
                        </span>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </ListState>
      </div>

      <form className="section" onSubmit={add} aria-labelledby="add-admin-title" noValidate>
        <h4 id="add-admin-title">Admin hinzufügen</h4>
        <div className="form-grid">
          <Field label="Benutzername" error={errors.username?.message}>
            <input autoComplete="off" {...register('username')} />
          </Field>
          <Field label="Passwort" hint={PASSWORD_HINT} error={errors.password?.message}>
            <input type="password" autoComplete="new-password" {...register('password')} />
          </Field>
        </div>
        <FormActions submitLabel="Admin hinzufügen" disabled={isSubmitting} status={addNotice.element} />
      </form>
    </>
  );
}

function EndAllSessions() {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  async function endAll() {
    if (!window.confirm('Alle Admin-Sitzungen beenden? Alle Admins werden auf allen Geräten abgemeldet; dieser Browser bleibt angemeldet.')) return;
    setBusy(true);
    try {
      keepSignedIn(await unwrap(api.POST('/api/admin/sessions/revoke-all')));
      notice.success('Alle Admin-Sitzungen wurden beendet. Dieser Browser bleibt angemeldet.');
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Beenden der Sitzungen'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="section" role="group" aria-labelledby="sessions-title">
      <h4 id="sessions-title">Sitzungen</h4>
      <p className="muted">Meldet alle Admins auf allen Geräten ab, zum Beispiel nach einem verlorenen Handy. Dieser Browser bleibt angemeldet.</p>
      <div className="actions">
        <button className="button button--danger" type="button" onClick={endAll} disabled={busy}>
          Alle Admin-Sitzungen beenden
        </button>
        {notice.element}
      </div>
    </div>
  );
}
