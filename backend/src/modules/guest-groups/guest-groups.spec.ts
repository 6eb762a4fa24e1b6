import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

it('refuses a blank group name with the spec message', async () => {
  for (const name of ['', '   ', undefined]) {
    const res = await api.post('/api/admin/guest-groups', { name }).expect(400);
    expect(res.body.msg).toBe('Bitte geben Sie einen Gruppennamen ein');
  }
  expect(await countRows(t, 'guest_group')).toBe(0);
});

it('adds guests, lists groups by name with members, refuses a second group, removes again', async () => {
  const { body: zeta } = await api.post('/api/admin/guest-groups', { name: 'Zürcher' }).expect(201);
  const { body: alpha } = await api.post('/api/admin/guest-groups', { name: '  Familie Amrein ' }).expect(201);
  expect(alpha.name).toBe('Familie Amrein');
  const { body: guest } = await api.post('/api/admin/guests', { first_name: 'Eva', last_name: 'Amrein' }).expect(201);

  await api.post(`/api/admin/guest-groups/${alpha.id}/add-guest`, { guest_id: guest.id }).expect(201);
  const again = await api.post(`/api/admin/guest-groups/${zeta.id}/add-guest`, { guest_id: guest.id }).expect(409);
  expect(again.body.msg).toBe('Der Gast ist bereits in einer anderen Gruppe');

  const list = await api.get('/api/admin/guest-groups').expect(200);
  expect(list.body.map((g: { name: string }) => g.name)).toEqual(['Familie Amrein', 'Zürcher']);
  expect(list.body[0].members).toEqual([{ id: guest.id, first_name: 'Eva', last_name: 'Amrein', guest_type: 'Apéro' }]);

  await api.delete(`/api/admin/guest-groups/${zeta.id}/guests/${guest.id}`).expect(404);
  await api.delete(`/api/admin/guest-groups/${alpha.id}/guests/${guest.id}`).expect(200);
  expect((await api.get('/api/admin/guests')).body[0].group_id).toBeNull();
});

it('needs a guest to add', async () => {
  const { body: group } = await api.post('/api/admin/guest-groups', { name: 'Familie' }).expect(201);
  const res = await api.post(`/api/admin/guest-groups/${group.id}/add-guest`, {}).expect(400);
  expect(res.body.msg).toBe('Bitte wählen Sie sowohl eine Gruppe als auch einen Gast aus');
  await api.post(`/api/admin/guest-groups/${group.id}/add-guest`, { guest_id: 4711 }).expect(404);
});

it('deleting a group keeps its members, without a group', async () => {
  const { body: group } = await api.post('/api/admin/guest-groups', { name: 'Familie' }).expect(201);
  const { body: guest } = await api.post('/api/admin/guests', { first_name: 'Eva', group_id: group.id }).expect(201);
  expect(guest.group_id).toBe(group.id);
  await api.delete(`/api/admin/guest-groups/${group.id}`).expect(200);
  const guests = (await api.get('/api/admin/guests')).body;
  expect(guests).toHaveLength(1);
  expect(guests[0].group_id).toBeNull();
});
