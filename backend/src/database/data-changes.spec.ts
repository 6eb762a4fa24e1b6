import type pg from 'pg';
import { adminApi } from '../../test/fixtures.js';
import { onDatabaseServer } from '../../test/postgres.js';
import { useTestApp } from '../../test/test-app.js';
import { CachedReads, DataChanges } from './data-changes.js';
import { EventSettings } from '../modules/event-settings/event-settings.entity.js';

/**
 * Cached replies (guest dashboard, day plan, event, ticker, gallery) are kept until a table they
 * come from changes, however it changes: through the API, by raw SQL, or on PostgreSQL by another
 * process. Browsers revalidate the replies that may be kept with their ETag.
 */
const t = useTestApp();
const api = adminApi(t);

/** A statement outside any request, as a job or another process makes one; on PostgreSQL its notification arrives a moment after the commit. */
async function sql(statement: string, params: unknown[] = []) {
  const rows = await t.orm.em.getConnection().execute(statement, params);
  await t.app.get(DataChanges).settled();
  return rows;
}

it('every table of the application announces its changes (statement trigger), so no cache can miss one', async () => {
  const tables = [...new Set([...t.orm.getMetadata().getAll().values()].filter((meta) => !meta.embeddable && meta.tableName).map((meta) => meta.tableName))];
  const rows: Array<{ table: string }> = await sql(
    `select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc f on f.oid = g.tgfoid
     where f.proname = 'notify_data_change' and c.relnamespace = current_schema()::regnamespace`,
  );
  const announcing = new Set(rows.map((row) => row.table));
  expect(tables.filter((table) => !announcing.has(table))).toEqual([]);
});

it('the event settings are revalidated with their ETag (304 without a body) and change with the data, also by raw SQL', async () => {
  const guest = await t.createGuest();
  await saveSettings();
  const first = await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).expect(200);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  const etag = first.headers.etag;
  expect(etag).toMatch(/^"[\w-]{27}"$/);

  const again = await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).set('If-None-Match', etag).expect(304);
  expect(again.text).toBe('');
  // Another audience gets the same reply, with the same validator.
  await t.http().get('/api/event-settings').set(t.auth('admin')).set('If-None-Match', etag).expect(304);

  await sql(`update event_settings set title = 'Hochzeit im Schlossgarten' where id = 1`);
  const changed = await t.http().get('/api/event-settings').set(t.auth('guest', guest.id)).set('If-None-Match', etag).expect(200);
  expect(changed.body.title).toBe('Hochzeit im Schlossgarten');
  expect(changed.headers.etag).not.toBe(etag);
});

it("a guest's dashboard follows every table it is made from at once (guest, room assignment, room, location), and stays personal", async () => {
  const locationId = await api.location();
  const { body: room } = await api.post('/api/admin/rooms', { room_number: '101', description: 'Turmzimmer', location_id: locationId }).expect(201);
  const { body: anna } = await api.post('/api/admin/guests', { first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle' }).expect(201);
  const { body: lukas } = await api.post('/api/admin/guests', { first_name: 'Lukas', last_name: 'Meier', guest_type: 'Inner Circle' }).expect(201);
  const dashboard = async (id: number) => {
    const res = await t.http().get('/api/guest/dashboard').set(t.auth('guest', id)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body;
  };

  expect((await dashboard(anna.id)).room_info).toBeNull();
  await api.post('/api/admin/room-assignments', { guest_id: anna.id, room_id: room.id }).expect(201);
  expect((await dashboard(anna.id)).room_info).toMatchObject({ room_number: '101', location_name: 'Schloss Wartensee' });
  expect((await dashboard(lukas.id)).room_info).toBeNull();

  await api.put(`/api/admin/rooms/${room.id}`, { room_number: '102', description: 'Gartenzimmer', location_id: locationId }).expect(200);
  expect((await dashboard(anna.id)).room_info).toMatchObject({ room_number: '102', description: 'Gartenzimmer' });

  await sql(`update location set name = 'Gästehaus Seeblick' where id = ?`, [locationId]);
  expect((await dashboard(anna.id)).room_info.location_name).toBe('Gästehaus Seeblick');

  await api.put(`/api/admin/guests/${anna.id}`, { first_name: 'Anna-Lena', last_name: 'Meier', guest_type: 'Inner Circle' }).expect(200);
  expect(await dashboard(anna.id)).toMatchObject({ first_name: 'Anna-Lena', room_info: { room_number: '102' } });
  await sql('delete from room_assignment where guest_id = ?', [anna.id]);
  expect((await dashboard(anna.id)).room_info).toBeNull();
  expect((await dashboard(lukas.id)).first_name).toBe('Lukas');
});

it("the guest's day plan follows the organiser's edits at once and answers 304 while nothing changed", async () => {
  const guest = await t.createGuest({ guest_type: 'Apéro' });
  const event = { title: 'Apéro', time: '2025-06-07T14:00:00.000Z', description: 'Im Schlossgarten', timeline_type: 'appero', visible_to: ['guest'] };
  const { body: created } = await api.post('/api/timeline/admin', event).expect(201);
  const first = await t.http().get('/api/timeline/guest').set(t.auth('guest', guest.id)).expect(200);
  expect(first.body.map((e: { title: string }) => e.title)).toEqual(['Apéro']);
  await t.http().get('/api/timeline/guest').set(t.auth('guest', guest.id)).set('If-None-Match', first.headers.etag).expect(304);

  await api.put(`/api/timeline/admin/${created.id}`, { ...event, title: 'Apéro (verschoben)' }).expect(200);
  const edited = await t.http().get('/api/timeline/guest').set(t.auth('guest', guest.id)).set('If-None-Match', first.headers.etag).expect(200);
  expect(edited.body.map((e: { title: string }) => e.title)).toEqual(['Apéro (verschoben)']);

  // The guest's type decides the plan: a change of type shows the other plan at once.
  await api.post('/api/timeline/admin', { ...event, title: 'Abendessen', time: '2025-06-07T19:00:00.000Z', timeline_type: 'inner_circle' }).expect(201);
  expect((await t.http().get('/api/timeline/guest').set(t.auth('guest', guest.id)).expect(200)).body).toHaveLength(1);
  await api.put(`/api/admin/guests/${guest.id}`, { first_name: 'Erika', last_name: 'Muster', guest_type: 'Inner Circle' }).expect(200);
  expect((await t.http().get('/api/timeline/guest').set(t.auth('guest', guest.id)).expect(200)).body).toHaveLength(2);
});

it('the public ticker is revalidated too, and a new message shows at once', async () => {
  const first = await t.http().get('/api/admin/ticker-messages').expect(200);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  await t.http().get('/api/admin/ticker-messages').set('If-None-Match', first.headers.etag).expect(304);
  await api.post('/api/admin/ticker-messages', { message: 'Die Torte kommt!' }).expect(201);
  const changed = await t.http().get('/api/admin/ticker-messages').set('If-None-Match', first.headers.etag).expect(200);
  expect(changed.body.messages.map((m: { message: string }) => m.message)).toEqual(['Die Torte kommt!']);
});

// On PostgreSQL several processes share the database: a change made elsewhere reaches this
// process's caches through the notification, and while its listening connection is lost
// nothing is served from the caches.
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

/** Works on the database as another process would: on a connection of its own. */
const otherProcess = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => onDatabaseServer(process.env.DATABASE_URL!, work);

/** The settings row (emptied before each test) as the admin saves it. */
async function saveSettings(): Promise<void> {
  const { cover: _none, ...settings } = (await api.get('/api/event-settings').expect(200)).body;
  // A fresh installation names no venue yet; saving needs one.
  const venue = { venue_name: settings.venue_name || 'Festsaal', venue_address: settings.venue_address || 'Seeweg 1' };
  await api.put('/api/admin/event-settings', { ...settings, ...venue }).expect(200);
}

async function eventTitle(): Promise<string> {
  return (await t.http().get('/api/event-settings').set(t.auth('admin')).expect(200)).body.title;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Änderung kam nicht an');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

onPostgres('a change made by another process reaches the cache within moments', async () => {
  await saveSettings();
  await eventTitle();
  await otherProcess((client) => client.query(`update event_settings set title = 'Von nebenan' where id = 1`));
  await eventually(async () => (await eventTitle()) === 'Von nebenan', 1000);
});

onPostgres('while the listening connection is lost, replies come from the database; listening resumes by itself', async () => {
  await saveSettings();
  await eventTitle();
  const changes = t.app.get(DataChanges);
  await otherProcess((client) => client.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`hochzeitsportal ${changes.instance}`]));
  await eventually(async () => changes.stamp([]) === null);
  // A change nobody announces to this process while it does not listen (written before it
  // listens again) still shows.
  await otherProcess((client) => client.query(`update event_settings set title = 'Ohne Meldung' where id = 1`));
  expect(await eventTitle()).toBe('Ohne Meldung');
  await eventually(async () => changes.stamp([]) !== null);
  await otherProcess((client) => client.query(`update event_settings set title = 'Wieder mit Meldung' where id = 1`));
  await eventually(async () => (await eventTitle()) === 'Wieder mit Meldung', 1000);
});

it("the dashboard's RSVP card follows the answers and their settings, and the deadline passing without any change", async () => {
  const { body: anna } = await api.post('/api/admin/guests', { first_name: 'Anna', last_name: 'Meier', guest_type: 'Apéro' }).expect(201);
  const card = async () => (await t.http().get('/api/guest/dashboard').set(t.auth('guest', anna.id)).expect(200)).body.rsvp;
  expect(await card()).toMatchObject({ answered: false, open: true });
  await sql(`insert into rsvp_answer (guest_id, attending, answered_at, answered_by) values (?, true, now(), 'admin')`, [anna.id]);
  expect(await card()).toMatchObject({ answered: true });
  await sql(`insert into rsvp_settings (id, deadline) values (1, '2020-01-01')`);
  expect(await card()).toMatchObject({ deadline: '2020-01-01', open: false });
});

it('a value kept with a maximum age is read again once it is older, even without a change', async () => {
  const reads = t.app.get(CachedReads);
  let count = 0;
  const read = async () => ++count;
  expect(await reads.get('zeitabhängig', [EventSettings], read, 60_000)).toBe(1);
  expect(await reads.get('zeitabhängig', [EventSettings], read, 60_000)).toBe(1);
  expect(await reads.get('zeitabhängig', [EventSettings], read, 0)).toBe(2);
  expect(await reads.get('zeitabhängig', [EventSettings], read)).toBe(2);
});
