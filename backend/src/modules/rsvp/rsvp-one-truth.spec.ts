import { RSVP_MESSAGES } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { binary } from '../../../test/http.js';
import { adminPdf } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';
import { OutboxRelay } from '../../jobs/outbox-relay.js';

// Issue 35: the guest record holds menu and allergies, whoever wrote them last (a guest's RSVP or
// an admin); every list and export reads them from there, and a declined guest eats and sleeps nowhere.

const t = useTestApp();
const api = adminApi(t);

interface Wedding {
  anna: { id: number };
  lukas: { id: number };
  mia: { id: number };
  meat: number;
  veggie: number;
  kids: number;
  room: number;
}

/**
 * Family Meier: Anna (Inner Circle, the admin noted 'Menü 1' and 'Nüsse'), Lukas (Inner Circle, a
 * companion allowed), both in room 12; Mia (Apéro) alone. Two choosable menus and the children's menu.
 */
async function wedding(): Promise<Wedding> {
  const menu = async (type: string, cls: string, choosable: boolean) => (await api.post('/api/admin/menus', { type, class: cls, choosable }).expect(201)).body.id as number;
  const meat = await menu('Menü 1', 'Fleisch', true);
  const veggie = await menu('Menü 2', 'Vegetarisch', true);
  const kids = await menu('Menü 3', 'Kinder', false);
  const group = (await api.post('/api/admin/guest-groups', { name: 'Familie Meier' }).expect(201)).body.id as number;
  const guest = async (body: object) => (await api.post('/api/admin/guests', body).expect(201)).body as { id: number };
  const anna = await guest({ first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', group_id: group, menu_id: meat, allergies: ['Nüsse'] });
  const lukas = await guest({ first_name: 'Lukas', last_name: 'Meier', guest_type: 'Inner Circle', group_id: group, companion_allowed: true });
  const mia = await guest({ first_name: 'Mia', last_name: 'Huber', guest_type: 'Apéro' });
  const location = await api.location();
  const room = (await api.post('/api/admin/rooms', { room_number: '12', location_id: location, base_capacity: 2 }).expect(201)).body.id as number;
  for (const g of [anna, lukas]) await api.post('/api/admin/room-assignments', { guest_id: g.id, room_id: room }).expect(201);
  return { anna, lukas, mia, meat, veggie, kids, room };
}

const asGuest = (id: number) => t.auth('guest', id);
const putRsvp = (id: number, answers: object[]) => t.http().put('/api/guest/rsvp').set(asGuest(id)).send({ answers, allergy_consent: true });
const adminGuest = async (id: number) => (await api.get('/api/admin/guests').expect(200)).body.find((g: { id: number }) => g.id === id);
const overviewRow = async (id: number) => (await api.get('/api/admin/rsvp').expect(200)).body.guests.find((g: { guest_id: number }) => g.guest_id === id);
const csv = async (path: string) => {
  const res = await api.get(path).buffer(true).parse(binary).expect(200);
  return (res.body as Buffer).toString('utf8').slice(1).trim().split(/\r?\n/).map((line) => line.split(';'));
};
const guestRecord = async (id: number) => (await t.orm.em.getConnection().execute('select menu_id, allergies from guest where id = ?', [id]))[0];

it("a guest's answer changes the guest list, the overview, the dashboard's menu, the room list, the CSV and the PDF", async () => {
  const w = await wedding();
  // Before answering, Anna's form starts from what the admins noted.
  const before = (await t.http().get('/api/guest/rsvp').set(asGuest(w.anna.id)).expect(200)).body.members[0];
  expect(before).toMatchObject({ menu_id: w.meat, allergies: ['Nüsse'], answer: null });

  await putRsvp(w.anna.id, [
    { guest_id: w.anna.id, attending: true, menu_id: w.veggie, allergies: ['Laktose', ' laktose '] },
    { guest_id: w.lukas.id, attending: false },
  ]).expect(200);

  expect(await guestRecord(w.anna.id)).toEqual({ menu_id: w.veggie, allergies: ['Laktose'] });
  expect(await adminGuest(w.anna.id)).toMatchObject({ menu_id: w.veggie, allergies: ['Laktose'], rsvp_status: 'yes', companion: null });
  expect(await adminGuest(w.lukas.id)).toMatchObject({ rsvp_status: 'no' });
  expect(await adminGuest(w.mia.id)).toMatchObject({ rsvp_status: 'open' });
  expect((await overviewRow(w.anna.id)).answer).toMatchObject({ attending: true, menu_id: w.veggie, allergies: ['Laktose'] });

  // The dashboard's 'Menü' opens the chosen menu, no longer the one the admins noted.
  const dashboard = await t.http().get('/api/guest/dashboard').set(asGuest(w.anna.id)).expect(200);
  expect(dashboard.body.menu_id).toBe(w.veggie);
  await t.http().get(`/api/guest/menu/${w.veggie}`).set(asGuest(w.anna.id)).expect(200);
  await t.http().get(`/api/guest/menu/${w.meat}`).set(asGuest(w.anna.id)).expect(403);

  // Room 12: Lukas declined, so only Anna takes a bed; he is listed as 'Abgesagt'.
  const rooms = (await api.get('/api/admin/rooms').expect(200)).body;
  expect(rooms).toEqual([expect.objectContaining({ id: w.room, occupancy: 1, declined: 1 })]);
  const assignments = (await api.get('/api/admin/room-assignments').expect(200)).body;
  expect(assignments.map((a: { guest_id: number; rsvp_status: string }) => [a.guest_id, a.rsvp_status]).sort()).toEqual(
    [
      [w.anna.id, 'yes'],
      [w.lukas.id, 'no'],
    ].sort(),
  );
  expect((await csv('/api/exports/room-list?format=csv')).slice(1)).toEqual([['12', 'Schloss Wartensee', '', '2', '1', 'Anna Meier, Lukas Meier (Abgesagt)']]);

  const guestCsv = await csv('/api/exports/guest-list?format=csv&type=all');
  const header = guestCsv[0];
  const column = (row: string[], title: string) => row[header.indexOf(title)];
  const anna = guestCsv.find((row) => row[0] === 'Anna')!;
  expect([column(anna, 'Menü'), column(anna, 'Allergien'), column(anna, 'Antwort')]).toEqual(['Vegetarisch', 'Laktose', 'Zugesagt']);
  expect(column(guestCsv.find((row) => row[0] === 'Lukas')!, 'Antwort')).toBe('Abgesagt');
  expect(column(guestCsv.find((row) => row[0] === 'Mia')!, 'Antwort')).toBe('Noch offen');

  const { pages } = await adminPdf(t, '/api/exports/guest-list?format=pdf&type=all');
  const text = pages.join('\n');
  // The meals (the kitchen list's labels and figures) and Anna's row (the narrow column may hyphenate the word at a syllable).
  expect(text).toMatch(/Menüs der Zusagen[\s\S]*Vegetarisch\s*1/);
  expect(text).toMatch(/Meier, Anna[\s\S]*(Vegetarisch|Vegeta‐ risch)/);
  expect(text).toContain('Laktose');
  expect(text).not.toContain('Nüsse');
  expect(text).toContain('3 Gäste: 1 zugesagt, 1 abgesagt, 1 noch offen');

  // The admin pages' counts.
  expect((await api.get('/api/exports/stats').expect(200)).body).toMatchObject({ attendingGuests: 1, declinedGuests: 1, openGuests: 1, companions: 0, occupiedRooms: 1 });
});

it('an admin edit on the guest list shows in the RSVP overview, and an admin RSVP edit in the guest list', async () => {
  const w = await wedding();
  // Before an answer the overview's row carries the record's menu and allergies (the admin's editor starts from them).
  expect(await overviewRow(w.anna.id)).toMatchObject({ status: 'open', menu_id: w.meat, allergies: ['Nüsse'], answer: null });
  expect(await overviewRow(w.mia.id)).toMatchObject({ status: 'open', menu_id: null, allergies: [], answer: null });
  await putRsvp(w.anna.id, [{ guest_id: w.anna.id, attending: true, menu_id: w.veggie, allergies: ['Laktose'] }]).expect(200);

  await api.put(`/api/admin/guests/${w.anna.id}`, { menu_id: w.kids, allergies: ['Ei', 'Gluten'] }).expect(200);
  expect(await overviewRow(w.anna.id)).toMatchObject({ menu_id: w.kids, allergies: ['Ei', 'Gluten'] });
  expect((await overviewRow(w.anna.id)).answer).toMatchObject({ attending: true, menu_id: w.kids, allergies: ['Ei', 'Gluten'], answered_by: 'guest' });
  expect((await t.http().get('/api/guest/rsvp').set(asGuest(w.anna.id)).expect(200)).body.members[0].answer).toMatchObject({ menu_id: w.kids, allergies: ['Ei', 'Gluten'] });

  // The other way round: the admin corrects the answer in the overview (any existing menu).
  await api.put(`/api/admin/rsvp/${w.anna.id}`, { attending: true, menu_id: w.meat, allergies: ['Sellerie'] }).expect(200);
  expect(await adminGuest(w.anna.id)).toMatchObject({ menu_id: w.meat, allergies: ['Sellerie'], rsvp_status: 'yes' });

  // Questions left out keep the record's values (an admin who only records attendance).
  await api.put(`/api/admin/rsvp/${w.mia.id}`, { attending: true }).expect(200);
  await api.put(`/api/admin/guests/${w.mia.id}`, { menu_id: w.veggie }).expect(200);
  await api.put(`/api/admin/rsvp/${w.mia.id}`, { attending: true, message: 'Telefonisch zugesagt' }).expect(200);
  expect(await guestRecord(w.mia.id)).toEqual({ menu_id: w.veggie, allergies: [] });
});

it('a declined guest keeps their menu on record but drops out of the meals, and counts again after a yes', async () => {
  const w = await wedding();
  await putRsvp(w.anna.id, [
    { guest_id: w.anna.id, attending: true, menu_id: w.veggie, allergies: ['Laktose'] },
    { guest_id: w.lukas.id, attending: true, menu_id: w.meat },
  ]).expect(200);
  const menus = async () => (await api.get('/api/admin/rsvp').expect(200)).body.summary.menus.map((m: { label: string; count: number }) => `${m.label}: ${m.count}`);
  expect(await menus()).toEqual(['Fleisch: 1', 'Vegetarisch: 1']);

  await putRsvp(w.anna.id, [{ guest_id: w.anna.id, attending: false }]).expect(200);
  expect(await menus()).toEqual(['Fleisch: 1']);
  expect((await api.get('/api/admin/rsvp').expect(200)).body.summary.allergies).toEqual([]);
  // Facts about the person stay on the record (the guest list shows them with 'Abgesagt').
  expect(await adminGuest(w.anna.id)).toMatchObject({ menu_id: w.veggie, allergies: ['Laktose'], rsvp_status: 'no' });
  const { pages } = await adminPdf(t, '/api/exports/guest-list?format=pdf&type=all');
  const meals = pages.join('\n');
  expect(meals).toMatch(/Menüs der Zusagen[\s\S]*Fleisch\s*1/);
  expect(meals.split('Menüs der Zusagen')[1].split('Familie Meier')[0]).not.toContain('Vegetarisch');

  // Answering yes again without the menu question (left out), the record's menu counts again.
  await putRsvp(w.anna.id, [{ guest_id: w.anna.id, attending: true }]).expect(200);
  expect(await menus()).toEqual(['Fleisch: 1', 'Vegetarisch: 1']);
});

it('a companion is a person: name, menu and allergies, counted in the overview, the guest list and its exports', async () => {
  const w = await wedding();
  await putRsvp(w.lukas.id, [
    { guest_id: w.lukas.id, attending: true, menu_id: w.meat, companion_name: 'Tom Keller', companion_menu_id: w.veggie, companion_allergies: ['Gluten'] },
  ]).expect(200);
  const { body } = await api.get('/api/admin/rsvp').expect(200);
  expect(body.summary.companions).toBe(1);
  expect(body.summary.menus.map((m: { label: string; count: number }) => `${m.label}: ${m.count}`)).toEqual(['Fleisch: 1', 'Vegetarisch: 1']);
  expect(body.summary.allergies).toEqual([{ guest_id: w.lukas.id, name: 'Tom Keller', allergies: ['Gluten'], companion: true }]);
  expect(await adminGuest(w.lukas.id)).toMatchObject({ menu_id: w.meat, companion: { name: 'Tom Keller', menu_id: w.veggie, allergies: ['Gluten'] } });
  expect((await t.http().get('/api/guest/rsvp').set(asGuest(w.lukas.id)).expect(200)).body.members[0].answer).toMatchObject({
    companion_name: 'Tom Keller',
    companion_menu_id: w.veggie,
    companion_allergies: ['Gluten'],
  });

  const rows = await csv('/api/exports/guest-list?format=csv&type=all');
  const header = rows[0];
  const companionColumns = (row: string[]) => ['Antwort', 'Begleitung', 'Menü Begleitung', 'Allergien Begleitung'].map((title) => row[header.indexOf(title)]);
  // In the row of the guest they come with (one row per guest: the list imports back as it is).
  expect(companionColumns(rows.find((row) => row[0] === 'Lukas')!)).toEqual(['Zugesagt', 'Tom Keller', 'Vegetarisch', 'Gluten']);
  expect(rows.some((row) => row[0] === 'Tom')).toBe(false);
  expect((await api.get('/api/exports/stats').expect(200)).body).toMatchObject({ attendingGuests: 1, companions: 1 });
  const rsvpCsv = await csv('/api/exports/rsvp?format=csv');
  const lukas = rsvpCsv.find((row) => row[0] === 'Lukas')!;
  expect([lukas[7], lukas[8], lukas[9]]).toEqual(['Tom Keller', 'Vegetarisch', 'Gluten']);

  // Declining clears the companion: no longer counted anywhere.
  await putRsvp(w.lukas.id, [{ guest_id: w.lukas.id, attending: false }]).expect(200);
  expect((await api.get('/api/admin/rsvp').expect(200)).body.summary).toMatchObject({ companions: 0, menus: [], allergies: [] });
  expect(await adminGuest(w.lukas.id)).toMatchObject({ companion: null });
  expect(companionColumns((await csv('/api/exports/guest-list?format=csv&type=all')).find((row) => row[0] === 'Lukas')!)).toEqual(['Abgesagt', '', '', '']);
});

it("refuses a companion's menu that is not choosable, or a companion not allowed, and stores nothing (the guest record neither)", async () => {
  const w = await wedding();
  const refused = await putRsvp(w.lukas.id, [{ guest_id: w.lukas.id, attending: true, menu_id: w.meat, companion_name: 'Tom', companion_menu_id: w.kids }]).expect(400);
  expect(refused.body.msg).toBe(RSVP_MESSAGES.menuNotChoosable);
  const notAllowed = await putRsvp(w.anna.id, [
    { guest_id: w.lukas.id, attending: true, menu_id: w.veggie },
    { guest_id: w.anna.id, attending: true, menu_id: w.veggie, companion_name: 'Max', companion_allergies: ['Ei'] },
  ]).expect(400);
  expect(notAllowed.body.msg).toBe(RSVP_MESSAGES.companionNotAllowed);
  await api.put('/api/admin/rsvp/settings', { ask_menu: false }).expect(200);
  const notAsked = await putRsvp(w.lukas.id, [{ guest_id: w.lukas.id, attending: true, companion_name: 'Tom', companion_menu_id: w.meat }]).expect(400);
  expect(notAsked.body.msg).toBe(RSVP_MESSAGES.questionNotAsked('Menüwahl'));
  expect(await countRows(t, 'rsvp_answer')).toBe(0);
  expect(await guestRecord(w.anna.id)).toEqual({ menu_id: w.meat, allergies: ['Nüsse'] });
  expect(await guestRecord(w.lukas.id)).toEqual({ menu_id: null, allergies: [] });

  // An admin may give the companion any existing menu, the children's too.
  const admin = await api.put(`/api/admin/rsvp/${w.lukas.id}`, { attending: true, companion_name: 'Tom', companion_menu_id: w.kids }).expect(200);
  expect(admin.body.answer).toMatchObject({ companion_name: 'Tom', companion_menu_id: w.kids });
  expect((await api.put(`/api/admin/rsvp/${w.lukas.id}`, { attending: true, companion_name: 'Tom', companion_menu_id: 999999 }).expect(400)).body.msg).toBe('Menü existiert nicht');
  expect((await overviewRow(w.lukas.id)).answer.companion_menu_id).toBe(w.kids);
});

it("queues 'rsvp.answered' after the commit for each guest whose answer a guest stored, none for an admin's edit", async () => {
  const w = await wedding();
  // The queue outlives each test's reset: only the jobs this test queues count.
  const rsvpJobs = () => t.orm.em.getConnection().execute(`select id, data from pgboss.job where name = 'rsvp.answered'`);
  const earlier = new Set((await rsvpJobs()).map((job: { id: string }) => job.id));
  await putRsvp(w.anna.id, [
    { guest_id: w.anna.id, attending: true },
    { guest_id: w.lukas.id, attending: false },
  ]).expect(200);
  await api.put(`/api/admin/rsvp/${w.mia.id}`, { attending: true }).expect(200);
  // A refused answer queues nothing.
  await putRsvp(w.mia.id, [{ guest_id: w.anna.id, attending: true }]).expect(403);
  await t.app.get(OutboxRelay).flush();
  const jobs: Array<{ id: string; data: { guestId: number; answeredAt: string } }> = await rsvpJobs();
  const queued = jobs.filter((job) => !earlier.has(job.id)).map((job) => job.data);
  expect(queued.map((data: { guestId: number }) => data.guestId).sort()).toEqual([w.anna.id, w.lukas.id].sort());
  const answeredAt = (await t.orm.em.getConnection().execute('select guest_id, answered_at from rsvp_answer where guest_id = ?', [w.anna.id]))[0].answered_at;
  expect(queued.find((data) => data.guestId === w.anna.id)?.answeredAt).toBe(new Date(answeredAt).toISOString());
});
