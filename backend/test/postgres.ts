import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The database `url` names. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** `url` with the database `name` instead of its own, on the same server and as the same user. */
export function withDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

/** Runs `work` on a connection of its own to the database `url` names, closed afterwards. */
export async function onDatabaseServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * On PostgreSQL every Jest worker gets a database of its own, so test files can run side by side:
 * each file drops and rebuilds the `public` schema of the database it uses. Worker 1 keeps the
 * database `DATABASE_URL` names, worker n uses `<name>_w<n>` on the same server.
 */
export function workerDatabaseUrl(baseUrl: string, workerId: number): string {
  const name = databaseName(baseUrl);
  // A Jest started inside a test (with this process's environment) finds its URL already assigned.
  if (workerId <= 1 || /_w\d+$/.test(name)) return baseUrl;
  return withDatabase(baseUrl, `${name}_w${workerId}`);
}

/**
 * A test database commits without waiting for its write-ahead log to reach the disk (a setting of
 * that database, for sessions opened from now on). What the tests see is the same: a commit is
 * visible to every other session at once either way; only a crash of the PostgreSQL server itself
 * could lose the last commits, and no test does that. Each commit's flush cost ~3.6 ms here (against
 * ~0.1 ms), and the suite commits tens of thousands of times: 15 % of a file's time on PostgreSQL.
 */
export async function commitWithoutFlush(url: string): Promise<void> {
  await onDatabaseServer(url, async (client) => {
    const { rows } = await client.query<{ setting: string }>(`select setting from pg_settings where name = 'synchronous_commit'`);
    if (rows[0]?.setting !== 'off') await client.query(`alter database ${client.escapeIdentifier(databaseName(url))} set synchronous_commit = off`);
  });
}

/** Creates the database `databaseUrl` names unless it is there, connected through `baseUrl`'s. */
export async function ensureDatabase(baseUrl: string, databaseUrl: string): Promise<void> {
  if (databaseUrl === baseUrl) return;
  const name = databaseName(databaseUrl);
  await onDatabaseServer(baseUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
}

/**
 * The `public` schema as the committed migrations build it, as SQL (pg_dump of a freshly migrated
 * schema, rows included: the migrations table and what migrations insert). Replaying it takes
 * ~0.2 s where the 29 migrations took 1–2 s of every test file's start on these machines.
 *
 * Made once per set of migrations and server version, by running the migrations (`migrate`) in
 * the database `url` names, in the system's temporary folder (`migrationsKey` names the file).
 * Undefined when pg_dump is missing or cannot dump this server: each file then runs the migrations.
 */
export async function migratedSchemaSql(url: string, migrationsKey: string, migrate: () => Promise<void>): Promise<string | undefined> {
  const serverVersion = await onDatabaseServer(url, async (client) => (await client.query<{ server_version_num: string }>('show server_version_num')).rows[0].server_version_num);
  const file = path.join(os.tmpdir(), `${PG_SCHEMA_PREFIX}${migrationsKey}-${serverVersion}.sql`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  await migrate();
  let dump: string;
  try {
    dump = execFileSync('pg_dump', ['--schema=public', '--no-owner', '--no-privileges', '--inserts', `--dbname=${url}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return undefined;
  }
  // psql's meta-commands (\restrict of newer pg_dump versions) are not SQL.
  const sql = dump.replace(/^\\.*$/gm, '');
  // Written under a name of its own, then renamed: a file read alongside is always whole.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, sql);
  renameSync(partial, file);
  for (const name of readdirSync(os.tmpdir())) {
    if (name.startsWith(PG_SCHEMA_PREFIX) && !name.includes(migrationsKey)) rmSync(path.join(os.tmpdir(), name), { force: true });
  }
  return sql;
}

const PG_SCHEMA_PREFIX = 'hochzeit-test-pg-schema-';
