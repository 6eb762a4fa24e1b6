import type { AdminGuest } from '@hochzeit/contracts';
import { groupGuests } from './group-guests';

const guest = (id: number, last_name: string, group_id: number | null) => ({ id, first_name: 'X', last_name, group_id }) as AdminGuest;

it("groups guests by group name with 'Keine' last and sorts by last name", () => {
  const groups = [{ id: 1, name: 'Zürcher' }, { id: 2, name: 'Amrein' }];
  const grouped = groupGuests([guest(1, 'Weber', null), guest(2, 'Zoller', 1), guest(3, 'Bauer', 2), guest(4, 'Ammann', 2), guest(5, 'Abt', null)], groups);
  expect(grouped.map((g) => g.name)).toEqual(['Amrein', 'Zürcher', 'Keine']);
  expect(grouped[0].guests.map((g) => g.last_name)).toEqual(['Ammann', 'Bauer']);
  expect(grouped[2].guests.map((g) => g.last_name)).toEqual(['Abt', 'Weber']);
});
