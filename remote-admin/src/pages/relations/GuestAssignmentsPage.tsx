import { useState, type FormEvent } from 'react';
import { errorMessage, Field } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import type { AdminGuest, GuestAssignment, RelationType } from '../../lib/api-types';
import { DataTable, ListState } from '../../lib/ListState';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';

const loadAll = async () => {
  const [assignments, guests, types] = await Promise.all([
    adminApi.get<GuestAssignment[]>('/api/admin/guest-assignments'),
    adminApi.get<AdminGuest[]>('/api/admin/guests'),
    adminApi.get<RelationType[]>('/api/admin/relation-types'),
  ]);
  return { assignments, guests, types };
};

/** Gäste-Beziehungen: who is what to the couple. */
export function GuestAssignmentsPage() {
  const notice = useNotice();
  const { data, loading, reload } = useLoad(loadAll, (e) => console.error('Zuordnungen konnten nicht geladen werden', e));
  const [guestId, setGuestId] = useState('');
  const [typeId, setTypeId] = useState('');

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!guestId || !typeId) return;
    try {
      await adminApi.post('/api/admin/guest-assignments', { guest_id: Number(guestId), relation_type_id: Number(typeId) });
      setGuestId('');
      await reload();
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Anlegen der Gäste-Beziehung'));
    }
  }

  async function remove(assignment: GuestAssignment) {
    try {
      await adminApi.delete(`/api/admin/guest-assignments/${assignment.id}`);
      await reload();
    } catch {
      window.alert('Fehler beim Löschen der Gäste-Beziehung');
    }
  }

  return (
    <section>
      <h1>Gäste-Beziehungen</h1>
      {notice.element}
      <form className="inline-form card" onSubmit={create} aria-label="Neue Gäste-Beziehung">
        <Field label="Gast">
          <select value={guestId} onChange={(e) => setGuestId(e.target.value)} required>
            <option value="">Gast wählen</option>
            {data?.guests.map((g) => (
              <option key={g.id} value={g.id}>
                {g.first_name} {g.last_name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Beziehungstyp">
          <select value={typeId} onChange={(e) => setTypeId(e.target.value)} required>
            <option value="">Beziehungstyp wählen</option>
            {data?.types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </Field>
        <button className="button button--primary" type="submit" disabled={!guestId || !typeId}>
          Zuordnen
        </button>
      </form>
      <ListState items={data?.assignments} loading={loading} empty="Noch keine Gäste-Beziehungen.">
        {(assignments) => (
          <DataTable headers={['Gast', 'Beziehung', 'Aktion']}>
            {assignments.map((a) => (
              <tr key={a.id}>
                <td>{a.guest_name}</td>
                <td>{a.relation_type}</td>
                <td>
                  <button className="button button--small button--danger" type="button" onClick={() => remove(a)}>
                    Löschen
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </section>
  );
}
