import { useState } from 'react';
import { MEDIA_FOLDERS, MEDIA_LIST_VIEW_LABELS, MEDIA_LIST_VIEWS, type MediaFolder, type MediaItemJson, type MediaListView } from '@hochzeit/contracts';
import { calendarDayIn } from '@hochzeit/contracts/rsvp-dates';
import { Loading, useQuery, useQueryClient } from '@hochzeit/shared-ui';
import { EmptyState, Field } from '@hochzeit/shared-ui/toolkit';
import { LoadFailure } from '../../lib/LoadFailure';
import { adminEventSettingsQuery, MEDIA_DATA, mediaListQuery, photoCategoriesQuery, photoGroupsQuery, useRefresh } from '../../lib/queries';
import { CastleVideoSection } from './CastleVideoSection';
import { DownloadButton } from './DownloadButton';
import { useFolderLabels } from './folder-labels';
import { MediaTable } from './MediaTable';
import { UploadForm } from './UploadForm';
import { PendingPhotos } from './PendingPhotos';
import { VenueSection } from './VenueSection';
import { Options } from '../../lib/Options';
import { ListFilters } from '../../lib/ResponsiveList';

/** The folder a link asks for; an unknown one is all folders. */
function folderFromSearch(search: string): MediaFolder | '' {
  const folder = new URLSearchParams(search).get('folder');
  return MEDIA_FOLDERS.find((f) => f === folder) ?? '';
}

/** The view a link asks for (?view=hidden, ?view=new_today); an unknown one is all media. */
function viewFromSearch(search: string): MediaListView | '' {
  const view = new URLSearchParams(search).get('view');
  return MEDIA_LIST_VIEWS.find((v) => v === view) ?? '';
}

/** Whether a medium belongs to the view: hidden, waiting for approval, or uploaded today on the venue's calendar (as the dashboard counts it). */
function inView(item: MediaItemJson, view: MediaListView | '', timeZone: string | undefined): boolean {
  if (view === 'hidden') return item.hidden;
  if (view === 'pending') return item.pending === true;
  if (view === 'new_today') return timeZone !== undefined && calendarDayIn(new Date(item.uploaded_at), timeZone) === calendarDayIn(new Date(), timeZone);
  return true;
}

/** Whether every word searched for is in the file name, the description or the uploader's name. */
const matchesSearch = (item: MediaItemJson, search: string) => {
  const text = [item.filename, item.description, item.uploader_name].filter(Boolean).join(' ').toLocaleLowerCase('de');
  return search
    .toLocaleLowerCase('de')
    .split(/\s+/)
    .every((word) => text.includes(word));
};

export const MEDIA_LIST_FAILED = 'Die Medien konnten nicht geladen werden. Bitte versuchen Sie es später erneut.';

/** 'Medienverwaltung': search and folder filter (also from the address), upload, downloads, the castle video and the media table. */
export function MediaTab() {
  // A link may open a folder, a view or a search (/admin/media?folder=hochzeit&q=torte, /admin/media?view=hidden).
  const [view, setView] = useState<MediaListView | ''>(() => viewFromSearch(window.location.search));
  const [folder, setFolder] = useState<MediaFolder | ''>(() => folderFromSearch(window.location.search));
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const queryClient = useQueryClient();
  // While another folder loads, the table shows the previous folder's media.
  const list = useQuery({ ...mediaListQuery(folder), placeholderData: (previous) => previous });
  const categories = useQuery(photoCategoriesQuery());
  const groups = useQuery(photoGroupsQuery());
  const settings = useQuery(adminEventSettingsQuery());
  const reload = useRefresh(MEDIA_DATA);
  const folderLabels = useFolderLabels();
  const items = list.data;
  const timeZone = settings.data?.time_zone;
  const found = items?.filter((item) => inView(item, view, timeZone) && matchesSearch(item, search.trim())) ?? [];
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
        <VenueSection />
      </div>
      <PendingPhotos />

      <h2 className="section">Medien</h2>
      <ListFilters label="Medien suchen und filtern">
        <Field label="Suchen">
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Dateiname, Beschreibung oder Name" />
        </Field>
        <Field label="Ordner">
          <select value={folder} onChange={(e) => setFolder(e.target.value as MediaFolder | '')}>
            <Options placeholder="Alle Ordner" items={MEDIA_FOLDERS} label={(f) => folderLabels[f]} />
          </select>
        </Field>
        <Field label="Anzeigen">
          <select value={view} onChange={(e) => setView(e.target.value as MediaListView | '')}>
            <Options placeholder="Alle Medien" items={MEDIA_LIST_VIEWS} label={(v) => MEDIA_LIST_VIEW_LABELS[v]} />
          </select>
        </Field>
      </ListFilters>
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
            {found.length < items.length && ` – ${found.length} gefunden`}
          </p>
          {found.length === 0 ? (
            <EmptyState title="Keine Medien gefunden." />
          ) : (
            <MediaTable
              key={folder}
              items={found}
              categories={categories.data ?? []}
              groups={groups.data ?? []}
              onChanged={replace}
              onRemoved={removed}
              onReload={reload}
            />
          )}
        </>
      )}
    </div>
  );
}
