/** @database none */
import type { AdminRsvpRow, Menu } from '@hochzeit/contracts';
import { kitchenList } from './kitchen-list.js';

const menu = (id: number, type: Menu['type'], cls: string): Menu => ({
  id,
  type,
  class: cls,
  description: { Gang1: '', 'Gang1 Beschreibung': '', Gang2: '', 'Gang2 Beschreibung': '', Gang3: '', 'Gang3 Beschreibung': '' },
  allergens: [],
  choosable: true,
});

let nextId = 1;
function row(first: string, answer: Partial<NonNullable<AdminRsvpRow['answer']>> | null): AdminRsvpRow {
  const id = nextId++;
  return {
    guest_id: id,
    first_name: first,
    last_name: 'Test',
    guest_type: 'Apéro',
    group_id: null,
    group_name: null,
    companion_allowed: true,
    menu_id: answer?.menu_id ?? null,
    allergies: answer?.allergies ?? [],
    status: answer === null ? 'open' : answer.attending ? 'yes' : 'no',
    answer:
      answer === null
        ? null
        : {
            attending: false,
            menu_id: null,
            allergies: [],
            song_wish: null,
            message: null,
            companion_name: null,
            companion_menu_id: null,
            companion_allergies: [],
            answered_at: new Date(),
            answered_by: 'admin',
            answered_by_name: null,
            ...answer,
          },
  };
}

describe('kitchenList', () => {
  it('groups allergies regardless of case, spacing and Unicode form; one person writing one twice is named once', () => {
    const list = kitchenList(
      [
        // 'Nüsse' with a composed ü, and decomposed (u + combining diaeresis) with extra spaces.
        row('Anna', { attending: true, allergies: ['Nüsse', 'NU\u0308SSE'] }),
        row('Ben', { attending: true, allergies: ['  nu\u0308sse ', 'Kein  Schweinefleisch'] }),
        row('Cleo', { attending: true, allergies: ['kein schweinefleisch', ' '] }),
      ],
      [],
    );
    expect(list.allergies.map((a) => [a.name, a.count, a.people.map((p) => p.name)])).toEqual([
      ['Kein Schweinefleisch', 2, ['Ben Test', 'Cleo Test']],
      ['Nüsse', 2, ['Anna Test', 'Ben Test']],
    ]);
    expect(list.totals.with_allergies).toBe(3);
  });

  it('a companion without a menu, and an answer whose menu is gone, land under "Ohne Menüwahl"; a menu nobody chose stays with 0', () => {
    const meat = menu(1, 'Menü 1', 'Fleisch');
    const kids = menu(2, 'Menü 3', '');
    const list = kitchenList(
      [
        row('Dora', { attending: true, menu_id: 1, companion_name: 'Erik Gast', companion_menu_id: null }),
        row('Fritz', { attending: true, menu_id: 99 }),
        row('Gina', { attending: false, menu_id: 1, companion_name: null }),
        row('Hans', null),
      ],
      [meat, kids],
    );
    expect(list.menus.map((m) => [m.menu_id, m.label, m.children, m.people.map((p) => [p.name, p.companion_of, p.menu_label])])).toEqual([
      [1, 'Fleisch', false, [['Dora Test', null, 'Fleisch']]],
      [2, 'Menü 3', true, []],
      [
        null,
        'Ohne Menüwahl',
        false,
        [
          ['Erik Gast', 'Dora Test', 'Ohne Menüwahl'],
          ['Fritz Test', null, 'Ohne Menüwahl'],
        ],
      ],
    ]);
    expect(list.totals).toEqual({ people: 3, guests: 2, companions: 1, children: 0, without_menu: 2, with_allergies: 0, open: 1, declined: 1 });
  });
});
