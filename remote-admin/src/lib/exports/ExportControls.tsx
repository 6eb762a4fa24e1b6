import { useId } from 'react';
import { Notice } from '@hochzeit/shared-ui/toolkit';
import {
  EXPORT_FORMAT_LABELS,
  EXPORT_KIND_LABELS,
  EXPORT_MESSAGES,
  type ExportFormat,
  type ExportKind,
  providerOptionLabel,
} from '@hochzeit/contracts/export-constants';
import type { ExportServiceProvider } from '@hochzeit/contracts';
import type { useExports } from './use-exports';
import { Options } from '../Options';
import './export-controls.css';

export type Exports = ReturnType<typeof useExports>;

/** One export button; while its file is being made it is busy and ignores further presses, the others stay usable. */
export function ExportButton({
  exports,
  place,
  kind,
  format,
  providerId,
  children,
}: {
  exports: Exports;
  place: string;
  kind: ExportKind;
  format: ExportFormat;
  providerId?: number | null;
  children: React.ReactNode;
}) {
  const busy = exports.isBusy(kind, format);
  return (
    <button
      type="button"
      className="button button--small export-button"
      aria-label={`${EXPORT_KIND_LABELS[kind]} als ${EXPORT_FORMAT_LABELS[format]} herunterladen`}
      aria-busy={busy}
      aria-disabled={busy || undefined}
      onClick={() => void exports.run(place, kind, format, providerId)}
    >
      {children}
    </button>
  );
}

/** The loading message while an export of this area runs, then its success or failure (cleared after 5 s). */
export function ExportStatus({ exports, place }: { exports: Exports; place: string }) {
  const status = exports.status(place);
  return (
    <div className="export-status">
      {exports.isPlaceBusy(place) && !status && (
        <p className="export-status__busy" role="status">
          {EXPORT_MESSAGES.busy}
        </p>
      )}
      <Notice notice={status} onClose={() => exports.clear(place)} timeoutMs={0} />
    </div>
  );
}

/** 'Dienstleister': the provider whose timeline is exported, listed as 'Firma (n Termine)'. */
export function ProviderSelect({
  providers,
  failed,
  value,
  onChange,
}: {
  providers: readonly ExportServiceProvider[] | undefined;
  failed: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="field export-provider">
      <label htmlFor={id}>Dienstleister</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <Options placeholder="Dienstleister auswählen" items={providers ?? []} label={providerOptionLabel} />
      </select>
      {failed && (
        <p className="form-error" role="alert">
          {EXPORT_MESSAGES.providersFailed}
        </p>
      )}
    </div>
  );
}
