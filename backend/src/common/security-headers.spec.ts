import { BASELINE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@hochzeit/contracts/security-headers';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

it('every API reply with personal data or secrets is never stored: sign-ins, dashboards, lists with login links, downloads, errors', async () => {
  const guest = await t.createGuest();
  const provider = await t.createProvider();
  const admin = t.auth('admin');
  const document = await t.http().post(`/api/admin/service-providers/${provider.id}/documents`).set(admin).attach('file', PDF, 'Vertrag.pdf').expect(201);

  const replies = {
    'guest sign-in': await t.http().post('/api/auth/guest-login').send({ token: guest.login_token }).expect(200),
    'wrong password': await t.http().post('/api/auth/login').send({ username: 'admin', password: 'falsch-falsch' }).expect(401),
    'guest dashboard': await t.http().get('/api/guest/dashboard').set(t.auth('guest', guest.id)).expect(200),
    'wish list (payment details)': await t.http().get('/api/guest/wishlist').set(t.auth('guest', guest.id)).expect(200),
    'guest list (login links)': await t.http().get('/api/admin/guests').set(admin).expect(200),
    'providers (login links)': await t.http().get('/api/admin/service-providers').set(admin).expect(200),
    'document download': await t.http().get(`/api/admin/service-providers/${provider.id}/documents/${document.body.id}/download`).set(admin).expect(200),
    'refused request': await t.http().get('/api/admin/guests').expect(401),
    'unknown route': await t.http().get('/api/gibt-es-nicht').set(admin),
    'health, in capitals': await t.http().get('/API/HEALTH'),
  };
  const caching = Object.fromEntries(Object.entries(replies).map(([name, res]) => [name, res.headers['cache-control']]));
  expect(caching).toEqual(Object.fromEntries(Object.keys(replies).map((name) => [name, 'no-store'])));
});

it('every reply carries the baseline headers; HSTS only when the request came over TLS through the trusted proxy', async () => {
  const plain = await t.http().get('/api/health').expect(200);
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) expect(plain.headers[name.toLowerCase()]).toBe(value);
  expect(plain.headers['strict-transport-security']).toBeUndefined();

  // The test client is on loopback, which TRUST_PROXY trusts by default: it speaks as the proxy here.
  const overTls = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
  expect(overTls.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
});
