import type { SeatingPerson, SeatingPlan, SeatingPlanTable } from '@hochzeit/contracts';

/** A person of the plan as the server sends it; unseated, attending, with a menu, unless told otherwise. */
export function person(key: string, name: string, extra: Partial<SeatingPerson> = {}): SeatingPerson {
  return {
    key,
    guest_id: Number(key.slice(1)),
    companion: key.startsWith('c'),
    name,
    companion_of: null,
    group_id: null,
    group_name: null,
    menu_label: 'Fleisch',
    menu_type: 'Menü 1',
    child: false,
    allergies: [],
    attending: true,
    table_id: null,
    seat: null,
    ...extra,
  };
}

export function table(id: number, name: string, seats: number, people: SeatingPerson[] = [], extra: Partial<SeatingPlanTable> = {}): SeatingPlanTable {
  return {
    id,
    name,
    shape: 'round',
    seats,
    note: null,
    occupied: people.filter((p) => p.attending).length,
    people: people.map((p) => ({ ...p, table_id: id })),
    ...extra,
  };
}

export function plan(version: number, tables: SeatingPlanTable[], unseated: SeatingPerson[], warnings: SeatingPlan['warnings'] = []): SeatingPlan {
  const seated = tables.reduce((sum, t) => sum + t.occupied, 0);
  return {
    version,
    tables,
    unseated,
    warnings,
    counts: { attending: seated + unseated.length, seated, unseated: unseated.length, seats: tables.reduce((sum, t) => sum + t.seats, 0) },
  };
}

export const MEIER = { group_id: 1, group_name: 'Familie Meier' };
export const anna = person('g1', 'Anna Meier', MEIER);
export const lukas = person('c1', 'Lukas Meier', { ...MEIER, companion_of: 'Anna Meier', menu_label: 'Vegetarisch', allergies: ['Nüsse'] });
export const jonas = person('g2', 'Jonas Weber', { group_id: 2, group_name: 'Freunde' });
