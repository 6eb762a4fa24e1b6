import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { type AdminDashboard, type AdminRsvpReply, type InnerCircleGuest, type KitchenList, NOT_YOUR_AREA, type Room } from '@hochzeit/contracts';
import { calendarDay } from '../../common/german-time.js';
import { mediaApi } from '../../../test/media.js';
import { adminApi } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { useTestApp } from '../../../test/test-app.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { DataChanges } from '../../database/data-changes.js';

const t = useTestApp();
const api = adminApi(t);
const media = mediaApi(t);

const dashboard = async (): Promise<AdminDashboard> => (await api.get('/api/admin/dashboard').expect(200)).body;
const rsvpOverview = async (): Promise<AdminRsvpReply> => (await api.get('/api/admin/rsvp').expect(200)).body;
const kitchen = async (): Promise<KitchenList> => (await api.get('/api/admin/kitchen-list').expect(200)).body;
const rooms = async (): Promise<Room[]> => (await api.get('/api/admin/rooms').expect(200)).body;
const innerCircle = async (): Promise<InnerCircleGuest[]> => (await api.get('/api/admin/inner-circle-guests').expect(200)).body;

/** The day `days` from today on the default venue calendar, as 'YYYY-MM-DD'. */
const dayFromToday = (days: number) => calendarDay(new Date(Date.now() + days * 86_400_000));

/** Every figure the dashboard shares with a page equals that page's own count. */
async function expectSameAsPages(board: AdminDashboard) {
  const [overview, list, roomList, circle] = await Promise.all([rsvpOverview(), kitchen(), rooms(), innerCircle()]);
  expect(board.guests).toBe(overview.guests.length);
  expect({ yes: board.answers.yes, no: board.answers.no, open: board.answers.open }).toEqual(overview.summary.total);
  expect(board.answers.companions).toBe(overview.summary.companions);
  expect(board.answers.by_guest_type).toEqual(overview.summary.by_guest_type);
  expect(board.meals.menus).toEqual(list.menus.map(({ menu_id, label, count }) => ({ menu_id, label, count })));
  expect(board.meals.people).toBe(list.totals.people);
  expect(board.meals.allergies).toBe(list.allergies.length);
  expect(board.meals.with_allergies).toBe(list.totals.with_allergies);
  expect(board.rooms.occupied).toBe(roomList.filter((r) => r.occupancy > 0).length);
  expect(board.rooms.free).toBe(roomList.filter((r) => r.occupancy === 0).length);
  expect(board.rooms.beds_free).toBe(roomList.reduce((sum, r) => sum + r.total_capacity - r.occupancy, 0));
  expect(board.rooms.inner_circle_without_room).toBe(circle.filter((g) => !g.has_room && g.rsvp_status !== 'no').length);
}

describe('the admin dashboard', () => {
  it('shows the figures of the RSVP overview, kitchen list and rooms, and keeps up after a guest answers and a photo is uploaded', async () => {
    const veggie = (await api.post('/api/admin/menus', { type: 'Menü 2', class: 'Vegetarisch', choosable: true }).expect(201)).body.id as number;
    const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', companion_allowed: true });
    const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Brot' });
    await t.createGuest({ first_name: 'Clara', last_name: 'Huber', guest_type: 'Inner Circle' });
    const location = await api.location();
    const room = (await api.post('/api/admin/rooms', { room_number: '101', base_capacity: 2, location_id: location }).expect(201)).body.id as number;
    await api.post('/api/admin/rooms', { room_number: '102', base_capacity: 1, location_id: location }).expect(201);
    await api.post('/api/admin/room-assignments', { guest_id: anna.id, room_id: room }).expect(201);

    const before = await dashboard();
    expect(before.guests).toBe(3);
    expect(before.answers).toMatchObject({ yes: 0, no: 0, open: 3, companions: 0, deadline: null, deadline_passed: false });
    expect(before.meals).toMatchObject({ people: 0, allergies: 0, with_allergies: 0 });
    // Anna takes a bed of room 101 until she declines; Clara (Inner Circle) has no room.
    expect(before.rooms).toEqual({ occupied: 1, free: 1, beds_free: 2, inner_circle_without_room: 1 });
    expect(before.photos).toEqual({ new_today: 0, hidden: 0, total: 0, pending: 0 });
    await expectSameAsPages(before);

    // Anna answers for herself with a companion; the admin records Ben's no.
    await t
      .http()
      .put('/api/guest/rsvp')
      .set(t.auth('guest', anna.id))
      .send({ answers: [{ guest_id: anna.id, attending: true, menu_id: veggie, allergies: ['Nüsse'], companion_name: 'Lena Meier', companion_menu_id: veggie, companion_allergies: ['Laktose'] }], allergy_consent: true })
      .expect(200);
    await api.put(`/api/admin/rsvp/${ben.id}`, { attending: false }).expect(200);
    const answered = await dashboard();
    expect(answered.answers).toMatchObject({ yes: 1, no: 1, open: 1, companions: 1 });
    expect(answered.answers.by_guest_type).toEqual([
      { guest_type: 'Apéro', yes: 0, no: 1, open: 0 },
      { guest_type: 'Inner Circle', yes: 1, no: 0, open: 1 },
    ]);
    expect(answered.meals).toEqual({ menus: [{ menu_id: veggie, label: 'Vegetarisch', count: 2 }], people: 2, allergies: 2, with_allergies: 2 });
    await expectSameAsPages(answered);

    // A guest's upload is new today; hiding it counts it as hidden.
    const photo = await media.guestPhoto(ben.id, 1);
    expect((await dashboard()).photos).toEqual({ new_today: 1, hidden: 0, total: 1, pending: 0 });
    await api.put(`/api/media/admin/media/${photo}/hidden`, { hidden: true }).expect(200);
    expect((await dashboard()).photos).toEqual({ new_today: 1, hidden: 1, total: 1, pending: 0 });
  });

  it('is read once and kept until one of its tables changes', async () => {
    await t.createGuest({ first_name: 'Anna', last_name: 'Meier' });
    const service = t.app.get(AdminDashboardService);
    const reads = jest.spyOn(service, 'dashboard');
    try {
      const first = await dashboard();
      expect(await dashboard()).toEqual(first);
      expect(reads).toHaveBeenCalledTimes(1);
      await t.createGuest({ first_name: 'Ben', last_name: 'Brot' });
      expect((await dashboard()).guests).toBe(2);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  it('lists what is still to do, each open point from the data', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle' });
    await t.createGuest({ first_name: 'Ben', last_name: 'Brot', guest_type: 'Inner Circle' });
    await t.createGuest({ first_name: 'Clara', last_name: 'Huber' });
    // No rooms yet: both Inner Circle guests lack a bed.
    expect((await dashboard()).todos).toEqual([
      { kind: 'sign_in_link_missing', count: 3 },
      { kind: 'rooms_short', count: 2 },
    ]);

    // The deadline has passed with two answers missing.
    await api.put(`/api/admin/rsvp/${anna.id}`, { attending: true }).expect(200);
    await api.put('/api/admin/rsvp/settings', { deadline: dayFromToday(-3) }).expect(200);
    // One bed for two Inner Circle guests who did not decline: Anna takes it, one bed is short for Ben.
    const location = await api.location();
    const room = (await api.post('/api/admin/rooms', { room_number: '1', base_capacity: 1, location_id: location }).expect(201)).body.id as number;
    await api.post('/api/admin/room-assignments', { guest_id: anna.id, room_id: room }).expect(201);
    // Providers: the DJ has an event of his own, the florist none; the photographer's invoice is due in 5 days, the DJ's in 20, the florist's was due yesterday.
    const dj = await t.createProvider({ company_name: 'DJ Max', payment_due: dayFromToday(20) });
    await t.createProvider({ company_name: 'Blumen Rosa', payment_due: dayFromToday(-1) });
    await t.createProvider({ company_name: 'Foto Fritz', payment_due: dayFromToday(5) });
    await api
      .post('/api/timeline/admin', { title: 'Musik', time: '2030-06-07T20:00:00+02:00', description: 'Tanz', timeline_type: 'service_provider', visible_to: ['service_provider'], service_provider_id: dj.id })
      .expect(201);

    // The wedding in ten days, at noon on the venue's clocks.
    await api.put('/api/admin/event-settings', { title: 'Unsere Hochzeit', starts_at: `${dayFromToday(10)}T12:00:00+02:00`, venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg' }).expect(200);

    const board = await dashboard();
    expect(board.wedding).toMatchObject({ days_until: 10, time_zone: 'Europe/Zurich' });
    expect(board.answers).toMatchObject({ open: 2, deadline_passed: true });
    expect(board.todos).toEqual([
      { kind: 'sign_in_link_missing', count: 3 },
      { kind: 'answers_missing', count: 2 },
      { kind: 'rooms_short', count: 1 },
      { kind: 'providers_without_schedule', count: 2 },
      { kind: 'payments_due', count: 1 },
    ]);

    // The guests' privacy requests, and the deletion of personal data within 30 days (issue 42).
    const ben = (await rsvpOverview()).guests.find((g) => g.first_name === 'Ben')!;
    const photo = await media.guestPhoto(ben.guest_id, 1);
    await t.http().post('/api/guest/privacy/deletion-request').set(t.auth('guest', anna.id)).send({ note: 'Bitte alles löschen' }).expect(201);
    await t.http().post(`/api/guest/media/${photo}/removal-request`).set(t.auth('guest', anna.id)).send({}).expect(200);
    await api.put('/api/admin/privacy/settings', { retention_date: dayFromToday(20) }).expect(200);
    expect((await dashboard()).todos.slice(-3)).toEqual([
      { kind: 'deletion_requests', count: 1 },
      { kind: 'removal_requests', count: 1 },
      { kind: 'data_deletion_soon', count: 20 },
    ]);
    // Further than 30 days away: not yet an open point.
    await api.put('/api/admin/privacy/settings', { retention_date: dayFromToday(40) }).expect(200);
    expect((await dashboard()).todos.map((todo) => todo.kind)).not.toContain('data_deletion_soon');
  });

  it('counts invitations and the sign-in links they carried, and the messages in the outbox, failed or unclear', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Muster', email: 'anna@example.ch' });
    const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Beispiel', email: 'ben@example.ch' });
    await t.createGuest({ first_name: 'Carl', last_name: 'Ohne' });
    expect((await dashboard()).invitations).toEqual({ not_sent: 3 });

    // Without SMTP the invitations go into the outbox ('sent' there): Anna and Ben got their link.
    await api.post('/api/sms/send-invitations', { guest_ids: [anna.id, ben.id], request_id: randomUUID() }).expect(200);
    await settleJobs(t.app);
    let board = await dashboard();
    expect(board.invitations).toEqual({ not_sent: 1 });
    expect(board.todos).toContainEqual({ kind: 'sign_in_link_missing', count: 1 });
    expect(board.messages).toEqual({ outbox: 2, failed: 0, unclear: 0 });

    // Ben's failed (invited, but no link arrived); Anna's was left 'sending' long ago: unclear.
    const sql = t.orm.em.getConnection();
    await sql.execute(`update sms_message set state = 'failed' where guest_id = ?`, [ben.id]);
    await sql.execute(`update sms_message set state = 'sending', claimed_at = now() - interval '1 hour' where guest_id = ?`, [anna.id]);
    // Written past the app: its cached reply learns of the change by PostgreSQL's notification.
    await t.app.get(DataChanges).settled();
    board = await dashboard();
    expect(board.invitations).toEqual({ not_sent: 1 });
    expect(board.todos).toContainEqual({ kind: 'sign_in_link_missing', count: 3 });
    expect(board.messages).toEqual({ outbox: 2, failed: 1, unclear: 1 });
  });

  it('is for admins only: guests and providers get 403 with the German message', async () => {
    const guest = await t.createGuest({ first_name: 'Anna', last_name: 'Meier' });
    const provider = await t.createProvider({ company_name: 'DJ Max' });
    expect((await t.http().get('/api/admin/dashboard').set(t.auth('guest', guest.id)).expect(403)).body).toEqual({ msg: NOT_YOUR_AREA });
    expect((await t.http().get('/api/admin/dashboard').set(t.auth('service_provider', provider.id)).expect(403)).body).toEqual({ msg: NOT_YOUR_AREA });
    await t.http().get('/api/admin/dashboard').expect(401);
  });
});
