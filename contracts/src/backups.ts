import { z } from 'zod';
import { timestamp } from './fields.js';

/**
 * Backups: one archive (tar) with the database as a consistent snapshot (rows per table as JSON
 * lines), the stored files, the remote registry and the releases it names, a manifest and SHA-256
 * checksums. `npm run backup` / `npm run restore -- <file>` on the command line; in the admin's
 * settings 'Sicherung erstellen' (a job with progress, then a download) and a daily backup.
 * `GET/POST /api/admin/backups`, `GET /api/admin/backups/files/{name}`, `GET/PUT /api/admin/backup-settings`.
 */

/** The archive's format: bump the version when its layout changes (restore refuses versions it does not know). */
export const BACKUP_FORMAT = 'hochzeitsportal-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Names inside the archive. The manifest comes last, since it holds every other entry's checksum. */
export const BACKUP_MANIFEST_ENTRY = 'manifest.json';
/** The manifest's own SHA-256 (hex), the archive's last entry. */
export const BACKUP_MANIFEST_CHECKSUM_ENTRY = 'manifest.json.sha256';
/** The folder in DATA_DIR that holds the archives the portal makes (never itself backed up). */
export const BACKUP_FOLDER = 'backups';
/** An archive name the portal made: 'sicherung-20261128-173000-manuell.tar' (UTC time). */
export const BACKUP_FILE_NAME_PATTERN = /^sicherung-\d{8}-\d{6}(-\d+)?-(manuell|automatisch|befehl)\.tar$/;

export const BACKUP_LIMITS = {
  /** Scheduled archives kept: 1 to 30 (older ones are removed after each scheduled backup). */
  minKeep: 1,
  maxKeep: 30,
} as const;

export const DEFAULT_BACKUP_SETTINGS = { enabled: false, time: '03:00', keep: 7 } as const;

export const BACKUP_MESSAGES = {
  enabledInvalid: 'Bitte angeben, ob die tägliche Sicherung läuft',
  timeInvalid: 'Bitte eine Uhrzeit im Format HH:MM angeben (z. B. 03:00)',
  keepInvalid: `Bitte angeben, wie viele Sicherungen aufbewahrt werden (${BACKUP_LIMITS.minKeep} bis ${BACKUP_LIMITS.maxKeep})`,
  alreadyRunning: 'Es läuft bereits eine Sicherung. Bitte warten, bis sie fertig ist.',
  fileNotFound: 'Diese Sicherung gibt es nicht (mehr)',
  noDataFolder: 'Sicherungen brauchen einen Datenordner (DATA_DIR); mit einer Datenbank nur im Arbeitsspeicher gibt es keine.',
  interrupted: 'Die Sicherung wurde abgebrochen (der Server wurde beendet). Bitte erneut starten.',
  // Restore (command line): each refusal changes nothing.
  notABackup: 'Die Datei ist keine Sicherung des Hochzeitsportals (kein gültiges Manifest).',
  truncated: 'Die Sicherung ist unvollständig: das Archiv endet zu früh. Es wurde nichts zurückgespielt.',
  unknownFormat: 'Diese Sicherung hat ein Format, das diese Version des Hochzeitsportals nicht kennt.',
  corrupted: (entry: string) => `Die Sicherung ist beschädigt: die Prüfsumme von „${entry}“ stimmt nicht. Es wurde nichts zurückgespielt.`,
  missingEntry: (entry: string) => `Die Sicherung ist unvollständig: „${entry}“ fehlt. Es wurde nichts zurückgespielt.`,
  unexpectedEntry: (entry: string) => `Die Sicherung enthält „${entry}“, das im Manifest nicht steht. Es wurde nichts zurückgespielt.`,
  dataFolderNotEmpty: (dir: string) =>
    `Der Datenordner ${dir} ist nicht leer. Eine Sicherung wird nur in einen leeren Datenordner zurückgespielt; es wurde nichts geändert.`,
  databaseNotEmpty: (name: string) =>
    `Die Datenbank „${name}“ ist nicht leer. Eine Sicherung wird nur in eine leere Datenbank zurückgespielt; es wurde nichts geändert.`,
  newerMigration: (name: string) =>
    `Die Sicherung stammt von einer neueren Version des Hochzeitsportals (Datenbankstand ${name}). Bitte zuerst diese Version installieren.`,
  fileMissingOnDisk: (file: string) => `Die Datei ${file} gibt es nicht.`,
  serverRunning: (dir: string) =>
    `Der Datenordner ${dir} gehört einem laufenden Server, der keine Sicherungen annimmt. Bitte den Server neu starten oder die Sicherung in den Einstellungen erstellen.`,
} as const;

/** The stages a backup reports, in order, with their German labels for the progress display. */
export const BACKUP_STEPS = ['waiting', 'database', 'files', 'finishing', 'done'] as const;
export type BackupStep = (typeof BACKUP_STEPS)[number];
export const BACKUP_STEP_LABELS: Record<BackupStep, string> = {
  waiting: 'Wartet auf den Start',
  database: 'Datenbank wird gesichert',
  files: 'Dateien werden gesichert',
  finishing: 'Archiv wird abgeschlossen',
  done: 'Fertig',
};

export const BACKUP_RUN_STATES = ['running', 'done', 'failed'] as const;
export type BackupRunState = (typeof BACKUP_RUN_STATES)[number];
export const BACKUP_RUN_KINDS = ['manual', 'scheduled'] as const;
export type BackupRunKind = (typeof BACKUP_RUN_KINDS)[number];
export const BACKUP_RUN_KIND_LABELS: Record<BackupRunKind, string> = { manual: 'von Hand', scheduled: 'täglich' };

/** `PUT /api/admin/backup-settings`: the daily backup (time on the venue's clocks). */
export const BackupSettingsInput = z.object({
  enabled: z.boolean({ error: BACKUP_MESSAGES.enabledInvalid }),
  time: z.string({ error: BACKUP_MESSAGES.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, BACKUP_MESSAGES.timeInvalid),
  keep: z
    .number({ error: BACKUP_MESSAGES.keepInvalid })
    .int(BACKUP_MESSAGES.keepInvalid)
    .min(BACKUP_LIMITS.minKeep, BACKUP_MESSAGES.keepInvalid)
    .max(BACKUP_LIMITS.maxKeep, BACKUP_MESSAGES.keepInvalid),
});
export type BackupSettingsInput = z.output<typeof BackupSettingsInput>;

export const BackupSettings = BackupSettingsInput.extend({
  /** When the next daily backup starts; null while it is off. */
  next_run_at: timestamp().nullable(),
}).meta({ title: 'BackupSettings' });
export type BackupSettings = z.output<typeof BackupSettings>;

/** One backup: in progress (with its step and percentage), finished (its archive) or failed (why). */
export const BackupRun = z
  .object({
    id: z.number(),
    kind: z.enum(BACKUP_RUN_KINDS),
    state: z.enum(BACKUP_RUN_STATES),
    step: z.enum(BACKUP_STEPS),
    /** 0 to 100. */
    progress: z.number(),
    started_at: timestamp(),
    finished_at: timestamp().nullable(),
    /** The archive's name in the backups folder, once finished. */
    file_name: z.string().nullable(),
    size_bytes: z.number().nullable(),
    error: z.string().nullable(),
  })
  .meta({ title: 'BackupRun' });
export type BackupRun = z.output<typeof BackupRun>;

/** An archive in the backups folder, newest first. */
export const BackupFile = z
  .object({ name: z.string(), size_bytes: z.number(), created_at: timestamp() })
  .meta({ title: 'BackupFile' });
export type BackupFile = z.output<typeof BackupFile>;

/** `GET /api/admin/backups`: the latest runs (the one in progress first) and the archives kept. */
export const BackupOverview = z
  .object({ runs: z.array(BackupRun), files: z.array(BackupFile) })
  .meta({ title: 'BackupOverview' });
export type BackupOverview = z.output<typeof BackupOverview>;

/** `GET /api/admin/backups/files/{name}`. */
export const BackupFileParams = z.object({ name: z.string().regex(BACKUP_FILE_NAME_PATTERN, BACKUP_MESSAGES.fileNotFound) });

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** The manifest inside every archive: what it holds, with counts and SHA-256 of every entry. */
export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.iso.datetime(),
  app_version: z.string(),
  node_version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgresql']),
    server_version: z.string(),
    /** The newest applied migration: restore migrates an empty database to exactly this one. */
    migration: z.string(),
    migrations: z.array(z.string()),
    /** Table -> its rows and the entry holding them (`database/<table>.jsonl`). */
    tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), entry: z.string(), sha256 })),
    /** Sequence -> its value at the snapshot (null: never used). */
    sequences: z.record(z.string(), z.number().nullable()),
  }),
  /** Every other entry (stored files `data/files/…`, `data/jwt-secret`, `registry/…`, `releases/…`). */
  files: z.array(z.object({ entry: z.string(), size: z.number().int().min(0), sha256 })),
});
export type BackupManifest = z.infer<typeof BackupManifest>;
