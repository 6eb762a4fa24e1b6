import { useState } from 'react';
import { useQuery, useQueryClient } from '@hochzeit/shared-ui';
import { ADMIN_PREVIEW_WIDTH, type MediaItemJson, type PhotoCategory, type PhotoGroup } from '@hochzeit/contracts';
import { DataTable } from '../../lib/ListState';
import { useRowNotice } from '../../lib/use-row-notice';
import { type UndoableDelete, useUndoableDelete } from '../../lib/use-undoable-delete';
import { AssignmentEditor } from './AssignmentEditor';
import { mediaApi } from './media-api';
import { mediumGroupsQuery, useAdminChange } from '../../lib/queries';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { RowActions } from '../../lib/RowActions';
import { CardFacts, ListCard } from '../../lib/ResponsiveList';
import { usePhone } from '../../lib/use-media-query';

export const MEDIA_COLUMNS = ['Vorschau', 'Dateiname', 'Beschreibung', 'Kategorien', 'Freigabe für Gruppen', 'Upload-Datum', 'Hochgeladen von', 'Aktionen'] as const;
/** Rows shown at first and added per 'Weitere Medien anzeigen' (a phone stays quick with thousands of photos). */
export const MEDIA_ROWS_PER_STEP = 50;
export const DELETE_MEDIUM_QUESTION = 'Sind Sie sicher, dass Sie dieses Medium löschen möchten?';

type RowNotice = ReturnType<typeof useRowNotice>;

const MEDIA_COUNTS = [['/api/media/admin/photo-categories'], ['/api/media/admin/photo-groups'], ['/api/media/admin/wall']];

interface RowProps {
  item: MediaItemJson;
  categories: readonly PhotoCategory[];
  groups: readonly PhotoGroup[];
  notice: RowNotice;
  /** Deletion with 'Rückgängig', held by the table: a hidden row unmounts, its wait must not. */
  undoable: UndoableDelete;
  onChanged: (item: MediaItemJson) => void;
  onRemoved: (id: number) => void;
  onReload: () => Promise<void>;
}

/** One medium: a table row on a laptop, a card on a phone (preview and name first, then who and when, the assignments; hide and delete in the menu). */
function MediaRow({ item, categories, groups, notice, undoable, onChanged, onRemoved, onReload, phone }: RowProps & { phone: boolean }) {
  const queryClient = useQueryClient();
  const groupsOf = useQuery(mediumGroupsQuery(item.id));
  // Groups that cannot be read show as none ('Alle Gäste').
  const itemGroups = groupsOf.isError ? [] : (groupsOf.data ?? null);
  const [busy, setBusy] = useState(false);
  // The row's own list takes the server's reply; what counts or shows media (categories, groups, the wall) is asked again.
  const change = useAdminChange(MEDIA_COUNTS);

  async function saveCategories(ids: number[]) {
    try {
      const refs = await change(() => mediaApi.setCategories(item.id, ids));
      onChanged({ ...item, categories: refs });
      notice.success(item.id, 'Kategorien aktualisiert');
    } catch {
      notice.error(item.id, 'Fehler beim Aktualisieren der Kategorien');
      await onReload();
    }
  }

  async function saveGroups(ids: number[]) {
    try {
      queryClient.setQueryData(mediumGroupsQuery(item.id).queryKey, await change(() => mediaApi.setGroups(item.id, ids)));
      notice.success(item.id, 'Gruppen aktualisiert');
    } catch {
      notice.error(item.id, 'Fehler beim Aktualisieren der Gruppen');
      await onReload();
    }
  }

  async function toggleHidden() {
    setBusy(true);
    try {
      const updated = await change(() => mediaApi.setHidden(item.id, !item.hidden));
      onChanged(updated);
      notice.success(item.id, updated.hidden ? 'Ausgeblendet' : 'Wieder sichtbar');
    } catch {
      notice.error(item.id, item.hidden ? 'Fehler beim Einblenden des Mediums' : 'Fehler beim Ausblenden des Mediums');
    } finally {
      setBusy(false);
    }
  }

  /** Asked first (the spec's question), then gone from the list with 'Rückgängig' for 10 s before the server deletes. */
  function remove() {
    undoable.remove({
      key: String(item.id),
      text: `„${item.filename}“ gelöscht.`,
      commit: async () => {
        await change(() => mediaApi.remove(item.id));
        notice.success(null, `„${item.filename}“ gelöscht`);
        onRemoved(item.id);
      },
      onFailed: () => notice.error(item.id, 'Fehler beim Löschen des Mediums'),
    });
  }

  const preview = (
    <a href={item.url} target="_blank" rel="noreferrer" title="Bild in voller Größe öffnen">
      <img className="media-thumb" src={`${item.thumbnail_url}?width=${ADMIN_PREVIEW_WIDTH}`} alt={`Vorschau von ${item.filename}`} width={ADMIN_PREVIEW_WIDTH} loading="lazy" />
    </a>
  );
  const name = (
    <>
      <span className="media-row__filename">{item.filename}</span>
      {item.hidden && <span className="media-badge media-badge--hidden">Ausgeblendet</span>}
      {item.pending && <span className="media-badge media-badge--pending">Wartet auf Freigabe</span>}
    </>
  );
  const categoryEditor = <AssignmentEditor what="Kategorien" mediumName={item.filename} options={categories} current={item.categories} none="Keine" onSave={saveCategories} />;
  const groupEditor = <AssignmentEditor what="Gruppen" mediumName={item.filename} options={groups} current={itemGroups} none="Alle Gäste" onSave={saveGroups} />;
  const actions = (
    <>
      <button type="button" className="button button--small" onClick={toggleHidden} disabled={busy} title={item.hidden ? 'In Galerie und Diashow wieder zeigen' : 'Aus Galerie und Diashow ausblenden'} aria-label={`${item.hidden ? 'Einblenden' : 'Ausblenden'}: ${item.filename}`}>
        {item.hidden ? 'Einblenden' : 'Ausblenden'}
      </button>
      <RowActions onDelete={remove} confirmDelete={DELETE_MEDIUM_QUESTION} deleteName={`Löschen: ${item.filename}`} deleting={busy} />
    </>
  );

  if (phone) {
    return (
      <li>
        <ListCard name={item.filename} title={name} className={item.hidden ? 'media-card media-row--hidden' : 'media-card'} actions={actions} notice={notice.at(item.id)}>
          <div className="media-card__body">
            {preview}
            <CardFacts
              facts={[
                { term: 'Hochgeladen', value: `${formatDateTime(item.uploaded_at)}${item.uploader_name ? ` von ${item.uploader_name}` : ''}` },
                ...(item.description ? [{ term: 'Beschreibung', value: item.description }] : []),
              ]}
            />
          </div>
          <div className="media-card__assignments">
            {categoryEditor}
            {groupEditor}
          </div>
        </ListCard>
      </li>
    );
  }

  return (
    <tr className={item.hidden ? 'media-row media-row--hidden' : 'media-row'} aria-label={item.filename}>
      <td>{preview}</td>
      <td className="media-row__name">{name}</td>
      <td>{item.description || <span className="muted">–</span>}</td>
      <td>{categoryEditor}</td>
      <td>{groupEditor}</td>
      <td>{formatDateTime(item.uploaded_at)}</td>
      <td>{item.uploader_name ?? <span className="muted">–</span>}</td>
      <td>
        <span className="row-actions">{actions}</span>
        {notice.at(item.id)}
      </td>
    </tr>
  );
}
/** The media list: on a laptop a table of preview, names, assignments, date, uploader and the row actions, on a phone a card per medium; grows by steps. */
export function MediaTable(props: Omit<RowProps, 'item' | 'notice' | 'undoable'> & { items: readonly MediaItemJson[] }) {
  const { items: allItems, ...rowProps } = props;
  const undoable = useUndoableDelete();
  const items = allItems.filter((item) => !undoable.isPending(String(item.id)));
  const notice = useRowNotice();
  const [shown, setShown] = useState(MEDIA_ROWS_PER_STEP);
  const phone = usePhone();
  const rows = items.slice(0, shown).map((item) => <MediaRow key={item.id} item={item} notice={notice} undoable={undoable} phone={phone} {...rowProps} />);
  return (
    <>
      {notice.at(null)}
      {undoable.element}
      {phone ? (
        <ul className="card-list section" aria-label="Medien">
          {rows}
        </ul>
      ) : (
        <DataTable headers={MEDIA_COLUMNS} className="table-scroll section media-table">
          {rows}
        </DataTable>
      )}
      {items.length > shown && (
        <div className="actions">
          <button type="button" className="button" onClick={() => setShown((n) => n + MEDIA_ROWS_PER_STEP)}>
            Weitere Medien anzeigen ({items.length - shown} weitere)
          </button>
        </div>
      )}
    </>
  );
}
