import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_PASSWORD, type TestApp, startTestApp, useTestApp } from '../../test/test-app.js';
import { CURRENT_PASSWORD_WRONG, LOGIN_RATE_LIMITED } from '@hochzeit/contracts';

/**
 * The server listens on loopback; requests leave from two local addresses: 127.0.0.2 is the
 * reverse proxy (TRUST_PROXY), whose X-Forwarded-For names the client, and 127.0.0.1 is a client
 * reaching the backend directly, whose X-Forwarded-For must count for nothing.
 */
const PROXY = '127.0.0.2';
const DIRECT = '127.0.0.1';
const LIMIT = 3;
const WIDE = LIMIT * 10;
const ENV = { LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: PROXY };

let t: TestApp;
let port: number;
useTestApp(
  async (app) => {
    t = app;
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  },
  { env: ENV },
);

interface Reply {
  status: number;
  body: { msg?: string; access_token?: string };
  headers: http.IncomingHttpHeaders;
}

/** A request from `from`; `client` is the X-Forwarded-For it carries. */
function send(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: object | undefined,
  { from = PROXY, client, headers: extra = {}, to = port }: { from?: string; client?: string; headers?: http.OutgoingHttpHeaders; to?: number } = {},
): Promise<Reply> {
  const data = body === undefined ? '' : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...extra };
  if (client) headers['x-forwarded-for'] = client;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: to, path, method, localAddress: from, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : {}, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

const post = (path: string, body: object, options: { from?: string; client?: string; to?: number; headers?: http.OutgoingHttpHeaders } = {}) =>
  send('POST', path, body, options);
const adminLogin = (password: string, client: string, username = 'admin', to = port) => post('/api/auth/login', { username, password }, { client, to });
/** A sign-in from a browser that sends `cookie` (a device cookie, `name=value`). */
const knownLogin = (cookie: string, password: string, client: string, username = 'admin') =>
  post('/api/auth/login', { username, password }, { client, headers: { cookie } });
/** The device cookie a reply sets, as a browser sends it back (`name=value`). */
const deviceCookie = (reply: Reply) => {
  const cookies = reply.headers['set-cookie'] ?? [];
  expect(cookies).toHaveLength(1);
  return cookies[0].split(';')[0];
};
const failureRows = async () => Number((await t.orm.em.getConnection().execute('select count(*) as n from sign_in_failure'))[0].n);
const guestLogin = (token: string, options: { from?: string; client?: string }) => post('/api/auth/guest-login', { token }, options);
const statuses = (replies: Reply[]) => replies.map((r) => r.status);

const VENUE = '203.0.113.10';

describe('admin passwords', () => {
  it('wrong guesses from the venue lock only that account at that address: guests, other admins there and the same admin elsewhere sign in', async () => {
    const guest = await t.createGuest();
    await t.http().post('/api/admin/admin-users').set(t.auth('admin')).send({ username: 'trauzeugin', password: 'lang-genug-123' }).expect(201);

    for (let i = 0; i < LIMIT; i++) expect((await adminLogin('falsch-falsch', VENUE)).status).toBe(401);
    const blocked = await adminLogin('falsch-falsch', VENUE);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ msg: LOGIN_RATE_LIMITED });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The password is not even checked any more for this account at this address.
    expect((await adminLogin(ADMIN_PASSWORD, VENUE)).status).toBe(429);

    expect((await guestLogin(guest.login_token, { client: VENUE })).status).toBe(200);
    expect((await adminLogin('lang-genug-123', VENUE, 'trauzeugin')).status).toBe(200);
    expect((await adminLogin(ADMIN_PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('a correct sign-in clears the account-and-address count', async () => {
    const client = '203.0.113.11';
    for (let i = 0; i < LIMIT - 1; i++) expect((await adminLogin('falsch-falsch', client)).status).toBe(401);
    expect((await adminLogin(ADMIN_PASSWORD, client)).status).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) expect((await adminLogin('falsch-falsch', client)).status).toBe(401);
    expect((await adminLogin(ADMIN_PASSWORD, client)).status).toBe(200);
  });

  it('parallel guesses cannot slip past the count, and parallel correct sign-ins are all let in', async () => {
    const client = '203.0.113.12';
    const correct = await Promise.all(Array.from({ length: 20 }, () => adminLogin(ADMIN_PASSWORD, client)));
    expect(statuses(correct)).toEqual(Array(20).fill(200));
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => adminLogin(`falsch-${i}`, client)));
    expect(statuses(guesses).sort()).toEqual([...Array(LIMIT).fill(401), ...Array(40 - LIMIT).fill(429)]);
    // Only the guesses whose password was checked are kept for the admins' list.
    expect(await failureRows()).toBe(LIMIT);
  });

  it('40 parallel guesses from 40 addresses let exactly the account limit through (no request waits for another here)', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => adminLogin(`falsch-${i}`, `198.51.100.${i + 1}`)));
    expect(statuses(guesses).sort()).toEqual([...Array(WIDE).fill(401), ...Array(40 - WIDE).fill(429)]);
    expect(await failureRows()).toBe(WIDE);
  });

  it('one account guessed from many addresses, and many accounts guessed from one address, are stopped too', async () => {
    // Ten times the limit over all addresses: then the account is refused from a new address as well.
    for (let i = 0; i < WIDE; i++) expect((await adminLogin('falsch-falsch', `198.51.100.${100 + Math.floor(i / LIMIT)}`, 'brautvater')).status).toBe(401);
    expect((await adminLogin('falsch-falsch', '198.51.100.250', 'brautvater')).status).toBe(429);
    expect((await adminLogin(ADMIN_PASSWORD, '198.51.100.250')).status).toBe(200);

    const sprayer = '192.0.2.77';
    for (let i = 0; i < WIDE; i++) expect((await adminLogin('falsch-falsch', sprayer, `konto-${i}`)).status).toBe(401);
    expect((await adminLogin('falsch-falsch', sprayer, 'noch-eins')).status).toBe(429);
  });
});

describe('known browsers (device cookies)', () => {
  /** Wrong guesses for `username` from `count` addresses, one each: the account's lockout for unknown browsers. */
  async function lockFromEverywhere(username = 'admin', count = WIDE) {
    for (let i = 0; i < count; i++) expect((await adminLogin('falsch-falsch', `198.51.100.${i + 1}`, username)).status).toBe(401);
    const refused = await adminLogin(ADMIN_PASSWORD, '192.0.2.200', username);
    expect([refused.status, refused.body]).toEqual([429, { msg: LOGIN_RATE_LIMITED }]);
  }

  it('a successful sign-in sets a long-lived, HttpOnly, SameSite=Strict device cookie for the sign-in path only, Secure over TLS', async () => {
    const plain = await adminLogin(ADMIN_PASSWORD, '203.0.113.30');
    const [cookie] = plain.headers['set-cookie']!;
    expect(cookie).toMatch(/^device_[\w-]{16}=s%3A[^;]+; Max-Age=31536000; Path=\/api\/auth; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    const overTls = await post('/api/auth/login', { username: 'admin', password: ADMIN_PASSWORD }, { client: '203.0.113.30', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['set-cookie']![0]).toMatch(/; Secure;/);
    // Refusals set none.
    expect((await adminLogin('falsch-falsch', '203.0.113.30')).headers['set-cookie']).toBeUndefined();
  });

  it('wrong passwords from everywhere lock out unknown browsers, but a browser that signed in before keeps signing in, from any address', async () => {
    const cookie = deviceCookie(await adminLogin(ADMIN_PASSWORD, '203.0.113.31'));
    await lockFromEverywhere();

    const known = await knownLogin(cookie, ADMIN_PASSWORD, '192.0.2.201');
    expect(known.status).toBe(200);
    expect(known.body.access_token).toEqual(expect.any(String));
    // Each success renews the cookie; the new one works as well.
    const renewed = deviceCookie(known);
    expect(renewed).not.toBe(cookie);
    expect((await knownLogin(renewed, ADMIN_PASSWORD, '192.0.2.202')).status).toBe(200);
    // Unknown browsers stay refused for the minute, whatever the address.
    expect((await adminLogin(ADMIN_PASSWORD, '192.0.2.203')).status).toBe(429);
  });

  it("the venue's shared address: guesses there lock unknown browsers there, not the admin's own browser", async () => {
    const cookie = deviceCookie(await adminLogin(ADMIN_PASSWORD, VENUE));
    for (let i = 0; i < LIMIT; i++) expect((await adminLogin('falsch-falsch', VENUE)).status).toBe(401);
    expect((await adminLogin(ADMIN_PASSWORD, VENUE)).status).toBe(429);
    expect((await knownLogin(cookie, ADMIN_PASSWORD, VENUE)).status).toBe(200);
  });

  it('a device cookie guessed with (stolen) is limited on its own, then counts as unknown; other known browsers are not affected', async () => {
    const stolen = deviceCookie(await adminLogin(ADMIN_PASSWORD, '203.0.113.32'));
    const own = deviceCookie(await adminLogin(ADMIN_PASSWORD, '203.0.113.33'));
    await lockFromEverywhere();

    for (let i = 0; i < LIMIT; i++) {
      const wrong = await knownLogin(stolen, 'falsch-falsch', '192.0.2.210');
      expect([wrong.status, wrong.body]).toEqual([401, { msg: 'Ungültiger Benutzername oder Passwort' }]);
    }
    const refused = await knownLogin(stolen, ADMIN_PASSWORD, '192.0.2.210');
    expect([refused.status, refused.body]).toEqual([429, { msg: LOGIN_RATE_LIMITED }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['set-cookie']).toBeUndefined();

    expect((await knownLogin(own, ADMIN_PASSWORD, '192.0.2.211')).status).toBe(200);
  });

  it("a forged or altered cookie, or another account's, makes no browser known", async () => {
    await t.http().post('/api/admin/admin-users').set(t.auth('admin')).send({ username: 'trauzeugin', password: 'lang-genug-123' }).expect(201);
    const hers = deviceCookie(await adminLogin('lang-genug-123', '203.0.113.34', 'trauzeugin'));
    const mine = deviceCookie(await adminLogin(ADMIN_PASSWORD, '203.0.113.34'));
    await lockFromEverywhere();

    const [name, value] = mine.split('=');
    const signed = decodeURIComponent(value);
    const tampered = [
      // Her cookie under admin's cookie name, and her cookie as it is.
      `${name}=${hers.split('=')[1]}`,
      hers,
      // A changed nonce with the old signature, and a value without any.
      `${name}=${encodeURIComponent(signed.replace(/^s:./, (start) => (start.endsWith('A') ? 's:B' : 's:A')))}`,
      `${name}=${encodeURIComponent(signed.slice(2, signed.lastIndexOf('.')))}`,
    ];
    for (const cookie of tampered) expect((await knownLogin(cookie, ADMIN_PASSWORD, '192.0.2.220')).status).toBe(429);
    expect((await knownLogin(mine, ADMIN_PASSWORD, '192.0.2.220')).status).toBe(200);
  });
});

describe('GET /api/admin/sign-in-failures', () => {
  it('lists the wrong passwords newest first: time, account name as typed, address, known browser; never the password', async () => {
    const cookie = deviceCookie(await adminLogin(ADMIN_PASSWORD, '203.0.113.40'));
    const before = Date.now();
    expect((await adminLogin('geheim-geraten-1', '203.0.113.41', 'Admin ')).status).toBe(401);
    expect((await knownLogin(cookie, 'geheim-geraten-2', '203.0.113.40')).status).toBe(401);
    expect((await guestLogin('falscher-link', { client: '203.0.113.42' })).status).toBe(401);

    const res = await t.http().get('/api/admin/sign-in-failures').set(t.auth('admin')).expect(200);
    expect(res.body).toEqual([
      { at: expect.any(String), username: 'admin', address: '203.0.113.40', known_browser: true },
      { at: expect.any(String), username: 'Admin ', address: '203.0.113.41', known_browser: false },
    ]);
    for (const row of res.body) expect(Date.parse(row.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(res.body)).not.toMatch(/geheim/);
  });

  it('is empty without failures and closed to guests', async () => {
    expect((await t.http().get('/api/admin/sign-in-failures').set(t.auth('admin')).expect(200)).body).toEqual([]);
    const guest = await t.createGuest();
    await t.http().get('/api/admin/sign-in-failures').set(t.auth('guest', guest.id)).expect(403);
  });
});

describe('password change (PUT /api/auth/password)', () => {
  const NEW = 'ganz-neues-passwort';
  const change = (current: string, client: string, session = t.auth('admin')) =>
    send('PUT', '/api/auth/password', { current_password: current, new_password: NEW }, { client, headers: session });
  const passwordHash = async () => (await t.orm.em.getConnection().execute(`select password_hash from admin_user where username = 'admin'`))[0].password_hash as string;

  it('wrong current passwords count like failed sign-ins of the account: then even the right one is refused until the minute is over', async () => {
    const client = '203.0.113.20';
    const before = await passwordHash();
    for (let i = 0; i < LIMIT; i++) {
      const wrong = await change('falsch-falsch', client);
      expect([wrong.status, wrong.body]).toEqual([400, { msg: CURRENT_PASSWORD_WRONG }]);
    }
    const blocked = await change(ADMIN_PASSWORD, client);
    expect([blocked.status, blocked.body]).toEqual([429, { msg: LOGIN_RATE_LIMITED }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await passwordHash()).toBe(before);
    // The same count as sign-in: the account is refused there too, at this address only.
    expect((await adminLogin(ADMIN_PASSWORD, client)).status).toBe(429);
    expect((await adminLogin(ADMIN_PASSWORD, '198.51.100.21')).status).toBe(200);

    // The minute passes.
    await t.orm.em.getConnection().execute(`update login_failure set reset_at = now() - interval '1 second'`);
    expect((await change(ADMIN_PASSWORD, client)).status).toBe(200);
    expect(await passwordHash()).not.toBe(before);
  });

  it('failed sign-ins count for the password change too; a successful change clears only its own account-and-address count', async () => {
    await t.http().post('/api/admin/admin-users').set(t.auth('admin')).send({ username: 'trauzeugin', password: 'lang-genug-123' }).expect(201);
    const client = '203.0.113.22';
    for (let i = 0; i < LIMIT - 1; i++) expect((await adminLogin('falsch-falsch', client)).status).toBe(401);
    for (let i = 0; i < LIMIT; i++) expect((await adminLogin('falsch-falsch', client, 'trauzeugin')).status).toBe(401);
    expect((await change('falsch-falsch', client)).status).toBe(400);
    expect((await change('falsch-falsch', client)).status).toBe(429);
    await t.orm.em.getConnection().execute(`update login_failure set reset_at = now() - interval '1 second' where "key" like '%admin'`);

    for (let i = 0; i < LIMIT - 1; i++) expect((await change('falsch-falsch', client)).status).toBe(400);
    const changed = await change(ADMIN_PASSWORD, client);
    expect(changed.status).toBe(200);
    // Like a sign-in, the success clears admin's count at this address, not trauzeugin's.
    const session = { Authorization: `Bearer ${changed.body.access_token}` };
    for (let i = 0; i < LIMIT - 1; i++) expect((await change('falsch-falsch', client, session)).status).toBe(400);
    expect((await adminLogin('lang-genug-123', client, 'trauzeugin')).status).toBe(429);
  });
});

describe('guest and provider links', () => {
  it('40 guests signing in at once from one address all get in', async () => {
    const guests = await Promise.all(Array.from({ length: 40 }, (_, i) => t.createGuest({ first_name: `Gast${i}` })));
    const replies = await Promise.all(guests.map((g) => guestLogin(g.login_token, { client: VENUE })));
    expect(statuses(replies)).toEqual(Array(40).fill(200));
  });

  it('wrong links count per address and are answered 429 beyond ten times the limit; a valid link always signs in', async () => {
    const guest = await t.createGuest();
    const provider = await t.createProvider();
    const client = '203.0.113.13';
    const wrong = [];
    for (let i = 0; i < WIDE; i++) wrong.push((await guestLogin(`falsch-${i}`, { client })).status);
    expect(wrong).toEqual(Array(WIDE).fill(401));
    const refused = await post('/api/auth/service-provider-login', { token: 'falsch' }, { client });
    expect([refused.status, refused.body]).toEqual([429, { msg: LOGIN_RATE_LIMITED }]);

    expect((await guestLogin(guest.login_token, { client })).status).toBe(200);
    expect((await post('/api/auth/service-provider-login', { token: provider.login_token }, { client })).status).toBe(200);
    expect((await adminLogin(ADMIN_PASSWORD, client)).status).toBe(200);
  });
});

describe('client addresses', () => {
  it('a client reaching the backend directly is counted by its own address, whatever X-Forwarded-For it sends', async () => {
    const direct = (i: number) => post('/api/auth/login', { username: 'admin', password: 'falsch-falsch' }, { from: DIRECT, client: `198.51.100.${i}` });
    for (let i = 0; i < LIMIT; i++) expect((await direct(i)).status).toBe(401);
    expect((await direct(99)).status).toBe(429);
    // The proxy's clients are other addresses and unaffected.
    expect((await adminLogin(ADMIN_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('only the proxy can say a request came over TLS (HSTS)', async () => {
    const overTls = { 'x-forwarded-proto': 'https' };
    expect((await send('GET', '/api/health', undefined, { from: PROXY, headers: overTls })).headers['strict-transport-security']).toBe('max-age=31536000');
    expect((await send('GET', '/api/health', undefined, { from: DIRECT, headers: overTls })).headers['strict-transport-security']).toBeUndefined();
  });

  it("behind the proxy the client is the nearest address the proxy vouches for, not one the client wrote into the header", async () => {
    const real = '198.51.100.66';
    for (let i = 0; i < LIMIT; i++) expect((await adminLogin('falsch-falsch', `10.0.0.${i}, ${real}`)).status).toBe(401);
    expect((await adminLogin('falsch-falsch', real)).status).toBe(429);
  });
});

describe('several processes', () => {
  // Behind the proxy several web processes share one PostgreSQL database; the counts live there.
  (process.env.DATABASE_URL ? it : it.skip)('guesses spread over two processes on one database add up', async () => {
    const other = await startTestApp(ENV, { keepDatabase: true });
    try {
      await other.app.listen(0, '127.0.0.1');
      const otherPort = (other.app.getHttpServer().address() as AddressInfo).port;
      const client = '203.0.113.14';
      for (let i = 0; i < LIMIT; i++) expect((await adminLogin('falsch-falsch', client, 'admin', i % 2 ? otherPort : port)).status).toBe(401);
      expect((await adminLogin(ADMIN_PASSWORD, client, 'admin', port)).status).toBe(429);
      expect((await adminLogin(ADMIN_PASSWORD, client, 'admin', otherPort)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});
