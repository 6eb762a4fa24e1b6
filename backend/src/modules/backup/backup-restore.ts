import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_MANIFEST_CHECKSUM_ENTRY,
  BACKUP_MANIFEST_ENTRY,
  BACKUP_MESSAGES,
  BackupManifest,
} from '@hochzeit/contracts';
import { MikroORM, type Options } from '@mikro-orm/core';
import { extract } from 'tar-stream';
import type { AppConfig } from '../../config/app-config.js';
import { lockDataDir } from '../../database/data-dir-lock.js';
import { MIGRATIONS } from '../../database/migrations.js';
import { ormOptions } from '../../database/orm-options.js';
import { JOB_SCHEMA } from '../../jobs/job-queue.js';
import {
  applicationTables,
  databaseIsEmpty,
  dropRestoredSchema,
  emptyTables,
  foreignKeys,
  insertTableRows,
  rowCounts,
  setSequence,
  TABLES_NOT_BACKED_UP,
} from './backup.queries.js';

/** A restore refused or failed; its message is German and says that nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table as counted in the restored database (equal to the manifest's). */
  rows: Record<string, number>;
  files: number;
  milliseconds: number;
}

/** Rows inserted per statement. */
const INSERT_BATCH = 500;

/**
 * Restores the archive `file` into the empty data folder `config.dataDir` and, with DATABASE_URL,
 * the empty PostgreSQL database (otherwise the embedded one in the data folder). Refuses a target
 * that is not empty and an archive whose checksums do not match, before writing anything; a
 * failure later removes what it wrote. The database is migrated to the backup's migration level,
 * its rows loaded in one transaction and counted against the manifest; the server migrates the
 * rest at its next start.
 */
export async function restoreBackup(
  file: string,
  config: AppConfig,
  /** All entities (src/entities.ts, which lists this module's too, so it is passed in). */
  entities: NonNullable<Options['entities']>,
  log: (line: string) => void = () => undefined,
): Promise<RestoreResult> {
  const started = Date.now();
  if (!existsSync(file)) throw new RestoreRefusedError(BACKUP_MESSAGES.fileMissingOnDisk(file));
  if (!(await folderIsEmpty(config.dataDir))) throw new RestoreRefusedError(BACKUP_MESSAGES.dataFolderNotEmpty(config.dataDir));
  if (config.databaseUrl && !(await postgresIsEmpty(config, entities))) throw new RestoreRefusedError(BACKUP_MESSAGES.databaseNotEmpty(databaseName(config.databaseUrl)));

  log('Prüfsummen werden geprüft …');
  const manifest = await verifyArchive(file);
  const known = MIGRATIONS.map((migration) => migration.name);
  if (!known.includes(manifest.database.migration)) throw new RestoreRefusedError(BACKUP_MESSAGES.newerMigration(manifest.database.migration));

  const dataDirExisted = existsSync(config.dataDir);
  const lock = lockDataDir(config);
  const written: string[] = [];
  let orm: MikroORM | undefined;
  try {
    log(`Datenbank wird bis ${manifest.database.migration} aufgebaut …`);
    const options = ormOptions(config, entities);
    // The migrations' own lines would drown the command's; it says which level it builds.
    orm = (await MikroORM.init({ ...options, migrations: { ...options.migrations, silent: true } } as Parameters<typeof MikroORM.init>[0])) as unknown as MikroORM;
    const opened = orm;
    await opened.migrator.up({ to: manifest.database.migration });

    log('Dateien werden zurückgeschrieben …');
    const tables = new Map<string, Buffer>();
    let files = 0;
    for await (const entry of readArchive(file)) {
      const { name } = entry;
      if (name.startsWith('database/')) {
        tables.set(name, await entry.bytes());
        continue;
      }
      const target = targetOf(name, config);
      if (!target) {
        await entry.skip();
        continue;
      }
      // A release already on this machine is the same (releases never change): kept as it is. So is
      // a registry file outside the (empty) data folder that is already there (REGISTRY_FILE).
      if ((name.startsWith('releases/') || name.startsWith('registry/')) && existsSync(target)) {
        if (name.startsWith('registry/')) log(`Die Registry ${target} ist schon vorhanden und bleibt, wie sie ist.`);
        await entry.skip();
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await entry.bytes(), { flag: 'wx' });
      written.push(target);
      if (name === 'data/jwt-secret') await chmod(target, 0o600);
      files++;
    }

    log('Datenbank wird geladen …');
    const rows = await loadDatabase(opened, manifest, tables);
    log(`Fertig: ${Object.values(rows).reduce((a, b) => a + b, 0)} Zeilen, ${files} Dateien.`);
    return { manifest, rows, files, milliseconds: Date.now() - started };
  } catch (error) {
    // Back to empty: the target was empty before, so everything in it now is the restore's.
    if (config.databaseUrl && orm) await dropRestoredSchema(orm.em.fork(), JOB_SCHEMA).catch(() => undefined);
    await orm?.close().catch(() => undefined);
    orm = undefined;
    for (const target of written.filter((file) => !file.startsWith(config.dataDir + path.sep))) await rm(target, { force: true });
    lock?.release();
    await emptyFolder(config.dataDir);
    if (!dataDirExisted) await rm(config.dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    await orm?.close();
    lock?.release();
  }
}

/** Where an archive entry goes; null for entries that are not restored as files (manifest). */
function targetOf(name: string, config: AppConfig): string | null {
  const inside = (root: string, relative: string) => {
    const target = path.resolve(root, relative);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new RestoreRefusedError(BACKUP_MESSAGES.unexpectedEntry(name));
    return target;
  };
  if (name.startsWith('data/')) return inside(config.dataDir, name.slice('data/'.length));
  if (name.startsWith('registry/')) return config.registryFile ?? null;
  if (name.startsWith('releases/')) return inside(config.releasesDir, name.slice('releases/'.length));
  return null;
}

/** Loads every table's rows (parents before the tables that refer to them) in one transaction, sets the sequences, and counts. */
async function loadDatabase(orm: MikroORM, manifest: BackupManifest, entries: Map<string, Buffer>): Promise<Record<string, number>> {
  const names = Object.keys(manifest.database.tables);
  await orm.em.fork().transactional(async (em) => {
    const present = new Set(await applicationTables(em));
    const missing = names.filter((table) => !present.has(table));
    if (missing.length > 0) throw new RestoreRefusedError(BACKUP_MESSAGES.missingEntry(`Tabelle ${missing.join(', ')}`));
    // Rows the migrations seeded make way for the backup's.
    await emptyTables(em, [...present].filter((table) => !TABLES_NOT_BACKED_UP.includes(table)));
    for (const table of inDependencyOrder(names, await foreignKeys(em))) {
      const { entry } = manifest.database.tables[table];
      const lines = (entries.get(entry) ?? Buffer.alloc(0)).toString('utf8').split('\n').filter(Boolean);
      for (let start = 0; start < lines.length; start += INSERT_BATCH) await insertTableRows(em, table, lines.slice(start, start + INSERT_BATCH));
    }
    for (const [sequence, value] of Object.entries(manifest.database.sequences)) await setSequence(em, sequence, value);
  });
  const counts = await rowCounts(orm.em.fork(), names);
  for (const table of names) {
    if (counts[table] !== manifest.database.tables[table].rows) throw new RestoreRefusedError(BACKUP_MESSAGES.corrupted(manifest.database.tables[table].entry));
  }
  return counts;
}

/** Tables ordered so that each comes after the tables it refers to. */
export function inDependencyOrder(tables: string[], keys: Array<{ table: string; references: string }>): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, references } of keys) if (table !== references && parents.has(references)) parents.get(table)?.add(references);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent)));
    // A cycle of foreign keys (none today): the rest in name order, and the database says which row fails.
    const next = ready.length > 0 ? ready : tables.filter((table) => !placed.has(table));
    for (const table of ready.length > 0 ? next : next.slice(0, 1)) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/**
 * Reads the whole archive once, hashing every entry, and checks it against its manifest: the
 * manifest's own checksum, every entry named with its size and SHA-256, nothing unnamed. Writes nothing.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const hashes = new Map<string, { sha256: string; size: number }>();
  let manifestText: string | undefined;
  let manifestChecksum: string | undefined;
  for await (const entry of readArchive(file)) {
    if (entry.name === BACKUP_MANIFEST_ENTRY || entry.name === BACKUP_MANIFEST_CHECKSUM_ENTRY) {
      // Read whole into memory: a hostile archive's multi-GB "manifest" must not exhaust it first.
      if (entry.size > MANIFEST_MAX_BYTES) throw new RestoreRefusedError(BACKUP_MESSAGES.corrupted(entry.name));
      const text = (await entry.bytes()).toString('utf8');
      if (entry.name === BACKUP_MANIFEST_ENTRY) manifestText = text;
      else manifestChecksum = text.split(/\s+/)[0];
      continue;
    }
    hashes.set(entry.name, await entry.hash());
  }
  // The manifest is the last entry: entries without it are an archive cut off before its end.
  if (manifestText === undefined) throw new RestoreRefusedError(hashes.size > 0 ? BACKUP_MESSAGES.truncated : BACKUP_MESSAGES.notABackup);
  if (manifestChecksum === undefined) throw new RestoreRefusedError(BACKUP_MESSAGES.missingEntry(BACKUP_MANIFEST_CHECKSUM_ENTRY));
  if (sha256(manifestText) !== manifestChecksum) throw new RestoreRefusedError(BACKUP_MESSAGES.corrupted(BACKUP_MANIFEST_ENTRY));
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch {
    throw new RestoreRefusedError(BACKUP_MESSAGES.notABackup);
  }
  const header = raw as { format?: unknown; format_version?: unknown };
  if (header.format !== BACKUP_FORMAT) throw new RestoreRefusedError(BACKUP_MESSAGES.notABackup);
  if (header.format_version !== BACKUP_FORMAT_VERSION) throw new RestoreRefusedError(BACKUP_MESSAGES.unknownFormat);
  const parsed = BackupManifest.safeParse(raw);
  if (!parsed.success) throw new RestoreRefusedError(BACKUP_MESSAGES.notABackup);
  const manifest = parsed.data;
  const expected = [
    ...Object.values(manifest.database.tables).map(({ entry, sha256: hash }) => ({ entry, sha256: hash, size: undefined as number | undefined })),
    ...manifest.files,
  ];
  for (const { entry, sha256: hash, size } of expected) {
    const found = hashes.get(entry);
    if (!found) throw new RestoreRefusedError(BACKUP_MESSAGES.missingEntry(entry));
    if (found.sha256 !== hash || (size !== undefined && found.size !== size)) throw new RestoreRefusedError(BACKUP_MESSAGES.corrupted(entry));
    hashes.delete(entry);
  }
  if (hashes.size > 0) throw new RestoreRefusedError(BACKUP_MESSAGES.unexpectedEntry([...hashes.keys()][0]));
  return manifest;
}

/** A manifest names every file with its checksum: about 200 bytes each, so 64 MB holds 300,000 files. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

interface ArchiveEntry {
  name: string;
  /** The entry's size as its tar header states it (what `bytes()` would hold in memory). */
  size: number;
  bytes(): Promise<Buffer>;
  hash(): Promise<{ sha256: string; size: number }>;
  skip(): Promise<void>;
}

/** The archive's file entries in order; a damaged tar structure ends in RestoreRefusedError. */
async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const reader = extract();
  const input = createReadStream(file);
  input.on('error', (error) => reader.destroy(error));
  input.pipe(reader);
  let entries = 0;
  try {
    for await (const stream of reader) {
      entries++;
      const { name, type } = stream.header;
      if (type !== 'file') {
        stream.resume();
        continue;
      }
      // An object: the caller consumes the entry (or not) while this generator waits at `yield`.
      const state = { consumed: false };
      const consume = async (onChunk: (chunk: Buffer) => void) => {
        state.consumed = true;
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) onChunk(chunk);
        } catch (error) {
          throw archiveError(error, entries);
        }
      };
      yield {
        name,
        size: stream.header.size,
        bytes: async () => {
          const chunks: Buffer[] = [];
          await consume((chunk) => chunks.push(chunk));
          return Buffer.concat(chunks);
        },
        hash: async () => {
          const hash = createHash('sha256');
          let size = 0;
          await consume((chunk) => {
            hash.update(chunk);
            size += chunk.length;
          });
          return { sha256: hash.digest('hex'), size };
        },
        skip: () => consume(() => undefined),
      };
      if (!state.consumed) await consume(() => undefined);
    }
  } catch (error) {
    throw archiveError(error, entries);
  } finally {
    input.destroy();
  }
}

/** A damaged tar structure as the German refusal: cut off after some entries, or not an archive at all. */
function archiveError(error: unknown, entries: number): Error {
  if (error instanceof RestoreRefusedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RestoreRefusedError(entries > 0 && /end of data/i.test(message) ? BACKUP_MESSAGES.truncated : BACKUP_MESSAGES.notABackup);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function folderIsEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function emptyFolder(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) await rm(path.join(dir, name), { recursive: true, force: true });
}

async function postgresIsEmpty(config: AppConfig, entities: NonNullable<Options['entities']>): Promise<boolean> {
  const orm = (await MikroORM.init(ormOptions(config, entities) as Parameters<typeof MikroORM.init>[0])) as unknown as MikroORM;
  try {
    return await databaseIsEmpty(orm.em.fork(), JOB_SCHEMA);
  } finally {
    await orm.close();
  }
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || url;
