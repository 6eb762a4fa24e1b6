import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';

// The backup's SQL: reading every table of the application's schema inside the snapshot's
// transaction, and loading them into an empty database. Rows travel as PostgreSQL's own JSON
// (row_to_json / json_populate_recordset), so every column type comes back exactly as it was,
// on PGlite and PostgreSQL alike.

/** Not backed up: the migrations' own table (restore migrates to the recorded level) and the backups' own runs. */
export const TABLES_NOT_BACKED_UP = ['mikro_orm_migrations', 'backup_run'];

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const inTx = { inTransaction: true };

/** The migrations applied, oldest first. */
export async function appliedMigrations(em: EntityManager): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(em, 'select name from mikro_orm_migrations order by id', [], inTx);
  return rows.map((row) => row.name);
}

export async function serverVersion(em: EntityManager): Promise<string> {
  const [row] = await sqlRows<{ version: string }>(em, 'select version() as version', [], inTx);
  return row.version;
}

/** The application's tables (schema public), by name. */
export async function applicationTables(em: EntityManager): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(
    em,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    [],
    inTx,
  );
  return rows.map((row) => row.name);
}

/** Foreign keys between the application's tables: `table` refers to `references`. */
export async function foreignKeys(em: EntityManager): Promise<Array<{ table: string; references: string }>> {
  return sqlRows(
    em,
    `select child.relname as "table", parent.relname as "references" from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = k.connamespace
     where k.contype = 'f' and n.nspname = 'public'`,
    [],
    inTx,
  );
}

/** Every sequence of the schema with its value (null: never used). */
export async function sequenceValues(em: EntityManager): Promise<Record<string, number | null>> {
  const rows = await sqlRows<{ name: string; value: string | null }>(
    em,
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by sequencename`,
    [],
    inTx,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value === null ? null : Number(row.value)]));
}

/**
 * Calls `batch` with the rows of `table` as JSON texts, `size` at a time, through a cursor of the
 * current transaction (so a large table never sits in memory whole).
 */
export async function readTableRows(em: EntityManager, table: string, size: number, batch: (rows: string[]) => void | Promise<void>): Promise<void> {
  await sqlRows(em, `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quoted(table)} t`, [], inTx);
  try {
    for (;;) {
      const rows = await sqlRows<{ r: string }>(em, `fetch forward ${Math.trunc(size)} from backup_rows`, [], inTx);
      if (rows.length === 0) break;
      await batch(rows.map((row) => row.r));
    }
  } finally {
    await sqlRows(em, 'close backup_rows', [], inTx);
  }
}

/** Whether the schema holds any table or the job queue's schema exists (an empty database has neither). */
export async function databaseIsEmpty(em: EntityManager, jobSchema: string): Promise<boolean> {
  const [row] = await sqlRows<{ tables: number; schemas: number }>(
    em,
    `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')) as tables,
            (select count(*)::int from pg_namespace where nspname = ?) as schemas`,
    [jobSchema],
  );
  return row.tables === 0 && row.schemas === 0;
}

/** Empties the tables (rows the migrations seeded), in the current transaction. */
export async function emptyTables(em: EntityManager, tables: string[]): Promise<void> {
  if (tables.length > 0) await sqlRows(em, `truncate ${tables.map(quoted).join(', ')} restart identity cascade`, [], inTx);
}

/** Inserts rows (JSON texts as readTableRows gave them) into `table`, in the current transaction. */
export async function insertTableRows(em: EntityManager, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  await sqlRows(em, `insert into ${quoted(table)} select * from json_populate_recordset(null::${quoted(table)}, ?::json)`, [`[${rows.join(',')}]`], inTx);
}

/** Sets a sequence to its value at the snapshot (null: as if never used). */
export async function setSequence(em: EntityManager, name: string, value: number | null): Promise<void> {
  if (value === null) await sqlRows(em, `select setval(?::regclass, 1, false)`, [quoted(name)], inTx);
  else await sqlRows(em, `select setval(?::regclass, ?::bigint, true)`, [quoted(name), value], inTx);
}

/** Counts the rows of every table (a restore's check against the manifest). */
export async function rowCounts(em: EntityManager, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await sqlRows<{ n: number }>(em, `select count(*)::int as n from ${quoted(table)}`);
    counts[table] = row.n;
  }
  return counts;
}

/** Drops everything a failed restore created in the (before empty) database. */
export async function dropRestoredSchema(em: EntityManager, jobSchema: string): Promise<void> {
  await sqlRows(em, `drop schema if exists public cascade; create schema public; drop schema if exists ${quoted(jobSchema)} cascade;`);
}
