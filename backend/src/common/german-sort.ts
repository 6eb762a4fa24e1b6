/**
 * The one German order of names for every list, page, PDF and CSV (DIN 5007-1: Ä with A, Ö with O,
 * ß with ss; case and accents ignored; 'Gast 2' before 'Gast 10'). Lists are sorted here in
 * JavaScript, never by ORDER BY: the database's collation differs (PGlite and a 'C' PostgreSQL put
 * 'Ärger' after 'Zoe'), so one list would disagree with another.
 */
import { germanCollator } from '@hochzeit/contracts';

export { germanCollator };

/** Two texts in German order; a missing one (null) after every text. */
export function compareGerman(a: string | null | undefined, b: string | null | undefined): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return germanCollator.compare(a, b);
}

/** A named record (group, room location, provider…) by name, then by id so equal names keep one order. */
export const byName = <T extends { id: number; name: string }>(a: T, b: T): number => germanCollator.compare(a.name, b.name) || a.id - b.id;

/** A person by last name, then first name, then id: the guest lists' order. */
export const byPersonName = <T extends { id: number; last_name: string; first_name: string }>(a: T, b: T): number =>
  germanCollator.compare(a.last_name, b.last_name) || germanCollator.compare(a.first_name, b.first_name) || a.id - b.id;

/** A guest in a list by family/group: groups by name (guests without one last), within a group by name. */
export const byGroupThenPerson = <T extends { id: number; last_name: string; first_name: string; group_id: number | null; group_name: string | null }>(a: T, b: T): number =>
  compareGerman(a.group_name, b.group_name) || (a.group_id ?? 0) - (b.group_id ?? 0) || byPersonName(a, b);

/** The items in German order of the text `key` gives (a copy; the input stays as it was). */
export const sortedByGerman = <T>(items: readonly T[], key: (item: T) => string): T[] => [...items].sort((a, b) => germanCollator.compare(key(a), key(b)));
