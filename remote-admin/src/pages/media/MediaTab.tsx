import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_FOLDER_LABELS, MEDIA_FOLDERS, type MediaFolder, type MediaItemJson } from '@hochzeit/contracts';
import { Loading } from '@hochzeit/shared-ui';
import { EmptyState, Field } from '@hochzeit/shared-ui/toolkit';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { CastleVideoSection } from './CastleVideoSection';
import { DownloadButton } from './DownloadButton';
import { mediaApi } from './media-api';
import { MediaTable } from './MediaTable';
import { UploadForm } from './UploadForm';
import { Options } from '../../lib/Options';

export const MEDIA_LIST_FAILED = 'Die Medien konnten nicht geladen werden. Bitte versuchen Sie es später erneut.';

/** 'Medienverwaltung': folder filter, upload, downloads, the castle video and the media table. */
export function MediaTab() {
  const notice = useNotice();
  const [folder, setFolder] = useState<MediaFolder | ''>('');
  const [items, setItems] = useState<MediaItemJson[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const categoriesFailed = useNotice();
  const groupsFailed = useNotice();
  const categories = useLoad(mediaApi.categories, () => categoriesFailed.error('Fehler beim Laden der Kategorien'));
  const groups = useLoad(mediaApi.groups, () => groupsFailed.error('Fehler beim Laden der Gruppen'));
  // Only the answer for the folder chosen last counts.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const list = await mediaApi.list(folder);
      if (call !== latest.current) return;
      setItems(list);
      setFailed(false);
      setVersion((v) => v + 1);
    } catch {
      if (call !== latest.current) return;
      setFailed(true);
      notice.error('Fehler beim Laden der Medien');
    } finally {
      if (call === latest.current) setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [folder]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = (item: MediaItemJson) => setItems((list) => list?.map((i) => (i.id === item.id ? item : i)) ?? null);
  const removed = (id: number) => setItems((list) => list?.filter((i) => i.id !== id) ?? null);

  return (
    <div>
      {notice.element}
      {categoriesFailed.element}
      {groupsFailed.element}
      <div className="cards section">
        <UploadForm
          onUploaded={async () => {
            await reload();
            await categories.reload();
            await groups.reload();
          }}
        />
        <div className="card">
          <h2>Herunterladen</h2>
          <p className="muted">Alle Fotos eines Ordners als ZIP-Datei.</p>
          <ul className="list-plain">
            {MEDIA_FOLDERS.map((f) => (
              <li key={f}>
                <span>{MEDIA_FOLDER_LABELS[f]}</span>
                <DownloadButton target={{ folder: f }} label="Ordner herunterladen" name={MEDIA_FOLDER_LABELS[f]} />
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
            <Options placeholder="Alle Ordner" items={MEDIA_FOLDERS} label={(f) => MEDIA_FOLDER_LABELS[f]} />
          </select>
        </Field>
      </div>
      {loading && !items ? (
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
            version={version}
            onChanged={replace}
            onRemoved={removed}
            onReload={reload}
          />
        </>
      )}
    </div>
  );
}
