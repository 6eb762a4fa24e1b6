import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';

// The guest import's SQL: the existing guests and groups are read once, as plain rows.

/** What a duplicate is recognised by, of every guest, by id. */
export function guestsForDuplicateCheck(em: EntityManager): Promise<Array<{ id: number; first_name: string; last_name: string; mobile: string | null; email: string | null }>> {
  return sqlRows(em, 'select id, first_name, last_name, mobile, email from guest order by id');
}

/** Every guest group, by id. */
export function guestGroupNames(em: EntityManager): Promise<Array<{ id: number; name: string }>> {
  return sqlRows(em, 'select id, name from guest_group order by id');
}

/**
 * New groups of these (distinct) names, in `em`'s transaction, with their ids. Raw, because the
 * ORM's insertMany answers only the first new id.
 */
export function insertGuestGroups(em: EntityManager, names: string[], createdAt: Date): Promise<Array<{ id: number; name: string }>> {
  return sqlRows(em, `insert into guest_group (name, created_at) values ${names.map(() => '(?, ?)').join(', ')} returning id, name`, names.flatMap((name) => [name, createdAt]), {
    inTransaction: true,
  });
}
