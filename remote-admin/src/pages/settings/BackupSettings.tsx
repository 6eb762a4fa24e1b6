import { useEffect } from 'react';
import {
  BACKUP_LIMITS,
  BACKUP_RUN_KIND_LABELS,
  BACKUP_STEP_LABELS,
  BackupSettingsInput,
} from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap, useQuery } from '@hochzeit/shared-ui';
import { downloadFile, Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { LoadFailure } from '../../lib/LoadFailure';
import { backupOverviewQuery, backupSettingsQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import './backup-settings.css';

const api = createApi('admin');
/** While a backup runs, its progress is asked for this often. */
const PROGRESS_POLL_MS = 1000;
const BACKUP_DATA = [backupOverviewQuery().queryKey];
/** As the typed client delivers them (times as ISO text). */
type BackupRun = Awaited<ReturnType<NonNullable<ReturnType<typeof backupOverviewQuery>['queryFn']>>>['runs'][number];
type BackupSettingsReply = Awaited<ReturnType<NonNullable<ReturnType<typeof backupSettingsQuery>['queryFn']>>>;
const SETTINGS_DATA = [backupSettingsQuery().queryKey];

/** '12,4 MB' (German decimal comma). */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

const download = (name: string) => downloadFile('admin', `/api/admin/backups/files/${encodeURIComponent(name)}`, name);

/** One run's line: its progress while it runs, its archive or its error afterwards. */
function RunState({ run }: { run: BackupRun }) {
  if (run.state === 'running') {
    return (
      <div className="backup-progress">
        <progress max={100} value={run.progress} aria-label="Fortschritt der Sicherung" />
        <span role="status">
          {BACKUP_STEP_LABELS[run.step]} … {run.progress} %
        </span>
      </div>
    );
  }
  if (run.state === 'failed') return <p role="alert" className="error">{run.error}</p>;
  return (
    <p role="status">
      Sicherung vom {formatDateTime(run.finished_at ?? run.started_at)} fertig
      {run.size_bytes !== null && ` (${megabytes(run.size_bytes)})`}.
    </p>
  );
}

/** The daily backup: on or off, time on the venue's clocks, how many daily archives stay. */
function DailyBackupForm({ settings }: { settings: BackupSettingsReply }) {
  const status = useNotice(3000);
  const change = useAdminChange(SETTINGS_DATA);
  const { register, handleSubmit, reset, formState } = useContractForm(BackupSettingsInput, { enabled: settings.enabled, time: settings.time, keep: settings.keep });
  useEffect(() => reset({ enabled: settings.enabled, time: settings.time, keep: settings.keep }), [settings.enabled, settings.time, settings.keep, reset]);
  const save = handleSubmit(async (values) => {
    try {
      await change(() => unwrap(api.PUT('/api/admin/backup-settings', { body: values })));
      status.success('Einstellung gespeichert');
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Speichern der täglichen Sicherung'));
    }
  });
  return (
    <form className="section backup-daily" onSubmit={save} aria-label="Tägliche Sicherung">
      <h4>Tägliche Sicherung</h4>
      <label className="field field--inline">
        <input type="checkbox" {...register('enabled')} />
        <span>Jeden Tag automatisch sichern</span>
      </label>
      <div className="backup-daily__fields">
        <Field label="Uhrzeit (Ort der Hochzeit)" error={formState.errors.time?.message}>
          <input type="time" {...register('time')} />
        </Field>
        <Field label="Aufbewahren (Anzahl)" hint={`${BACKUP_LIMITS.minKeep} bis ${BACKUP_LIMITS.maxKeep}; ältere tägliche Sicherungen werden gelöscht`} error={formState.errors.keep?.message}>
          <input type="number" inputMode="numeric" min={BACKUP_LIMITS.minKeep} max={BACKUP_LIMITS.maxKeep} {...register('keep', { valueAsNumber: true })} />
        </Field>
      </div>
      <p className="muted">{settings.next_run_at ? `Nächste Sicherung: ${formatDateTime(settings.next_run_at)}` : 'Die tägliche Sicherung ist aus.'}</p>
      <div className="actions">
        <button className="button button--primary" type="submit" disabled={formState.isSubmitting}>
          Speichern
        </button>
        {status.element}
      </div>
    </form>
  );
}

/**
 * 'Sicherungen': a full backup (database, photos and files, the areas' versions) as one archive,
 * made while the portal keeps running, with its progress and then its download; the archives kept;
 * the daily backup.
 */
export function BackupSettings() {
  const overview = useQuery({
    ...backupOverviewQuery(),
    refetchInterval: (query) => (query.state.data?.runs.some((run) => run.state === 'running') ? PROGRESS_POLL_MS : false),
  });
  const settings = useQuery(backupSettingsQuery());
  const start = useAdminChange(BACKUP_DATA);
  const status = useNotice(0);
  const latest = overview.data?.runs[0];
  const running = latest?.state === 'running';

  async function create() {
    try {
      await start(() => unwrap(api.POST('/api/admin/backups')));
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Starten der Sicherung'));
    }
  }

  async function fetchArchive(name: string) {
    try {
      await download(name);
    } catch (e) {
      status.error(errorMessage(e, 'Fehler beim Herunterladen der Sicherung'));
    }
  }

  return (
    <section className="card" aria-labelledby="backup-title">
      <h3 id="backup-title">Sicherungen</h3>
      <p>
        Eine Sicherung enthält alles, was das Portal gespeichert hat: Gäste, Antworten und Einstellungen, die Fotos und Dokumente sowie die
        Versionen der Bereiche. Sie entsteht, während das Portal weiterläuft. Bewahren Sie die heruntergeladene Datei an einem zweiten Ort auf.
      </p>
      <LoadFailure query={overview} text="Fehler beim Laden der Sicherungen" />
      <div className="actions">
        <button className="button button--primary" type="button" onClick={create} disabled={running}>
          Sicherung erstellen
        </button>
        {latest?.state === 'done' && latest.file_name && (
          <button className="button" type="button" onClick={() => fetchArchive(latest.file_name!)}>
            Herunterladen
          </button>
        )}
        {status.element}
      </div>
      {latest && <RunState run={latest} />}

      <h4 className="section">Vorhandene Sicherungen ({overview.data?.files.length ?? 0})</h4>
      {overview.data && overview.data.files.length === 0 && <p className="muted">Noch keine Sicherung.</p>}
      <ul className="backup-files">
        {overview.data?.files.map((file) => (
          <li key={file.name}>
            <span className="backup-files__name">{file.name}</span>
            <span className="muted">
              {formatDateTime(file.created_at)} · {megabytes(file.size_bytes)}
              {file.name.endsWith('-automatisch.tar') ? ` · ${BACKUP_RUN_KIND_LABELS.scheduled}` : ''}
            </span>
            <button className="button button--small" type="button" onClick={() => fetchArchive(file.name)} aria-label={`${file.name} herunterladen`}>
              Herunterladen
            </button>
          </li>
        ))}
      </ul>

      <LoadFailure query={settings} text="Fehler beim Laden der täglichen Sicherung" />
      {settings.data && <DailyBackupForm settings={settings.data} />}
    </section>
  );
}
