import { adminApi } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

async function guestWithRoomAndMenu() {
  const { body: menu } = await api.post('/api/admin/menus', { type: 'Menü 2', class: 'Vegetarisch', allergens: ['Nüsse'] }).expect(201);
  const { body: group } = await api.post('/api/admin/guest-groups', { name: 'Familie Meier' }).expect(201);
  const { body: anna } = await api.post('/api/admin/guests', { first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', menu_id: menu.id, group_id: group.id, special_requests: 'Glutenfrei' }).expect(201);
  const { body: lukas } = await api.post('/api/admin/guests', { first_name: 'Lukas', last_name: 'Meier', guest_type: 'Apéro', group_id: group.id }).expect(201);
  const location = await api.location();
  const { body: room } = await api.post('/api/admin/rooms', { room_number: '101', description: 'Turmzimmer', location_id: location }).expect(201);
  await api.post('/api/admin/room-assignments', { guest_id: anna.id, room_id: room.id }).expect(201);
  return { menu, group, anna, lukas };
}

it('the dashboard shows an Inner Circle guest their room', async () => {
  const { anna, menu, group } = await guestWithRoomAndMenu();
  const res = await t.http().get('/api/guest/dashboard').set(t.auth('guest', anna.id)).expect(200);
  expect(res.body).toEqual({
    id: anna.id,
    first_name: 'Anna',
    last_name: 'Meier',
    guest_type: 'Inner Circle',
    group_id: group.id,
    menu_id: menu.id,
    room_info: { room_number: '101', description: 'Turmzimmer', location_name: 'Schloss Wartensee', location_address: 'Schloss Wartensee, 9404 Rorschacherberg' },
    rsvp: { deadline: null, open: true, answered: false },
  });
});

it('the group reply lists only the own group members', async () => {
  const { anna, lukas } = await guestWithRoomAndMenu();
  const { body: stranger } = await api.post('/api/admin/guests', { first_name: 'Fremd', last_name: 'Person' }).expect(201);
  const res = await t.http().get('/api/guest/group').set(t.auth('guest', lukas.id)).expect(200);
  expect(res.body.name).toBe('Familie Meier');
  expect(res.body.members).toEqual([
    { id: anna.id, first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', special_requests: 'Glutenfrei' },
    { id: lukas.id, first_name: 'Lukas', last_name: 'Meier', guest_type: 'Apéro', special_requests: null },
  ]);
  const alone = await t.http().get('/api/guest/group').set(t.auth('guest', stranger.id)).expect(200);
  expect(alone.body).toMatchObject({ id: null, members: [{ id: stranger.id }] });
});

it('a guest reads their own menu and gets 403 for any other', async () => {
  const { anna, lukas, menu } = await guestWithRoomAndMenu();
  const own = await t.http().get(`/api/guest/menu/${menu.id}`).set(t.auth('guest', anna.id)).expect(200);
  expect(own.body).toMatchObject({ id: menu.id, type: 'Menü 2', class: 'Vegetarisch', allergens: ['Nüsse'] });
  const other = await t.http().get(`/api/guest/menu/${menu.id}`).set(t.auth('guest', lukas.id)).expect(403);
  expect(other.body.msg).toBe('Dieses Menü ist nicht für Sie bestimmt');
});
