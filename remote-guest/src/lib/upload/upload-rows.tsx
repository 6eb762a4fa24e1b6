/**
 * The chosen photos of an upload form, each checked and sent on its own: a file the server would
 * refuse (type, size) is marked with the reason and the others are sent; any file can be taken off
 * the list before or after a failure; a photo over the limit can be made smaller in the browser
 * when the guest asks for it ('Verkleinern und hochladen'). Used by the gallery and the venue page.
 */
import { useRef, useState } from 'react';
import { ProgressBar } from '@hochzeit/shared-ui/toolkit';
import { canShrink, shrinkPhoto } from './shrink-photo';
import { formatFileSize } from './file-size';
import './upload-rows.css';

export type RowStatus = 'waiting' | 'refused' | 'shrinking' | 'uploading' | 'done' | 'failed';

export interface UploadRow {
  key: string;
  file: File;
  /** Size of the original when the photo was made smaller. */
  shrunkFrom?: number;
  percent: number;
  status: RowStatus;
  /** Why it is refused or failed, in German. */
  error?: string;
  /** Too large, but the browser can make it smaller. */
  shrinkable?: boolean;
}

export const STATUS_TEXT: Record<RowStatus, string> = {
  waiting: 'Wartet',
  refused: 'Ungültig',
  shrinking: 'Wird verkleinert',
  uploading: 'Wird hochgeladen',
  done: 'Hochgeladen',
  failed: 'Fehlgeschlagen',
};
export const SHRINK_LABEL = 'Verkleinern und hochladen';
export const SHRINK_FAILED = 'Das Foto konnte nicht verkleinert werden.';

/** What a send of one file ended as: stored on the server, or waiting in the browser for a connection. */
export type SendResult = 'sent' | 'queued';

export interface UploadRowsOptions {
  /** The server's refusal for a file (type, size), null when it may be sent. */
  check: (file: File) => string | null;
  /** The upload limit: a shrinkable photo above it is offered to be made smaller. */
  maxBytes: number;
  send: (file: File, onProgress: (percent: number) => void) => Promise<SendResult>;
  /** The German message of a failed send. */
  failure: (error: unknown) => string;
}

export interface SendSummary {
  sent: number;
  queued: number;
  failed: number;
}

let nextKey = 0;

function rowFor(file: File, check: (file: File) => string | null, maxBytes: number): UploadRow {
  const problem = check(file);
  const key = `${++nextKey}-${file.name}`;
  if (!problem) return { key, file, percent: 0, status: 'waiting' };
  // Only a size problem can be solved by shrinking: the type check comes first.
  const shrinkable = file.size > maxBytes && canShrink(file) && check(new File([], file.name, { type: file.type })) === null;
  return { key, file, percent: 0, status: 'refused', error: problem, shrinkable };
}

export function useUploadRows({ check, maxBytes, send, failure }: UploadRowsOptions) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  // The list as it is now, for a send loop that outlives renders (a row removed meanwhile is skipped).
  const current = useRef<UploadRow[]>([]);
  const commit = (next: (rows: UploadRow[]) => UploadRow[]) => {
    current.current = next(current.current);
    setRows(current.current);
  };
  const update = (key: string, change: Partial<UploadRow>) => commit((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function sendRow(row: UploadRow): Promise<SendResult | 'failed'> {
    update(row.key, { status: 'uploading', percent: 0, error: undefined });
    try {
      const result = await send(row.file, (percent) => update(row.key, { percent }));
      if (result === 'queued') commit((list) => list.filter((r) => r.key !== row.key));
      else update(row.key, { status: 'done', percent: 100 });
      return result;
    } catch (error) {
      update(row.key, { status: 'failed', error: failure(error) });
      return 'failed';
    }
  }

  async function run(work: () => Promise<SendSummary>): Promise<SendSummary> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  return {
    rows,
    busy,
    /** The chosen files replace the list (each checked at once). */
    choose(files: readonly File[]) {
      commit(() => files.map((file) => rowFor(file, check, maxBytes)));
    },
    remove: (key: string) => {
      commit((list) => list.filter((row) => row.key !== key));
    },
    clear() {
      commit(() => []);
    },
    /** Every file not sent yet and not refused, one after another. */
    sendAll(): Promise<SendSummary> {
      return run(async () => {
        const summary: SendSummary = { sent: 0, queued: 0, failed: 0 };
        for (const key of current.current.filter((row) => row.status === 'waiting' || row.status === 'failed').map((row) => row.key)) {
          const row = current.current.find((r) => r.key === key);
          if (!row) continue;
          const result = await sendRow(row);
          summary[result] += 1;
        }
        return summary;
      });
    },
    /** 'Verkleinern und hochladen': the photo made smaller (capture time kept), then sent. */
    shrinkAndSend(key: string): Promise<SendSummary> {
      return run(async () => {
        const row = current.current.find((r) => r.key === key);
        const summary: SendSummary = { sent: 0, queued: 0, failed: 0 };
        if (!row?.shrinkable) return summary;
        update(key, { status: 'shrinking', error: undefined });
        let smaller: File;
        try {
          smaller = await shrinkPhoto(row.file, maxBytes);
        } catch {
          update(key, { status: 'refused', error: SHRINK_FAILED, shrinkable: false });
          summary.failed += 1;
          return summary;
        }
        const shrunk: UploadRow = { ...row, file: smaller, shrunkFrom: row.file.size, shrinkable: false, status: 'waiting' };
        commit((list) => list.map((r) => (r.key === key ? shrunk : r)));
        summary[await sendRow(shrunk)] += 1;
        return summary;
      });
    },
  };
}

/** The list of chosen files: name, size, progress, status or reason, and what can be done with each. */
export function UploadRows({
  rows,
  busy,
  onRemove,
  onShrink,
}: {
  rows: UploadRow[];
  busy: boolean;
  onRemove: (key: string) => void;
  onShrink: (key: string) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <ul className="upload-rows" aria-label="Ausgewählte Dateien">
      {rows.map((row) => {
        // A file being sent or made smaller stays; while others are sent only refused ones can go.
        const removable = row.status !== 'uploading' && row.status !== 'shrinking' && (!busy || row.status === 'refused' || row.status === 'done');
        return (
          <li key={row.key} className={`upload-rows__file upload-rows__file--${row.status}`}>
            <div className="upload-rows__head">
              <span className="upload-rows__name">{row.file.name}</span>
              <span className="upload-rows__size">
                {row.shrunkFrom !== undefined ? `${formatFileSize(row.shrunkFrom)} → ${formatFileSize(row.file.size)}` : formatFileSize(row.file.size)}
              </span>
            </div>
            {(row.status === 'uploading' || row.status === 'done' || (row.status === 'failed' && row.percent > 0)) && (
              <ProgressBar value={row.percent} label={`Fortschritt ${row.file.name}`} />
            )}
            <div className="upload-rows__foot">
              <span className="upload-rows__status">{STATUS_TEXT[row.status]}</span>
              {row.error && (
                <span className="upload-rows__reason" role="alert">
                  {row.error}
                </span>
              )}
              <span className="upload-rows__actions">
                {row.status === 'refused' && row.shrinkable && (
                  <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => onShrink(row.key)} aria-label={`${row.file.name}: ${SHRINK_LABEL}`}>
                    {SHRINK_LABEL}
                  </button>
                )}
                {removable && (
                  <button type="button" className="button button--small" onClick={() => onRemove(row.key)} aria-label={`${row.file.name} entfernen`}>
                    Entfernen
                  </button>
                )}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
