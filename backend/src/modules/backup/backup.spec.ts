import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_MANIFEST_ENTRY, BACKUP_MESSAGES, type BackupManifest, type BackupOverview, type BackupRun as BackupRunReply } from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { pack } from 'tar-stream';
import { loadConfig, type AppConfig } from '../../config/app-config.js';
import { ormOptions } from '../../database/orm-options.js';
import { sqlRows } from '../../database/sql.js';
import { ENTITIES } from '../../entities.js';
import { photo } from '../../../test/media.js';
import { databaseName, onDatabaseServer, withDatabase } from '../../../test/postgres.js';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../test/test-app.js';
import { restoreBackup, verifyArchive } from './backup-restore.js';
import { BackupService } from './backup.service.js';

/**
 * A full backup of a running portal (a real data folder: the embedded database in it, or
 * PostgreSQL with DATABASE_URL) taken during a stream of writes, restored into an empty data folder
 * (and an empty database): rows and files match the backup's manifest, and a server started on the
 * restored folder serves them. Restore refuses a target that is not empty and a damaged archive,
 * in German, and changes nothing.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-backup-'));
const sourceDir = path.join(scratch, 'quelle');
let t: TestApp;
let archive: string;
let manifest: BackupManifest;
const extraDatabases: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: sourceDir });
});

afterAll(async () => {
  await t.close().catch(() => undefined);
  for (const url of extraDatabases) {
    await onDatabaseServer(process.env.DATABASE_URL!, (client) => client.query(`drop database if exists ${client.escapeIdentifier(databaseName(url))} with (force)`));
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** A database of its own on the test server, created empty (PostgreSQL runs only). */
async function emptyDatabase(suffix: string): Promise<string> {
  const base = process.env.DATABASE_URL!;
  const name = `${databaseName(base)}_${suffix}_${process.pid}`;
  await onDatabaseServer(base, async (client) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
  const url = withDatabase(base, name);
  extraDatabases.push(url);
  return url;
}

/** The configuration `npm run restore` would load for this target. */
function restoreConfig(dataDir: string, databaseUrl?: string): AppConfig {
  return loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
}

const admin = () => t.auth('admin');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Everything under `dir`, relative, sorted (what "changes nothing" compares). */
function listing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ name: string; parentPath: string; isFile(): boolean }>)
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function waitForRun(id: number): Promise<BackupRunReply> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.http().get('/api/admin/backups').set(admin()).expect(200);
    const run = (res.body as BackupOverview).runs.find((r) => r.id === id);
    if (run && run.state !== 'running') return run;
    if (Date.now() > deadline) throw new Error(`Sicherung ${id} nicht fertig: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('backup during a stream of writes', () => {
  it('takes a backup from the settings (a job with progress) while guests, photos and deletions keep coming', async () => {
    // Some data before: guests and photos (with their derived sizes in time).
    for (let i = 0; i < 5; i++) await t.http().post('/api/admin/guests').set(admin()).send({ first_name: `Vorher${i}`, last_name: 'Gast' }).expect(201);
    const photoIds: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.http().post('/api/media/admin/upload').set(admin()).field('folder', 'hochzeit').attach('files[]', await photo(i), `foto-${i}.jpg`).expect(201);
      photoIds.push((res.body as Array<{ id: number }>)[0].id);
    }

    // The stream: guests added, photos uploaded and deleted, without pause, until the backup is done.
    const writing = { on: true };
    let writes = 0;
    const stream = (async () => {
      for (let i = 0; writing.on; i++) {
        await t.http().post('/api/admin/guests').set(admin()).send({ first_name: `Während${i}`, last_name: 'Gast' }).expect(201);
        if (i % 3 === 0) {
          const res = await t.http().post('/api/media/admin/upload').set(admin()).field('folder', 'hochzeit').attach('files[]', await photo(100 + i), `neu-${i}.jpg`).expect(201);
          photoIds.push((res.body as Array<{ id: number }>)[0].id);
        }
        if (i % 4 === 1 && photoIds.length > 2) await t.http().delete(`/api/media/admin/${photoIds.shift()}`).set(admin()).expect(200);
        writes++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = await t.http().post('/api/admin/backups').set(admin()).expect(202);
    const run = started.body as BackupRunReply;
    expect(run).toMatchObject({ kind: 'manual', state: 'running' });
    // One at a time: a second start while it runs is refused in German.
    const second = await t.http().post('/api/admin/backups').set(admin());
    if (second.status === 409) expect(second.body).toEqual({ msg: BACKUP_MESSAGES.alreadyRunning });
    else expect(second.status).toBe(202);

    const finished = await waitForRun(run.id);
    writing.on = false;
    await stream;
    expect(finished).toMatchObject({ state: 'done', step: 'done', progress: 100, error: null });
    expect(finished.file_name).toMatch(/^sicherung-\d{8}-\d{6}-manuell\.tar$/);
    expect(writes).toBeGreaterThan(0);

    // The archive is listed and downloads byte for byte.
    const overview = (await t.http().get('/api/admin/backups').set(admin()).expect(200)).body as BackupOverview;
    expect(overview.files.map((f) => f.name)).toContain(finished.file_name);
    archive = path.join(sourceDir, 'backups', finished.file_name!);
    const download = await t
      .http()
      .get(`/api/admin/backups/files/${finished.file_name}`)
      .set(admin())
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${finished.file_name}"`);
    expect(sha256(download.body as Buffer)).toBe(sha256(readFileSync(archive)));

    manifest = await verifyArchive(archive);
    expect(manifest.database.kind).toBe(onPostgres ? 'postgresql' : 'pglite');
    expect(manifest.database.tables.guest.rows).toBeGreaterThanOrEqual(5);
    expect(manifest.database.tables.backup_run).toBeUndefined();
    expect(manifest.files.map((f) => f.entry)).toContain('data/jwt-secret');
    // Files of the snapshot's photos are in the archive: originals and (when made by then) their sizes.
    const mediaLines = readEntry(archive, manifest.database.tables.media.entry);
    const keys = mediaLines.map((line) => (JSON.parse(line) as { storage_key: string }).storage_key);
    const entries = new Set(manifest.files.map((f) => f.entry));
    for (const key of keys) expect(entries).toContain(`data/files/${key}`);
  });

  it('restores into an empty data folder (and database): rows and files as the manifest says, and a server serves them', async () => {
    const target = path.join(scratch, 'ziel');
    const databaseUrl = onPostgres ? await emptyDatabase('wiederhergestellt') : undefined;
    const result = await restoreBackup(archive, restoreConfig(target, databaseUrl), ENTITIES);

    // Rows: each table's count, and the rows themselves, as in the archive.
    for (const [table, { rows }] of Object.entries(manifest.database.tables)) expect([table, result.rows[table]]).toEqual([table, rows]);
    const orm = (await MikroORM.init(ormOptions(restoreConfig(target, databaseUrl), ENTITIES) as Parameters<typeof MikroORM.init>[0])) as unknown as MikroORM;
    try {
      for (const table of ['guest', 'media', 'pending_file', 'outbox']) {
        if (!(table in manifest.database.tables)) continue;
        const restored = await sqlRows<{ r: string }>(orm.em.fork(), `select row_to_json(t)::text as r from "${table}" t`);
        expect(restored.map((row) => row.r).sort()).toEqual(readEntry(archive, manifest.database.tables[table].entry).sort());
      }
      const sequences = await sqlRows<{ name: string; value: string | null }>(orm.em.fork(), `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`);
      for (const { name, value } of sequences) expect([name, value === null ? null : Number(value)]).toEqual([name, manifest.database.sequences[name] ?? null]);
    } finally {
      await orm.close();
    }

    // Files: each one of the manifest, with its checksum.
    for (const file of manifest.files.filter((f) => f.entry.startsWith('data/'))) {
      const restored = path.join(target, file.entry.slice('data/'.length));
      expect([file.entry, sha256(readFileSync(restored))]).toEqual([file.entry, file.sha256]);
    }

    // A server on the restored folder: the same guests, and a photo's file served.
    await t.close();
    const restoredApp = await startTestApp({ DATA_DIR: target, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { keepDatabase: true });
    try {
      const guests = await restoredApp.http().get('/api/admin/guests').set(restoredApp.auth('admin')).expect(200);
      expect((guests.body as unknown[]).length).toBe(manifest.database.tables.guest.rows);
      const login = await restoredApp.http().post('/api/auth/login').send({ username: 'admin', password: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
    } finally {
      await restoredApp.close();
    }
    t = await startTestApp({ DATA_DIR: sourceDir }, { keepDatabase: true });
    // Three embedded databases are opened here (restore, restored server, source again): ~10 s each on a busy machine.
  }, 240_000);

  it('refuses a data folder that is not empty, in German, and changes nothing', async () => {
    const target = path.join(scratch, 'belegt');
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'notiz.txt'), 'schon da');
    const before = listing(target);
    await expect(restoreBackup(archive, restoreConfig(target, onPostgres ? await emptyDatabase('leer') : undefined), ENTITIES)).rejects.toThrow(
      BACKUP_MESSAGES.dataFolderNotEmpty(target),
    );
    expect(listing(target)).toEqual(before);
    expect(readFileSync(path.join(target, 'notiz.txt'), 'utf8')).toBe('schon da');
  });

  (onPostgres ? it : it.skip)('refuses a PostgreSQL database that is not empty, in German, and changes nothing', async () => {
    const url = await emptyDatabase('belegt');
    await onDatabaseServer(url, (client) => client.query('create table eigene (id int); insert into eigene values (1)'));
    const target = path.join(scratch, 'leer-fuer-postgres');
    await expect(restoreBackup(archive, restoreConfig(target, url), ENTITIES)).rejects.toThrow(BACKUP_MESSAGES.databaseNotEmpty(databaseName(url)));
    const tables = await onDatabaseServer(url, (client) => client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`));
    expect(tables.rows[0].n).toBe(1);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a damaged archive (checksum) before writing anything, in German', async () => {
    const bytes = readFileSync(archive);
    // One changed byte inside the guests' rows.
    const at = bytes.indexOf(Buffer.from('"Vorher3"'));
    expect(at).toBeGreaterThan(0);
    const damaged = Buffer.from(bytes);
    damaged[at + 2] = 'X'.charCodeAt(0);
    const file = path.join(scratch, 'beschaedigt.tar');
    writeFileSync(file, damaged);
    const target = path.join(scratch, 'ziel-beschaedigt');
    const databaseUrl = onPostgres ? await emptyDatabase('beschaedigt') : undefined;
    await expect(restoreBackup(file, restoreConfig(target, databaseUrl), ENTITIES)).rejects.toThrow(BACKUP_MESSAGES.corrupted(manifest.database.tables.guest.entry));
    expect(existsSync(target)).toBe(false);
    if (databaseUrl) {
      const tables = await onDatabaseServer(databaseUrl, (client) => client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`));
      expect(tables.rows[0].n).toBe(0);
    }

    // A cut-off archive and a file that is no archive at all are refused the same way.
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup(file, restoreConfig(target, databaseUrl), ENTITIES)).rejects.toThrow(BACKUP_MESSAGES.truncated);
    writeFileSync(file, 'kein Archiv');
    await expect(restoreBackup(file, restoreConfig(target, databaseUrl), ENTITIES)).rejects.toThrow(BACKUP_MESSAGES.notABackup);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a manifest too large to hold by its tar header, before reading it into memory', async () => {
    // A 3 GB "manifest" whose first megabyte is in the file: read whole, it would end as a cut-off
    // archive after a megabyte (or exhaust memory were it complete); its header alone refuses it.
    const tar = pack();
    const chunks: Buffer[] = [];
    tar.on('data', (chunk) => chunks.push(chunk as Buffer));
    const entry = tar.entry({ name: BACKUP_MANIFEST_ENTRY, size: 3 * 1024 ** 3 });
    entry.write(Buffer.alloc(1024 * 1024, 0x20));
    while (chunks.reduce((sum, chunk) => sum + chunk.length, 0) < 1024 * 1024 + 512) await new Promise((resolve) => setImmediate(resolve));
    const file = path.join(scratch, 'riesiges-manifest.tar');
    writeFileSync(file, Buffer.concat(chunks));
    await expect(verifyArchive(file)).rejects.toThrow(BACKUP_MESSAGES.corrupted(BACKUP_MANIFEST_ENTRY));
    tar.destroy();
  });
});

describe('daily backup and access', () => {
  it('keeps the daily setting, validates it in German and stores nothing refused', async () => {
    const initial = await t.http().get('/api/admin/backup-settings').set(admin()).expect(200);
    expect(initial.body).toEqual({ enabled: false, time: '03:00', keep: 7, next_run_at: null });

    const refused = await t.http().put('/api/admin/backup-settings').set(admin()).send({ enabled: true, time: '25:00', keep: 3 }).expect(400);
    expect(refused.body).toEqual({ msg: BACKUP_MESSAGES.timeInvalid });
    const tooMany = await t.http().put('/api/admin/backup-settings').set(admin()).send({ enabled: true, time: '02:30', keep: 31 }).expect(400);
    expect(tooMany.body).toEqual({ msg: BACKUP_MESSAGES.keepInvalid });
    expect((await t.http().get('/api/admin/backup-settings').set(admin()).expect(200)).body).toEqual(initial.body);

    const saved = await t.http().put('/api/admin/backup-settings').set(admin()).send({ enabled: true, time: '02:30', keep: 2 }).expect(200);
    expect(saved.body).toMatchObject({ enabled: true, time: '02:30', keep: 2 });
    expect(Date.parse((saved.body as { next_run_at: string }).next_run_at)).toBeGreaterThan(Date.now());
  });

  it('a due daily backup writes an archive and keeps only the newest ones', async () => {
    const backups = t.app.get(BackupService);
    const folder = path.join(sourceDir, 'backups');
    // Older daily archives and one made by hand.
    for (const name of ['sicherung-20200101-023000-automatisch.tar', 'sicherung-20200102-023000-automatisch.tar', 'sicherung-20200101-120000-manuell.tar']) {
      writeFileSync(path.join(folder, name), 'alt');
    }
    const settings = await backups.settings();
    await backups.scheduled(settings.next_run_at!.toISOString());
    const names = readdirSync(folder).filter((name) => name.endsWith('.tar')).sort();
    const daily = names.filter((name) => name.endsWith('-automatisch.tar'));
    expect(daily).toHaveLength(2);
    expect(daily[0]).toBe('sicherung-20200102-023000-automatisch.tar');
    expect(names).toContain('sicherung-20200101-120000-manuell.tar');
    await verifyArchive(path.join(folder, daily[1]));
    // A job for a time the settings no longer name makes nothing.
    await backups.scheduled('2020-01-01T00:00:00.000Z');
    expect(readdirSync(folder).filter((name) => name.endsWith('-automatisch.tar'))).toHaveLength(2);
  });

  it('only admins reach backups: guests and providers 403, nobody signed in 401', async () => {
    const guest = await t.createGuest();
    const provider = await t.createProvider();
    const routes: Array<[method: 'get' | 'post' | 'put', path: string]> = [
      ['get', '/api/admin/backups'],
      ['post', '/api/admin/backups'],
      ['get', `/api/admin/backups/files/${path.basename(archive)}`],
      ['get', '/api/admin/backup-settings'],
      ['put', '/api/admin/backup-settings'],
    ];
    const runsBefore = ((await t.http().get('/api/admin/backups').set(admin())).body as BackupOverview).runs.length;
    for (const [method, route] of routes) {
      await t.http()[method](route).expect(401);
      await t.http()[method](route).set(t.auth('guest', guest.id)).send({ enabled: true, time: '01:00', keep: 1 }).expect(403);
      await t.http()[method](route).set(t.auth('service_provider', provider.id)).send({ enabled: true, time: '01:00', keep: 1 }).expect(403);
    }
    const after = (await t.http().get('/api/admin/backups').set(admin())).body as BackupOverview;
    expect(after.runs).toHaveLength(runsBefore);
    expect(((await t.http().get('/api/admin/backup-settings').set(admin())).body as { time: string }).time).toBe('02:30');
    await t.http().get('/api/admin/backups/files/..%2Fjwt-secret').set(admin()).expect(404);
    await t.http().get('/api/admin/backups/files/sicherung-20990101-000000-manuell.tar').set(admin()).expect(404);
  });
});

/** The lines of one archive entry (the archive is a plain tar: its entries can be found by name). */
function readEntry(file: string, entry: string): string[] {
  const bytes = readFileSync(file);
  for (let offset = 0; offset + 512 <= bytes.length; ) {
    const header = bytes.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    const full = prefix ? `${prefix}/${name}` : name;
    if (full === entry) return bytes.subarray(offset + 512, offset + 512 + size).toString('utf8').split('\n').filter(Boolean);
    if (!name) break;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${entry} nicht im Archiv`);
}
