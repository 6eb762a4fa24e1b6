import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MediaItemJson } from '@hochzeit/contracts';
import { GUEST_UPLOAD_FAILED, UPLOAD_NO_FILE } from '@hochzeit/contracts/media-constants';
import { UPLOAD_QUEUED_TEXT } from '@hochzeit/contracts/offline';
import { errorMessage, queryOptions, useQuery, useQueryClient, type UserType } from '@hochzeit/shared-ui';
import { Notice, type NoticeMessage, ProgressBar } from '@hochzeit/shared-ui/toolkit';
import { useGuestText } from '../../lib/guest-text';
import { uploadGuestMedia } from './gallery-api';
import { formatFileSize, UPLOAD_ACCEPT, uploadProblem } from './gallery-model';
import { isOffline, onQueueEvent, queuedUploads, queueUpload, sendQueuedUploads, type QueuedUpload } from './upload-queue';

/** The success banner disappears after 3 s. */
export const UPLOAD_BANNER_MS = 3000;

type RowStatus = 'waiting' | 'uploading' | 'done' | 'failed';
interface Row {
  key: string;
  file: File;
  percent: number;
  status: RowStatus;
  error?: string;
}

const STATUS_TEXT: Record<RowStatus, string> = { waiting: 'Wartet', uploading: 'Wird hochgeladen', done: 'Hochgeladen', failed: 'Fehlgeschlagen' };

/** The photos waiting in this browser for a connection (IndexedDB, not the server): read whenever the queue changes. */
const queuedUploadsQuery = queryOptions({ queryKey: ['upload-queue'], queryFn: queuedUploads, staleTime: 0, networkMode: 'always' });

const photos = (n: number) => `${n} ${n === 1 ? 'Bild' : 'Bilder'}`;

/**
 * Photos chosen without a connection wait in the browser (see upload-queue.ts): listed here, and
 * each sent one joins the gallery.
 */
function useUploadQueue(onUploaded: (items: MediaItemJson[]) => void, setBanner: (banner: NoticeMessage) => void): QueuedUpload[] {
  const queryClient = useQueryClient();
  const { data: waiting = [] } = useQuery(queuedUploadsQuery);
  // The queue's news: a sent photo joins the gallery, a refused one is named; the list is read again.
  useEffect(() => {
    const stop = onQueueEvent((event) => {
      if (event.kind === 'sent') {
        onUploaded(event.items);
        setBanner({ kind: 'success', text: `${photos(event.items.length)} erfolgreich hochgeladen!` });
      } else if (event.kind === 'refused') setBanner({ kind: 'error', text: `${event.name}: ${event.message}` });
      void queryClient.invalidateQueries({ queryKey: queuedUploadsQuery.queryKey });
    });
    void sendQueuedUploads();
    return stop;
  }, [onUploaded, setBanner, queryClient]);
  return waiting;
}

/**
 * Several photos with an optional description. Every chosen file is checked first (type, 10 MB);
 * only when all pass are they sent, one request per file, so each has its own progress bar, a
 * failing file does not take the others down, and each finished photo appears in the gallery at once.
 * Sending again retries only the files that have not arrived yet.
 */
export function UploadForm({ audience, onUploaded }: { audience: UserType; onUploaded: (items: MediaItemJson[]) => void }) {
  const { message } = useGuestText(audience === 'guest');
  const [rows, setRows] = useState<Row[]>([]);
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<NoticeMessage | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const closeBanner = useCallback(() => setBanner(null), []);

  const waiting = useUploadQueue(onUploaded, setBanner);
  const update = (key: string, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function choose(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    setRows(chosen.map((file, index) => ({ key: `${Date.now()}-${index}-${file.name}`, file, percent: 0, status: 'waiting' })));
    setProblems(chosen.map(uploadProblem).filter((p): p is string => p !== null));
    setBanner(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const pending = rows.filter((row) => row.status !== 'done');
    if (pending.length === 0) {
      setProblems([message(UPLOAD_NO_FILE)]);
      return;
    }
    const found = pending.map((row) => uploadProblem(row.file)).filter((p): p is string => p !== null);
    setProblems(found);
    if (found.length > 0) return;

    setBusy(true);
    setBanner(null);
    let uploaded = 0;
    let queued = 0;
    for (const row of pending) {
      update(row.key, { status: 'uploading', percent: 0, error: undefined });
      try {
        // Without a connection a guest's photo waits in the browser (an admin's is simply retried).
        if (audience === 'guest' && isOffline()) throw new Error('offline');
        const items = await uploadGuestMedia(audience, [row.file], description, (percent) => update(row.key, { percent }));
        update(row.key, { status: 'done', percent: 100 });
        uploaded += 1;
        onUploaded(items);
      } catch (error) {
        if (audience === 'guest' && isOffline(error) && (await queueUpload(row.file, description).then(() => true, () => false))) {
          queued += 1;
          setRows((current) => current.filter((r) => r.key !== row.key));
        } else update(row.key, { status: 'failed', error: errorMessage(error, GUEST_UPLOAD_FAILED) });
      }
    }
    setBusy(false);
    if (uploaded > 0) setBanner({ kind: 'success', text: `${photos(uploaded)} erfolgreich hochgeladen!` });
    else if (queued > 0) setBanner({ kind: 'info', text: `${photos(queued)}: ${UPLOAD_QUEUED_TEXT}.` });
    if (uploaded + queued === pending.length) {
      setDescription('');
      if (input.current) input.current.value = '';
    }
  }

  const failed = rows.filter((row) => row.status === 'failed');
  return (
    <section className="card gallery-upload" aria-labelledby={headingId}>
      <h2 id={headingId}>Fotos hochladen</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${headingId}-files`}>Fotos auswählen</label>
          <input
            ref={input}
            id={`${headingId}-files`}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            disabled={busy}
            onChange={(e) => choose(e.target.files)}
            aria-describedby={`${headingId}-hint`}
            aria-invalid={problems.length > 0 || undefined}
          />
          <small className="field__hint" id={`${headingId}-hint`}>
            JPG, PNG, GIF, WEBP oder HEIC, höchstens 10 MB pro Datei.
          </small>
        </div>
        {/* Asked for once photos are chosen: on a phone the form stays short until then. */}
        {rows.length > 0 && (
          <div className="field">
            <label htmlFor={`${headingId}-description`}>Beschreibung (optional)</label>
            <textarea id={`${headingId}-description`} rows={2} maxLength={1000} value={description} disabled={busy} onChange={(e) => setDescription(e.target.value)} />
          </div>
        )}
        {problems.length > 0 && (
          <ul className="gallery-upload__problems" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {rows.length > 0 && (
          <ul className="gallery-upload__files" aria-label="Ausgewählte Dateien">
            {rows.map((row) => {
              const refused = row.status === 'waiting' && uploadProblem(row.file) !== null;
              return (
                <li key={row.key} className={`gallery-upload__file gallery-upload__file--${refused ? 'failed' : row.status}`}>
                  <div className="gallery-upload__file-head">
                    <span className="gallery-upload__name">{row.file.name}</span>
                    <span className="gallery-upload__size">{formatFileSize(row.file.size)}</span>
                  </div>
                  {row.status !== 'waiting' && <ProgressBar value={row.percent} label={`Fortschritt ${row.file.name}`} />}
                  <span className="gallery-upload__status">{refused ? 'Ungültig' : STATUS_TEXT[row.status]}</span>
                </li>
              );
            })}
          </ul>
        )}
        {waiting.length > 0 && (
          <ul className="gallery-upload__files" aria-label="Wartende Fotos">
            {waiting.map((upload) => (
              <li key={`${upload.queuedAt}-${upload.file.name}`} className="gallery-upload__file gallery-upload__file--queued">
                <div className="gallery-upload__file-head">
                  <span className="gallery-upload__name">{upload.file.name}</span>
                  <span className="gallery-upload__size">{formatFileSize(upload.file.size)}</span>
                </div>
                <span className="gallery-upload__status">{UPLOAD_QUEUED_TEXT}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Wird hochgeladen…' : failed.length > 0 ? 'Erneut versuchen' : 'Hochladen'}
          </button>
        </div>
        {failed.length > 0 && !busy && (
          <ul className="gallery-upload__problems" role="alert">
            {[...new Set(failed.map((row) => row.error))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <div aria-live="polite">
          <Notice notice={banner} onClose={closeBanner} timeoutMs={UPLOAD_BANNER_MS} />
        </div>
      </form>
    </section>
  );
}
