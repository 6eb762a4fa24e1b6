/** @database none */
import { type PlacedPerson, type PlanTable, seatingWarnings, suggestSeating } from './seating-model.js';

/** A small seeded generator (mulberry32): the same lists on every run, a failing seed can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const person = (guestId: number, companion: boolean, groupId: number | null, order: number, extra: Partial<PlacedPerson> = {}): PlacedPerson => ({
  key: `${companion ? 'c' : 'g'}${guestId}`,
  guest_id: guestId,
  companion,
  name: `${companion ? 'Begleitung' : 'Gast'} ${guestId}`,
  companion_of: companion ? `Gast ${guestId}` : null,
  group_id: groupId,
  group_name: groupId === null ? null : `Familie ${groupId}`,
  menu_label: 'Fleisch',
  menu_type: 'Menü 1',
  child: false,
  allergies: [],
  attending: true,
  status: 'yes',
  order,
  table_id: null,
  seat: null,
  ...extra,
});

/**
 * A random guest list: families of 1 to `maxFamily` guests (some without a group), some guests
 * with a companion, some declined (never placed), some children; optionally some already seated.
 */
function guestList(seed: number, families: number, maxFamily: number) {
  const r = random(seed);
  const people: PlacedPerson[] = [];
  let guestId = 1;
  for (let f = 1; f <= families; f++) {
    const size = r.int(1, maxFamily);
    const group = size === 1 && r.next() < 0.5 ? null : f;
    for (let i = 0; i < size; i++) {
      const id = guestId++;
      const declined = r.next() < 0.1;
      people.push(person(id, false, group, people.length, declined ? { attending: false, status: 'no' } : { child: i > 1 && r.next() < 0.4 }));
      if (!declined && r.next() < 0.25) people.push(person(id, true, group, people.length));
    }
  }
  return people;
}

/** The units that must sit together: a group, or a guest without one with their companion. */
const units = (people: readonly PlacedPerson[]) => {
  const map = new Map<string, PlacedPerson[]>();
  for (const p of people.filter((x) => x.attending)) {
    const unit = p.group_id !== null ? `group:${p.group_id}` : `guest:${p.guest_id}`;
    map.set(unit, [...(map.get(unit) ?? []), p]);
  }
  return [...map.values()];
};

const occupancy = (tables: readonly PlanTable[], placement: Map<string, number | null>) => {
  const counts = new Map(tables.map((table) => [table.id, 0]));
  for (const tableId of placement.values()) if (tableId !== null) counts.set(tableId, counts.get(tableId)! + 1);
  return counts;
};

describe('the suggestion (property test over random guest lists)', () => {
  it('never seats more people than a table has seats, places each attending person once and never a declined one', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = random(seed * 7919);
      const people = guestList(seed, r.int(1, 40), r.int(1, 8));
      const tables = Array.from({ length: r.int(0, 12) }, (_, i) => ({ id: i + 1, name: String(i + 1), seats: r.int(1, 12) }));
      const { placement, unplaced } = suggestSeating(tables, people, true);
      const counts = occupancy(tables, placement);
      for (const table of tables) expect({ seed, table: table.id, over: counts.get(table.id)! > table.seats }).toEqual({ seed, table: table.id, over: false });
      const attending = people.filter((p) => p.attending).map((p) => p.key).sort();
      expect([...placement.keys()].sort()).toEqual(attending);
      expect(new Set(unplaced).size).toBe(unplaced.length);
      for (const key of unplaced) expect(placement.get(key)).toBeNull();
      // Nobody is left without a table while a seat is free for them alone.
      if (unplaced.length) expect(tables.every((table) => counts.get(table.id)! >= table.seats)).toBe(true);
    }
  });

  it('keeps every family and couple at one table when the tables leave room (each at least twice the largest family, twice as many seats as people)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = random(seed * 104729);
      const people = guestList(seed, r.int(1, 40), r.int(1, 6));
      const largest = Math.max(0, ...units(people).map((unit) => unit.length));
      const attending = people.filter((p) => p.attending).length;
      const tables: PlanTable[] = [];
      let seats = 0;
      while (seats < 2 * attending || tables.length === 0) {
        const table = { id: tables.length + 1, name: String(tables.length + 1), seats: r.int(Math.max(2 * largest, 1), Math.max(2 * largest, 1) + 6) };
        tables.push(table);
        seats += table.seats;
      }
      const { placement, unplaced } = suggestSeating(tables, people, true);
      expect({ seed, unplaced }).toEqual({ seed, unplaced: [] });
      for (const unit of units(people)) {
        const at = new Set(unit.map((p) => placement.get(p.key)));
        expect({ seed, unit: unit.map((p) => p.key), tables: at.size }).toEqual({ seed, unit: unit.map((p) => p.key), tables: 1 });
      }
      const after = people.map((p) => ({ ...p, table_id: placement.get(p.key) ?? null }));
      const kinds = seatingWarnings(tables, after).map((warning) => warning.kind);
      expect(kinds.filter((kind) => kind !== 'child_without_parent')).toEqual([]);
    }
  });

  it('keeps who is seated and puts the rest of their family at their table when it has room', () => {
    const tables = [
      { id: 1, name: '1', seats: 4 },
      { id: 2, name: '2', seats: 10 },
    ];
    const people = [person(1, false, 7, 0, { table_id: 1 }), person(2, false, 7, 1), person(2, true, 7, 2), person(3, false, null, 3)];
    const { placement } = suggestSeating(tables, people, true);
    expect(Object.fromEntries(placement)).toEqual({ g1: 1, g2: 1, c2: 1, g3: 1 });
    // Without keeping: the family of three goes to the fullest table that takes it whole.
    const fresh = suggestSeating(tables, people, false);
    expect(fresh.placement.get('g1')).toBe(fresh.placement.get('c2'));
  });

  it('splits a family that fits nowhere whole into couples, never a couple while one table takes them', () => {
    const tables = [
      { id: 1, name: '1', seats: 4 },
      { id: 2, name: '2', seats: 4 },
    ];
    const family = [person(1, false, 1, 0), person(1, true, 1, 1), person(2, false, 1, 2), person(2, true, 1, 3), person(3, false, 1, 4), person(3, true, 1, 5)];
    const { placement, unplaced } = suggestSeating(tables, family, true);
    expect(unplaced).toEqual([]);
    for (const id of [1, 2, 3]) expect(placement.get(`g${id}`)).toBe(placement.get(`c${id}`));
    const counts = occupancy(tables, placement);
    expect([...counts.values()].sort()).toEqual([2, 4]);
  });

  it('suggests 300 guests at 30 tables within a second', () => {
    const people = guestList(42, 120, 5).slice(0, 300);
    const tables = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: String(i + 1), seats: 12 }));
    const started = performance.now();
    const { placement } = suggestSeating(tables, people, false);
    const ms = performance.now() - started;
    expect(placement.size).toBe(people.filter((p) => p.attending).length);
    expect(ms).toBeLessThan(1000);
  });
});
