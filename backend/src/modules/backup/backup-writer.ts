import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_MANIFEST_CHECKSUM_ENTRY,
  BACKUP_MANIFEST_ENTRY,
  type BackupManifest,
  type BackupStep,
  Registry,
} from '@hochzeit/contracts';
import { IsolationLevel, type MikroORM } from '@mikro-orm/core';
import type { TarArchive } from 'archiver';
import type { AppConfig } from '../../config/app-config.js';
import { databaseKind } from '../../database/orm-options.js';
import {
  applicationTables,
  appliedMigrations,
  readTableRows,
  sequenceValues,
  serverVersion,
  TABLES_NOT_BACKED_UP,
} from './backup.queries.js';

/** Rows fetched from a table's cursor at a time. */
const ROW_BATCH = 1000;
/** Folders in DATA_DIR/files that hold no stored file: uploads in flight, one folder per process. */
const FILES_NOT_BACKED_UP = new Set(['tmp']);

export interface BackupProgress {
  step: BackupStep;
  /** 0 to 100. */
  progress: number;
}

export interface BackupDeps {
  orm: MikroORM;
  config: AppConfig;
  /** Runs the backup while no stored file is deleted (FileDeletionPause.hold). */
  holdDeletions: <T>(work: () => Promise<T>) => Promise<T>;
  onProgress?: (progress: BackupProgress) => void | Promise<void>;
}

export interface BackupResult {
  manifest: BackupManifest;
  file: string;
  size: number;
  milliseconds: number;
}

/** A file to copy: where it is, and its name in the archive. */
interface Source {
  path: string;
  entry: string;
}

/**
 * Writes a full backup to `file` (a tar archive; written under a temporary name and renamed, so
 * the name only ever shows a whole archive):
 * 1. the database as one consistent snapshot: every table's rows, read in one read-only
 *    REPEATABLE READ transaction (on PGlite a transaction runs alone, so writes wait for it),
 *    as `database/<table>.jsonl`, with the sequences and the migration level in the manifest;
 * 2. the stored files listed right after the snapshot began (deletions wait until the backup
 *    ends, so every file the snapshot's rows name is still there), `DATA_DIR/jwt-secret`, the
 *    remote registry and the releases it names;
 * 3. `manifest.json` (counts, sizes and SHA-256 of every entry) and its own SHA-256.
 * See docs/decisions/0012-backups-as-a-logical-snapshot.md.
 */
export async function writeBackup(file: string, deps: BackupDeps): Promise<BackupResult> {
  const started = Date.now();
  const partial = `${file}.${process.pid}.partial`;
  await mkdir(path.dirname(file), { recursive: true });
  // archiver loads with the first backup, not with the server (~3 MB of the heap; docs/decisions/0015).
  const archive = new (await import('archiver')).TarArchive();
  const output = createWriteStream(partial, { mode: 0o600 });
  archive.pipe(output);
  const archiveError = new Promise<never>((_, reject) => {
    archive.on('error', reject);
    output.on('error', reject);
  });
  archiveError.catch(() => undefined);
  const report = async (step: BackupStep, progress: number) => deps.onProgress?.({ step, progress: Math.max(0, Math.min(100, Math.round(progress))) });

  try {
    const manifest = await deps.holdDeletions(async () => {
      await report('database', 1);
      const { database, storedFiles } = await snapshotDatabase(archive, deps, (share) => report('database', 1 + share * 39));
      const sources = [...storedFiles, ...(await otherFiles(deps.config))];
      const files: BackupManifest['files'] = [];
      for (const [index, source] of sources.entries()) {
        const added = await addFile(archive, source, archiveError);
        if (added) files.push(added);
        await report('files', 40 + ((index + 1) / sources.length) * 55);
      }
      return {
        format: BACKUP_FORMAT,
        format_version: BACKUP_FORMAT_VERSION,
        created_at: new Date(started).toISOString(),
        app_version: await appVersion(),
        node_version: process.version,
        database,
        files,
      } satisfies BackupManifest;
    });
    await report('finishing', 96);
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    archive.append(text, { name: BACKUP_MANIFEST_ENTRY, date: new Date(started) });
    archive.append(`${sha256(text)}  ${BACKUP_MANIFEST_ENTRY}\n`, { name: BACKUP_MANIFEST_CHECKSUM_ENTRY, date: new Date(started) });
    await Promise.race([archive.finalize(), archiveError]);
    await Promise.race([finished(output), archiveError]);
    await rename(partial, file);
    const { size } = await stat(file);
    await report('done', 100);
    return { manifest, file, size, milliseconds: Date.now() - started };
  } catch (error) {
    archive.abort();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** The database part: rows of every table in one snapshot; returns its manifest part and the stored files present at the snapshot. */
async function snapshotDatabase(archive: TarArchive, { orm, config }: BackupDeps, progress: (share: number) => Promise<void>) {
  return orm.em.fork().transactional(
    async (em) => {
      // The first statement fixes the snapshot; the files are listed after it, so none that a row of the snapshot names is missing.
      const migrations = await appliedMigrations(em);
      const storedFiles = await listStoredFiles(config);
      const tables = (await applicationTables(em)).filter((table) => !TABLES_NOT_BACKED_UP.includes(table));
      const dumped: BackupManifest['database']['tables'] = {};
      for (const [index, table] of tables.entries()) {
        const hash = createHash('sha256');
        const chunks: Buffer[] = [];
        let rows = 0;
        await readTableRows(em, table, ROW_BATCH, (batch) => {
          const chunk = Buffer.from(batch.map((row) => `${row}\n`).join(''));
          hash.update(chunk);
          chunks.push(chunk);
          rows += batch.length;
        });
        const entry = `database/${table}.jsonl`;
        archive.append(Buffer.concat(chunks), { name: entry });
        dumped[table] = { rows, entry, sha256: hash.digest('hex') };
        await progress((index + 1) / tables.length);
      }
      const database: BackupManifest['database'] = {
        kind: databaseKind(config),
        server_version: await serverVersion(em),
        migration: migrations.at(-1) ?? '',
        migrations,
        tables: dumped,
        sequences: await sequenceValues(em),
      };
      return { database, storedFiles };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}

/** Every stored file under DATA_DIR/files (not uploads in flight), sorted. */
async function listStoredFiles(config: AppConfig): Promise<Source[]> {
  const root = path.join(config.dataDir, 'files');
  const found: Source[] = [];
  const walk = async (dir: string, relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && FILES_NOT_BACKED_UP.has(entry.name)) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), name);
      else if (entry.isFile()) found.push({ path: path.join(dir, entry.name), entry: `data/files/${name}` });
    }
  };
  await walk(root, '');
  return found;
}

/** The JWT secret, the remote registry and the releases it names (those present on this machine). */
async function otherFiles(config: AppConfig): Promise<Source[]> {
  const sources: Source[] = [{ path: path.join(config.dataDir, 'jwt-secret'), entry: 'data/jwt-secret' }];
  if (!config.registryFile) return sources;
  sources.push({ path: config.registryFile, entry: `registry/${path.basename(config.registryFile)}` });
  let registry: Registry;
  try {
    registry = Registry.parse(JSON.parse(await readFile(config.registryFile, 'utf8')));
  } catch {
    return sources;
  }
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    const versions = new Set([...(entry.current ? [entry.current] : []), ...Object.keys(entry.integrity)]);
    for (const version of [...versions].sort()) {
      const dir = path.join(config.releasesDir, remote, version);
      for (const file of await filesUnder(dir)) sources.push({ path: path.join(dir, file), entry: `releases/${remote}/${version}/${file}` });
    }
  }
  return sources;
}

async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, name)));
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

/**
 * Adds one file, hashing exactly the bytes that go into the archive (one open file: a file replaced
 * meanwhile is read as it was when opened). A file gone before it was opened is left out.
 */
async function addFile(archive: TarArchive, source: Source, archiveError: Promise<never>): Promise<BackupManifest['files'][number] | null> {
  let handle;
  try {
    handle = await open(source.path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let stats: Stats;
  try {
    stats = await handle.stat();
  } catch (error) {
    await handle.close();
    throw error;
  }
  const hash = createHash('sha256');
  const through = new PassThrough();
  through.on('data', (chunk: Buffer) => hash.update(chunk));
  const reading = createReadStream('', { fd: handle.fd, autoClose: false, start: 0, end: Math.max(0, stats.size - 1) });
  const entryDone = new Promise<void>((resolve) => {
    const onEntry = (data: { name: string }) => {
      if (data.name !== source.entry) return;
      archive.off('entry', onEntry);
      resolve();
    };
    archive.on('entry', onEntry);
  });
  if (stats.size === 0) reading.destroy();
  archive.append(stats.size === 0 ? Buffer.alloc(0) : reading.pipe(through), { name: source.entry, stats, date: stats.mtime });
  try {
    await Promise.race([entryDone, archiveError]);
  } finally {
    await handle.close();
  }
  return { entry: source.entry, size: stats.size, sha256: stats.size === 0 ? sha256('') : hash.digest('hex') };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

let version: string | undefined;
/** The contracts package's version: the API's version, which the code of every part shares. */
async function appVersion(): Promise<string> {
  if (!version) {
    try {
      const manifest = JSON.parse(await readFile(new URL('../../../../contracts/package.json', import.meta.url), 'utf8')) as { version?: string };
      version = manifest.version ?? 'unbekannt';
    } catch {
      version = 'unbekannt';
    }
  }
  return version;
}
