import { type PhotoCategory, PhotoCategoryInput } from '@hochzeit/contracts';
import { useQuery } from '@hochzeit/shared-ui';
import { DataTable, ListState } from '../../lib/ListState';
import { LoadFailure } from '../../lib/LoadFailure';
import { MEDIA_DATA, photoCategoriesQuery, useAdminChange } from '../../lib/queries';
import { useRowNotice } from '../../lib/use-row-notice';
import { renameByPrompt } from './ask-new-name';
import { mediaApi } from './media-api';
import { NewNameForm } from '../../lib/NewNameForm';
import { RowActions } from '../../lib/RowActions';

export const RENAME_CATEGORY_QUESTION = 'Neuer Name der Fotokategorie:';
export const deleteCategoryQuestion = (name: string) => `Sind Sie sicher, dass Sie die Fotokategorie „${name}“ löschen möchten?`;

/** 'Fotokategorien': create, rename (prompt), delete (confirmation); each with its number of media. */
export function PhotoCategoriesTab() {
  const rowNotice = useRowNotice();
  const categories = useQuery(photoCategoriesQuery());
  const change = useAdminChange(MEDIA_DATA);

  const rename = (category: PhotoCategory) =>
    renameByPrompt({
      question: RENAME_CATEGORY_QUESTION,
      record: category,
      schema: PhotoCategoryInput,
      save: (name) => change(() => mediaApi.renameCategory(category.id, name)),
      notice: rowNotice,
      renamed: 'Kategorie umbenannt',
      failed: 'Fehler beim Umbenennen der Kategorie',
    });

  async function remove(category: PhotoCategory) {
    try {
      await change(() => mediaApi.removeCategory(category.id));
      rowNotice.success(null, `Kategorie „${category.name}“ gelöscht`);
    } catch {
      rowNotice.error(category.id, 'Fehler beim Löschen der Kategorie');
    }
  }

  return (
    <div>
      <LoadFailure query={categories} text="Fehler beim Laden der Kategorien" />
      <div className="cards section">
        <NewNameForm
          schema={PhotoCategoryInput}
          formName="Neue Fotokategorie erstellen"
          title="Neue Fotokategorie"
          label="Kategoriename"
          placeholder="z. B. Trauung"
          submitLabel="Kategorie erstellen"
          created="Kategorie erstellt"
          failed="Fehler beim Erstellen der Kategorie"
          create={mediaApi.createCategory}
          touches={MEDIA_DATA}
        />
      </div>
      <h2 className="section">Fotokategorien</h2>
      {rowNotice.at(null)}
      <ListState items={categories.data} loading={categories.isPending} empty="Noch keine Fotokategorien angelegt.">
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
