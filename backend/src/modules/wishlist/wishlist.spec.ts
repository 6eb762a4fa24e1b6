import { adminApi } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

it('is empty at first, then shows what the admin saved to guests', async () => {
  const guest = await t.createGuest();
  expect((await t.http().get('/api/guest/wishlist').set(t.auth('guest', guest.id)).expect(200)).body).toEqual({ content: '', payment_info: '' });
  await api.post('/api/admin/wishlist', { content: 'Hochzeitsreise', payment_info: 'IBAN CH93 0076 2011 6238 5295 7' }).expect(200);
  expect((await t.http().get('/api/guest/wishlist').set(t.auth('guest', guest.id)).expect(200)).body).toEqual({ content: 'Hochzeitsreise', payment_info: 'IBAN CH93 0076 2011 6238 5295 7' });
  expect((await api.get('/api/admin/wishlist')).body.content).toBe('Hochzeitsreise');
});

it('refuses non-text with the wish list unchanged', async () => {
  await api.post('/api/admin/wishlist', { content: 'Vorher', payment_info: '' }).expect(200);
  expect((await api.post('/api/admin/wishlist', { content: 42 }).expect(400)).body.msg).toBe('Der Wunschtext muss ein Text sein');
  expect((await api.get('/api/admin/wishlist')).body.content).toBe('Vorher');
});

it('keeps a field the request leaves out and refuses an over-long text', async () => {
  await api.post('/api/admin/wishlist', { content: 'Hochzeitsreise', payment_info: 'IBAN' }).expect(200);
  expect((await api.post('/api/admin/wishlist', { payment_info: 'Twint' }).expect(200)).body).toEqual({ content: 'Hochzeitsreise', payment_info: 'Twint' });
  expect((await api.post('/api/admin/wishlist', { content: 'x'.repeat(20_001) }).expect(400)).body.msg).toBe('Der Wunschtext ist zu lang (max. 20 000 Zeichen)');
  expect((await api.get('/api/admin/wishlist')).body.content).toBe('Hochzeitsreise');
});
