import { adminApi, countRows } from '../../../test/fixtures.js';
import { ADMIN_PASSWORD, useTestApp } from '../../../test/test-app.js';
import { DEFAULT_COUPLE_NAMES } from '@hochzeit/contracts';
import { DEMO_EVENT, DEMO_RSVP_DAYS_BEFORE, DEMO_WEDDING_DAYS_AHEAD, seedDemoData } from './demo-data.js';
import { FileStorage } from '../../storage/file-storage.js';
import { settleJobs } from '../../../test/jobs.js';

const t = useTestApp();
const api = adminApi(t);

const seed = () => seedDemoData(t.orm.em.fork(), t.config, t.app.get(FileStorage));
const removeDemoData = () => api.post('/api/admin/demo-data/remove', {}).expect(200);

/** The tables the demo seeding fills, with how many rows it puts in each. */
const SEEDED = {
  location: 2,
  room: 3,
  menu: 3,
  guest_group: 1,
  guest: 5,
  room_assignment: 3,
  relation_type: 3,
  guest_assignment: 4,
  ticker_message: 2,
  wishlist: 1,
  story: 1,
  guest_page: 4,
  service_provider: 3,
  timeline_event: 6,
};
const NOTHING = {
  guests: 0, guest_groups: 0, relation_types: 0, guest_assignments: 0, menus: 0, locations: 0, rooms: 0,
  room_assignments: 0, service_providers: 0, provider_documents: 0, timeline_events: 0, ticker_messages: 0, story: 0, wishlist: 0, guest_pages: 0,
};

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.keys(SEEDED)) counts[table] = await countRows(t, table);
  return counts;
}

const byName = async <T extends Record<string, unknown>>(path: string, key: string, value: string): Promise<T> =>
  ((await api.get(path).expect(200)).body as T[]).find((row) => row[key] === value)!;

it('seeds every demo row once, all listed as demo rows', async () => {
  await seed();
  expect(await rowCounts()).toEqual(SEEDED);
  const total = Object.values(SEEDED).reduce((sum, n) => sum + n, 0);
  expect(await countRows(t, 'demo_record')).toBe(total);
  await seed();
  expect(await countRows(t, 'guest')).toBe(SEEDED.guest);
});

it('removes the demo wedding in one call; the couple’s own data, the admins and the event settings stay', async () => {
  await seed();
  const settings = (await api.get('/api/event-settings').expect(200)).body;
  const { body: ownGuest } = await api.post('/api/admin/guests', { first_name: 'Erika', last_name: 'Eigene', guest_type: 'Inner Circle' }).expect(201);
  const ownLocation = await api.location('Hotel Bad Horn', 'Seestrasse 36, 9326 Horn');
  const { body: ownRoom } = await api.post('/api/admin/rooms', { room_number: 'H-1', location_id: ownLocation }).expect(201);
  await api.post('/api/admin/room-assignments', { guest_id: ownGuest.id, room_id: ownRoom.id }).expect(201);
  await api.post('/api/admin/relation-types', { name: 'Nachbarn' }).expect(201);
  await api.post('/api/admin/ticker-messages', { message: 'Der Bus fährt um 23 Uhr.' }).expect(201);
  // A document the couple uploaded for a demo provider goes with that provider.
  const trio = await byName<{ id: number }>('/api/admin/service-providers', 'company_name', 'Bodensee Swing Trio');
  await t.http().post(`/api/admin/service-providers/${trio.id}/documents`).set(t.auth('admin'))
    .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'Vertrag.pdf').expect(201);
  const [{ storage_key: documentKey }] = await t.orm.em.getConnection().execute('select storage_key from provider_document');
  const storage = t.app.get(FileStorage);
  expect(await storage.exists(documentKey)).toBe(true);

  const { body } = await removeDemoData();
  expect(body).toEqual({
    removed: {
      guests: 5, guest_groups: 1, relation_types: 3, guest_assignments: 4, menus: 3, locations: 2, rooms: 3, room_assignments: 3,
      service_providers: 3, provider_documents: 1, timeline_events: 6, ticker_messages: 2, story: 1, wishlist: 1, guest_pages: 4,
    },
    kept: 0,
  });

  expect(await rowCounts()).toEqual({
    ...Object.fromEntries(Object.keys(SEEDED).map((table) => [table, 0])),
    guest: 1, location: 1, room: 1, room_assignment: 1, relation_type: 1, ticker_message: 1,
  });
  expect(await countRows(t, 'provider_document')).toBe(0);
  // The document's file goes too: recorded with the removal, deleted by the job queue.
  await settleJobs(t.app);
  expect(await storage.exists(documentKey)).toBe(false);
  expect(await countRows(t, 'demo_record')).toBe(0);
  expect((await api.get('/api/admin/guests').expect(200)).body).toEqual([expect.objectContaining({ id: ownGuest.id, first_name: 'Erika', last_name: 'Eigene' })]);
  expect((await api.get('/api/admin/rooms').expect(200)).body).toEqual([expect.objectContaining({ room_number: 'H-1', location_name: 'Hotel Bad Horn', occupancy: 1 })]);

  // Admins and the wedding's settings are untouched.
  expect(await countRows(t, 'admin_user')).toBe(1);
  await t.http().post('/api/auth/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
  expect((await api.get('/api/event-settings').expect(200)).body).toEqual(settings);

  // Nothing left to remove, and a restart with demo data switched on does not bring it back.
  expect((await removeDemoData()).body).toEqual({ removed: NOTHING, kept: 0 });
  await seed();
  expect(await countRows(t, 'guest')).toBe(1);
});

it('keeps demo records the couple’s own records still use, and removes them once unused', async () => {
  await seed();
  const meat = await byName<{ id: number }>('/api/admin/menus', 'class', 'Fleisch');
  const garden = await byName<{ id: number }>('/api/admin/rooms', 'room_number', '102');
  const seeblick = await byName<{ id: number }>('/api/admin/locations', 'name', 'Gästehaus Seeblick');
  // The couple's guest takes the demo meat menu and a bed in demo room 102 (Schloss Wartensee) …
  const { body: erika } = await api.post('/api/admin/guests', { first_name: 'Erika', last_name: 'Eigene', guest_type: 'Inner Circle', menu_id: meat.id }).expect(201);
  const { body: stay } = await api.post('/api/admin/room-assignments', { guest_id: erika.id, room_id: garden.id }).expect(201);
  // … they add a room of their own to the demo guest house, and write their own wish list text.
  await api.post('/api/admin/rooms', { room_number: 'S-1', location_id: seeblick.id }).expect(201);
  await api.post('/api/admin/wishlist', { content: 'Unser eigener Wunschtext', payment_info: '' }).expect((res) => expect(res.status).toBeLessThan(300));
  await api.put('/api/admin/guest-pages/castle', { title: 'Unser eigenes Fest' }).expect(200);

  const first = (await removeDemoData()).body;
  expect(first.removed).toMatchObject({ guests: 5, menus: 2, rooms: 2, locations: 0, story: 1, wishlist: 0, guest_pages: 3 });
  expect(first.kept).toBe(6); // the meat menu, room 102, both locations, the wish list, the castle page
  const { body: dashboard } = await t.http().get('/api/guest/dashboard').set(t.auth('guest', erika.id)).expect(200);
  expect(dashboard).toMatchObject({ menu_id: meat.id, room_info: { room_number: '102', location_name: 'Schloss Wartensee' } });
  expect((await t.http().get('/api/guest/wishlist').set(t.auth('guest', erika.id)).expect(200)).body).toMatchObject({ content: 'Unser eigener Wunschtext' });
  expect((await api.get('/api/admin/guest-pages').expect(200)).body).toMatchObject({ castle: { title: 'Unser eigenes Fest' }, directions: { links: [] } });

  // Once Erika leaves room 102, the room and the castle are no longer used and go on the next call.
  await api.delete(`/api/admin/room-assignments/${stay.id}`).expect(200);
  const second = (await removeDemoData()).body;
  expect(second).toEqual({ removed: { ...NOTHING, rooms: 1, locations: 1 }, kept: 4 });
  expect((await api.get('/api/admin/locations').expect(200)).body.map((l: { name: string }) => l.name)).toEqual(['Gästehaus Seeblick']);
});

describe('the demo wedding', () => {
  const DAY = 86_400_000;
  /** The calendar date and the time of day of an instant on the demo venue's clocks. */
  const onVenueClocks = (instant: string | Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_EVENT.time_zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  };

  it('lies 120 days after the day of seeding, 15:30 on the venue’s clocks, with the answer deadline a month before and the day plan on that day', async () => {
    const before = await api.get('/api/admin/event-settings').expect(200);
    expect(before.body).toMatchObject({ couple_names: DEFAULT_COUPLE_NAMES, venue_name: '' });
    const seededAt = Date.now();
    await seed();

    const settings = (await api.get('/api/admin/event-settings').expect(200)).body;
    expect(settings).toMatchObject({ ...DEMO_EVENT });
    const startsAt = new Date(settings.starts_at);
    const today = onVenueClocks(new Date(seededAt)).date;
    expect(onVenueClocks(startsAt)).toEqual({ date: onVenueClocks(new Date(Date.parse(`${today}T12:00:00Z`) + DEMO_WEDDING_DAYS_AHEAD * DAY)).date, time: '15:30' });
    expect(startsAt.getTime()).toBeGreaterThan(seededAt);

    const deadline = (await api.get('/api/admin/rsvp/settings').expect(200)).body.deadline as string;
    expect(deadline).toBe(onVenueClocks(new Date(Date.parse(`${onVenueClocks(startsAt).date}T12:00:00Z`) - DEMO_RSVP_DAYS_BEFORE * DAY)).date);
    expect(deadline > today).toBe(true);

    const plan = (await api.get('/api/timeline/admin').expect(200)).body as { title: string; time: string }[];
    expect(plan).toHaveLength(SEEDED.timeline_event);
    for (const event of plan) expect(onVenueClocks(event.time).date).toBe(onVenueClocks(startsAt).date);
    expect(plan.find((event) => event.title === 'Trauung')?.time).toBe(startsAt.toISOString());
  });

  it('does not replace a wedding the couple has already set up', async () => {
    const own = { title: 'Unser Fest', couple_names: 'Mia & Jonas', starts_at: '2027-08-14T14:00:00+02:00', venue_name: 'Landgut Seeblick', venue_address: 'Seeweg 1, 8000 Irgendwo' };
    await api.put('/api/admin/event-settings', own).expect(200);
    await seed();
    expect((await api.get('/api/admin/event-settings').expect(200)).body).toMatchObject({ ...own, starts_at: '2027-08-14T12:00:00.000Z', currency: 'EUR', contact_name: null });
  });
});
