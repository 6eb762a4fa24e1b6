import { Fragment, useState, type FormEvent } from 'react';
import { EmptyState } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import type { AdminGuest, GuestGroup, Menu } from '../../lib/api-types';
import { DataTable, ListState } from '../../lib/ListState';
import { FormActions } from '../../lib/FormActions';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { GuestFields } from './GuestFields';
import { EMPTY_GUEST_FORM, groupGuests, guestPayload, guestToForm, type GuestFormValues } from './guest-form';

const loadAll = async () => {
  const [guests, groups, menus] = await Promise.all([
    adminApi.get<AdminGuest[]>('/api/admin/guests'),
    adminApi.get<GuestGroup[]>('/api/admin/guest-groups'),
    adminApi.get<Menu[]>('/api/admin/menus'),
  ]);
  return { guests, groups, menus };
};

/** Gästeliste (spec core §2): grouped table with inline edit, delete, QR code, and a create form. */
export function GuestsPage() {
  const notice = useNotice();
  const { data, loading, reload } = useLoad(loadAll, () => notice.error('Fehler beim Laden der Gäste'));
  const [newGuest, setNewGuest] = useState<GuestFormValues>(EMPTY_GUEST_FORM);
  const [editing, setEditing] = useState<{ id: number; values: GuestFormValues } | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await adminApi.post('/api/admin/guests', guestPayload(newGuest));
      notice.success('Neuer Gast angelegt!');
      setNewGuest(EMPTY_GUEST_FORM);
      await reload();
    } catch {
      notice.error('Fehler beim Anlegen');
    } finally {
      setBusy(false);
    }
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    setBusy(true);
    try {
      await adminApi.put(`/api/admin/guests/${editing.id}`, guestPayload(editing.values));
      notice.success('Gast aktualisiert!');
      setEditing(null);
      await reload();
    } catch {
      notice.error('Fehler beim Aktualisieren');
    } finally {
      setBusy(false);
    }
  }

  async function remove(guest: AdminGuest) {
    if (!window.confirm(`Soll ${guest.first_name} ${guest.last_name} wirklich gelöscht werden?`)) return;
    try {
      await adminApi.delete(`/api/admin/guests/${guest.id}`);
      notice.success('Gast gelöscht!');
      await reload();
    } catch {
      notice.error('Fehler beim Löschen');
    }
  }

  /** A lost or forwarded invitation: a new secret makes the old QR code useless. */
  async function renewLink(guest: AdminGuest) {
    if (!window.confirm(`Neuen QR-Code für ${guest.first_name} ${guest.last_name} erzeugen? Der bisherige Link funktioniert danach nicht mehr.`)) return;
    try {
      await adminApi.post(`/api/admin/guests/${guest.id}/regenerate-token`);
      notice.success('Neuer QR-Code erzeugt');
      await reload();
    } catch {
      notice.error('Fehler beim Erzeugen des QR-Codes');
    }
  }

  const groups = data?.groups ?? [];
  const menus = data?.menus ?? [];
  const menuName = (id: number | null) => menus.find((m) => m.id === id)?.type ?? '–';

  return (
    <section>
      <h1>Gästeliste</h1>
      {notice.element}
      <ListState items={data?.guests} loading={loading} empty={<EmptyState title="Noch keine Gäste erfasst.">Legen Sie unten den ersten Gast an.</EmptyState>}>
        {(guests) => (
          <DataTable headers={['Name', 'Typ', 'Seite', 'Kontakt', 'Menü', 'Allergien', 'Zimmer', 'Aktionen']} className="table-scroll">
            {groupGuests(guests, groups).map((group) => (
              <Fragment key={group.name}>
                <tr className="group-row">
                  <th colSpan={8} scope="rowgroup">
                    {group.name} ({group.guests.length})
                  </th>
                </tr>
                {group.guests.map((guest) =>
                  editing?.id === guest.id ? (
                    <tr key={guest.id}>
                      <td colSpan={8}>
                        <form onSubmit={saveEdit} aria-label={`${guest.first_name} ${guest.last_name} bearbeiten`}>
                          <GuestFields values={editing.values} onChange={(values) => setEditing({ id: guest.id, values })} groups={groups} menus={menus} idPrefix={`edit-${guest.id}`} />
                          <FormActions submitLabel="Speichern" onCancel={() => setEditing(null)} disabled={busy} />
                        </form>
                      </td>
                    </tr>
                  ) : (
                    <tr key={guest.id}>
                      <td>
                        {guest.first_name} {guest.last_name}
                        {guest.special_requests && <div className="muted">{guest.special_requests}</div>}
                      </td>
                      <td>{guest.guest_type}</td>
                      <td>{guest.side ?? '–'}</td>
                      <td>
                        {guest.email && <div>{guest.email}</div>}
                        {guest.mobile && <div>{guest.mobile}</div>}
                        {guest.phone && <div>{guest.phone}</div>}
                      </td>
                      <td>{menuName(guest.menu_id)}</td>
                      <td>{guest.allergies.join(', ') || '–'}</td>
                      <td>{guest.guest_type === 'Inner Circle' ? (guest.has_room ? 'Ja' : 'Nein') : '–'}</td>
                      <td className="row-actions">
                        <button className="button button--small" type="button" onClick={() => setEditing({ id: guest.id, values: guestToForm(guest) })}>
                          Bearbeiten
                        </button>
                        <button className="button button--small button--danger" type="button" onClick={() => remove(guest)}>
                          Löschen
                        </button>
                        <a className="button button--small" href={guest.qr_code_url} target="_blank" rel="noopener noreferrer">
                          QR-Code
                        </a>
                        <button className="button button--small button--ghost" type="button" onClick={() => renewLink(guest)}>
                          Neuer Link
                        </button>
                      </td>
                    </tr>
                  ),
                )}
              </Fragment>
            ))}
          </DataTable>
        )}
      </ListState>

      <form className="card section" onSubmit={create} aria-label="Neuen Gast anlegen">
        <h2>Neuen Gast anlegen</h2>
        <GuestFields values={newGuest} onChange={setNewGuest} groups={groups} menus={menus} idPrefix="new-guest" />
        <div className="actions">
          <button className="button button--primary" type="submit" disabled={busy}>
            Gast anlegen
          </button>
        </div>
      </form>
    </section>
  );
}
