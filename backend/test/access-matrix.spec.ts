import type { UserType } from '../src/auth/auth.types.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Every route with the audiences allowed on it. Anonymous callers get 401, other audiences 403.
 * Add each new route here: this table is the server-side permission contract.
 */
const ROUTES: Array<{ method: 'get' | 'post' | 'put' | 'delete'; path: string; allowed: UserType[] | 'public' }> = [
  { method: 'get', path: '/api/health', allowed: 'public' },
  { method: 'get', path: '/api/admin/guests', allowed: ['admin'] },
  { method: 'get', path: '/api/guest-qrcode/{guest}', allowed: ['admin'] },
  { method: 'get', path: '/api/guest/qrcode/{guest}', allowed: ['admin'] },
  { method: 'get', path: '/api/service-provider/qrcode/{provider}', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/service-providers', allowed: ['admin'] },
  { method: 'get', path: '/api/guest/dashboard', allowed: ['guest'] },
  { method: 'get', path: '/api/service-provider/dashboard', allowed: ['service_provider'] },
];

let t: TestApp;
let ids: Record<UserType, number>;
beforeAll(async () => {
  t = await startTestApp();
  const guest = await t.createGuest();
  const provider = await t.createProvider();
  ids = { admin: 1, guest: guest.id, service_provider: provider.id };
});
afterAll(() => t.close());

const resolve = (path: string) => path.replace('{guest}', String(ids.guest)).replace('{provider}', String(ids.service_provider));

describe.each(ROUTES)('$method $path', ({ method, path, allowed }) => {
  it('refuses anonymous callers unless public', async () => {
    const res = await t.http()[method](resolve(path));
    if (allowed === 'public') expect(res.status).toBeLessThan(400);
    else {
      expect(res.status).toBe(401);
      expect(res.body.msg).toEqual(expect.any(String));
    }
  });

  it.each(['admin', 'guest', 'service_provider'] as const)('as %s', async (type) => {
    const res = await t.http()[method](resolve(path)).set(t.auth(type, ids[type]));
    if (allowed === 'public' || allowed.includes(type)) expect(res.status).toBeLessThan(400);
    else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: 'Keine Berechtigung für diesen Bereich' });
    }
  });
});
