import { useRef, useState, type FormEvent } from 'react';
import {
  type GuestImportReport,
  IMPORT_ENCODING_LABELS,
  IMPORT_EXTENSIONS,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportDuplicateMode,
  type ImportField,
} from '@hochzeit/contracts';
import { errorMessage, Link } from '@hochzeit/shared-ui';
import { Field, Notice, type NoticeMessage, ProgressBar } from '@hochzeit/shared-ui/toolkit';
import { adminApiUpload } from '../../lib/admin-api';
import { DataTable } from '../../lib/ListState';
import { useNotice } from '../../lib/use-notice';
import { Options } from '../../lib/Options';
import { GUEST_DATA, useAdminChange } from '../../lib/queries';
import './guest-import.css';

const IMPORT_PATH = '/api/admin/guests/import';
const ACCEPTED = IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
type Mapping = GuestImportReport['mapping'];

const hasAllowedExtension = (name: string) => (IMPORT_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;

/** Only the fields that take a column, as positions: the server reads them as "column n (from 0)". */
function mappingField(mapping: Mapping): string {
  return JSON.stringify(Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== null)));
}

function fileSummary(report: GuestImportReport): string {
  if (report.file.kind === 'xlsx') return 'Excel-Arbeitsmappe (.xlsx), erstes Tabellenblatt';
  const encoding = report.file.encoding ? IMPORT_ENCODING_LABELS[report.file.encoding] : '';
  return `CSV, Zeichensatz ${encoding}, Trennzeichen „${report.file.delimiter}“`;
}

/**
 * Gäste importieren: choose a CSV or Excel file, check it (a dry run: nothing is stored), adjust
 * which column feeds which guest field and check again, read the errors per row, the duplicates
 * and the groups to be created, then import everything at once. Every step shows progress and
 * keeps its controls disabled while the file travels.
 */
export function GuestImportPage() {
  const fileNotice = useNotice(0);
  // The import's outcome stays until the next file is chosen: it is what the admin came for.
  const [result, setResult] = useState<NoticeMessage | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<GuestImportReport | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [duplicates, setDuplicates] = useState<ImportDuplicateMode>('skip');
  /** The mapping or duplicate choice differs from what the last check used. */
  const [changed, setChanged] = useState(false);
  const [progress, setProgress] = useState<{ percent: number; label: string } | null>(null);
  const busy = progress !== null;
  // An import adds and updates guests: every list showing them is asked again.
  const importGuests = useAdminChange(GUEST_DATA);

  async function send(dryRun: boolean, chosen: File, withMapping: Mapping | null, mode: ImportDuplicateMode): Promise<GuestImportReport> {
    const form = new FormData();
    if (dryRun) form.append('dry_run', 'true');
    if (withMapping) form.append('mapping', mappingField(withMapping));
    form.append('duplicates', mode);
    form.append('file', chosen);
    setProgress({ percent: 0, label: dryRun ? 'Datei wird geprüft' : 'Gäste werden importiert' });
    try {
      return await adminApiUpload<GuestImportReport>(IMPORT_PATH, form, (percent) => setProgress({ percent, label: dryRun ? 'Datei wird geprüft' : 'Gäste werden importiert' }));
    } finally {
      setProgress(null);
    }
  }

  async function check(chosen: File, withMapping: Mapping | null, mode: ImportDuplicateMode) {
    try {
      const checked = await send(true, chosen, withMapping, mode);
      setReport(checked);
      setMapping(checked.mapping);
      setChanged(false);
    } catch (e) {
      fileNotice.error(errorMessage(e, 'Die Datei konnte nicht geprüft werden.'));
    }
  }

  async function chooseFile(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!file) return fileNotice.error(IMPORT_MESSAGES.fileMissing);
    if (!hasAllowedExtension(file.name)) return fileNotice.error(IMPORT_MESSAGES.fileType);
    if (file.size > IMPORT_MAX_BYTES) return fileNotice.error(IMPORT_MESSAGES.tooLarge);
    setReport(null);
    setDuplicates('skip');
    await check(file, null, 'skip');
  }

  async function runImport() {
    if (!file || !report || !mapping) return;
    try {
      const done = await importGuests(() => send(false, file, mapping, duplicates));
      const { guests, groups } = done.imported ?? { guests: 0, groups: 0 };
      setResult({ kind: 'success', text: `Import abgeschlossen: ${plural(guests, 'Gast', 'Gäste')} und ${plural(groups, 'neue Gruppe', 'neue Gruppen')} angelegt.` });
      setReport(null);
      setMapping(null);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      setResult({ kind: 'error', text: errorMessage(e, 'Fehler beim Importieren') });
    }
  }

  const choose = (field: ImportField, value: string) => {
    if (!mapping) return;
    setMapping({ ...mapping, [field]: value === '' ? null : Number(value) });
    setChanged(true);
  };
  const mappedFields = mapping ? IMPORT_FIELDS.filter((field) => mapping[field] !== null) : [];
  const nameMapped = mapping !== null && (mapping.first_name !== null || mapping.last_name !== null);
  const canImport = report !== null && !changed && !busy && nameMapped && report.counts.rows_with_errors === 0 && report.counts.guests > 0;

  return (
    <section className="guest-import">
      <Link className="back-link" to="/admin/guests">
        ← Zurück zur Gästeliste
      </Link>
      <h1>Gäste importieren</h1>
      <p className="muted">
        Eine Gästeliste aus Excel (.xlsx) oder als CSV-Datei (Trennzeichen „;“ oder „,“, auch so, wie Excel sie speichert). Die erste Zeile enthält die
        Spaltennamen. Vor dem Import sehen Sie eine Vorschau, Fehler je Zeile und mögliche Duplikate; gespeichert wird erst mit „Importieren“, und dann
        alles oder nichts.
      </p>
      <Notice notice={result} onClose={() => setResult(null)} timeoutMs={0} />
      {result?.kind === 'success' && (
        <p>
          <Link to="/admin/guests">Zur Gästeliste</Link>
        </p>
      )}

      <form className="card inline-form" onSubmit={chooseFile} aria-label="Datei wählen">
        <h2>1. Datei wählen</h2>
        <Field label={`Datei (.csv oder .xlsx; max. ${IMPORT_MAX_BYTES / (1024 * 1024)} MB)`}>
          <input
            ref={input}
            type="file"
            accept={ACCEPTED}
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
              setReport(null);
              setMapping(null);
            }}
          />
        </Field>
        <button className="button button--primary" type="submit" disabled={busy}>
          Datei prüfen
        </button>
        {progress && <ProgressBar value={progress.percent} label={progress.label} />}
        {busy && <p className="muted" aria-live="polite">{progress.label} …</p>}
        {fileNotice.element}
      </form>

      {report && mapping && (
        <>
          <section className="card section" aria-labelledby="import-mapping-heading">
            <h2 id="import-mapping-heading">2. Spalten zuordnen</h2>
            <p className="muted">
              {fileSummary(report)}; {plural(report.counts.rows, 'Zeile', 'Zeilen')} mit Daten.
              {report.mapping_suggested && ' Die Zuordnung wurde anhand der Spaltennamen vorgeschlagen.'}
            </p>
            <div className="guest-import__mapping">
              {IMPORT_FIELDS.map((field) => (
                <Field key={field} label={IMPORT_FIELD_LABELS[field]}>
                  <select value={mapping[field] ?? ''} disabled={busy} onChange={(e) => choose(field, e.target.value)}>
                    <Options placeholder="– nicht importieren –" items={report.headers.map((_, index) => index)} label={(index) => report.headers[index] || `Spalte ${index + 1}`} />
                  </select>
                </Field>
              ))}
            </div>
            {!nameMapped && <p className="form-error" role="alert">{IMPORT_MESSAGES.nameUnmapped}</p>}
            <label className="field--inline guest-import__duplicates">
              <input
                type="checkbox"
                checked={duplicates === 'import'}
                disabled={busy}
                onChange={(e) => {
                  setDuplicates(e.target.checked ? 'import' : 'skip');
                  setChanged(true);
                }}
              />{' '}
              Duplikate trotzdem importieren
            </label>
            {changed && (
              <p className="guest-import__changed">
                <button className="button" type="button" disabled={busy || !nameMapped || !file} onClick={() => file && check(file, mapping, duplicates)}>
                  Erneut prüfen
                </button>{' '}
                <span className="muted">Die Zuordnung wurde geändert: Bitte erneut prüfen, bevor Sie importieren.</span>
              </p>
            )}
          </section>

          <section className="card section" aria-labelledby="import-preview-heading">
            <h2 id="import-preview-heading">Vorschau der ersten {plural(report.preview.length, 'Zeile', 'Zeilen')}</h2>
            {mappedFields.length === 0 ? (
              <p className="muted">Noch keine Spalte zugeordnet.</p>
            ) : (
              <DataTable headers={['Zeile', ...mappedFields.map((field) => IMPORT_FIELD_LABELS[field])]}>
                {report.preview.map((row) => (
                  <tr key={row.row}>
                    <td>{row.row}</td>
                    {mappedFields.map((field) => (
                      <td key={field}>{row.cells[mapping[field] as number] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </DataTable>
            )}
          </section>

          <section className="card section" aria-labelledby="import-check-heading">
            <h2 id="import-check-heading">3. Prüfung</h2>
            <ul className="guest-import__counts">
              <li>{plural(report.counts.guests, 'Gast wird', 'Gäste werden')} importiert</li>
              <li>{plural(report.counts.rows_with_errors, 'Zeile mit Fehlern', 'Zeilen mit Fehlern')}</li>
              <li>
                {plural(report.counts.duplicates, 'Duplikat', 'Duplikate')}
                {report.counts.duplicates > 0 && (report.duplicate_mode === 'skip' ? ' (werden übersprungen)' : ' (werden trotzdem importiert)')}
              </li>
              <li>
                {plural(report.counts.groups_new, 'neue Gruppe', 'neue Gruppen')}, {plural(report.counts.groups_existing, 'vorhandene Gruppe', 'vorhandene Gruppen')}
              </li>
            </ul>

            {report.errors.length > 0 && (
              <div role="alert">
                <h3>Fehler – bitte in der Datei korrigieren</h3>
                <ul className="guest-import__problems" tabIndex={0} aria-label="Fehler je Zeile">
                  {report.errors.map((error, i) => (
                    <li key={i}>
                      Zeile {error.row}: {error.message}
                    </li>
                  ))}
                </ul>
                {report.counts.errors > report.errors.length && <p className="muted">… und {plural(report.counts.errors - report.errors.length, 'weiterer Fehler', 'weitere Fehler')}.</p>}
              </div>
            )}

            {report.duplicates.length > 0 && (
              <>
                <h3>Mögliche Duplikate</h3>
                <ul className="guest-import__problems" tabIndex={0} aria-label="Mögliche Duplikate">
                  {report.duplicates.map((duplicate) => (
                    <li key={duplicate.row}>
                      Zeile {duplicate.row} ({[duplicate.first_name, duplicate.last_name].filter(Boolean).join(' ')}): {duplicate.message}
                    </li>
                  ))}
                </ul>
              </>
            )}

            {report.groups.length > 0 && (
              <>
                <h3>Gruppen aus der Spalte „{IMPORT_FIELD_LABELS.family}“</h3>
                <ul className="guest-import__groups">
                  {report.groups.map((group) => (
                    <li key={group.name}>
                      {group.name}: {plural(group.members, 'Gast', 'Gäste')} –{' '}
                      {group.existing_group_id === null ? 'wird neu angelegt' : 'Gruppe ist schon vorhanden und wird verwendet'}
                    </li>
                  ))}
                </ul>
              </>
            )}

            <button className="button button--primary" type="button" disabled={!canImport} aria-busy={busy} onClick={runImport}>
              Importieren
            </button>
            {report.counts.rows_with_errors > 0 && <p className="muted">Importieren ist erst möglich, wenn keine Zeile mehr Fehler hat.</p>}
          </section>
        </>
      )}
    </section>
  );
}
