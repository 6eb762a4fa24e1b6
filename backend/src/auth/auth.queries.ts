import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../database/sql.js';

// Auth's SQL: the login failure counts, and the session versions of every principal of a kind.

interface FailureRow {
  key: string;
  hits: number;
  reset_at: Date | string;
}

export interface Count {
  hits: number;
  resetAt: Date;
}

/**
 * Failures per key and minute in the database (`login_failure`), so the web processes behind the
 * proxy count together: with two of them an attacker gets no more guesses than with one.
 */
export class FailureCounts {
  constructor(
    private readonly em: EntityManager,
    private readonly windowMs: number,
  ) {}

  /** The counts of this minute for `keys` (a key without failures is missing). */
  async get(keys: string[]): Promise<Map<string, Count>> {
    const rows = await sqlRows<FailureRow>(this.em, `select "key", hits, reset_at from login_failure where "key" in (${keys.map(() => '?').join(', ')}) and reset_at > now()`, keys);
    return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: new Date(row.reset_at) }]));
  }

  /** Counts one failure for each key; a key whose minute is over starts again at 1. */
  async increment(keys: string[]): Promise<Map<string, Count>> {
    const rows = await sqlRows<FailureRow>(
      this.em,
      `insert into login_failure ("key", hits, reset_at) values ${keys.map(() => `(?, 1, now() + interval '${this.windowMs / 1000} seconds')`).join(', ')}
       on conflict ("key") do update set
         hits = case when login_failure.reset_at <= now() then 1 else login_failure.hits + 1 end,
         reset_at = case when login_failure.reset_at <= now() then excluded.reset_at else login_failure.reset_at end
       returning "key", hits, reset_at`,
      keys,
    );
    return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: new Date(row.reset_at) }]));
  }

  async reset(key: string): Promise<void> {
    await this.em.getConnection().execute('delete from login_failure where "key" = ?', [key]);
  }

  /** Drops the counts of minutes that are over. */
  async sweep(): Promise<void> {
    await this.em.getConnection().execute('delete from login_failure where reset_at <= now()');
  }
}

/** Every principal's session version in `table` (one query for all of a kind: see session-versions.ts). */
export function sessionVersionsIn(em: EntityManager, table: string): Promise<Array<{ id: number; session_version: number }>> {
  return sqlRows(em, `select id, session_version from ${table}`);
}
