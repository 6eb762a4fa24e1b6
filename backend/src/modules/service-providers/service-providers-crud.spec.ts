import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

const provider = {
  company_name: 'Fotostudio Lichtblick',
  contact_name: 'Nina Frei',
  phone: '+41 71 222 33 44',
  mobile: '',
  email: 'info@lichtblick.example',
  address: 'Hauptstrasse 1, 9000 St. Gallen',
  travel_distance: 25,
  category: 'Fotograf',
  service_description: 'Reportage vom Apéro bis zum Tanz',
  duration: 480,
  preparation_time: 60,
  price: 2400.5,
  payment_info: 'IBAN CH93 0076 2011 6238 5295 7',
  payment_due: '2025-05-31',
  admin_notes: 'Braucht Parkplatz',
};

it('creates a provider with every field; the price is an exact decimal and the due date a date', async () => {
  const res = await api.post('/api/admin/service-providers', provider).expect(201);
  expect(res.body).toMatchObject({ ...provider, mobile: null, price: '2400.50', payment_due: '2025-05-31' });
  const one = await api.get(`/api/admin/service-providers/${res.body.id}`).expect(200);
  expect(one.body.price).toBe('2400.50');
  const rows = await t.orm.em.getConnection().execute('select price::text as price from service_provider');
  expect(rows[0].price).toBe('2400.50');
  // The reply names exactly the contract's fields: optional ones as null, nothing internal.
  const minimal = await api.post('/api/admin/service-providers', { company_name: '  Blumen Rosa  ', price: '480,5', unknown: 'x' }).expect(201);
  expect(minimal.body).toMatchObject({ company_name: 'Blumen Rosa', price: '480.50', contact_name: null, category: null, payment_due: null });
  expect(minimal.body).not.toHaveProperty('created_at');
  expect(minimal.body).not.toHaveProperty('unknown');
  expect(minimal.body.qr_code_url).toMatch(/^\/api\/service-provider\/qrcode\/\d+\?access=/);
  expect(minimal.body.login_url).toBe(`https://hochzeit.test/provider-login?token=${minimal.body.login_token}`);
});

it.each([
  [{ company_name: '' }, 'Bitte geben Sie einen Firmennamen ein.'],
  [{ contact_name: 'Ohne Firma' }, 'Bitte geben Sie einen Firmennamen ein.'],
  [{ company_name: 'X', price: -1 }, 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein'],
  [{ company_name: 'X', price: 12.345 }, 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein'],
  [{ company_name: 'X', price: 'viel' }, 'Der Preis muss eine Zahl ≥ 0 mit höchstens zwei Nachkommastellen sein'],
  [{ company_name: 'X', travel_distance: -5 }, 'Die Anfahrt (km) darf nicht negativ sein'],
  [{ company_name: 'X', duration: 1.5 }, 'Die Dauer muss eine ganze Zahl (Minuten) sein'],
  [{ company_name: 'X', preparation_time: -1 }, 'Die Vorbereitungszeit darf nicht negativ sein'],
  [{ company_name: 'X', category: 'Clown' }, 'Unbekannte Kategorie'],
  [{ company_name: 'X', payment_due: '31.05.2025' }, 'Das Fälligkeitsdatum muss ein gültiges Datum sein'],
  [{ company_name: 'X', payment_due: '2025-02-30' }, 'Das Fälligkeitsdatum muss ein gültiges Datum sein'],
])('refuses %j with 400 and stores nothing', async (body, msg) => {
  const res = await api.post('/api/admin/service-providers', body).expect(400);
  expect(res.body.msg).toBe(msg);
  expect(await countRows(t, 'service_provider')).toBe(0);
});

it('updates only the given fields and empties a price with null', async () => {
  const { body: created } = await api.post('/api/admin/service-providers', provider).expect(201);
  const { body: updated } = await api.put(`/api/admin/service-providers/${created.id}`, { contact_name: 'Tom Frei', price: null }).expect(200);
  expect(updated).toMatchObject({ company_name: 'Fotostudio Lichtblick', contact_name: 'Tom Frei', price: null });
  await api.put(`/api/admin/service-providers/${created.id}`, { company_name: '  ' }).expect(400);
  await api.put('/api/admin/service-providers/4711', { contact_name: 'x' }).expect(404);
});

it('deletes a provider', async () => {
  const { body: created } = await api.post('/api/admin/service-providers', provider).expect(201);
  await api.delete(`/api/admin/service-providers/${created.id}`).expect(200);
  await api.get(`/api/admin/service-providers/${created.id}`).expect(404);
});

it('a new login token makes the old provider link useless', async () => {
  const { body: created } = await api.post('/api/admin/service-providers', provider).expect(201);
  const { body: renewed } = await api.post(`/api/admin/service-providers/${created.id}/regenerate-token`, {}).expect(201);
  expect(renewed.login_token).not.toBe(created.login_token);
  await t.http().post('/api/auth/service-provider-login').send({ token: created.login_token }).expect(401);
  await t.http().post('/api/auth/service-provider-login').send({ token: renewed.login_token }).expect(200);
});
