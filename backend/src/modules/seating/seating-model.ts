import {
  type AdminRsvpRow,
  KITCHEN_CHILDREN_MENU_TYPE,
  type Menu,
  type RsvpStatus,
  SEATING_TEXTS,
  type SeatingPerson,
  type SeatingWarning,
  rsvpMenuLabel,
  seatingPersonKey,
} from '@hochzeit/contracts';
import { fullName } from '../guests/index.js';

/**
 * The plan's people and rules as plain functions (no database): who is in the plan, the warnings,
 * and the suggestion. The service feeds them the RSVP overview's rows and the stored places.
 */

/** A person of the plan, with their RSVP status ('yes' for the attending; a companion has their guest's). */
export interface PlanPerson extends Omit<SeatingPerson, 'table_id' | 'seat'> {
  status: RsvpStatus;
  /** Position in the overview's order (group, then name; a companion right after their guest). */
  order: number;
}

export interface PlacedPerson extends PlanPerson {
  table_id: number | null;
  seat: number | null;
}

export interface PlanTable {
  id: number;
  name: string;
  seats: number;
}

/**
 * Everyone who may appear in the plan, by key: every guest (attending only with an RSVP yes) and
 * the companion an attending guest named. `companionKeys`: companions seated although their guest
 * no longer names one (shown as not attending, so they can be removed).
 */
export function planPeople(rows: readonly AdminRsvpRow[], menus: readonly Menu[], companionKeys: Iterable<number> = []): Map<string, PlanPerson> {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const menuOf = (menuId: number | null) => (menuId === null ? undefined : byId.get(menuId));
  const people = new Map<string, PlanPerson>();
  const seatedCompanions = new Set(companionKeys);
  let order = 0;
  for (const row of rows) {
    const answer = row.answer;
    const attending = answer?.attending === true;
    const name = fullName(row.first_name, row.last_name);
    const group = { group_id: row.group_id, group_name: row.group_name };
    const guestMenu = menuOf(attending ? answer.menu_id : row.menu_id);
    people.set(seatingPersonKey(row.guest_id, false), {
      key: seatingPersonKey(row.guest_id, false),
      guest_id: row.guest_id,
      companion: false,
      name,
      companion_of: null,
      ...group,
      menu_label: guestMenu ? rsvpMenuLabel(guestMenu) : SEATING_TEXTS.noMenu,
      menu_type: guestMenu?.type ?? null,
      child: guestMenu?.type === KITCHEN_CHILDREN_MENU_TYPE,
      allergies: attending ? answer.allergies : row.allergies,
      attending,
      status: row.status,
      order: order++,
    });
    const companionName = attending ? answer.companion_name : null;
    if (companionName || seatedCompanions.has(row.guest_id)) {
      const menu = companionName ? menuOf(answer!.companion_menu_id) : undefined;
      people.set(seatingPersonKey(row.guest_id, true), {
        key: seatingPersonKey(row.guest_id, true),
        guest_id: row.guest_id,
        companion: true,
        name: companionName ?? answer?.companion_name ?? SEATING_TEXTS.companionOf(name),
        companion_of: name,
        ...group,
        menu_label: menu ? rsvpMenuLabel(menu) : SEATING_TEXTS.noMenu,
        menu_type: menu?.type ?? null,
        child: menu?.type === KITCHEN_CHILDREN_MENU_TYPE,
        allergies: companionName ? answer!.companion_allergies : [],
        attending: Boolean(companionName),
        status: companionName ? 'yes' : row.status === 'yes' ? 'open' : row.status,
        order: order++,
      });
    }
  }
  return people;
}

const joinNames = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`);

/**
 * The rules, shown as warnings: a table over its seats, a group (family or couple) or a guest and
 * their companion at different tables, someone seated who did not say yes, a child at a table
 * without a parent (a parent: an adult of the child's group; for a companion, also their guest).
 */
export function seatingWarnings(tables: readonly PlanTable[], people: readonly PlacedPerson[]): SeatingWarning[] {
  const warnings: SeatingWarning[] = [];
  const tableName = new Map(tables.map((table) => [table.id, table.name]));
  const seated = people.filter((person) => person.table_id !== null && tableName.has(person.table_id));
  const attendingSeated = seated.filter((person) => person.attending);

  for (const table of tables) {
    const here = attendingSeated.filter((person) => person.table_id === table.id);
    if (here.length > table.seats) {
      warnings.push({
        kind: 'over_capacity',
        msg: `Tisch ${table.name} ist überbelegt: ${here.length} Personen an ${table.seats} Plätzen.`,
        table_ids: [table.id],
        people: here.map((person) => person.key),
      });
    }
  }

  const byKey = new Map(people.map((person) => [person.key, person]));
  for (const companion of attendingSeated.filter((person) => person.companion)) {
    const guest = byKey.get(seatingPersonKey(companion.guest_id, false));
    if (guest?.attending && guest.table_id !== null && guest.table_id !== companion.table_id && tableName.has(guest.table_id)) {
      warnings.push({
        kind: 'couple_split',
        msg: `${guest.name} und ${companion.name} (Begleitung) sitzen an verschiedenen Tischen: ${tableName.get(guest.table_id)} und ${tableName.get(companion.table_id!)}.`,
        table_ids: [guest.table_id, companion.table_id!],
        people: [guest.key, companion.key],
      });
    }
  }

  const groups = new Map<number, PlacedPerson[]>();
  for (const person of attendingSeated) {
    if (person.group_id === null) continue;
    groups.set(person.group_id, [...(groups.get(person.group_id) ?? []), person]);
  }
  for (const members of groups.values()) {
    const tableIds = [...new Set(members.map((person) => person.table_id!))];
    if (tableIds.length < 2) continue;
    warnings.push({
      kind: 'family_split',
      msg: `Die Gruppe ${members[0].group_name ?? ''} sitzt an verschiedenen Tischen: ${joinNames(tableIds.map((id) => tableName.get(id)!))}.`,
      table_ids: tableIds,
      people: members.map((person) => person.key),
    });
  }

  for (const person of seated.filter((p) => !p.attending)) {
    const what = person.status === 'no' ? 'hat abgesagt' : 'hat nicht zugesagt';
    warnings.push({
      kind: 'declined_seated',
      msg: `${person.name} ${what} und hat trotzdem einen Platz an Tisch ${tableName.get(person.table_id!)}; zählt nicht mit.`,
      table_ids: [person.table_id!],
      people: [person.key],
    });
  }

  const attendingPeople = people.filter((person) => person.attending);
  for (const child of attendingSeated.filter((person) => person.child)) {
    const parents = attendingPeople.filter(
      (other) =>
        !other.child &&
        other.key !== child.key &&
        ((child.group_id !== null && other.group_id === child.group_id) || (child.companion && !other.companion && other.guest_id === child.guest_id) || (!child.companion && other.companion && other.guest_id === child.guest_id)),
    );
    if (parents.length === 0 || parents.some((parent) => parent.table_id === child.table_id)) continue;
    warnings.push({
      kind: 'child_without_parent',
      msg: `${child.name} (Kind) sitzt an Tisch ${tableName.get(child.table_id!)} ohne Eltern.`,
      table_ids: [child.table_id!],
      people: [child.key, ...parents.map((parent) => parent.key)],
    });
  }
  return warnings;
}

export interface SuggestionResult {
  /** Every attending person's table after the suggestion (null: no room). */
  placement: Map<string, number | null>;
  unplaced: string[];
}

/**
 * 'Vorschlag machen': seats the attending people without a table (with `keepSeated` false: every
 * attending person) so that families and couples sit together and no table gets more people than
 * seats. Units (a group with its companions, or a guest with their companion) go largest first to
 * the table where part of them already sits, else the fullest table they fit into whole (best fit);
 * a unit that fits nowhere whole is split into couples, placed where most of the unit went, else
 * where most seats are free; what finds no seat stays without a table.
 */
export function suggestSeating(tables: readonly PlanTable[], people: readonly PlacedPerson[], keepSeated: boolean): SuggestionResult {
  const attending = people.filter((person) => person.attending);
  const tableIds = new Set(tables.map((table) => table.id));
  const free = new Map(tables.map((table) => [table.id, table.seats]));
  const placement = new Map<string, number | null>();
  const fixed = new Map<string, number>();
  if (keepSeated) {
    for (const person of attending) {
      if (person.table_id === null || !tableIds.has(person.table_id)) continue;
      fixed.set(person.key, person.table_id);
      placement.set(person.key, person.table_id);
      free.set(person.table_id, free.get(person.table_id)! - 1);
    }
  }

  // Units of the people still to place: a group, or a guest without a group with their companion.
  const unitOf = (person: PlacedPerson) => (person.group_id !== null ? `group:${person.group_id}` : `guest:${person.guest_id}`);
  const units = new Map<string, PlacedPerson[]>();
  const anchors = new Map<string, Map<number, number>>();
  for (const person of attending) {
    const unit = unitOf(person);
    const at = fixed.get(person.key);
    if (at !== undefined) {
      const counts = anchors.get(unit) ?? new Map<number, number>();
      counts.set(at, (counts.get(at) ?? 0) + 1);
      anchors.set(unit, counts);
      continue;
    }
    units.set(unit, [...(units.get(unit) ?? []), person]);
  }

  const order = tables.map((table) => table.id);
  const place = (members: readonly PlacedPerson[], tableId: number) => {
    for (const member of members) placement.set(member.key, tableId);
    free.set(tableId, free.get(tableId)! - members.length);
  };
  /** The fullest table that still takes `size` people (ties: the earlier table). */
  const bestFit = (size: number) => {
    let best: number | undefined;
    for (const id of order) if (free.get(id)! >= size && (best === undefined || free.get(id)! < free.get(best)!)) best = id;
    return best;
  };
  const mostFree = (size: number) => {
    let best: number | undefined;
    for (const id of order) if (free.get(id)! >= size && (best === undefined || free.get(id)! > free.get(best)!)) best = id;
    return best;
  };

  const sorted = [...units.entries()].sort((a, b) => b[1].length - a[1].length || a[1][0].order - b[1][0].order);
  const unplaced: string[] = [];
  for (const [unit, members] of sorted) {
    const anchored = [...(anchors.get(unit) ?? new Map<number, number>()).entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    const whole = anchored.find((id) => free.get(id)! >= members.length) ?? bestFit(members.length);
    if (whole !== undefined) {
      place(members, whole);
      continue;
    }
    // Split into couples (a guest with their companion), largest first.
    const couples = new Map<number, PlacedPerson[]>();
    for (const member of members) couples.set(member.guest_id, [...(couples.get(member.guest_id) ?? []), member]);
    const went = new Map<number, number>(anchors.get(unit) ?? []);
    for (const couple of [...couples.values()].sort((a, b) => b.length - a.length || a[0].order - b[0].order)) {
      const preferred = [...went.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      let target = preferred.find((id) => free.get(id)! >= couple.length) ?? mostFree(couple.length);
      let parts: PlacedPerson[][] = [couple];
      if (target === undefined && couple.length > 1) {
        // Not even the couple fits anywhere: each of them where there is a seat.
        parts = couple.map((member) => [member]);
        target = undefined;
      }
      for (const part of parts) {
        const at = target ?? preferred.find((id) => free.get(id)! >= part.length) ?? mostFree(part.length);
        if (at === undefined) {
          for (const member of part) unplaced.push(member.key);
          continue;
        }
        place(part, at);
        went.set(at, (went.get(at) ?? 0) + part.length);
      }
    }
  }
  for (const person of attending) if (!placement.has(person.key)) placement.set(person.key, null);
  return { placement, unplaced };
}
