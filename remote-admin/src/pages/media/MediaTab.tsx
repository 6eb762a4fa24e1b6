import { useState } from 'react';
import { MEDIA_FOLDERS, type MediaFolder, type MediaItemJson } from '@hochzeit/contracts';
import { Loading, useQuery, useQueryClient } from '@hochzeit/shared-ui';
import { EmptyState, Field } from '@hochzeit/shared-ui/toolkit';
import { LoadFailure } from '../../lib/LoadFailure';
import { MEDIA_DATA, mediaListQuery, photoCategoriesQuery, photoGroupsQuery, useRefresh } from '../../lib/queries';
import { CastleVideoSection } from './CastleVideoSection';
import { DownloadButton } from './DownloadButton';
import { useFolderLabels } from './folder-labels';
import { MediaTable } from './MediaTable';
import { UploadForm } from './UploadForm';
import { Options } from '../../lib/Options';

export const MEDIA_LIST_FAILED = 'Die Medien konnten nicht geladen werden. Bitte versuchen Sie es später erneut.';

/** 'Medienverwaltung': folder filter, upload, downloads, the castle video and the media table. */
export function MediaTab() {
  const [folder, setFolder] = useState<MediaFolder | ''>('');
  const queryClient = useQueryClient();
  // While another folder loads, the table shows the previous folder's media.
  const list = useQuery({ ...mediaListQuery(folder), placeholderData: (previous) => previous });
  const categories = useQuery(photoCategoriesQuery());
  const groups = useQuery(photoGroupsQuery());
  const reload = useRefresh(MEDIA_DATA);
  const folderLabels = useFolderLabels();
  const items = list.data;
  const failed = list.isError;

  /** A medium changed or deleted in its row: the server's reply goes into the cached list. */
  const edit = (change: (media: MediaItemJson[]) => MediaItemJson[]) =>
    queryClient.setQueryData(mediaListQuery(folder).queryKey, (media) => media && change(media));
  const replace = (item: MediaItemJson) => edit((media) => media.map((i) => (i.id === item.id ? item : i)));
  const removed = (id: number) => edit((media) => media.filter((i) => i.id !== id));

  return (
    <div>
      <LoadFailure query={list} text="Fehler beim Laden der Medien" />
      <LoadFailure query={categories} text="Fehler beim Laden der Kategorien" />
      <LoadFailure query={groups} text="Fehler beim Laden der Gruppen" />
      <div className="cards section">
        <UploadForm onUploaded={reload} />
        <div className="card">
          <h2>Herunterladen</h2>
          <p className="muted">Alle Fotos eines Ordners als ZIP-Datei.</p>
          <ul className="list-plain">
            {MEDIA_FOLDERS.map((f) => (
              <li key={f}>
                <span>{folderLabels[f]}</span>
                <DownloadButton target={{ folder: f }} label="Ordner herunterladen" name={folderLabels[f]} />
              </li>
            ))}
          </ul>
        </div>
        <CastleVideoSection />
      </div>

      <div className="page-header section">
        <h2>Medien</h2>
        <Field label="Ordner">
          <select value={folder} onChange={(e) => setFolder(e.target.value as MediaFolder | '')}>
            <Options placeholder="Alle Ordner" items={MEDIA_FOLDERS} label={(f) => folderLabels[f]} />
          </select>
        </Field>
      </div>
      {list.isPending ? (
        <Loading />
      ) : failed && !items ? (
        <p className="form-error" role="alert">
          {MEDIA_LIST_FAILED}
        </p>
      ) : !items || items.length === 0 ? (
        <EmptyState title="Noch keine Medien in diesem Ordner." />
      ) : (
        <>
          {failed && (
            <p className="form-error" role="alert">
              {MEDIA_LIST_FAILED}
            </p>
          )}
          <p className="muted" aria-live="polite">
            {items.length === 1 ? '1 Medium' : `${items.length} Medien`}
            {items.some((i) => i.hidden) && `, davon ${items.filter((i) => i.hidden).length} ausgeblendet`}
          </p>
          <MediaTable
            key={folder}
            items={items}
            categories={categories.data ?? []}
            groups={groups.data ?? []}
            onChanged={replace}
            onRemoved={removed}
            onReload={reload}
          />
        </>
      )}
    </div>
  );
}
