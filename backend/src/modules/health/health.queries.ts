import type { EntityManager } from '@mikro-orm/core';

/** Resolves once the database answers a query. */
export async function pingDatabase(em: EntityManager): Promise<void> {
  await em.getConnection().execute('select 1');
}
