import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

it('creates, lists (publicly), edits and deletes ticker messages', async () => {
  const { body: created } = await api.post('/api/admin/ticker-messages', { message: '  Willkommen!  ' }).expect(201);
  expect(created).toMatchObject({ message: 'Willkommen!', created_at: expect.any(String) });
  const list = await t.http().get('/api/admin/ticker-messages').expect(200);
  expect(list.body).toEqual({ success: true, messages: [expect.objectContaining({ id: created.id, message: 'Willkommen!' })] });
  await api.put(`/api/admin/ticker-messages/${created.id}`, { message: 'Apéro um 14 Uhr' }).expect(200);
  expect((await t.http().get('/api/admin/ticker-messages')).body.messages[0].message).toBe('Apéro um 14 Uhr');
  await api.delete(`/api/admin/ticker-messages/${created.id}`).expect(200);
  await api.delete(`/api/admin/ticker-messages/${created.id}`).expect(404);
});

it('accepts exactly 160 characters and refuses 161, empty and blank messages', async () => {
  await api.post('/api/admin/ticker-messages', { message: 'x'.repeat(160) }).expect(201);
  const tooLong = await api.post('/api/admin/ticker-messages', { message: 'x'.repeat(161) }).expect(400);
  expect(tooLong.body.msg).toBe('Nachricht ist zu lang (161/160 Zeichen)');
  for (const message of ['', '   ', undefined]) {
    expect((await api.post('/api/admin/ticker-messages', { message }).expect(400)).body.msg).toBe('Bitte geben Sie eine Nachricht ein');
  }
  expect(await countRows(t, 'ticker_message')).toBe(1);
  const { body } = await t.http().get('/api/admin/ticker-messages');
  await api.put(`/api/admin/ticker-messages/${body.messages[0].id}`, { message: 'y'.repeat(161) }).expect(400);
  expect((await t.http().get('/api/admin/ticker-messages')).body.messages[0].message).toBe('x'.repeat(160));
});

it('answers 404 for a message that does not exist', async () => {
  expect((await api.put('/api/admin/ticker-messages/999', { message: 'Hallo' }).expect(404)).body.msg).toBe('Nachricht nicht gefunden');
  expect((await api.delete('/api/admin/ticker-messages/999').expect(404)).body.msg).toBe('Nachricht nicht gefunden');
});

it('leaves writing to admins', async () => {
  const guest = await t.createGuest();
  await t.http().post('/api/admin/ticker-messages').set(t.auth('guest', guest.id)).send({ message: 'Hallo' }).expect(403);
  expect(await countRows(t, 'ticker_message')).toBe(0);
});
