import type { SeatingMove, SeatingPerson, SeatingPlan, SeatingPlanTable, SeatingWarning } from '@hochzeit/contracts';
import { SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';

const collator = new Intl.Collator('de-DE', { sensitivity: 'base' });

/** 'Noch ohne Platz' is ordered by group, then name, as the server orders it. */
const byGroupThenName = (a: SeatingPerson, b: SeatingPerson) =>
  collator.compare(a.group_name ?? '\uffff', b.group_name ?? '\uffff') || collator.compare(a.name, b.name);
/** A table's people by seat (free seats last), then name, as the server orders them. */
const bySeatThenName = (a: SeatingPerson, b: SeatingPerson) => (a.seat ?? Infinity) - (b.seat ?? Infinity) || collator.compare(a.name, b.name);

/**
 * The plan as it will be once `moves` are stored: shown at once when a person is put down (the
 * server's answer replaces it; a refusal puts the old plan back). Warnings stay the server's.
 */
export function applyMoves(plan: SeatingPlan, moves: readonly Pick<SeatingMove, 'person' | 'table_id' | 'seat'>[]): SeatingPlan {
  const moving = new Map(moves.map((move) => [move.person, move]));
  const everyone = [...plan.unseated, ...plan.tables.flatMap((table) => table.people)];
  const moved = everyone.map((person) => {
    const move = moving.get(person.key);
    return move ? { ...person, table_id: move.table_id, seat: move.seat ?? null } : person;
  });
  const tables: SeatingPlanTable[] = plan.tables.map((table) => {
    const people = moved.filter((person) => person.table_id === table.id).sort(bySeatThenName);
    return { ...table, people, occupied: people.filter((person) => person.attending).length };
  });
  const unseated = moved.filter((person) => person.table_id === null || !plan.tables.some((table) => table.id === person.table_id)).sort(byGroupThenName);
  const seated = tables.reduce((sum, table) => sum + table.occupied, 0);
  return { ...plan, tables, unseated, counts: { ...plan.counts, seated, unseated: unseated.filter((person) => person.attending).length } };
}

/** The unseated people the search and the group filter leave ('' / null: all). */
export function filterPeople(people: readonly SeatingPerson[], search: string, groupId: number | null): SeatingPerson[] {
  const words = search.trim().toLocaleLowerCase('de-DE').split(/\s+/).filter(Boolean);
  return people.filter((person) => {
    if (groupId !== null && person.group_id !== groupId) return false;
    const text = `${person.name} ${person.companion_of ?? ''} ${person.group_name ?? ''}`.toLocaleLowerCase('de-DE');
    return words.every((word) => text.includes(word));
  });
}

/** The groups of the people, for the group filter, by name. */
export function groupsOf(people: readonly SeatingPerson[]): { id: number; name: string }[] {
  const groups = new Map<number, string>();
  for (const person of people) if (person.group_id !== null && person.group_name) groups.set(person.group_id, person.group_name);
  return [...groups].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** 'Tisch 3: 4 von 8 Plätzen belegt' – a table as a target of a move, for screen readers and the table menu. */
export const tableLabel = (table: Pick<SeatingPlanTable, 'name' | 'seats' | 'occupied'>) => `${tableName(table.name)}, ${table.occupied} von ${table.seats} Plätzen belegt`;

/** 'Tisch 3' for a table named by its number, the name otherwise ('Brauttisch'). */
export const tableName = (name: string) => (/^\d+$/.test(name) ? `${SEATING_TEXTS.table} ${name}` : name);

/** The warnings that concern a table. */
export const warningsAt = (warnings: readonly SeatingWarning[], tableId: number) => warnings.filter((warning) => warning.table_ids.includes(tableId));

/** The people a warning names, as a set of keys, for marking them in the plan. */
export const flaggedPeople = (warnings: readonly SeatingWarning[]) => new Set(warnings.flatMap((warning) => warning.people));

/** Where a person sits now, as a drop target id ('unseated' or 'table-<id>'). */
export const personTarget = (person: Pick<SeatingPerson, 'table_id'>) => (person.table_id === null ? 'unseated' : `table-${person.table_id}`);
