import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

const fullGuest = {
  first_name: 'Anna',
  last_name: 'Meier',
  email: 'anna@example.ch',
  phone: '+41 71 123 45 67',
  mobile: '+41 79 123 45 67',
  address: 'Seestrasse 1, 9400 Rorschach',
  menu_id: null,
  allergies: [' Nüsse ', '', 'Gluten'],
  special_requests: 'Rollstuhlgerecht',
  guest_type: 'Inner Circle',
  side: 'Ehefrau',
  group_id: null,
  admin_notes: 'Trauzeugin',
};

describe('POST /api/admin/guests', () => {
  it('creates a guest with every field, cleaning the allergy list', async () => {
    const res = await api.post('/api/admin/guests', fullGuest).expect(201);
    expect(res.body).toMatchObject({ ...fullGuest, allergies: ['Nüsse', 'Gluten'], has_room: false });
    expect(res.body.login_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('needs only a first or a last name and stores empty strings as null', async () => {
    const res = await api.post('/api/admin/guests', { last_name: 'Meier', email: '', side: '', special_requests: '  ' }).expect(201);
    expect(res.body).toMatchObject({ first_name: '', last_name: 'Meier', email: null, side: null, special_requests: null, guest_type: 'Apéro', allergies: [] });
  });

  it.each([{}, { first_name: '', last_name: '  ' }, { first_name: null, email: 'anna@example.ch' }])('refuses a guest without a name (%j) with 400 and stores nothing', async (body) => {
    const res = await api.post('/api/admin/guests', body).expect(400);
    expect(res.body.msg).toBe('Bitte geben Sie einen Vor- oder Nachnamen ein.');
    expect(await countRows(t, 'guest')).toBe(0);
  });

  it.each([
    [{ guest_type: 'VIP' }, "guest_type muss 'Apéro' oder 'Inner Circle' sein"],
    [{ side: 'Trauzeuge' }, "side muss 'Ehemann', 'Ehefrau' oder 'Beide' sein"],
    [{ email: 'keine-mail' }, 'E-Mail-Adresse ist ungültig'],
    [{ allergies: 'Nüsse' }, 'allergies muss eine Liste sein'],
    [{ menu_id: 'eins' }, 'menu_id muss eine Zahl sein'],
    [{ menu_id: 1.5 }, 'menu_id muss eine ganze Zahl sein'],
    [{ menu_id: 4711 }, 'Menü existiert nicht'],
    [{ group_id: 4711 }, 'Gruppe existiert nicht'],
    [{ first_name: 'x'.repeat(101) }, 'first_name ist zu lang'],
  ])('refuses %j with 400 and stores nothing', async (body, msg) => {
    const res = await api.post('/api/admin/guests', body).expect(400);
    expect(res.body.msg).toBe(msg);
    expect(await countRows(t, 'guest')).toBe(0);
  });

  it('ignores unknown fields such as a login token chosen by the client', async () => {
    const res = await api.post('/api/admin/guests', { first_name: 'Max', login_token: 'selbstgewählt', id: 99 }).expect(201);
    expect(res.body.login_token).not.toBe('selbstgewählt');
    expect(res.body.id).not.toBe(99);
  });
});

describe('PUT and DELETE /api/admin/guests/{id}', () => {
  it('updates the given fields and keeps the others', async () => {
    const { body: guest } = await api.post('/api/admin/guests', fullGuest).expect(201);
    const res = await api.put(`/api/admin/guests/${guest.id}`, { last_name: 'Keller', allergies: [] }).expect(200);
    expect(res.body).toMatchObject({ first_name: 'Anna', last_name: 'Keller', allergies: [], email: 'anna@example.ch' });
  });

  it('clears fields sent as null, keeps fields left out, and answers exactly the documented fields', async () => {
    const { body: menu } = await api.post('/api/admin/menus', { type: 'Menü 2', class: 'Vegetarisch' }).expect(201);
    const { body: group } = await api.post('/api/admin/guest-groups', { name: 'Familie Meier' }).expect(201);
    const { body: guest } = await api.post('/api/admin/guests', { ...fullGuest, menu_id: menu.id, group_id: group.id }).expect(201);
    const res = await api.put(`/api/admin/guests/${guest.id}`, { menu_id: null, side: null, email: '' }).expect(200);
    expect(res.body).toMatchObject({ menu_id: null, side: null, email: null, group_id: group.id, phone: fullGuest.phone, guest_type: 'Inner Circle' });
    expect(Object.keys(res.body).sort()).toEqual(
      ['id', 'first_name', 'last_name', 'email', 'phone', 'mobile', 'address', 'menu_id', 'allergies', 'special_requests', 'guest_type', 'side', 'group_id', 'admin_notes', 'companion_allowed', 'has_room', 'rsvp_status', 'companion', 'login_token', 'login_url', 'qr_code_url'].sort(),
    );
  });

  it('refuses an update that would leave the guest without a name, with the guest unchanged', async () => {
    const { body: guest } = await api.post('/api/admin/guests', { first_name: 'Anna' }).expect(201);
    for (const body of [{ first_name: '', last_name: '' }, { first_name: '' }, { first_name: null }]) {
      const res = await api.put(`/api/admin/guests/${guest.id}`, body).expect(400);
      expect(res.body.msg).toBe('Bitte geben Sie einen Vor- oder Nachnamen ein.');
    }
    expect((await api.get('/api/admin/guests').expect(200)).body[0]).toMatchObject({ first_name: 'Anna', last_name: '' });
    await api.put(`/api/admin/guests/${guest.id}`, { first_name: '', last_name: 'Meier' }).expect(200);
  });

  it('refuses a bad update with the guest unchanged', async () => {
    const { body: guest } = await api.post('/api/admin/guests', fullGuest).expect(201);
    await api.put(`/api/admin/guests/${guest.id}`, { last_name: 'Neu', guest_type: 'König' }).expect(400);
    const list = await api.get('/api/admin/guests').expect(200);
    expect(list.body[0].last_name).toBe('Meier');
  });

  it('answers 404 for unknown guests', async () => {
    await api.put('/api/admin/guests/4711', { first_name: 'X' }).expect(404);
    await api.delete('/api/admin/guests/4711').expect(404);
  });

  it('deletes a guest together with their room and relation assignments', async () => {
    const { body: guest } = await api.post('/api/admin/guests', fullGuest).expect(201);
    const location = await api.location();
    const { body: room } = await api.post('/api/admin/rooms', { room_number: '1', location_id: location }).expect(201);
    await api.post('/api/admin/room-assignments', { guest_id: guest.id, room_id: room.id }).expect(201);
    const { body: type } = await api.post('/api/admin/relation-types', { name: 'Trauzeugin' }).expect(201);
    await api.post('/api/admin/guest-assignments', { guest_id: guest.id, relation_type_id: type.id }).expect(201);
    await api.delete(`/api/admin/guests/${guest.id}`).expect(200);
    expect(await countRows(t, 'guest')).toBe(0);
    expect(await countRows(t, 'room_assignment')).toBe(0);
    expect(await countRows(t, 'guest_assignment')).toBe(0);
  });

  it('will not turn a guest with a room into an Apéro guest', async () => {
    const { body: guest } = await api.post('/api/admin/guests', fullGuest).expect(201);
    const { body: room } = await api.post('/api/admin/rooms', { room_number: '1', location_id: await api.location() }).expect(201);
    await api.post('/api/admin/room-assignments', { guest_id: guest.id, room_id: room.id }).expect(201);
    const res = await api.put(`/api/admin/guests/${guest.id}`, { guest_type: 'Apéro' }).expect(409);
    expect(res.body.msg).toBe('Der Gast hat ein Zimmer. Bitte zuerst die Zimmerzuweisung aufheben.');
    expect((await api.get('/api/admin/guests')).body[0]).toMatchObject({ guest_type: 'Inner Circle', has_room: true });
  });
});

describe('POST /api/admin/guests/{id}/regenerate-token', () => {
  it('replaces the login token so the old QR code stops working', async () => {
    const { body: guest } = await api.post('/api/admin/guests', fullGuest).expect(201);
    const { body: renewed } = await api.post(`/api/admin/guests/${guest.id}/regenerate-token`, {}).expect(201);
    expect(renewed.login_token).not.toBe(guest.login_token);
    await t.http().post('/api/auth/guest-login').send({ token: guest.login_token }).expect(401);
    await t.http().post('/api/auth/guest-login').send({ token: renewed.login_token }).expect(200);
  });
});
