import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_FOLDER, BACKUP_MESSAGES, BACKUP_STEP_LABELS } from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config.js';
import { DataDirInUseError, lockDataDir } from './database/data-dir-lock.js';
import { ormOptions } from './database/orm-options.js';
import { ENTITIES } from './entities.js';
import { backupFileName, type BackupProgress, requestBackupFromServer, RestoreRefusedError, restoreBackup, writeBackup } from './modules/backup/index.js';
import { FileDeletionPause } from './storage/file-deletion-pause.js';

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file>` (docs/operations.md#backups).
 * Same environment as the server (DATA_DIR, DATABASE_URL, REGISTRY_FILE, RELEASES_DIR).
 */
const USAGE = 'Aufruf: npm run backup [-- <datei.tar>]  |  npm run restore -- <datei.tar>';

/** Paths typed by the user are meant from where they typed the command (npm runs scripts elsewhere). */
const fromInvocation = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function backup(fileArgument: string | undefined): Promise<void> {
  const config = loadConfig();
  if (config.inMemoryDatabase) throw new RestoreRefusedError(BACKUP_MESSAGES.noDataFolder);
  const file = fileArgument ? fromInvocation(fileArgument) : path.join(config.dataDir, BACKUP_FOLDER, backupFileName(new Date(), 'befehl'));
  let shown = '';
  const progress = ({ step, progress }: BackupProgress) => {
    const line = `${BACKUP_STEP_LABELS[step]} … ${progress} %`;
    if (line !== shown) console.log((shown = line));
  };
  if (!config.databaseUrl) {
    if (!existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) throw new RestoreRefusedError(`Im Datenordner ${config.dataDir} gibt es keine Datenbank.`);
    let lock;
    try {
      lock = lockDataDir(config);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      // The server has the database open: it makes the backup (BackupControl).
      const done = await requestBackupFromServer(config.dataDir, file, progress);
      console.log(summary(done.file, done.size, done.tables, done.rows, done.files, done.milliseconds));
      return;
    }
    try {
      await backupWithOwnConnection(config, file, progress);
    } finally {
      lock?.release();
    }
    return;
  }
  await backupWithOwnConnection(config, file, progress);
}

async function backupWithOwnConnection(config: AppConfig, file: string, progress: (p: BackupProgress) => void): Promise<void> {
  const orm = (await MikroORM.init(ormOptions(config, ENTITIES) as Parameters<typeof MikroORM.init>[0])) as unknown as MikroORM;
  try {
    const pause = new FileDeletionPause(orm, config);
    const result = await writeBackup(file, { orm, config, holdDeletions: (work) => pause.hold(work), onProgress: progress });
    const tables = Object.values(result.manifest.database.tables);
    console.log(summary(result.file, result.size, tables.length, tables.reduce((sum, t) => sum + t.rows, 0), result.manifest.files.length, result.milliseconds));
  } finally {
    await orm.close();
  }
}

const summary = (file: string, size: number, tables: number, rows: number, files: number, ms: number) =>
  `Sicherung erstellt: ${file} (${(size / 1024 / 1024).toFixed(1)} MB; ${tables} Tabellen, ${rows} Zeilen, ${files} Dateien; ${(ms / 1000).toFixed(1)} s)`;

async function restore(fileArgument: string | undefined): Promise<void> {
  if (!fileArgument) throw new RestoreRefusedError(USAGE);
  // No JWT secret is made in the (empty) data folder: the backup brings its own.
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString('base64url') });
  if (config.inMemoryDatabase) throw new RestoreRefusedError(BACKUP_MESSAGES.noDataFolder);
  const result = await restoreBackup(fromInvocation(fileArgument), config, ENTITIES, (line) => console.log(line));
  console.log(
    `Zurückgespielt in ${(result.milliseconds / 1000).toFixed(1)} s: Sicherung vom ${result.manifest.created_at}, Datenbankstand ${result.manifest.database.migration}. ` +
      'Beim nächsten Start wendet der Server neuere Migrationen an.',
  );
}

const [command, file] = process.argv.slice(2);
const work = command === 'backup' ? backup(file) : command === 'restore' ? restore(file) : Promise.reject(new RestoreRefusedError(USAGE));
work.then(
  () => process.exit(0),
  (error: unknown) => {
    // Refusals and configuration errors are German sentences for the user, without a stack trace.
    const known = error instanceof RestoreRefusedError || error instanceof ConfigError || error instanceof DataDirInUseError || (error instanceof Error && !error.stack?.includes('node_modules'));
    console.error(known && error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
