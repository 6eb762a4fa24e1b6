import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import {
  GUEST_UPLOAD_FAILED,
  UPLOAD_ACCEPT,
  UPLOAD_NO_FILE,
  uploadRefusal,
  VENUE_NAME_MAX,
  VENUE_NAME_REQUIRED,
  VENUE_NAME_TOO_LONG,
  VENUE_PENDING_NOTE,
  VENUE_UPLOADED_NOTE,
} from '@hochzeit/contracts/media-constants';
import { errorMessage, Loading, useDocumentTitle, useQuery } from '@hochzeit/shared-ui';
import { Notice } from '@hochzeit/shared-ui/toolkit';
import { type SendSummary, UploadRows, useUploadRows } from '../../lib/upload/upload-rows';
import { uploadVenuePhoto, VENUE_NAME_KEY, venueInfoQuery } from './venue-api';
import '../../lib/guest-page.css';
import './venue.css';

const VENUE_LOAD_FAILED = 'Die Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.';
const photos = (n: number) => `${n} ${n === 1 ? 'Foto' : 'Fotos'}`;

/**
 * The venue upload page (`/fotos/<token>`, from the wall's QR code or a table card): anyone at the
 * wedding shares photos from the camera roll with their name, no personal link needed. Each photo
 * is checked and sent on its own, resumable; the server's refusals (limits, old link) are shown in
 * German. The name is remembered on this phone.
 */
export function VenuePage({ params }: { params: Record<string, string | undefined> }) {
  const token = params.token ?? '';
  const info = useQuery(venueInfoQuery(token));
  useDocumentTitle('Fotos teilen', info.data?.couple_names);

  if (info.isPending) return <Loading />;
  if (info.isError) {
    return (
      <main className="page guest-page venue">
        <h1>Fotos teilen</h1>
        <p className="card" role="alert">
          {errorMessage(info.error, VENUE_LOAD_FAILED)}
        </p>
      </main>
    );
  }
  return (
    <main className="page guest-page venue">
      <h1>{info.data.title || 'Fotos teilen'}</h1>
      {info.data.couple_names && <p className="venue__couple">{info.data.couple_names}</p>}
      <VenueUpload token={token} maxBytes={info.data.max_bytes} needsApproval={info.data.needs_approval} />
    </main>
  );
}

function VenueUpload({ token, maxBytes, needsApproval }: { token: string; maxBytes: number; needsApproval: boolean }) {
  const id = useId();
  const [name, setName] = useState(() => localStorage.getItem(VENUE_NAME_KEY) ?? '');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [noFile, setNoFile] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const closeNote = useCallback(() => setNote(null), []);
  // Whether a photo of this round waits for the couple's approval.
  const pending = useRef(false);
  const upload = useUploadRows({
    check: (file) => uploadRefusal(file, maxBytes),
    maxBytes,
    failure: (error) => errorMessage(error, GUEST_UPLOAD_FAILED),
    send: async (file, onProgress) => {
      const stored = await uploadVenuePhoto(token, file, name.trim(), onProgress);
      pending.current ||= stored.pending;
      return 'sent';
    },
  });
  const { rows, busy } = upload;

  function checkName(): boolean {
    const trimmed = name.trim();
    const problem = trimmed === '' ? VENUE_NAME_REQUIRED : trimmed.length > VENUE_NAME_MAX ? VENUE_NAME_TOO_LONG : null;
    setNameProblem(problem);
    if (!problem) localStorage.setItem(VENUE_NAME_KEY, trimmed);
    return !problem;
  }

  function report({ sent }: SendSummary) {
    if (sent > 0) setNote(`${photos(sent)} geteilt. ${pending.current || needsApproval ? VENUE_PENDING_NOTE : VENUE_UPLOADED_NOTE}`);
    pending.current = false;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !checkName()) return;
    const sendable = rows.filter((row) => row.status === 'waiting' || row.status === 'failed');
    setNoFile(sendable.length === 0 && !rows.some((row) => row.status === 'refused'));
    if (sendable.length === 0) return;
    setNote(null);
    report(await upload.sendAll());
    if (input.current) input.current.value = '';
  }

  async function shrink(key: string) {
    if (!checkName()) return;
    setNote(null);
    report(await upload.shrinkAndSend(key));
  }

  const failed = rows.some((row) => row.status === 'failed');
  return (
    <section className="card venue-upload" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Ihre Fotos von der Hochzeit</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>Ihr Name</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            maxLength={VENUE_NAME_MAX}
            value={name}
            disabled={busy}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? `${id}-name-problem` : `${id}-name-hint`}
          />
          {nameProblem ? (
            <p className="form-error" id={`${id}-name-problem`} role="alert">
              {nameProblem}
            </p>
          ) : (
            <small className="field__hint" id={`${id}-name-hint`}>
              Erscheint bei Ihren Fotos. Wird auf diesem Telefon gespeichert.
            </small>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-files`}>Fotos auswählen</label>
          <input
            ref={input}
            id={`${id}-files`}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            disabled={busy}
            onChange={(e) => {
              upload.choose(Array.from(e.target.files ?? []));
              setNoFile(false);
              setNote(null);
            }}
            aria-describedby={`${id}-files-hint`}
          />
          <small className="field__hint" id={`${id}-files-hint`}>
            JPG, PNG, GIF, WEBP oder HEIC, höchstens {Math.round(maxBytes / (1024 * 1024))} MB pro Datei.
          </small>
        </div>
        {noFile && (
          <p className="form-error" role="alert">
            {UPLOAD_NO_FILE}
          </p>
        )}
        <UploadRows rows={rows} busy={busy} onRemove={upload.remove} onShrink={(key) => void shrink(key)} />
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Wird hochgeladen…' : failed ? 'Erneut versuchen' : 'Hochladen'}
          </button>
        </div>
        <div aria-live="polite">
          <Notice notice={note ? { kind: 'success', text: note } : null} onClose={closeNote} timeoutMs={0} />
        </div>
      </form>
    </section>
  );
}
