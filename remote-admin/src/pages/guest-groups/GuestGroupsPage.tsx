import { useState } from 'react';
import { AddGuestToGroupForm, type AdminGuest, type GuestGroup, GuestGroupInput } from '@hochzeit/contracts';
import { createApi, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { asOptionalNumber, useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { ListState } from '../../lib/ListState';
import { LoadFailure, together } from '../../lib/LoadFailure';
import { GUEST_DATA, guestGroupsQuery, guestsQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { fullName, Options } from '../../lib/Options';
import { NewNameForm } from '../../lib/NewNameForm';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');


/** A guest without a group joins a group. */
function AddGuestForm({ groups, guests }: { groups: readonly GuestGroup[]; guests: readonly AdminGuest[] }) {
  const notice = useNotice();
  const change = useAdminChange(GUEST_DATA);
  const { register, handleSubmit, resetField, formState } = useContractForm(AddGuestToGroupForm, {});
  const add = handleSubmit(async ({ group_id, guest_id }) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/guest-groups/{id}/add-guest', { params: { path: { id: group_id } }, body: { guest_id } })));
      notice.success('Gast erfolgreich zur Gruppe hinzugefügt!');
      resetField('guest_id');
    } catch {
      notice.error('Fehler beim Hinzufügen des Gastes');
    }
  });
  const ungrouped = guests.filter((g) => g.group_id === null);
  return (
    <form className="card" onSubmit={add} noValidate aria-label="Gast zu Gruppe hinzufügen">
      <h2>Gast hinzufügen</h2>
      <Field label="Gruppe" error={formState.errors.group_id?.message}>
        <select {...register('group_id', asOptionalNumber)}>
          <Options placeholder="Gruppe wählen" items={groups} label={(g) => g.name} />
        </select>
      </Field>
      <Field label="Gast (ohne Gruppe)" error={formState.errors.guest_id?.message}>
        <select {...register('guest_id', asOptionalNumber)}>
          <Options placeholder="Gast wählen" items={ungrouped} label={fullName} />
        </select>
      </Field>
      <FormActions submitLabel="Hinzufügen" disabled={formState.isSubmitting} status={notice.element} />
    </form>
  );
}

/** Familien/Paare: groups with their members; create, fill, empty and delete groups. */
export function GuestGroupsPage() {
  const groups = useQuery(guestGroupsQuery());
  const guests = useQuery(guestsQuery());
  const change = useAdminChange(GUEST_DATA);
  // The outcome of an action on a group is shown in that group's card, or above the list once the group is gone.
  const listNotice = useNotice();
  const [listNoticeAt, setListNoticeAt] = useState<number | null>(null);

  function tell(at: number | null, kind: 'success' | 'error', text: string) {
    setListNoticeAt(at);
    listNotice[kind](text);
  }

  async function removeGuest(group: GuestGroup, memberId: number) {
    try {
      await change(() => unwrap(api.DELETE('/api/admin/guest-groups/{id}/guests/{guestId}', { params: { path: { id: group.id, guestId: memberId } } })));
      tell(group.id, 'success', 'Gast erfolgreich aus der Gruppe entfernt!');
    } catch {
      tell(group.id, 'error', 'Fehler beim Entfernen des Gastes');
    }
  }

  async function removeGroup(group: GuestGroup) {
    try {
      await change(() => unwrap(api.DELETE('/api/admin/guest-groups/{id}', { params: { path: { id: group.id } } })));
      tell(null, 'success', 'Gruppe erfolgreich gelöscht!');
    } catch {
      tell(group.id, 'error', 'Fehler beim Löschen der Gruppe');
    }
  }

  return (
    <section>
      <h1>Familien/Paare</h1>
      <LoadFailure query={together(groups, guests)} text="Fehler beim Laden der Gruppen" />
      <div className="cards">
        <NewNameForm
          schema={GuestGroupInput}
          formName="Neue Gruppe anlegen"
          title="Neue Gruppe"
          label="Gruppenname"
          placeholder="z. B. Familie Meier"
          submitLabel="Gruppe anlegen"
          created="Gruppe erfolgreich angelegt!"
          failed="Fehler beim Anlegen der Gruppe"
          create={(body) => unwrap(api.POST('/api/admin/guest-groups', { body }))}
          touches={GUEST_DATA}
        />
        <AddGuestForm groups={groups.data ?? []} guests={guests.data ?? []} />
      </div>

      <h2 className="section">Gruppen</h2>
      {listNoticeAt === null && listNotice.element}
      <ListState items={groups.data && guests.data ? groups.data : undefined} loading={groups.isPending || guests.isPending} empty="Noch keine Gruppen angelegt.">
        {(groups) => (
          <div className="cards">
            {groups.map((group) => (
              <article key={group.id} className="card" aria-label={`Gruppe ${group.name}`}>
                <header className="page-header">
                  <h3>{group.name}</h3>
                  <RowActions onDelete={() => void removeGroup(group)} confirmDelete="Sind Sie sicher, dass Sie diese Gruppe löschen möchten?" deleteText="Gruppe löschen" />
                </header>
                {listNoticeAt === group.id && listNotice.element}
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
