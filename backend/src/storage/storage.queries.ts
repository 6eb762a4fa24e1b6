import type { EntityManager } from '@mikro-orm/core';
import type pg from 'pg';
import { sqlRows } from '../database/sql.js';

// The file deletion pause's SQL (PostgreSQL only): one advisory lock key. Deleting jobs hold it
// shared for their transaction; a backup holds it exclusively on a connection of its own.

/** An arbitrary constant that names the lock ('hochzeit-files' folded into a bigint). */
const FILE_DELETION_LOCK = 7_240_113_907_116;

/** In `em`'s transaction: waits while a backup holds the lock, then holds it shared until the transaction ends. */
export async function holdFileDeletionShared(em: EntityManager): Promise<void> {
  await sqlRows(em, 'select pg_advisory_xact_lock_shared(?::bigint)', [FILE_DELETION_LOCK], { inTransaction: true });
}

/** On the backup's own connection: waits until no deletion holds the lock, then holds it until released. */
export async function holdFileDeletionExclusive(client: pg.Client): Promise<void> {
  await client.query('select pg_advisory_lock($1::bigint)', [FILE_DELETION_LOCK]);
}
