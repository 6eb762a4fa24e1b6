import { adminApi, countRows } from '../../../test/fixtures.js';
import { type TestApp, useTestApp } from '../../../test/test-app.js';

let t: TestApp;
let api: ReturnType<typeof adminApi>;
let locationId: number;
useTestApp((app) => {
  t = app;
  api = adminApi(app);
});
beforeEach(async () => {
  locationId = await api.location();
});

const innerCircle = async (first_name: string) =>
  (await api.post('/api/admin/guests', { first_name, last_name: 'Gast', guest_type: 'Inner Circle' }).expect(201)).body;

it('computes total capacity on the server: base + extra bed + crib', async () => {
  const { body } = await api.post('/api/admin/rooms', { room_number: '101', location_id: locationId, has_extra_bed: true, has_crib: true, total_capacity: 99 }).expect(201);
  expect(body).toMatchObject({ base_capacity: 2, total_capacity: 4, occupancy: 0, location_name: 'Schloss Wartensee' });
  const { body: small } = await api.post('/api/admin/rooms', { room_number: '5', location_id: locationId, base_capacity: 1 }).expect(201);
  expect(small.total_capacity).toBe(1);
});

it.each([
  [{ location_id: 1 }, 'Bitte geben Sie eine Zimmernummer ein'],
  [{ room_number: '1' }, 'Bitte wählen Sie einen Standort aus'],
  [{ room_number: '1', location_id: 1, base_capacity: 0 }, 'Die Grundkapazität muss mindestens 1 sein'],
  [{ room_number: '1', location_id: 1, base_capacity: 1.5 }, 'Die Grundkapazität muss eine ganze Zahl sein'],
  [{ room_number: '1', location_id: 4711 }, 'Standort existiert nicht'],
])('refuses room %j with nothing stored', async (body, msg) => {
  const res = await api.post('/api/admin/rooms', body).expect(400);
  expect(res.body.msg).toBe(msg);
  expect(await countRows(t, 'room')).toBe(0);
});

it('a room filled to capacity refuses one more guest with 409 and a German message', async () => {
  const { body: room } = await api.post('/api/admin/rooms', { room_number: '7', location_id: locationId, base_capacity: 1, has_extra_bed: true }).expect(201);
  for (const name of ['Eins', 'Zwei']) await api.post('/api/admin/room-assignments', { guest_id: (await innerCircle(name)).id, room_id: room.id }).expect(201);
  const third = await innerCircle('Drei');
  const res = await api.post('/api/admin/room-assignments', { guest_id: third.id, room_id: room.id }).expect(409);
  expect(res.body.msg).toBe('Zimmer 7 ist bereits voll belegt');
  expect(await countRows(t, 'room_assignment')).toBe(2);
});

it('gives the last bed to exactly one of two simultaneous requests', async () => {
  const { body: room } = await api.post('/api/admin/rooms', { room_number: '8', location_id: locationId, base_capacity: 1 }).expect(201);
  const [a, b] = [await innerCircle('A'), await innerCircle('B')];
  const results = await Promise.all([a, b].map((g) => api.post('/api/admin/room-assignments', { guest_id: g.id, room_id: room.id })));
  expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  expect(await countRows(t, 'room_assignment')).toBe(1);
});

it('assigns only Inner Circle guests, one room each', async () => {
  const { body: room } = await api.post('/api/admin/rooms', { room_number: '9', location_id: locationId }).expect(201);
  const { body: other } = await api.post('/api/admin/rooms', { room_number: '10', location_id: locationId }).expect(201);
  const { body: apero } = await api.post('/api/admin/guests', { first_name: 'Apéro', guest_type: 'Apéro' }).expect(201);
  expect((await api.post('/api/admin/room-assignments', { guest_id: apero.id, room_id: room.id }).expect(400)).body.msg).toBe('Nur Inner-Circle-Gäste erhalten ein Zimmer');
  const guest = await innerCircle('Inner');
  const { body: assignment } = await api.post('/api/admin/room-assignments', { guest_id: guest.id, room_id: room.id }).expect(201);
  expect(assignment).toMatchObject({ guest_id: guest.id, room_id: room.id, guest_name: 'Inner Gast', room_number: '9', location: 'Schloss Wartensee' });
  expect((await api.post('/api/admin/room-assignments', { guest_id: guest.id, room_id: other.id }).expect(409)).body.msg).toBe('Der Gast hat bereits ein Zimmer');

  const inner = await api.get('/api/admin/inner-circle-guests').expect(200);
  expect(inner.body).toEqual([{ id: guest.id, first_name: 'Inner', last_name: 'Gast', has_room: true }]);

  await api.delete(`/api/admin/room-assignments/${assignment.id}`).expect(200);
  expect((await api.get('/api/admin/inner-circle-guests')).body[0].has_room).toBe(false);
});

it('will not shrink a room below its occupancy', async () => {
  const { body: room } = await api.post('/api/admin/rooms', { room_number: '11', location_id: locationId, base_capacity: 2 }).expect(201);
  for (const name of ['Eins', 'Zwei']) await api.post('/api/admin/room-assignments', { guest_id: (await innerCircle(name)).id, room_id: room.id }).expect(201);
  const res = await api.put(`/api/admin/rooms/${room.id}`, { room_number: '11', location_id: locationId, base_capacity: 1 }).expect(409);
  expect(res.body.msg).toBe('Das Zimmer ist mit 2 Gästen belegt; die Kapazität kann nicht darunter sinken.');
  const ok = await api.put(`/api/admin/rooms/${room.id}`, { room_number: '11a', location_id: locationId, base_capacity: 1, has_crib: true, description: 'Mit Kinderbett' }).expect(200);
  expect(ok.body).toMatchObject({ room_number: '11a', total_capacity: 2, occupancy: 2, description: 'Mit Kinderbett' });
});

it('lists locations and rooms', async () => {
  await api.post('/api/admin/rooms', { room_number: '1', location_id: locationId }).expect(201);
  expect((await api.get('/api/admin/locations')).body).toEqual([{ id: locationId, name: 'Schloss Wartensee', address: 'Schloss Wartensee, 9404 Rorschacherberg' }]);
  expect((await api.get('/api/admin/rooms')).body).toHaveLength(1);
});
