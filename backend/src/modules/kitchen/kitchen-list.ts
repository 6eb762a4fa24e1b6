import {
  type AdminRsvpRow,
  KITCHEN_CHILDREN_MENU_TYPE,
  KITCHEN_TEXTS,
  type KitchenAllergy,
  type KitchenList,
  type KitchenMenu,
  type KitchenPerson,
  type Menu,
  normalizeAllergen,
  rsvpMenuLabel,
} from '@hochzeit/contracts';
import { fullName } from '../guests/index.js';
import { germanCollator } from '../../common/german-sort.js';

/** A person who eats, with the menu they eat (null: none chosen). */
interface Eater extends KitchenPerson {
  menu_id: number | null;
}

/**
 * The people who eat, in the overview's order (by group and name), each guest's companion right
 * after them: every guest who said yes, and the companion they named (the companion's menu and
 * allergies come from the answer). Declined and unanswered guests eat nothing here.
 */
function eaters(rows: readonly AdminRsvpRow[], label: (menuId: number | null) => string): Eater[] {
  const people: Eater[] = [];
  for (const row of rows) {
    const answer = row.answer;
    if (!answer?.attending) continue;
    const name = fullName(row.first_name, row.last_name);
    people.push({ guest_id: row.guest_id, name, companion_of: null, menu_id: answer.menu_id, menu_label: label(answer.menu_id), allergies: answer.allergies });
    if (answer.companion_name) {
      const menuId = answer.companion_menu_id;
      people.push({ guest_id: row.guest_id, name: answer.companion_name, companion_of: name, menu_id: menuId, menu_label: label(menuId), allergies: answer.companion_allergies });
    }
  }
  return people;
}

const person = ({ menu_id: _menu, ...rest }: Eater): KitchenPerson => rest;

/**
 * The kitchen list of the RSVP overview's rows (all guests, unfiltered) and every menu: people per
 * menu (every menu, also those nobody chose; 'Ohne Menüwahl' last when someone has none), each
 * allergy or diet with its people (grouped like the menus' allergens: case, spacing and Unicode form
 * do not matter; named as first written; by name), and the totals.
 */
export function kitchenList(rows: readonly AdminRsvpRow[], menus: readonly Menu[]): KitchenList {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  // A menu deleted meanwhile leaves its people without one (the foreign key sets null); an id not
  // among the menus is treated the same, so every person lands in exactly one list.
  const known = (menuId: number | null) => (menuId !== null && byId.has(menuId) ? menuId : null);
  const label = (menuId: number | null) => {
    const menu = byId.get(known(menuId) ?? -1);
    return menu ? rsvpMenuLabel(menu) : KITCHEN_TEXTS.noMenu;
  };
  const people = eaters(rows, label);

  const lists: KitchenMenu[] = menus.map((menu) => ({ menu_id: menu.id, label: rsvpMenuLabel(menu), type: menu.type, children: menu.type === KITCHEN_CHILDREN_MENU_TYPE, count: 0, people: [] }));
  const listOf = new Map(lists.map((list) => [list.menu_id, list]));
  const none: KitchenMenu = { menu_id: null, label: KITCHEN_TEXTS.noMenu, type: null, children: false, count: 0, people: [] };
  for (const eater of people) {
    const list = listOf.get(known(eater.menu_id)) ?? none;
    list.people.push(person(eater));
    list.count += 1;
  }
  if (none.count) lists.push(none);

  const allergies = new Map<string, KitchenAllergy>();
  for (const eater of people) {
    // One person who wrote 'Nüsse' and 'nüsse' is named once under it.
    const seen = new Set<string>();
    for (const written of eater.allergies) {
      const key = normalizeAllergen(written);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const entry = allergies.get(key) ?? { name: written.normalize('NFC').trim().replace(/\s+/g, ' '), count: 0, people: [] };
      entry.people.push(person(eater));
      entry.count += 1;
      allergies.set(key, entry);
    }
  }

  const guests = people.filter((p) => p.companion_of === null).length;
  return {
    menus: lists,
    allergies: [...allergies.values()].sort((a, b) => germanCollator.compare(a.name, b.name)),
    totals: {
      people: people.length,
      guests,
      companions: people.length - guests,
      children: lists.filter((list) => list.children).reduce((sum, list) => sum + list.count, 0),
      without_menu: none.count,
      with_allergies: people.filter((p) => p.allergies.some((a) => normalizeAllergen(a) !== '')).length,
      open: rows.filter((row) => row.status === 'open').length,
      declined: rows.filter((row) => row.status === 'no').length,
    },
  };
}
