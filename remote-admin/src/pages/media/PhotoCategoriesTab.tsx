import { type PhotoCategory, PhotoCategoryInput } from '@hochzeit/contracts';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { FormActions } from '../../lib/FormActions';
import { DataTable, ListState } from '../../lib/ListState';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { useRowNotice } from '../../lib/use-row-notice';
import { askNewName } from './ask-new-name';
import { mediaApi } from './media-api';
import { RowActions } from '../../lib/RowActions';

export const RENAME_CATEGORY_QUESTION = 'Neuer Name der Fotokategorie:';
export const deleteCategoryQuestion = (name: string) => `Sind Sie sicher, dass Sie die Fotokategorie „${name}“ löschen möchten?`;

function NewCategoryForm({ onCreated }: { onCreated: () => Promise<void> }) {
  const notice = useNotice();
  const { register, handleSubmit, reset, formState } = useContractForm(PhotoCategoryInput, { name: '' });
  const create = handleSubmit(async (body) => {
    try {
      await mediaApi.createCategory(body);
      notice.success('Kategorie erstellt');
      reset();
      await onCreated();
    } catch {
      notice.error('Fehler beim Erstellen der Kategorie');
    }
  });
  return (
    <form className="card" onSubmit={create} noValidate aria-label="Neue Fotokategorie erstellen">
      <h2>Neue Fotokategorie</h2>
      <Field label="Kategoriename" error={formState.errors.name?.message}>
        <input {...register('name')} placeholder="z. B. Trauung" />
      </Field>
      <FormActions submitLabel="Kategorie erstellen" disabled={formState.isSubmitting} status={notice.element} />
    </form>
  );
}

/** 'Fotokategorien': create, rename (prompt), delete (confirmation); each with its number of media. */
export function PhotoCategoriesTab() {
  const notice = useNotice();
  const rowNotice = useRowNotice();
  const categories = useLoad(mediaApi.categories, () => notice.error('Fehler beim Laden der Kategorien'));

  async function rename(category: PhotoCategory) {
    const name = askNewName(RENAME_CATEGORY_QUESTION, category.name);
    if (name === null) return;
    const parsed = PhotoCategoryInput.safeParse({ name });
    if (!parsed.success) return rowNotice.error(category.id, parsed.error.issues[0].message);
    try {
      await mediaApi.renameCategory(category.id, parsed.data.name);
      rowNotice.success(category.id, 'Kategorie umbenannt');
      await categories.reload();
    } catch {
      rowNotice.error(category.id, 'Fehler beim Umbenennen der Kategorie');
    }
  }

  async function remove(category: PhotoCategory) {
    try {
      await mediaApi.removeCategory(category.id);
      rowNotice.success(null, `Kategorie „${category.name}“ gelöscht`);
      await categories.reload();
    } catch {
      rowNotice.error(category.id, 'Fehler beim Löschen der Kategorie');
    }
  }

  return (
    <div>
      {notice.element}
      <div className="cards section">
        <NewCategoryForm onCreated={categories.reload} />
      </div>
      <h2 className="section">Fotokategorien</h2>
      {rowNotice.at(null)}
      <ListState items={categories.data} loading={categories.loading} empty="Noch keine Fotokategorien angelegt.">
        {(list) => (
          <DataTable headers={['Name', 'Medien', 'Aktionen']}>
            {list.map((category) => (
              <tr key={category.id}>
                <td>{category.name}</td>
                <td>{category.media_count}</td>
                <td>
                  <span className="row-actions">
                    <button type="button" className="button button--small" onClick={() => rename(category)} aria-label={`Umbenennen: ${category.name}`}>
                      Umbenennen
                    </button>
                    <RowActions onDelete={() => void remove(category)} confirmDelete={deleteCategoryQuestion(category.name)} deleteName={`Löschen: ${category.name}`} />
                  </span>
                  {rowNotice.at(category.id)}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </div>
  );
}
