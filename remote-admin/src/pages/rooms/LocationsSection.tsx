import { useState } from 'react';
import { type Location, LocationInput } from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap } from '@hochzeit/shared-ui';
import { Notice, type NoticeMessage, Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { ListState } from '../../lib/ListState';
import { ResponsiveList } from '../../lib/ResponsiveList';
import { useNotice } from '../../lib/use-notice';
import { ROOM_DATA, useAdminChange } from '../../lib/queries';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');

const useLocationForm = (location?: Location) => useContractForm(LocationInput, { name: location?.name ?? '', address: location?.address ?? '' });

/** Name and address fields of a location (new and inline edit). */
function LocationFields({ form }: { form: ReturnType<typeof useLocationForm> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="form-grid">
      <Field label="Name" error={errors.name?.message}>
        <input {...register('name')} />
      </Field>
      <Field label="Adresse" error={errors.address?.message}>
        <input {...register('address')} />
      </Field>
    </div>
  );
}

function LocationEditForm({ location, onSaved, onCancel }: { location: Location; onSaved: () => void; onCancel: () => void }) {
  const form = useLocationForm(location);
  const change = useAdminChange(ROOM_DATA);
  const status = useNotice();
  const save = form.handleSubmit(async (input) => {
    try {
      await change(() => unwrap(api.PUT('/api/admin/locations/{id}', { params: { path: { id: location.id } }, body: input })));
      onSaved();
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Speichern des Standorts'));
    }
  });
  return (
    <form onSubmit={save} aria-label={`Standort ${location.name} bearbeiten`} noValidate>
      <LocationFields form={form} />
      <FormActions submitLabel="Speichern" onCancel={onCancel} status={status.element} />
    </form>
  );
}

/**
 * 'Standorte': the buildings where guests sleep. Every room needs one, and the guest's
 * accommodation block shows its name and address. A location that rooms use cannot be deleted;
 * the server's reason appears next to the row.
 */
export function LocationsSection({ locations, loading }: { locations: readonly Location[] | undefined; loading: boolean }) {
  const form = useLocationForm();
  const change = useAdminChange(ROOM_DATA);
  const created = useNotice();
  const deleted = useNotice();
  const [editing, setEditing] = useState<number | null>(null);
  const [rowNotice, setRowNotice] = useState<(NoticeMessage & { id: number }) | null>(null);

  const create = form.handleSubmit(async (input) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/locations', { body: input })));
      form.reset();
      created.success('Standort angelegt');
    } catch (e) {
      created.error(errorMessage(e, 'Fehler beim Anlegen des Standorts'));
    }
  });

  function saved(location: Location) {
    setEditing(null);
    setRowNotice({ id: location.id, kind: 'success', text: 'Standort gespeichert' });
  }

  async function remove(location: Location) {
    try {
      await change(() => unwrap(api.DELETE('/api/admin/locations/{id}', { params: { path: { id: location.id } } })));
      setRowNotice(null);
      deleted.success('Standort gelöscht');
    } catch (e) {
      setRowNotice({ id: location.id, kind: 'error', text: errorMessage(e, 'Fehler beim Löschen des Standorts') });
    }
  }

  return (
    <section className="section" aria-labelledby="standorte">
      <h2 id="standorte">Standorte</h2>
      {deleted.element}
      <ListState items={locations} loading={loading} empty="Noch keine Standorte angelegt.">
        {(list) => (
          <ResponsiveList
            label="Standorte"
            className="table-scroll"
            rows={list}
            rowKey={(location) => location.id}
            rowName={(location) => location.name}
            columns={[
              { header: 'Name', primary: true, cell: (location) => location.name },
              { header: 'Adresse', card: true, cell: (location) => location.address ?? '–' },
            ]}
            editing={(location) => editing === location.id && <LocationEditForm location={location} onSaved={() => saved(location)} onCancel={() => setEditing(null)} />}
            actions={(location) => (
              <span className="row-actions">
                <RowActions onEdit={() => setEditing(location.id)} onDelete={() => void remove(location)} confirmDelete={`Sind Sie sicher, dass Sie den Standort „${location.name}“ löschen möchten?`} />
              </span>
            )}
            notice={(location) =>
              rowNotice?.id === location.id && <Notice notice={rowNotice} onClose={() => setRowNotice(null)} timeoutMs={rowNotice.kind === 'error' ? 0 : 5000} />
            }
          />
        )}
      </ListState>

      <form className="card section" onSubmit={create} aria-label="Neuen Standort anlegen" noValidate>
        <h3>Neuer Standort</h3>
        <LocationFields form={form} />
        <FormActions submitLabel="Standort anlegen" status={created.element} />
      </form>
    </section>
  );
}
