import { type ReactNode, useState } from 'react';
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, EXPORT_MESSAGES, type ExportFormat } from '@hochzeit/contracts/export-constants';
import { errorMessage } from '../api/api-error';
import type { NoticeMessage } from './Notice';

/**
 * 'Export:' with one button per format. One download at a time; the running one says so. The
 * outcome (the file's name or the German error) goes to `onNotice`, shown where the caller shows
 * its messages (`children` sit after the buttons for that).
 */
export function ExportFormatButtons({
  what,
  className,
  download,
  onNotice,
  children,
}: {
  /** What is exported, for the buttons' names ('Küchenliste als PDF herunterladen'). */
  what: string;
  className: string;
  /** Downloads the file in that format and answers its name. */
  download: (format: ExportFormat) => Promise<string>;
  onNotice: (notice: NoticeMessage | null) => void;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function start(format: ExportFormat) {
    if (busy) return;
    setBusy(format);
    onNotice(null);
    try {
      onNotice({ kind: 'success', text: EXPORT_MESSAGES.success(await download(format)) });
    } catch (e) {
      onNotice({ kind: 'error', text: errorMessage(e, EXPORT_MESSAGES.failed) });
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className={className}>
      <span className={`${className}__label`}>Export:</span>
      {EXPORT_FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small"
          aria-busy={busy === format}
          aria-label={`${what} als ${EXPORT_FORMAT_LABELS[format]} herunterladen`}
          onClick={() => void start(format)}
        >
          {busy === format ? EXPORT_MESSAGES.busy : EXPORT_FORMAT_LABELS[format]}
        </button>
      ))}
      {children}
    </div>
  );
}
