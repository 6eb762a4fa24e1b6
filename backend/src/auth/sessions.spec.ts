import { JwtService } from '@nestjs/jwt';
import { adminApi } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, type TestApp, useTestApp } from '../../test/test-app.js';
import { SessionVersions } from './session-versions.js';
import { TokenService } from './token.service.js';

let t: TestApp;
let sessions: SessionVersions;
useTestApp((app) => {
  t = app;
  sessions = app.app.get(SessionVersions);
});
afterEach(() => {
  sessions.now = Date.now;
});

const SESSION_ENDED = 'Nicht angemeldet oder Sitzung abgelaufen';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sql = (text: string, params: unknown[] = []) => t.orm.em.getConnection().execute(text, params);

/** Moves this process's clock forward, as if that much time had passed since the versions were cached. */
const advanceClock = (ms: number) => {
  sessions.now = () => Date.now() + ms;
};

/** The two audiences that sign in by a personal link, with a page each can read. */
const LINK_AUDIENCES = [
  { type: 'guest', table: 'guest', login: '/api/auth/guest-login', admin: '/api/admin/guests', page: '/api/guest/wishlist', create: () => t.createGuest() },
  {
    type: 'service_provider',
    table: 'service_provider',
    login: '/api/auth/service-provider-login',
    admin: '/api/admin/service-providers',
    page: '/api/service-provider/dashboard',
    create: () => t.createProvider(),
  },
] as const;

describe.each(LINK_AUDIENCES)('$type sessions', ({ table, login, admin, page, create }) => {
  const signIn = async (token: string) => (await t.http().post(login).send({ token }).expect(200)).body.access_token as string;

  it("end at once in this process when an admin renews the link ('Neuer Link'); the new link works", async () => {
    const person = await create();
    const session = await signIn(person.login_token);
    await t.http().get(page).set(bearer(session)).expect(200);

    // 200 or 201: the status is the owning module's business.
    const renewed = await adminApi(t).post(`${admin}/${person.id}/regenerate-token`, {});
    expect(renewed.ok).toBe(true);
    const res = await t.http().get(page).set(bearer(session)).expect(401);
    expect(res.body).toEqual({ msg: SESSION_ENDED });

    await t.http().post(login).send({ token: person.login_token }).expect(401);
    const fresh = await signIn(renewed.body.login_token);
    await t.http().get(page).set(bearer(fresh)).expect(200);
  });

  it('end within 60 seconds in a process that cached the old version (link renewed through another process)', async () => {
    const person = await create();
    const session = await signIn(person.login_token);
    await t.http().get(page).set(bearer(session)).expect(200);

    // Another web process renews the link: this one learns of it only from the database.
    await sql(`update "${table}" set session_version = session_version + 1, login_token = 'neu-${table}' where id = ?`, [person.id]);
    await t.http().get(page).set(bearer(session)).expect(200);

    expect(sessions.maxAgeMs).toBeLessThanOrEqual(60_000);
    advanceClock(sessions.maxAgeMs);
    const res = await t.http().get(page).set(bearer(session)).expect(401);
    expect(res.body).toEqual({ msg: SESSION_ENDED });
  });

  it('opened with the renewed link work at once, even where the old version is still cached', async () => {
    const person = await create();
    await t.http().get(page).set(bearer(await signIn(person.login_token))).expect(200);
    await sql(`update "${table}" set session_version = session_version + 1, login_token = 'neu-${table}' where id = ?`, [person.id]);
    await t.http().get(page).set(bearer(await signIn(`neu-${table}`))).expect(200);
  });

  it('end when the record is deleted', async () => {
    const person = await create();
    const session = await signIn(person.login_token);
    await t.http().get(page).set(bearer(session)).expect(200);
    await adminApi(t).delete(`${admin}/${person.id}`).expect(200);
    const res = await t.http().get(page).set(bearer(session)).expect(401);
    expect(res.body).toEqual({ msg: SESSION_ENDED });
  });
});

it("a deleted guest can no longer read the wish list, even where their version was cached (another process deleted them)", async () => {
  const guest = await t.createGuest();
  const session = (await t.http().post('/api/auth/guest-login').send({ token: guest.login_token }).expect(200)).body.access_token;
  await t.http().get('/api/guest/wishlist').set(bearer(session)).expect(200);
  await sql('delete from guest where id = ?', [guest.id]);
  advanceClock(sessions.maxAgeMs);
  await t.http().get('/api/guest/wishlist').set(bearer(session)).expect(401);
});

describe('POST /api/admin/sessions/revoke-all', () => {
  const adminLogin = async (username = 'admin', password = ADMIN_PASSWORD) =>
    (await t.http().post('/api/auth/login').send({ username, password }).expect(200)).body.access_token as string;

  it("ends every admin's sessions and keeps the calling browser signed in with a fresh token", async () => {
    await adminApi(t).post('/api/admin/admin-users', { username: 'trauzeugin', password: 'lang-genug-123' }).expect(201);
    const laptop = await adminLogin();
    const phone = await adminLogin();
    const other = await adminLogin('trauzeugin', 'lang-genug-123');

    const res = await t.http().post('/api/admin/sessions/revoke-all').set(bearer(laptop)).expect(200);
    for (const old of [laptop, phone, other]) {
      expect((await t.http().get('/api/admin/guests').set(bearer(old)).expect(401)).body).toEqual({ msg: SESSION_ENDED });
    }
    await t.http().get('/api/admin/guests').set(bearer(res.body.access_token)).expect(200);
    // Signing in again works as before.
    await t.http().get('/api/admin/guests').set(bearer(await adminLogin('trauzeugin', 'lang-genug-123'))).expect(200);
  });

  it('also ends the signed links (QR codes) the admins opened before', async () => {
    const guest = await t.createGuest();
    const session = await adminLogin();
    const list = await t.http().get('/api/admin/guests').set(bearer(session)).expect(200);
    const qr = list.body.find((g: { id: number }) => g.id === guest.id).qr_code_url;
    await t.http().get(qr).expect(200);
    await t.http().post('/api/admin/sessions/revoke-all').set(bearer(session)).expect(200);
    await t.http().get(qr).expect(401);
  });

  it('leaves guests signed in', async () => {
    const guest = await t.createGuest();
    const session = (await t.http().post('/api/auth/guest-login').send({ token: guest.login_token }).expect(200)).body.access_token;
    await t.http().post('/api/admin/sessions/revoke-all').set(bearer(await adminLogin())).expect(200);
    await t.http().get('/api/guest/wishlist').set(bearer(session)).expect(200);
  });
});

describe('resource tokens (?access=)', () => {
  it('work for GET on exactly their path, never as a session, and a session token never works there', async () => {
    const tokens = t.app.get(TokenService);
    const admin = { id: 1, type: 'admin' as const, ver: 0 };
    const resource = encodeURIComponent(tokens.issueResourceToken(admin, '/api/admin/guests'));
    await t.http().get(`/api/admin/guests?access=${resource}`).expect(200);
    await t.http().post(`/api/admin/guests?access=${resource}`).send({ first_name: 'A', last_name: 'B' }).expect(401);
    await t.http().get(`/api/admin/menus?access=${resource}`).expect(401);
    await t.http().get('/api/admin/guests').set(bearer(decodeURIComponent(resource))).expect(401);
    const session = encodeURIComponent(tokens.issueSessionToken(1, 'admin', 0));
    await t.http().get(`/api/admin/guests?access=${session}`).expect(401);
  });

  it('carry the session version: one issued before the version was raised no longer opens', async () => {
    const tokens = t.app.get(TokenService);
    const stale = encodeURIComponent(tokens.issueResourceToken({ id: 1, type: 'admin', ver: 0 }, '/api/admin/guests'));
    await sql('update admin_user set session_version = 1 where id = 1');
    sessions.clear();
    await t.http().get(`/api/admin/guests?access=${stale}`).expect(401);
  });
});

it('accepts a token from before session versions existed (no ver) as version 0, until the version is raised', async () => {
  const legacy = new JwtService({ secret: t.config.jwtSecret }).sign({ sub: '1', type: 'admin' }, { expiresIn: '1h' });
  await t.http().get('/api/admin/guests').set(bearer(legacy)).expect(200);
  await t.http().post('/api/admin/sessions/revoke-all').set(bearer(legacy)).expect(200);
  await t.http().get('/api/admin/guests').set(bearer(legacy)).expect(401);
});
