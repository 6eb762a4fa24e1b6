import type { EntityManager } from '@mikro-orm/core';

/**
 * Runs raw SQL and gives its rows the caller's type (the ORM's core connection types every result
 * as `any`). `inTransaction`: in the entity manager's current transaction, if any.
 */
export function sqlRows<T>(em: EntityManager, sql: string, params: readonly unknown[] = [], { inTransaction = false } = {}): Promise<T[]> {
  return em.getConnection().execute(sql, [...params], 'all', inTransaction ? em.getTransactionContext() : undefined) as Promise<T[]>;
}
