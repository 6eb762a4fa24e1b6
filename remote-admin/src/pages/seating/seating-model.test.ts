import { applyMoves, filterPeople, groupsOf, tableName } from './seating-model';
import { anna, jonas, lukas, plan, table } from './seating-fixtures';

it('shows a move at once: the person leaves the list, sits at the table, the counts follow; back to the list sorted by group and name', () => {
  const before = plan(3, [table(1, '1', 8), table(2, 'Brauttisch', 2, [jonas])], [anna, lukas]);
  const after = applyMoves(before, [{ person: 'g1', table_id: 1, seat: null }]);
  expect(after.version).toBe(3);
  expect(after.unseated.map((p) => p.name)).toEqual(['Lukas Meier']);
  expect(after.tables[0].people.map((p) => [p.name, p.table_id])).toEqual([['Anna Meier', 1]]);
  expect(after.tables[0].occupied).toBe(1);
  expect(after.counts).toMatchObject({ seated: 2, unseated: 1 });

  const back = applyMoves(after, [{ person: 'g2', table_id: null, seat: null }, { person: 'g1', table_id: null, seat: null }]);
  expect(back.unseated.map((p) => p.name)).toEqual(['Anna Meier', 'Lukas Meier', 'Jonas Weber']);
  expect(back.tables.map((t) => t.occupied)).toEqual([0, 0]);
});

it('orders a table by seat, free seats last, then by name', () => {
  const before = plan(1, [table(1, '1', 8)], [anna, lukas, jonas]);
  const after = applyMoves(before, [
    { person: 'g2', table_id: 1, seat: null },
    { person: 'c1', table_id: 1, seat: 2 },
    { person: 'g1', table_id: 1, seat: null },
  ]);
  expect(after.tables[0].people.map((p) => p.name)).toEqual(['Lukas Meier', 'Anna Meier', 'Jonas Weber']);
});

it('searches names, companions and groups in any case and filters by group', () => {
  const people = [anna, lukas, jonas];
  expect(filterPeople(people, 'meier', null).map((p) => p.key)).toEqual(['g1', 'c1']);
  expect(filterPeople(people, ' anna ', null).map((p) => p.key)).toEqual(['g1', 'c1']);
  expect(filterPeople(people, 'freunde', null).map((p) => p.key)).toEqual(['g2']);
  expect(filterPeople(people, '', 2).map((p) => p.key)).toEqual(['g2']);
  expect(filterPeople(people, 'Anna', 2)).toEqual([]);
  expect(groupsOf(people)).toEqual([{ id: 1, name: 'Familie Meier' }, { id: 2, name: 'Freunde' }]);
});

it("names a numbered table 'Tisch n' and any other by its name", () => {
  expect(tableName('3')).toBe('Tisch 3');
  expect(tableName('Brauttisch')).toBe('Brauttisch');
});
