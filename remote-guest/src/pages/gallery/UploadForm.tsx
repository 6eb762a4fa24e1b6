import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MediaItemJson } from '@hochzeit/contracts';
import { GUEST_UPLOAD_FAILED, GUEST_UPLOAD_MAX_BYTES, UPLOAD_NO_FILE } from '@hochzeit/contracts/media-constants';
import { UPLOAD_QUEUED_TEXT } from '@hochzeit/contracts/offline';
import { errorMessage, queryOptions, useQuery, useQueryClient, type UserType } from '@hochzeit/shared-ui';
import { Notice, type NoticeMessage } from '@hochzeit/shared-ui/toolkit';
import { useGuestText } from '../../lib/guest-text';
import { type SendSummary, UploadRows, useUploadRows } from '../../lib/upload/upload-rows';
import { uploadGuestMedia, uploadGuestResumable } from './gallery-api';
import { formatFileSize, UPLOAD_ACCEPT, uploadProblem } from './gallery-model';
import { isOffline, onQueueEvent, queuedUploads, queueUpload, sendQueuedUploads, type QueuedUpload } from './upload-queue';

/** The success banner disappears after 3 s. */
export const UPLOAD_BANNER_MS = 3000;

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
 * Several photos with an optional description. Each chosen file is checked on its own (type,
 * 10 MB): a refused one is marked with the reason and the others are sent, one request per file,
 * so each has its own progress bar, a failing file does not take the others down, and each
 * finished photo appears in the gallery at once. A file can be taken off the list before or after
 * a failure; a photo over 10 MB can be made smaller first ('Verkleinern und hochladen').
 * Sending again retries only the files that have not arrived yet.
 */
export function UploadForm({ audience, onUploaded }: { audience: UserType; onUploaded: (items: MediaItemJson[]) => void }) {
  const { message } = useGuestText(audience === 'guest');
  const [description, setDescription] = useState('');
  const [noFile, setNoFile] = useState(false);
  const [banner, setBanner] = useState<NoticeMessage | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const closeBanner = useCallback(() => setBanner(null), []);

  const waiting = useUploadQueue(onUploaded, setBanner);
  const upload = useUploadRows({
    check: uploadProblem,
    maxBytes: GUEST_UPLOAD_MAX_BYTES,
    failure: (error) => errorMessage(error, GUEST_UPLOAD_FAILED),
    send: async (file, onProgress) => {
      try {
        // Without a connection a guest's photo waits in the browser (an admin's is simply retried).
        if (audience === 'guest' && isOffline()) throw new Error('offline');
        // A guest's photo is resumable (tus); an admin looking at the gallery sends it in one request.
        const items = audience === 'guest' ? await uploadGuestResumable(file, description, onProgress) : await uploadGuestMedia(audience, [file], description, onProgress);
        onUploaded(items);
        return 'sent';
      } catch (error) {
        if (audience === 'guest' && isOffline(error) && (await queueUpload(file, description).then(() => true, () => false))) return 'queued';
        throw error;
      }
    },
  });
  const { rows, busy } = upload;

  function choose(files: FileList | null) {
    upload.choose(Array.from(files ?? []));
    setNoFile(false);
    setBanner(null);
  }

  function report({ sent, queued, failed }: SendSummary) {
    if (sent > 0) setBanner({ kind: 'success', text: `${photos(sent)} erfolgreich hochgeladen!` });
    else if (queued > 0) setBanner({ kind: 'info', text: `${photos(queued)}: ${UPLOAD_QUEUED_TEXT}.` });
    if (failed === 0 && sent + queued > 0) {
      setDescription('');
      if (input.current) input.current.value = '';
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const sendable = rows.filter((row) => row.status === 'waiting' || row.status === 'failed');
    setNoFile(sendable.length === 0 && !rows.some((row) => row.status === 'refused'));
    if (sendable.length === 0) return;
    setBanner(null);
    report(await upload.sendAll());
  }

  async function shrink(key: string) {
    setBanner(null);
    report(await upload.shrinkAndSend(key));
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
            aria-invalid={noFile || rows.some((row) => row.status === 'refused') || undefined}
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
        {noFile && (
          <p className="gallery-upload__problems" role="alert">
            {message(UPLOAD_NO_FILE)}
          </p>
        )}
        <UploadRows rows={rows} busy={busy} onRemove={upload.remove} onShrink={(key) => void shrink(key)} />
        {waiting.length > 0 && (
          <ul className="gallery-upload__files" aria-label="Wartende Fotos">
            {waiting.map((queued) => (
              <li key={`${queued.queuedAt}-${queued.file.name}`} className="gallery-upload__file gallery-upload__file--queued">
                <div className="gallery-upload__file-head">
                  <span className="gallery-upload__name">{queued.file.name}</span>
                  <span className="gallery-upload__size">{formatFileSize(queued.file.size)}</span>
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
        <div aria-live="polite">
          <Notice notice={banner} onClose={closeBanner} timeoutMs={UPLOAD_BANNER_MS} />
        </div>
      </form>
    </section>
  );
}
