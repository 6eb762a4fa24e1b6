import { useState } from 'react';
import type { z } from 'zod';
import { type Menu, MENU_TYPE_LABELS, MENU_TYPES, MenuDescriptionInput, MenuForm, type MenuFormValues } from '@hochzeit/contracts';
import { createApi, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { joinCommaList } from '../../lib/form-values';
import { ListState } from '../../lib/ListState';
import { GUEST_DATA, menusQuery, useAdminMutation } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { Options } from '../../lib/Options';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');
/** A menu shows in the guest list and the RSVP overview too. */
const MENU_DATA = [menusQuery().queryKey, ...GUEST_DATA];

const COURSES = [1, 2, 3] as const;
const NEW_MENU: MenuFormValues = { type: 'Menü 1', class: '', description: MenuDescriptionInput.parse({}), allergens: '', choosable: false };

/** Menüverwaltung: failed calls are only logged; a successful save or delete is confirmed where the admin acted. */
export function MenusPage() {
  const { data, isPending } = useQuery(menusQuery());
  const saveMenu = useAdminMutation(
    ({ id, body }: { id: number | null; body: z.output<typeof MenuForm> }) =>
      unwrap(id ? api.PUT('/api/admin/menus/{id}', { params: { path: { id } }, body }) : api.POST('/api/admin/menus', { body })),
    MENU_DATA,
  );
  const deleteMenu = useAdminMutation((id: number) => unwrap(api.DELETE('/api/admin/menus/{id}', { params: { path: { id } } })), MENU_DATA);
  const formNotice = useNotice();
  const listNotice = useNotice();
  const [editingId, setEditingId] = useState<number | null>(null);
  const { register, handleSubmit, reset, formState } = useContractForm(MenuForm, NEW_MENU);

  function edit(menu: Menu) {
    setEditingId(menu.id);
    reset({ type: menu.type, class: menu.class, description: { ...menu.description }, allergens: joinCommaList(menu.allergens), choosable: menu.choosable });
  }

  /** After a save or cancel the form is for a new menu again. */
  function backToCreate() {
    setEditingId(null);
    reset(NEW_MENU);
  }

  const save = handleSubmit(async (body) => {
    try {
      await saveMenu.mutateAsync({ id: editingId, body });
      formNotice.success(editingId ? 'Menü aktualisiert!' : 'Menü erstellt!');
      backToCreate();
    } catch (e) {
      console.error('Menü konnte nicht gespeichert werden', e);
    }
  });

  async function remove(menu: Menu) {
    try {
      await deleteMenu.mutateAsync(menu.id);
      listNotice.success('Menü gelöscht!');
      if (editingId === menu.id) backToCreate();
    } catch (e) {
      console.error('Menü konnte nicht gelöscht werden', e);
    }
  }

  return (
    <section>
      <h1>Menüverwaltung</h1>
      {listNotice.element}
      <ListState items={data} loading={isPending} empty="Noch keine Menüs angelegt.">
        {(menus) => (
          <div className="cards">
            {menus.map((menu) => (
              <article key={menu.id} className="card" aria-label={`${menu.type} ${menu.class}`}>
                <h3>
                  {menu.type} – {menu.class || 'ohne Klasse'}
                </h3>
                <ol>
                  {COURSES.map((n) => (
                    <li key={n}>
                      <strong>{menu.description[`Gang${n}`] || '–'}</strong>
                      <div className="muted">{menu.description[`Gang${n} Beschreibung`]}</div>
                    </li>
                  ))}
                </ol>
                <p className="muted">Allergene: {menu.allergens.join(', ') || 'keine'}</p>
                <p className="muted">{menu.choosable ? 'Bei der Rückmeldung wählbar' : 'Bei der Rückmeldung nicht wählbar'}</p>
                <div className="actions">
                  <RowActions onEdit={() => edit(menu)} onDelete={() => void remove(menu)} confirmDelete={`Menü "${menu.class || menu.type}" löschen?`} />
                </div>
              </article>
            ))}
          </div>
        )}
      </ListState>

      <form className="card section" onSubmit={save} noValidate aria-label="Menüformular">
        <h2>{editingId ? 'Menü bearbeiten' : 'Neues Menü anlegen'}</h2>
        <div className="form-grid">
          <Field label="Menütyp" error={formState.errors.type?.message}>
            <select {...register('type')}>
              <Options items={MENU_TYPES} label={(t) => MENU_TYPE_LABELS[t]} />
            </select>
          </Field>
          <Field label="Klasse" error={formState.errors.class?.message}>
            <input {...register('class')} placeholder="z. B. Vegetarisch" />
          </Field>
          {COURSES.map((n) => (
            <fieldset key={n} className="course">
              <legend>Gang {n}</legend>
              <Field label="Gericht" error={formState.errors.description?.[`Gang${n}`]?.message}>
                <input {...register(`description.Gang${n}`)} />
              </Field>
              <Field label="Beschreibung" error={formState.errors.description?.[`Gang${n} Beschreibung`]?.message}>
                <input {...register(`description.Gang${n} Beschreibung`)} />
              </Field>
            </fieldset>
          ))}
          <Field label="Allergene (durch Komma getrennt)" error={formState.errors.allergens?.message}>
            <input {...register('allergens')} />
          </Field>
          <label className="field field--inline">
            <input type="checkbox" {...register('choosable')} />
            <span>Gäste können dieses Menü bei der Rückmeldung wählen</span>
          </label>
        </div>
        <FormActions
          submitLabel={editingId ? 'Menü aktualisieren' : 'Menü erstellen'}
          onCancel={editingId ? backToCreate : undefined}
          disabled={formState.isSubmitting}
          status={formNotice.element}
        />
      </form>
    </section>
  );
}
