import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';

/** Resolves once the database answers a query. */
export async function pingDatabase(em: EntityManager): Promise<void> {
  await sqlRows(em, 'select 1');
}
