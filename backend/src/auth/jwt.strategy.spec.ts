import { createHmac } from 'node:crypto';
import { jest } from '@jest/globals';
import { SESSION_ENDED } from '@hochzeit/contracts';
import { JwtService } from '@nestjs/jwt';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import { startTestApp, type TestApp, useTestApp } from '../../test/test-app.js';
import { JWT_STRATEGY, JwtStrategy } from './jwt.strategy.js';
import { TokenService } from './token.service.js';

let t: TestApp;
useTestApp((app) => {
  t = app;
});
afterEach(() => jest.restoreAllMocks());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const admin = { id: 1, type: 'admin' as const, ver: 0 };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const guestRows = async () => (await t.orm.em.getConnection().execute('select count(*)::int as n from guest'))[0].n as number;

/** A token with that header, signed with HMAC-SHA256 under `secret` (or unsigned for alg none). */
function handMade(header: object, claims: object, secret?: string): string {
  const body = `${base64url(header)}.${base64url(claims)}`;
  return `${body}.${secret === undefined ? '' : createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('requests are checked by passport-jwt', () => {
  it('the global guard asks the "jwt" strategy registered with passport, which checks the signature', async () => {
    expect((passport as unknown as { _strategy(name: string): unknown })._strategy(JWT_STRATEGY)).toBe(t.app.get(JwtStrategy));
    // passport-jwt's signature check (its types do not declare it); spied on, not replaced.
    const verifier = jest.spyOn(Strategy as unknown as { JwtVerifier: (token: string, ...rest: unknown[]) => void }, 'JwtVerifier');
    const session = t.app.get(TokenService).issueSessionToken(1, 'admin', 0);
    await t.http().get('/api/admin/guests').set(bearer(session)).expect(200);
    expect(verifier).toHaveBeenCalledTimes(1);
    expect(verifier.mock.calls[0][0]).toBe(session);
    // @Public() routes never reach passport.
    await t.http().get('/api/health').expect(200);
    expect(verifier).toHaveBeenCalledTimes(1);
  });

  it('refuses alg none, another secret, another HMAC algorithm and a token without expiry with the portal\'s 401, storing nothing', async () => {
    const claims = { sub: '1', type: 'admin', ver: 0, exp: inAnHour() };
    const refused = {
      'alg none': handMade({ alg: 'none', typ: 'JWT' }, claims),
      'alg none, signed anyway': handMade({ alg: 'none', typ: 'JWT' }, claims, t.config.jwtSecret),
      'HS256 under another secret': new JwtService({ secret: 'y'.repeat(48) }).sign(claims),
      'HS512 under the right secret': new JwtService({ secret: t.config.jwtSecret }).sign(claims, { algorithm: 'HS512' }),
      'HS256 under the right secret, no expiry': new JwtService({ secret: t.config.jwtSecret }).sign({ sub: '1', type: 'admin', ver: 0 }),
      'expired an hour ago': new JwtService({ secret: t.config.jwtSecret }).sign({ ...claims, exp: inAnHour() - 7200 }),
    };
    // The control: the same claims, HS256 under the right secret, pass.
    await t.http().get('/api/admin/guests').set(bearer(handMade({ alg: 'HS256', typ: 'JWT' }, claims, t.config.jwtSecret))).expect(200);
    for (const [name, token] of Object.entries(refused)) {
      const read = await t.http().get('/api/admin/guests').set(bearer(token));
      expect([name, read.status, read.body]).toEqual([name, 401, { msg: SESSION_ENDED }]);
      const write = await t.http().post('/api/admin/guests').set(bearer(token)).send({ first_name: 'Eva', last_name: 'Fremd' });
      expect([name, write.status, write.body]).toEqual([name, 401, { msg: SESSION_ENDED }]);
    }
    const missing = await t.http().get('/api/admin/guests').expect(401);
    expect(missing.body).toEqual({ msg: SESSION_ENDED });
    expect(missing.headers['www-authenticate']).toBeUndefined();
    expect(await guestRows()).toBe(0);
  });
});

describe('where a token is taken from', () => {
  it('the Authorization header with the Bearer scheme in any case, else `?access=` and no other parameter', async () => {
    const tokens = t.app.get(TokenService);
    const session = tokens.issueSessionToken(1, 'admin', 0);
    const resource = tokens.issueResourceToken(admin, '/api/admin/guests');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) await t.http().get('/api/admin/guests').set({ Authorization: `${scheme} ${session}` }).expect(200);
    await t.http().get('/api/admin/guests').set({ Authorization: `Token ${session}` }).expect(401);
    await t.http().get('/api/admin/guests').set({ Authorization: session }).expect(401);
    for (const name of ['access_token', 'token', 'auth_token', 'Access']) await t.http().get(`/api/admin/guests?${name}=${encodeURIComponent(resource)}`).expect(401);
    await t.http().get(`/api/admin/guests?access=${encodeURIComponent(resource)}`).expect(200);
    // Another scheme in the header leaves the parameter to speak; a bearer header is taken first.
    await t.http().get(`/api/admin/guests?access=${encodeURIComponent(resource)}`).set({ Authorization: `Basic ${session}` }).expect(200);
    await t.http().get(`/api/admin/guests?access=${encodeURIComponent(resource)}`).set(bearer('kaputt')).expect(401);
  });

  it('`?access=` opens only a resource token, only for GET on its own path', async () => {
    const tokens = t.app.get(TokenService);
    const resource = encodeURIComponent(tokens.issueResourceToken(admin, '/api/admin/guests'));
    await t.http().get(`/api/admin/guests?access=${resource}`).expect(200);
    const post = await t.http().post(`/api/admin/guests?access=${resource}`).send({ first_name: 'Eva', last_name: 'Fremd' }).expect(401);
    expect(post.body).toEqual({ msg: SESSION_ENDED });
    await t.http().get(`/api/admin/menus?access=${resource}`).expect(401);
    await t.http().get(`/api/admin/guests?access=${encodeURIComponent(tokens.issueSessionToken(1, 'admin', 0))}`).expect(401);
    expect(await guestRows()).toBe(0);
  });
});

it('a second application built and closed in this process leaves the first one\'s strategy in place', async () => {
  const session = t.app.get(TokenService).issueSessionToken(1, 'admin', 0);
  const other = await startTestApp({}, { keepDatabase: true });
  try {
    const otherSession = other.app.get(TokenService).issueSessionToken(1, 'admin', 0);
    await other.http().get('/api/health').expect(200);
    expect((passport as unknown as { _strategy(name: string): unknown })._strategy(JWT_STRATEGY)).toBe(other.app.get(JwtStrategy));
    expect(otherSession).not.toBe(session);
  } finally {
    await other.close();
  }
  expect((passport as unknown as { _strategy(name: string): unknown })._strategy(JWT_STRATEGY)).toBe(t.app.get(JwtStrategy));
  await t.http().get('/api/admin/guests').set(bearer(session)).expect(200);
});
