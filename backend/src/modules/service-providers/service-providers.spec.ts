import { decodeQrPng } from '../../../test/qr.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

it('GET /api/service-provider/dashboard returns the provider from the token', async () => {
  const provider = await t.createProvider({ company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei', email: 'nina@example.ch', category: 'Fotograf', price: '2400.00' });
  const res = await t.http().get('/api/service-provider/dashboard').set(t.auth('service_provider', provider.id)).expect(200);
  expect(res.body).toEqual({ company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei', email: 'nina@example.ch', phone: null, mobile: null, category: 'Fotograf', day_contact: { name: null, phone: null } });
});

it("the provider's contact for the day is the one the settings name, not the provider's own person", async () => {
  const provider = await t.createProvider({ company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei' });
  await t.http().put('/api/admin/event-settings').set(t.auth('admin')).send({ title: 'Hochzeit', starts_at: '2027-06-05T13:30:00.000Z', venue_name: 'Ort', venue_address: 'Adresse 1', contact_name: 'Lea Graf (Trauzeugin)', contact_phone: '+41 79 222 33 44' }).expect(200);
  const res = await t.http().get('/api/service-provider/dashboard').set(t.auth('service_provider', provider.id)).expect(200);
  expect(res.body.day_contact).toEqual({ name: 'Lea Graf (Trauzeugin)', phone: '+41 79 222 33 44' });
});

it('GET /api/service-provider/qrcode/{id} encodes the provider sign-in link', async () => {
  const provider = await t.createProvider();
  const res = await t.http().get(`/api/service-provider/qrcode/${provider.id}`).set(t.auth('admin')).buffer(true).expect(200);
  expect(decodeQrPng(res.body)).toBe(`https://hochzeit.test/provider-login?token=${provider.login_token}`);
});
