import { useState, type FormEvent } from 'react';
import { Field } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import type { AdminGuest, GuestGroup } from '../../lib/api-types';
import { ListState } from '../../lib/ListState';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';

const loadAll = async () => {
  const [groups, guests] = await Promise.all([adminApi.get<GuestGroup[]>('/api/admin/guest-groups'), adminApi.get<AdminGuest[]>('/api/admin/guests')]);
  return { groups, guests };
};

/** Familien/Paare (spec core §2, §5, §8). */
export function GuestGroupsPage() {
  const notice = useNotice();
  const { data, loading, reload } = useLoad(loadAll, () => notice.error('Fehler beim Laden der Gruppen'));
  const [name, setName] = useState('');
  const [groupId, setGroupId] = useState('');
  const [guestId, setGuestId] = useState('');

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return notice.error('Bitte geben Sie einen Gruppennamen ein');
    try {
      await adminApi.post('/api/admin/guest-groups', { name: name.trim() });
      notice.success('Gruppe erfolgreich angelegt!');
      setName('');
      await reload();
    } catch {
      notice.error('Fehler beim Anlegen der Gruppe');
    }
  }

  async function addGuest(event: FormEvent) {
    event.preventDefault();
    if (!groupId || !guestId) return notice.error('Bitte wählen Sie sowohl eine Gruppe als auch einen Gast aus');
    try {
      await adminApi.post(`/api/admin/guest-groups/${groupId}/add-guest`, { guest_id: Number(guestId) });
      notice.success('Gast erfolgreich zur Gruppe hinzugefügt!');
      setGuestId('');
      await reload();
    } catch {
      notice.error('Fehler beim Hinzufügen des Gastes');
    }
  }

  async function removeGuest(group: GuestGroup, memberId: number) {
    try {
      await adminApi.delete(`/api/admin/guest-groups/${group.id}/guests/${memberId}`);
      notice.success('Gast erfolgreich aus der Gruppe entfernt!');
      await reload();
    } catch {
      notice.error('Fehler beim Entfernen des Gastes');
    }
  }

  async function removeGroup(group: GuestGroup) {
    if (!window.confirm('Sind Sie sicher, dass Sie diese Gruppe löschen möchten?')) return;
    try {
      await adminApi.delete(`/api/admin/guest-groups/${group.id}`);
      notice.success('Gruppe erfolgreich gelöscht!');
      await reload();
    } catch {
      notice.error('Fehler beim Löschen der Gruppe');
    }
  }

  const ungrouped = (data?.guests ?? []).filter((g) => g.group_id === null);

  return (
    <section>
      <h1>Familien/Paare</h1>
      {notice.element}
      <div className="cards">
        <form className="card" onSubmit={create} noValidate aria-label="Neue Gruppe anlegen">
          <h2>Neue Gruppe</h2>
          <Field label="Gruppenname">
            <input value={name} onChange={(e) => setName(e.target.value)} placeholder="z. B. Familie Meier" />
          </Field>
          <div className="actions">
            <button className="button button--primary" type="submit">
              Gruppe anlegen
            </button>
          </div>
        </form>
        <form className="card" onSubmit={addGuest} noValidate aria-label="Gast zu Gruppe hinzufügen">
          <h2>Gast hinzufügen</h2>
          <Field label="Gruppe">
            <select value={groupId} onChange={(e) => setGroupId(e.target.value)}>
              <option value="">Gruppe wählen</option>
              {data?.groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Gast (ohne Gruppe)">
            <select value={guestId} onChange={(e) => setGuestId(e.target.value)}>
              <option value="">Gast wählen</option>
              {ungrouped.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.first_name} {g.last_name}
                </option>
              ))}
            </select>
          </Field>
          <div className="actions">
            <button className="button button--primary" type="submit">
              Hinzufügen
            </button>
          </div>
        </form>
      </div>

      <h2 className="section">Gruppen</h2>
      <ListState items={data?.groups} loading={loading} empty="Noch keine Gruppen angelegt.">
        {(groups) => (
          <div className="cards">
            {groups.map((group) => (
              <article key={group.id} className="card" aria-label={`Gruppe ${group.name}`}>
                <header className="page-header">
                  <h3>{group.name}</h3>
                  <button className="button button--small button--danger" type="button" onClick={() => removeGroup(group)}>
                    Gruppe löschen
                  </button>
                </header>
                {group.members.length === 0 ? (
                  <p className="muted">Noch keine Mitglieder.</p>
                ) : (
                  <ul className="list-plain">
                    {group.members.map((m) => (
                      <li key={m.id}>
                        <span>
                          {m.first_name} {m.last_name} <span className="muted">({m.guest_type})</span>
                        </span>
                        <button className="button button--small" type="button" onClick={() => removeGuest(group, m.id)} aria-label={`${m.first_name} ${m.last_name} aus der Gruppe entfernen`}>
                          Entfernen
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
          </div>
        )}
      </ListState>
    </section>
  );
}
