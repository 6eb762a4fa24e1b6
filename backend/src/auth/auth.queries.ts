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
 *
 * Exact across processes: an attempt takes its place in every count with one atomic statement
 * (insert ... on conflict do update ... returning) before the password is checked, so parallel
 * attempts can never all see a count below the limit. Keys are always written in the same
 * (sorted) order, so two attempts sharing keys cannot deadlock.
 */
export class FailureCounts {
  constructor(
    private readonly em: EntityManager,
    private readonly windowMs: number,
  ) {}

  /**
   * Counts one attempt for each key when every key is below its limit (`limits`: key to limit);
   * otherwise counts nothing and returns when the first full count ends.
   */
  async reserve(limits: Map<string, number>): Promise<Date | undefined> {
    const keys = [...limits.keys()];
    const counts = await this.increment(keys);
    const full = keys.filter((key) => counts.get(key)!.hits > limits.get(key)!);
    if (!full.length) return undefined;
    await this.release(keys);
    return new Date(Math.min(...full.map((key) => counts.get(key)!.resetAt.getTime())));
  }

  /** Counts one failure for each key; a key whose minute is over starts again at 1. */
  async increment(keys: string[]): Promise<Map<string, Count>> {
    const sorted = [...keys].sort();
    const rows = await sqlRows<FailureRow>(
      this.em,
      `insert into login_failure ("key", hits, reset_at) values ${sorted.map(() => `(?, 1, now() + interval '${this.windowMs / 1000} seconds')`).join(', ')}
       on conflict ("key") do update set
         hits = case when login_failure.reset_at <= now() then 1 else login_failure.hits + 1 end,
         reset_at = case when login_failure.reset_at <= now() then excluded.reset_at else login_failure.reset_at end
       returning "key", hits, reset_at`,
      sorted,
    );
    return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: new Date(row.reset_at) }]));
  }

  /** Takes back one attempt counted by reserve() (it was refused, succeeded, or ended in an error). */
  async release(keys: string[]): Promise<void> {
    await this.em.getConnection().execute(
      `update login_failure set hits = greatest(hits - 1, 0)
       where "key" in (select "key" from login_failure where "key" in (${keys.map(() => '?').join(', ')}) order by "key" for update)`,
      [...keys],
    );
  }

  async reset(key: string): Promise<void> {
    await this.em.getConnection().execute('delete from login_failure where "key" = ?', [key]);
  }

  /** Drops the counts of minutes that are over (skipping any row an attempt is writing). */
  async sweep(): Promise<void> {
    await this.em
      .getConnection()
      .execute('delete from login_failure where "key" in (select "key" from login_failure where reset_at <= now() order by "key" for update skip locked)');
  }
}

/** The failed sign-ins the admins see: this many, newest first; older ones are dropped. */
export const SIGN_IN_FAILURES_KEPT = 200;

export interface SignInFailureRow {
  at: Date;
  username: string;
  address: string;
  known_browser: boolean;
}

export async function recordSignInFailure(em: EntityManager, failure: Omit<SignInFailureRow, 'at'>): Promise<void> {
  await em.getConnection().execute('insert into sign_in_failure (at, username, address, known_browser) values (now(), ?, ?, ?)', [failure.username, failure.address, failure.known_browser]);
}

export async function recentSignInFailures(em: EntityManager): Promise<SignInFailureRow[]> {
  const rows = await sqlRows<SignInFailureRow & { at: Date | string }>(
    em,
    `select at, username, address, known_browser from sign_in_failure order by id desc limit ${SIGN_IN_FAILURES_KEPT}`,
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** Keeps the newest SIGN_IN_FAILURES_KEPT failures: guessing from many addresses adds rows without end. */
export async function pruneSignInFailures(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute(`delete from sign_in_failure where id <= (select id from sign_in_failure order by id desc offset ${SIGN_IN_FAILURES_KEPT} limit 1)`);
}

/** Every principal's session version in `table` (one query for all of a kind: see session-versions.ts). */
export function sessionVersionsIn(em: EntityManager, table: string): Promise<Array<{ id: number; session_version: number }>> {
  return sqlRows(em, `select id, session_version from ${table}`);
}
