import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);
let locationId: number;
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
  expect(inner.body).toEqual([{ id: guest.id, first_name: 'Inner', last_name: 'Gast', has_room: true, rsvp_status: 'open' }]);

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

describe('locations', () => {
  it('creates a location with trimmed name and address; the address is optional', async () => {
    const { body } = await api.post('/api/admin/locations', { name: '  Gästehaus Seeblick ', address: ' Seestrasse 12, 9400 Rorschach  ', id: 99 }).expect(201);
    expect(body).toEqual({ id: expect.any(Number), name: 'Gästehaus Seeblick', address: 'Seestrasse 12, 9400 Rorschach' });
    expect(body.id).not.toBe(99);
    const { body: bare } = await api.post('/api/admin/locations', { name: 'Scheune', address: '   ' }).expect(201);
    expect(bare.address).toBeNull();
    const names = (await api.get('/api/admin/locations').expect(200)).body.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Gästehaus Seeblick', 'Scheune', 'Schloss Wartensee']);
  });

  it.each([
    ['no name', {}, 'Bitte geben Sie einen Namen für den Standort ein'],
    ['a blank name', { name: '   ', address: 'Irgendwo' }, 'Bitte geben Sie einen Namen für den Standort ein'],
    ['a number as name', { name: 42 }, 'Bitte geben Sie einen Namen für den Standort ein'],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, 'Der Name des Standorts ist zu lang (max. 200 Zeichen)'],
    ['a number as address', { name: 'Scheune', address: 7 }, 'address muss ein Text sein'],
  ])('refuses a location with %s, with nothing stored', async (_label, body, msg) => {
    const res = await api.post('/api/admin/locations', body).expect(400);
    expect(res.body.msg).toBe(msg);
    expect(await countRows(t, 'location')).toBe(1);
  });

  it('updates name and address (trimmed); an empty address clears it', async () => {
    const { body } = await api.put(`/api/admin/locations/${locationId}`, { name: ' Schloss Wartensee, Westflügel ', address: ' Wartensee 1, 9404 Rorschacherberg ' }).expect(200);
    expect(body).toEqual({ id: locationId, name: 'Schloss Wartensee, Westflügel', address: 'Wartensee 1, 9404 Rorschacherberg' });
    const { body: cleared } = await api.put(`/api/admin/locations/${locationId}`, { name: 'Schloss Wartensee', address: '' }).expect(200);
    expect(cleared.address).toBeNull();
    expect((await api.get('/api/admin/locations')).body).toEqual([{ id: locationId, name: 'Schloss Wartensee', address: null }]);
  });

  it('refuses a blank name on update and keeps the location as it was', async () => {
    expect((await api.put(`/api/admin/locations/${locationId}`, { name: ' ', address: 'Neu' }).expect(400)).body.msg).toBe('Bitte geben Sie einen Namen für den Standort ein');
    expect((await api.get('/api/admin/locations')).body).toEqual([{ id: locationId, name: 'Schloss Wartensee', address: 'Schloss Wartensee, 9404 Rorschacherberg' }]);
  });

  it('answers 404 for an unknown location on update and delete', async () => {
    expect((await api.put('/api/admin/locations/4711', { name: 'Scheune' }).expect(404)).body.msg).toBe('Standort nicht gefunden');
    expect((await api.delete('/api/admin/locations/4711').expect(404)).body.msg).toBe('Standort nicht gefunden');
    expect(await countRows(t, 'location')).toBe(1);
  });

  it('refuses to delete a location that rooms use (409), and deletes it once they moved', async () => {
    const { body: room } = await api.post('/api/admin/rooms', { room_number: '1', location_id: locationId }).expect(201);
    const { body: other } = await api.post('/api/admin/rooms', { room_number: '2', location_id: locationId }).expect(201);
    expect((await api.delete(`/api/admin/locations/${locationId}`).expect(409)).body.msg).toBe('Der Standort wird noch von 2 Zimmern verwendet');

    const newHouse = await api.location('Gästehaus Seeblick', 'Seestrasse 12, 9400 Rorschach');
    await api.put(`/api/admin/rooms/${other.id}`, { room_number: '2', location_id: newHouse }).expect(200);
    expect((await api.delete(`/api/admin/locations/${locationId}`).expect(409)).body.msg).toBe('Der Standort wird noch von 1 Zimmer verwendet');
    expect(await countRows(t, 'location')).toBe(2);

    await api.put(`/api/admin/rooms/${room.id}`, { room_number: '1', location_id: newHouse }).expect(200);
    expect((await api.delete(`/api/admin/locations/${locationId}`).expect(200)).body).toEqual({ success: true });
    expect((await api.get('/api/admin/locations')).body).toEqual([{ id: newHouse, name: 'Gästehaus Seeblick', address: 'Seestrasse 12, 9400 Rorschach' }]);
  });

  it('an edited location reaches the accommodation block of the guest dashboard', async () => {
    const { body: room } = await api.post('/api/admin/rooms', { room_number: '101', location_id: locationId, description: 'Turmzimmer' }).expect(201);
    const guest = await innerCircle('Anna');
    await api.post('/api/admin/room-assignments', { guest_id: guest.id, room_id: room.id }).expect(201);

    await api.put(`/api/admin/locations/${locationId}`, { name: 'Schloss Wartensee (Haupthaus)', address: 'Wartensee 1, 9404 Rorschacherberg' }).expect(200);

    const { body: dashboard } = await t.http().get('/api/guest/dashboard').set(t.auth('guest', guest.id)).expect(200);
    expect(dashboard.room_info).toEqual({
      room_number: '101',
      description: 'Turmzimmer',
      location_name: 'Schloss Wartensee (Haupthaus)',
      location_address: 'Wartensee 1, 9404 Rorschacherberg',
    });
    expect((await api.get('/api/admin/rooms')).body[0].location_name).toBe('Schloss Wartensee (Haupthaus)');
  });
});

it('answers 404 for unknown rooms and assignments', async () => {
  expect((await api.put('/api/admin/rooms/4711', { room_number: '1', location_id: locationId }).expect(404)).body.msg).toBe('Zimmer nicht gefunden');
  expect((await api.delete('/api/admin/room-assignments/4711').expect(404)).body.msg).toBe('Zimmerzuweisung nicht gefunden');
  const guest = await innerCircle('Ohne');
  expect((await api.post('/api/admin/room-assignments', { guest_id: guest.id, room_id: 4711 }).expect(404)).body.msg).toBe('Zimmer nicht gefunden');
});

it('refuses an assignment without guest or room', async () => {
  expect((await api.post('/api/admin/room-assignments', { room_id: 1 }).expect(400)).body.msg).toBe('Bitte wählen Sie einen Gast aus');
  expect((await api.post('/api/admin/room-assignments', { guest_id: 1 }).expect(400)).body.msg).toBe('Bitte wählen Sie ein Zimmer aus');
  expect(await countRows(t, 'room_assignment')).toBe(0);
});

it('a guest who declined takes no bed: not counted in the occupancy, marked in the list, the bed free for another', async () => {
  const { body: room } = await api.post('/api/admin/rooms', { room_number: '3', location_id: locationId, base_capacity: 1 }).expect(201);
  const first = await innerCircle('Eins');
  await api.post('/api/admin/room-assignments', { guest_id: first.id, room_id: room.id }).expect(201);
  const second = await innerCircle('Zwei');
  expect((await api.post('/api/admin/room-assignments', { guest_id: second.id, room_id: room.id }).expect(409)).body.msg).toBe('Zimmer 3 ist bereits voll belegt');

  await api.put(`/api/admin/rsvp/${first.id}`, { attending: false }).expect(200);
  expect((await api.get('/api/admin/rooms').expect(200)).body).toEqual([expect.objectContaining({ occupancy: 0, declined: 1 })]);
  expect((await api.get('/api/admin/room-assignments').expect(200)).body).toEqual([expect.objectContaining({ guest_id: first.id, rsvp_status: 'no' })]);
  expect((await api.get('/api/admin/inner-circle-guests').expect(200)).body.find((g: { id: number }) => g.id === first.id).rsvp_status).toBe('no');
  await api.post('/api/admin/room-assignments', { guest_id: second.id, room_id: room.id }).expect(201);
  expect((await api.get('/api/admin/rooms').expect(200)).body).toEqual([expect.objectContaining({ occupancy: 1, declined: 1 })]);
  // A yes again counts: the room is over-full now, and shows it.
  await api.put(`/api/admin/rsvp/${first.id}`, { attending: true }).expect(200);
  expect((await api.get('/api/admin/rooms').expect(200)).body).toEqual([expect.objectContaining({ occupancy: 2, declined: 0 })]);
});
