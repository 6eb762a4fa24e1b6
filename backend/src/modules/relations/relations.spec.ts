import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

it('creates, lists and deletes relation types; names are unique', async () => {
  await api.post('/api/admin/relation-types', { name: '' }).expect(400);
  const { body: witness } = await api.post('/api/admin/relation-types', { name: 'Trauzeuge' }).expect(201);
  await api.post('/api/admin/relation-types', { name: 'Familie' }).expect(201);
  expect((await api.post('/api/admin/relation-types', { name: 'Trauzeuge' }).expect(409)).body.msg).toBe('Diesen Beziehungstyp gibt es bereits');
  expect((await api.get('/api/admin/relation-types')).body.map((r: { name: string }) => r.name)).toEqual(['Familie', 'Trauzeuge']);
  await api.delete(`/api/admin/relation-types/${witness.id}`).expect(200);
  expect(await countRows(t, 'relation_type')).toBe(1);
});

it('assigns guests to relation types and lists guest_name and relation_type', async () => {
  const { body: type } = await api.post('/api/admin/relation-types', { name: 'Trauzeugin' }).expect(201);
  const { body: guest } = await api.post('/api/admin/guests', { first_name: 'Anna', last_name: 'Meier' }).expect(201);
  const { body: assignment } = await api.post('/api/admin/guest-assignments', { guest_id: guest.id, relation_type_id: type.id }).expect(201);
  expect(assignment).toMatchObject({ guest_name: 'Anna Meier', relation_type: 'Trauzeugin' });
  await api.post('/api/admin/guest-assignments', { guest_id: guest.id, relation_type_id: type.id }).expect(409);
  await api.post('/api/admin/guest-assignments', { guest_id: 4711, relation_type_id: type.id }).expect(404);
  await api.post('/api/admin/guest-assignments', { guest_id: 'x' }).expect(400);
  expect((await api.get('/api/admin/guest-assignments')).body).toEqual([expect.objectContaining({ id: assignment.id, guest_name: 'Anna Meier', relation_type: 'Trauzeugin' })]);

  // Deleting the type removes its assignments.
  await api.delete(`/api/admin/relation-types/${type.id}`).expect(200);
  expect(await countRows(t, 'guest_assignment')).toBe(0);
});
