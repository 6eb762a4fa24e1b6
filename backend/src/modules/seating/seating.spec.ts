import { KITCHEN_MESSAGES, SEATING_MESSAGES, type SeatingPlan, type SeatingSuggestion, type SeatingTable } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import type { Guest } from '../guests/guest.entity.js';
import { SeatingClock } from './seating.service.js';

const t = useTestApp();
const api = adminApi(t);

interface Wedding {
  anna: Guest;
  lukas: Guest;
  mia: Guest;
  solo: Guest;
  ben: Guest;
  emil: Guest;
  kids: number;
}

/**
 * Familie Meier: Anna and Lukas (yes), Lukas brings his daughter Lena (companion, children's menu);
 * Familie Huber: Mia (declined); without a group: Ben (yes), Emil (yes, children's menu, no parent
 * in the product) and Solo (not answered). Attending: Anna, Lukas, Lena, Ben, Emil = 5.
 */
async function wedding(): Promise<Wedding> {
  const menu = async (type: string, cls: string) => (await api.post('/api/admin/menus', { type, class: cls, choosable: true }).expect(201)).body.id as number;
  const meat = await menu('Menü 1', 'Fleisch');
  const veggie = await menu('Menü 2', 'Vegetarisch');
  const kids = await menu('Menü 3', 'Kinder');
  const em = t.orm.em.fork();
  const meier = em.create(GuestGroup, { name: 'Familie Meier' });
  const huber = em.create(GuestGroup, { name: 'Familie Huber' });
  await em.flush();
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Meier', group: meier.id as never });
  const lukas = await t.createGuest({ first_name: 'Lukas', last_name: 'Meier', group: meier.id as never, companion_allowed: true });
  const mia = await t.createGuest({ first_name: 'Mia', last_name: 'Huber', group: huber.id as never });
  const solo = await t.createGuest({ first_name: 'Solo', last_name: 'Allein' });
  const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Brot' });
  const emil = await t.createGuest({ first_name: 'Emil', last_name: 'Klein' });
  await api.put(`/api/admin/rsvp/${anna.id}`, { attending: true, menu_id: veggie, allergies: ['Laktose'] }).expect(200);
  await api.put(`/api/admin/rsvp/${lukas.id}`, { attending: true, menu_id: meat, companion_name: 'Lena Meier', companion_menu_id: kids, companion_allergies: ['Nüsse'] }).expect(200);
  await api.put(`/api/admin/rsvp/${mia.id}`, { attending: false }).expect(200);
  await api.put(`/api/admin/rsvp/${ben.id}`, { attending: true }).expect(200);
  await api.put(`/api/admin/rsvp/${emil.id}`, { attending: true, menu_id: kids }).expect(200);
  return { anna, lukas, mia, solo, ben, emil, kids };
}

const table = async (name: string, seats: number, note?: string): Promise<SeatingTable> =>
  (await api.post('/api/admin/seating/tables', { name, shape: 'round', seats, note }).expect(201)).body;
const plan = async (): Promise<SeatingPlan> => (await api.get('/api/admin/seating').expect(200)).body;
const seat = (version: number, moves: Array<{ person: string; table_id: number | null; seat?: number | null }>) => api.put('/api/admin/seating/seats', { version, moves });
const where = (p: SeatingPlan) => Object.fromEntries(p.tables.map((tb) => [tb.name, tb.people.map((person) => person.name)]));

describe('tables', () => {
  it('are created, listed, changed and validated in German; a bad table stores nothing', async () => {
    const created = await table('1', 8, 'Brauttisch');
    expect(created).toEqual({ id: expect.any(Number), name: '1', shape: 'round', seats: 8, note: 'Brauttisch', occupied: 0 });
    const bad = await api.post('/api/admin/seating/tables', { name: '  ', shape: 'oval', seats: 0 }).expect(400);
    expect(bad.body.msg).toMatch(/Tisch|Form|Plätze/);
    expect((await api.post('/api/admin/seating/tables', { name: 'Lang', shape: 'long', seats: 61 }).expect(400)).body.msg).toBe(SEATING_MESSAGES.seatsInvalid);
    expect((await api.post('/api/admin/seating/tables', { name: '1', shape: 'long', seats: 6 }).expect(409)).body.msg).toBe(SEATING_MESSAGES.tableNameExists);
    expect(await countRows(t, 'seating_table')).toBe(1);
    const changed = await api.put(`/api/admin/seating/tables/${created.id}`, { name: 'Brauttisch', shape: 'long', seats: 10, note: '' }).expect(200);
    expect(changed.body).toEqual({ id: created.id, name: 'Brauttisch', shape: 'long', seats: 10, note: null, occupied: 0 });
    expect((await api.get('/api/admin/seating/tables').expect(200)).body).toEqual([changed.body]);
    expect((await api.put('/api/admin/seating/tables/999999', { name: 'X', shape: 'long', seats: 2 }).expect(404)).body.msg).toBe(SEATING_MESSAGES.tableNotFound);
  });

  it('with people is deleted only when confirmed, and its people go back to the unseated; seats never below who sits there', async () => {
    const w = await wedding();
    const one = await table('1', 4);
    let p = await plan();
    p = (await seat(p.version, [{ person: `g${w.anna.id}`, table_id: one.id }, { person: `g${w.ben.id}`, table_id: one.id }]).expect(200)).body;
    expect((await api.put(`/api/admin/seating/tables/${one.id}`, { name: '1', shape: 'round', seats: 1 }).expect(409)).body.msg).toBe(SEATING_MESSAGES.seatsBelowOccupied('1', 2));
    const refused = await api.delete(`/api/admin/seating/tables/${one.id}`).expect(409);
    expect(refused.body.msg).toBe(SEATING_MESSAGES.tableHasPeople('1', 2));
    expect(await countRows(t, 'seat_assignment')).toBe(2);
    await api.delete(`/api/admin/seating/tables/${one.id}?confirm=false`).expect(409);
    await api.delete(`/api/admin/seating/tables/${one.id}?confirm=true`).expect(200);
    const after = await plan();
    expect(after.tables).toEqual([]);
    expect(after.counts).toEqual({ attending: 5, seated: 0, unseated: 5, seats: 0 });
    expect(after.version).toBeGreaterThan(p.version);
    expect(await countRows(t, 'seat_assignment')).toBe(0);
  });
});

describe('the plan', () => {
  it('has every attending guest and companion; declined and unanswered are never counted, a declined guest seated earlier is a warning', async () => {
    const w = await wedding();
    const one = await table('1', 6);
    let p = await plan();
    expect(p.counts).toEqual({ attending: 5, seated: 0, unseated: 5, seats: 6 });
    expect(p.unseated.map((person) => person.name)).toEqual(['Anna Meier', 'Lukas Meier', 'Lena Meier', 'Ben Brot', 'Emil Klein']);
    const lena = p.unseated.find((person) => person.companion)!;
    expect(lena).toMatchObject({ key: `c${w.lukas.id}`, companion_of: 'Lukas Meier', group_name: 'Familie Meier', child: true, menu_label: 'Kinder', allergies: ['Nüsse'], attending: true });
    // Neither the declined nor the unanswered may be seated.
    expect((await seat(p.version, [{ person: `g${w.mia.id}`, table_id: one.id }]).expect(400)).body.msg).toBe(SEATING_MESSAGES.personNotAttending);
    expect((await seat(p.version, [{ person: `g${w.solo.id}`, table_id: one.id }]).expect(400)).body.msg).toBe(SEATING_MESSAGES.personNotAttending);
    expect((await seat(p.version, [{ person: 'c999999', table_id: one.id }]).expect(400)).body.msg).toBe(SEATING_MESSAGES.personInvalid);

    p = (await seat(p.version, [{ person: `g${w.ben.id}`, table_id: one.id, seat: 2 }, { person: `g${w.anna.id}`, table_id: one.id, seat: 1 }]).expect(200)).body;
    expect(p.tables[0]).toMatchObject({ occupied: 2, people: [{ name: 'Anna Meier', seat: 1 }, { name: 'Ben Brot', seat: 2 }] });
    // Ben declines afterwards: he stays listed at his table, not counted, with a warning.
    await api.put(`/api/admin/rsvp/${w.ben.id}`, { attending: false }).expect(200);
    p = await plan();
    expect(p.counts).toEqual({ attending: 4, seated: 1, unseated: 3, seats: 6 });
    expect(p.tables[0].occupied).toBe(1);
    expect(p.tables[0].people.map((person) => [person.name, person.attending])).toEqual([['Anna Meier', true], ['Ben Brot', false]]);
    expect(p.warnings.filter((warning) => warning.kind === 'declined_seated')).toEqual([
      { kind: 'declined_seated', msg: 'Ben Brot hat abgesagt und hat trotzdem einen Platz an Tisch 1; zählt nicht mit.', table_ids: [one.id], people: [`g${w.ben.id}`] },
    ]);
    // Taking him off is allowed.
    p = (await seat(p.version, [{ person: `g${w.ben.id}`, table_id: null }]).expect(200)).body;
    expect(p.warnings.some((warning) => warning.kind === 'declined_seated')).toBe(false);
  });

  it('refuses a table over its seats with 409 and stores nothing', async () => {
    const w = await wedding();
    const small = await table('Klein', 2);
    const p = await plan();
    const rowsBefore = await countRows(t, 'seat_assignment');
    const res = await seat(p.version, [
      { person: `g${w.anna.id}`, table_id: small.id },
      { person: `g${w.lukas.id}`, table_id: small.id },
      { person: `c${w.lukas.id}`, table_id: small.id },
    ]).expect(409);
    expect(res.body.msg).toBe(SEATING_MESSAGES.overCapacity('Klein', 2));
    expect(await countRows(t, 'seat_assignment')).toBe(rowsBefore);
    const after = await plan();
    expect(after.version).toBe(p.version);
    expect(after.counts.seated).toBe(0);
    // Two fit; a third is refused on its own too.
    const two = (await seat(p.version, [{ person: `g${w.anna.id}`, table_id: small.id }, { person: `g${w.lukas.id}`, table_id: small.id }]).expect(200)).body as SeatingPlan;
    expect((await seat(two.version, [{ person: `g${w.emil.id}`, table_id: small.id }]).expect(409)).body.msg).toBe(SEATING_MESSAGES.overCapacity('Klein', 2));
    // A numbered seat is taken once per table.
    const big = await table('Gross', 8);
    const v = (await plan()).version;
    expect((await seat(v, [{ person: `g${w.ben.id}`, table_id: big.id, seat: 3 }, { person: `g${w.emil.id}`, table_id: big.id, seat: 3 }]).expect(409)).body.msg).toBe(SEATING_MESSAGES.seatTaken('Gross', 3));
    expect((await seat(v, [{ person: `g${w.ben.id}`, table_id: big.id, seat: 9 }]).expect(400)).body.msg).toBe(SEATING_MESSAGES.seatBeyondTable('Gross', 8));
    expect(await countRows(t, 'seat_assignment')).toBe(2);
  });

  it('refuses a change made on a stale version (two organisers at once): one wins, the other gets 409 and nothing of it is stored', async () => {
    const w = await wedding();
    const one = await table('1', 8);
    const two = await table('2', 8);
    const { version } = await plan();
    const [a, b] = await Promise.all([seat(version, [{ person: `g${w.anna.id}`, table_id: one.id }]), seat(version, [{ person: `g${w.ben.id}`, table_id: two.id }])]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.msg).toBe(SEATING_MESSAGES.stale);
    const p = await plan();
    expect(p.version).toBe(version + 1);
    expect(p.counts.seated).toBe(1);
    // The same version again: stale too.
    expect((await seat(version, [{ person: `g${w.emil.id}`, table_id: one.id }]).expect(409)).body.msg).toBe(SEATING_MESSAGES.stale);
    expect((await api.post('/api/admin/seating/suggestion', { version }).expect(409)).body.msg).toBe(SEATING_MESSAGES.stale);
    expect((await api.put('/api/admin/seating/seats', { moves: [{ person: `g${w.emil.id}`, table_id: one.id }] }).expect(400)).body.msg).toBe(SEATING_MESSAGES.versionMissing);
    expect(await countRows(t, 'seat_assignment')).toBe(1);
  });

  it('warns when a family or a couple is split and when a child sits without a parent', async () => {
    const w = await wedding();
    const one = await table('1', 8);
    const two = await table('2', 8);
    let p = await plan();
    p = (await seat(p.version, [
      { person: `g${w.anna.id}`, table_id: one.id },
      { person: `g${w.lukas.id}`, table_id: one.id },
      { person: `c${w.lukas.id}`, table_id: two.id },
      { person: `g${w.emil.id}`, table_id: two.id },
    ]).expect(200)).body;
    const kinds = p.warnings.map((warning) => warning.kind).sort();
    expect(kinds).toEqual(['child_without_parent', 'couple_split', 'family_split']);
    expect(p.warnings.find((warning) => warning.kind === 'child_without_parent')!.msg).toBe('Lena Meier (Kind) sitzt an Tisch 2 ohne Eltern.');
    expect(p.warnings.find((warning) => warning.kind === 'couple_split')!.msg).toBe('Lukas Meier und Lena Meier (Begleitung) sitzen an verschiedenen Tischen: 1 und 2.');
    expect(p.warnings.find((warning) => warning.kind === 'family_split')!.msg).toBe('Die Gruppe Familie Meier sitzt an verschiedenen Tischen: 1 und 2.');
    p = (await seat(p.version, [{ person: `c${w.lukas.id}`, table_id: one.id }]).expect(200)).body;
    expect(p.warnings).toEqual([]);
  });

  it('suggests places keeping families together within the seats, stores nothing, and the couple can accept it', async () => {
    const w = await wedding();
    await table('1', 2);
    const four = await table('2', 4);
    const p = await plan();
    const suggestion: SeatingSuggestion = (await api.post('/api/admin/seating/suggestion', { version: p.version }).expect(200)).body;
    expect(await countRows(t, 'seat_assignment')).toBe(0);
    // Familie Meier (3 people) fits only at table 2; Ben and Emil fill the rest.
    const meier = suggestion.moves.filter((move) => [`g${w.anna.id}`, `g${w.lukas.id}`, `c${w.lukas.id}`].includes(move.person));
    expect(meier.map((move) => move.table_id)).toEqual([four.id, four.id, four.id]);
    expect(suggestion.unplaced).toEqual([]);
    expect(suggestion.moves).toHaveLength(5);
    const accepted: SeatingPlan = (await seat(suggestion.version, suggestion.moves).expect(200)).body;
    expect(accepted.counts).toMatchObject({ seated: 5, unseated: 0 });
    expect(where(accepted)['2']).toEqual(expect.arrayContaining(['Anna Meier', 'Lukas Meier', 'Lena Meier']));
    expect(accepted.tables.every((tb) => tb.occupied <= tb.seats)).toBe(true);
  });
});

describe("the guest's table", () => {
  afterEach(() => {
    t.app.get(SeatingClock).now = () => new Date();
  });

  it("is shown only from the moment the couple set, and only to a seated guest who said yes", async () => {
    const w = await wedding();
    const one = await table('Rosengarten', 8, 'Brauttisch');
    const p = await plan();
    await seat(p.version, [{ person: `g${w.anna.id}`, table_id: one.id, seat: 3 }, { person: `c${w.lukas.id}`, table_id: one.id }]).expect(200);
    const guestTable = async (guest: Guest) => (await t.http().get('/api/guest/seating').set(t.auth('guest', guest.id)).expect(200)).body;
    // No moment set: nothing.
    expect(await guestTable(w.anna)).toEqual({ table: null, companion_table: null });
    await api.put('/api/admin/seating/settings', { guests_see_table_from: '2025-06-07T12:00:00+02:00' }).expect(200);
    expect((await api.get('/api/admin/seating/settings').expect(200)).body).toEqual({ guests_see_table_from: '2025-06-07T10:00:00.000Z' });
    const clock = t.app.get(SeatingClock);
    clock.now = () => new Date('2025-06-07T09:59:59Z');
    expect(await guestTable(w.anna)).toEqual({ table: null, companion_table: null });
    clock.now = () => new Date('2025-06-07T10:00:00Z');
    expect(await guestTable(w.anna)).toEqual({ table: { name: 'Rosengarten', note: 'Brauttisch', seat: 3 }, companion_table: null });
    // Lukas is unseated, his companion Lena sits at Rosengarten.
    expect(await guestTable(w.lukas)).toEqual({ table: null, companion_table: null });
    expect(await guestTable(w.mia)).toEqual({ table: null, companion_table: null });
    // Seated elsewhere than his companion: both tables are named.
    const garden = await table('Gartensaal', 8);
    await seat((await plan()).version, [{ person: `g${w.lukas.id}`, table_id: garden.id }]).expect(200);
    expect(await guestTable(w.lukas)).toEqual({ table: { name: 'Gartensaal', note: null, seat: null }, companion_table: 'Rosengarten' });
    expect((await api.put('/api/admin/seating/settings', { guests_see_table_from: 'morgen' }).expect(400)).body.msg).toBe(SEATING_MESSAGES.visibleFromInvalid);
    await api.put('/api/admin/seating/settings', { guests_see_table_from: null }).expect(200);
    expect(await guestTable(w.anna)).toEqual({ table: null, companion_table: null });
  });
});

describe('the kitchen list per table', () => {
  it('names menus, allergies and people per table for admins and the catering provider; another provider gets 403', async () => {
    const w = await wedding();
    const one = await table('1', 8);
    const p = await plan();
    await seat(p.version, [{ person: `g${w.anna.id}`, table_id: one.id }, { person: `g${w.lukas.id}`, table_id: one.id }, { person: `c${w.lukas.id}`, table_id: one.id }]).expect(200);
    const list = (await api.get('/api/admin/seating/kitchen-list').expect(200)).body;
    expect(list.tables.map((tb: { name: string }) => tb.name)).toEqual(['1', 'Noch ohne Platz']);
    expect(list.tables[0]).toEqual({
      table_id: one.id,
      name: '1',
      note: null,
      menus: [{ label: 'Fleisch', count: 1 }, { label: 'Vegetarisch', count: 1 }, { label: 'Kinder', count: 1 }],
      allergies: [{ name: 'Laktose', people: ['Anna Meier'] }, { name: 'Nüsse', people: ['Lena Meier'] }],
      people: [
        { name: 'Anna Meier', companion_of: null, menu_label: 'Vegetarisch', child: false, allergies: ['Laktose'] },
        { name: 'Lukas Meier', companion_of: null, menu_label: 'Fleisch', child: false, allergies: [] },
        { name: 'Lena Meier', companion_of: 'Lukas Meier', menu_label: 'Kinder', child: true, allergies: ['Nüsse'] },
      ],
    });
    const caterer = await t.createProvider({ category: 'Catering' } as never);
    const dj = await t.createProvider({ category: 'DJ' } as never);
    expect((await t.http().get('/api/service-provider/seating/kitchen-list').set(t.auth('service_provider', caterer.id)).expect(200)).body).toEqual(list);
    expect((await t.http().get('/api/service-provider/seating/kitchen-list').set(t.auth('service_provider', dj.id)).expect(403)).body.msg).toBe(KITCHEN_MESSAGES.notCatering);
  });
});
