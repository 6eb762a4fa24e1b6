import { type GuestAssignment, GuestAssignmentInput } from '@hochzeit/contracts';
import { createApi, errorMessage, Link, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { asOptionalNumber, useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { DataTable, ListState } from '../../lib/ListState';
import { guestAssignmentsQuery, guestsQuery, relationTypesQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { fullName, Options } from '../../lib/Options';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');


/** Gäste-Beziehungen: who is what to the couple. */
export function GuestAssignmentsPage() {
  const assignments = useQuery(guestAssignmentsQuery());
  const guests = useQuery(guestsQuery());
  const types = useQuery(relationTypesQuery());
  const change = useAdminChange([guestAssignmentsQuery().queryKey]);
  const formNotice = useNotice();
  const listNotice = useNotice();
  const { register, handleSubmit, resetField, formState } = useContractForm(GuestAssignmentInput, {});

  const create = handleSubmit(async (body) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/guest-assignments', { body })));
      formNotice.success('Gäste-Beziehung angelegt!');
      resetField('guest_id');
    } catch (e) {
      formNotice.error(errorMessage(e, 'Fehler beim Anlegen der Gäste-Beziehung'));
    }
  });

  async function remove(assignment: GuestAssignment) {
    try {
      await change(() => unwrap(api.DELETE('/api/admin/guest-assignments/{id}', { params: { path: { id: assignment.id } } })));
      listNotice.success('Gäste-Beziehung gelöscht!');
    } catch {
      window.alert('Fehler beim Löschen der Gäste-Beziehung');
    }
  }

  return (
    <section>
      <h1>Gäste-Beziehungen</h1>
      <p className="muted">
        Hier geben Sie Gästen ihre Rolle (einen <Link to="/admin/relation-types">Beziehungstyp</Link>). Die Zuordnungen sind
        für Ihre Übersicht und erscheinen nicht auf den Gästeseiten.
      </p>
      <form className="inline-form card" onSubmit={create} noValidate aria-label="Neue Gäste-Beziehung">
        <Field label="Gast" error={formState.errors.guest_id?.message}>
          <select {...register('guest_id', asOptionalNumber)}>
            <Options placeholder="Gast wählen" items={guests.data ?? []} label={fullName} />
          </select>
        </Field>
        <Field label="Beziehungstyp" error={formState.errors.relation_type_id?.message}>
          <select {...register('relation_type_id', asOptionalNumber)}>
            <Options placeholder="Beziehungstyp wählen" items={types.data ?? []} label={(t) => t.name} />
          </select>
        </Field>
        <FormActions submitLabel="Zuordnen" disabled={formState.isSubmitting} status={formNotice.element} />
      </form>
      {listNotice.element}
      <ListState items={assignments.data} loading={assignments.isPending} empty="Noch keine Gäste-Beziehungen.">
        {(assignments) => (
          <DataTable headers={['Gast', 'Beziehung', 'Aktion']}>
            {assignments.map((a) => (
              <tr key={a.id}>
                <td>{a.guest_name}</td>
                <td>{a.relation_type}</td>
                <td>
                  <RowActions onDelete={() => void remove(a)} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </section>
  );
}
