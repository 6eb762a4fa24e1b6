import type { PgBoss } from 'pg-boss';
import type { OutboxMessage } from './outbox-message.entity.js';

// The job queue's and the outbox's SQL, through the queue's own connection (outside any ORM
// transaction: only committed rows are seen).

type QueueDb = ReturnType<PgBoss['getDb']>;

/** Jobs not yet finished (waiting, running or waiting for a retry) in the named queues of `schema`. */
export async function unfinishedJobCount(db: QueueDb, schema: string, names: string[]): Promise<number> {
  const { rows } = await db.executeSql(`select count(*)::int as n from ${schema}.job where name = any($1::text[]) and state in ('created', 'retry', 'active')`, [names]);
  return (rows[0] as { n: number }).n;
}

/** The oldest outbox rows, at most `limit`, leaving out those in `skipped`. */
export async function outboxRows(db: QueueDb, skipped: string[], limit: number): Promise<Pick<OutboxMessage, 'id' | 'job' | 'payload'>[]> {
  const { rows } = await db.executeSql('select id, job, payload from outbox where not (id = any($1::uuid[])) order by created_at, id limit $2', [skipped, limit]);
  return rows as Pick<OutboxMessage, 'id' | 'job' | 'payload'>[];
}

/** Removes an outbox row once its job is on the queue. */
export async function deleteOutboxRow(db: QueueDb, id: string): Promise<void> {
  await db.executeSql('delete from outbox where id = $1', [id]);
}
