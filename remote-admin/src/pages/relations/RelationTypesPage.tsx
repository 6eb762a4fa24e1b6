import { type RelationType, RelationTypeInput } from '@hochzeit/contracts';
import { createApi, Link, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { ListState } from '../../lib/ListState';
import { relationTypesQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');

/** Beziehungstypen: list, create by name, delete. Failed calls are only logged. */
export function RelationTypesPage() {
  const { data, isPending } = useQuery(relationTypesQuery());
  const change = useAdminChange([relationTypesQuery().queryKey, ['/api/admin/guest-assignments']]);
  const formNotice = useNotice();
  const listNotice = useNotice();
  const { register, handleSubmit, reset, formState } = useContractForm(RelationTypeInput, { name: '' });

  const create = handleSubmit(async (body) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/relation-types', { body })));
      formNotice.success('Beziehungstyp angelegt!');
      reset();
    } catch (e) {
      console.error('Beziehungstyp konnte nicht angelegt werden', e);
    }
  });

  async function remove(type: RelationType) {
    try {
      await change(() => unwrap(api.DELETE('/api/admin/relation-types/{id}', { params: { path: { id: type.id } } })));
      listNotice.success('Beziehungstyp gelöscht!');
    } catch (e) {
      console.error('Beziehungstyp konnte nicht gelöscht werden', e);
    }
  }

  return (
    <section>
      <h1>Beziehungstypen</h1>
      <p className="muted">
        Rollen, in denen Gäste zur Hochzeit stehen (z. B. Trauzeuge, Familie der Braut). Unter{' '}
        <Link to="/admin/guest-assignments">Gast-Zuordnungen</Link> ordnen Sie sie einzelnen Gästen zu.
      </p>
      <form className="inline-form card" onSubmit={create} noValidate aria-label="Neuen Beziehungstyp anlegen">
        <Field label="Name" error={formState.errors.name?.message}>
          <input {...register('name')} placeholder="z. B. Trauzeuge" />
        </Field>
        <FormActions submitLabel="Anlegen" disabled={formState.isSubmitting} status={formNotice.element} />
      </form>
      {listNotice.element}
      <ListState items={data} loading={isPending} empty="Noch keine Beziehungstypen.">
        {(types) => (
          <ul className="list-plain section">
            {types.map((type) => (
              <li key={type.id}>
                <span>{type.name}</span>
                <RowActions onDelete={() => void remove(type)} deleteName={`${type.name} löschen`} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
