import { SESSION_ENDED } from '@hochzeit/contracts';
import { JwtService } from '@nestjs/jwt';
import { adminApi } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, type TestApp, useTestApp } from '../../test/test-app.js';
import { Guest } from '../modules/guests/guest.entity.js';
import { MediaUrls } from '../modules/media/media-urls.js';
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

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sql = (text: string, params: unknown[] = []) => t.orm.em.getConnection().execute(text, params);

/** Moves this process's clock forward, as if that much time had passed since the versions were cached. */
const advanceClock = (ms: number) => {
  sessions.now = () => Date.now() + ms;
};

/** The claims of a token the server issued (read, not verified: the server verifies). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; ver: number };

/**
 * Everything a signed-in principal holds, each as a request answering `alive` while the session
 * is in force: the session itself, a signed link (`?access=`: a calendar file or photo download)
 * and, for those who see photos, a signed image address (of a medium that does not exist: a
 * signature still accepted gets to the 404).
 */
async function credentials(type: 'guest' | 'service_provider' | 'admin', session: string) {
  const claims = claimsOf(session);
  const viewer = { id: Number(claims.sub), type, ver: claims.ver };
  const image = t.app.get(MediaUrls).signedPath(viewer, 'thumbnail', 999_999);
  const held: Array<{ name: string; request: () => Promise<string>; alive: number }> = [];
  const add = (name: string, alive: number, request: () => Promise<{ status: number; body: { msg?: string } }>) =>
    held.push({ name, alive, request: async () => answer(await request()) });
  if (type === 'guest') {
    // The wish list carries the couple's payment details.
    add('session', 200, () => t.http().get('/api/guest/wishlist').set(bearer(session)));
    const { url } = (await t.http().get('/api/guest/calendar-link').set(bearer(session)).expect(200)).body;
    add('signed link', 200, () => t.http().get(url));
    add('signed image', 404, () => t.http().get(image));
  } else if (type === 'service_provider') {
    add('session', 200, () => t.http().get('/api/service-provider/dashboard').set(bearer(session)));
    const { url } = (await t.http().get('/api/service-provider/calendar-link').set(bearer(session)).expect(200)).body;
    add('signed link', 200, () => t.http().get(url));
  } else {
    add('session', 200, () => t.http().get('/api/admin/guests').set(bearer(session)));
    const { url } = (await t.http().get('/api/media/admin/download-link').set(bearer(session)).expect(200)).body;
    add('signed link', 200, () => t.http().get(url));
    add('signed image', 404, () => t.http().get(image));
  }
  return held;
}

/** A reply as status and, for a refusal, its message. */
const answer = ({ status, body }: { status: number; body: { msg?: string } }) => (status === 401 ? `401 ${body.msg}` : String(status));

/** Every credential answers as in force (which also fills this process's cache of session versions), or every one 401. */
async function expectAll(held: Awaited<ReturnType<typeof credentials>>, state: 'alive' | 'ended') {
  const answers = Object.fromEntries(await Promise.all(held.map(async ({ name, request }) => [name, await request()])));
  expect(answers).toEqual(Object.fromEntries(held.map(({ name, alive }) => [name, state === 'alive' ? String(alive) : `401 ${SESSION_ENDED}`])));
}

interface Principal {
  id: number;
  session: string;
  /** Signs in again with the principal's current secret (a renewed link, a new password). */
  signInAgain?: () => Promise<string>;
}

interface Ending {
  name: string;
  /** Ends the sessions; resolves to the new secret where the principal can sign in again. */
  run: (principal: Principal) => Promise<(() => Promise<string>) | void>;
  /** Done by another process: this one learns of it only when its cached version expires. */
  elsewhere?: boolean;
}

const guestSignIn = async (token: string) => (await t.http().post('/api/auth/guest-login').send({ token }).expect(200)).body.access_token as string;
const providerSignIn = async (token: string) => (await t.http().post('/api/auth/service-provider-login').send({ token }).expect(200)).body.access_token as string;
const adminSignIn = async (username: string, password: string) => (await t.http().post('/api/auth/login').send({ username, password }).expect(200)).body.access_token as string;

/** The demo data removal takes rows the demo seeding listed in demo_record. */
const markAsDemo = (table: string, id: number) => sql('insert into demo_record (table_name, record_id) values (?, ?)', [table, id]);

const LINK_ENDINGS = (kind: 'guests' | 'service-providers', table: 'guest' | 'service_provider', signIn: (token: string) => Promise<string>): Ending[] => [
  { name: 'deleted by an admin', run: async ({ id }) => void (await adminApi(t).delete(`/api/admin/${kind}/${id}`).expect(200)) },
  {
    name: "link renewed by an admin ('Neuer Link')",
    run: async ({ id }) => {
      const renewed = await adminApi(t).post(`/api/admin/${kind}/${id}/regenerate-token`, {});
      expect(renewed.ok).toBe(true);
      return () => signIn(renewed.body.login_token);
    },
  },
  {
    name: "removed with the demo data ('Demodaten entfernen')",
    run: async ({ id }) => {
      await markAsDemo(table, id);
      await adminApi(t).post('/api/admin/demo-data/remove', {}).expect(200);
      expect((await sql(`select count(*)::int as n from "${table}" where id = ?`, [id]))[0].n).toBe(0);
    },
  },
  { name: 'deleted by another process', elsewhere: true, run: async ({ id }) => void (await sql(`delete from "${table}" where id = ?`, [id])) },
  {
    name: 'link renewed by another process',
    elsewhere: true,
    run: async ({ id }) => {
      await sql(`update "${table}" set session_version = session_version + 1, login_token = ? where id = ?`, [`neu-${table}-${id}`, id]);
      return () => signIn(`neu-${table}-${id}`);
    },
  },
];

const AUDIENCES: Array<{ type: 'guest' | 'service_provider' | 'admin'; signIn: () => Promise<Principal>; endings: Ending[] }> = [
  {
    type: 'guest',
    signIn: async () => {
      const guest = await t.createGuest();
      return { id: guest.id, session: await guestSignIn(guest.login_token) };
    },
    endings: LINK_ENDINGS('guests', 'guest', guestSignIn),
  },
  {
    type: 'service_provider',
    signIn: async () => {
      const provider = await t.createProvider();
      return { id: provider.id, session: await providerSignIn(provider.login_token) };
    },
    endings: LINK_ENDINGS('service-providers', 'service_provider', providerSignIn),
  },
  {
    type: 'admin',
    signIn: async () => {
      // A second admin, so that one can be removed.
      const { id } = (await adminApi(t).post('/api/admin/admin-users', { username: 'trauzeugin', password: 'lang-genug-123' }).expect(201)).body;
      return { id, session: await adminSignIn('trauzeugin', 'lang-genug-123') };
    },
    endings: [
      { name: 'deleted by another admin', run: async ({ id }) => void (await adminApi(t).delete(`/api/admin/admin-users/${id}`).expect(200)) },
      {
        name: 'password changed (in another browser of theirs)',
        run: async () => {
          const other = await adminSignIn('trauzeugin', 'lang-genug-123');
          await t.http().put('/api/auth/password').set(bearer(other)).send({ current_password: 'lang-genug-123', new_password: 'ganz-neues-passwort' }).expect(200);
          return () => adminSignIn('trauzeugin', 'ganz-neues-passwort');
        },
      },
      {
        name: "all admin sessions ended by another admin ('Alle Sitzungen beenden')",
        run: async () => {
          await adminApi(t).post('/api/admin/sessions/revoke-all', {}).expect(200);
          return () => adminSignIn('trauzeugin', 'lang-genug-123');
        },
      },
      { name: 'deleted by another process', elsewhere: true, run: async ({ id }) => void (await sql('delete from admin_user where id = ?', [id])) },
      {
        name: 'sessions ended by another process',
        elsewhere: true,
        run: async () => {
          await sql('update admin_user set session_version = session_version + 1');
          return () => adminSignIn('trauzeugin', 'lang-genug-123');
        },
      },
    ],
  },
];

const CASES = AUDIENCES.flatMap(({ type, signIn, endings }) => endings.map((ending) => ({ type, signIn, ending, title: `${type}: ${ending.name}` })));

describe.each(CASES)('$title', ({ type, signIn, ending }) => {
  it('ends the session, its signed links and its signed images; a new sign-in works where the person still may', async () => {
    const principal = await signIn();
    const held = await credentials(type, principal.session);
    await expectAll(held, 'alive');

    const signInAgain = await ending.run(principal);
    if (ending.elsewhere) {
      // This process still trusts its cached version (the handlers may find nothing), for at most SESSION_CHECK_SECONDS.
      for (const { request } of held) expect(await request()).not.toMatch(/^401/);
      expect(sessions.maxAgeMs).toBeLessThanOrEqual(60_000);
      advanceClock(sessions.maxAgeMs);
    }
    await expectAll(held, 'ended');

    if (signInAgain) await expectAll(await credentials(type, await signInAgain()), 'alive');
  });
});

describe.each([
  { type: 'guest', table: 'guest', signIn: guestSignIn, create: () => t.createGuest() },
  { type: 'service_provider', table: 'service_provider', signIn: providerSignIn, create: () => t.createProvider() },
] as const)('$type sessions', ({ type, table, signIn, create }) => {
  it('opened with a link renewed elsewhere work at once, even where the old version is still cached', async () => {
    const person = await create();
    await expectAll(await credentials(type, await signIn(person.login_token)), 'alive');
    await sql(`update "${table}" set session_version = session_version + 1, login_token = 'neu-${table}' where id = ?`, [person.id]);
    await expectAll(await credentials(type, await signIn(`neu-${table}`)), 'alive');
  });
});

it('a guest deleted in a transaction stays signed out, even if a request read their version before the commit', async () => {
  const guest = await t.createGuest();
  const session = await guestSignIn(guest.login_token);
  await t.http().get('/api/guest/wishlist').set(bearer(session)).expect(200);
  let during: Promise<number> | undefined;
  await t.orm.em.fork().transactional(async (em) => {
    em.remove(em.getReference(Guest, guest.id));
    await em.flush();
    // On PostgreSQL another connection still sees the row until the commit (and may cache its
    // version); the embedded database lets the request wait for the commit.
    during = t.http().get('/api/guest/wishlist').set(bearer(session)).then((res) => res.status);
    await Promise.race([during, new Promise((resolve) => setTimeout(resolve, 300))]);
  });
  expect([200, 401]).toContain(await during);
  expect((await t.http().get('/api/guest/wishlist').set(bearer(session))).status).toBe(401);
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

  it('are a session each: two sign-ins of one guest within the same second get different tokens, both valid', async () => {
    const tokens = t.app.get(TokenService);
    const [first, second] = [tokens.issueSessionToken(1, 'guest', 0), tokens.issueSessionToken(1, 'guest', 0)];
    expect(first).not.toBe(second);
    expect(tokens.verify(first)).toMatchObject({ sub: '1', type: 'guest', ver: 0 });
    expect(tokens.verify(second)).toMatchObject({ sub: '1', type: 'guest', ver: 0 });
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
