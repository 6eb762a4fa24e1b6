import { JwtService } from '@nestjs/jwt';
import { ADMIN_PASSWORD, useTestApp } from '../../test/test-app.js';
import { TokenService } from './token.service.js';

const t = useTestApp();

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('POST /api/auth/login', () => {
  it('signs the first admin in with an HS256 admin token valid for 12 hours', async () => {
    const res = await t.http().post('/api/auth/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
    const header = JSON.parse(Buffer.from(res.body.access_token.split('.')[0], 'base64url').toString());
    const claims = decode(res.body.access_token);
    expect(header.alg).toBe('HS256');
    expect(claims).toMatchObject({ sub: '1', type: 'admin' });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it('answers a wrong password and an unknown user alike with 401', async () => {
    for (const body of [{ username: 'admin', password: 'falsch-falsch' }, { username: 'niemand', password: ADMIN_PASSWORD }]) {
      const res = await t.http().post('/api/auth/login').send(body).expect(401);
      expect(res.body).toEqual({ msg: 'Ungültiger Benutzername oder Passwort' });
    }
  });

  it('refuses a missing or empty field with 400', async () => {
    for (const body of [{ username: 'admin' }, { password: ADMIN_PASSWORD }, { username: '', password: 'x' }, {}]) {
      const res = await t.http().post('/api/auth/login').send(body).expect(400);
      expect(res.body.msg).toBe('Benutzername und Passwort sind erforderlich');
    }
  });

  it('stores the admin password only as an argon2id hash', async () => {
    const rows = await t.orm.em.getConnection().execute('select password_hash from admin_user');
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(ADMIN_PASSWORD);
  });
});

describe('token login for guests and service providers', () => {
  it('exchanges a guest login token for a 30-day guest session', async () => {
    const guest = await t.createGuest();
    expect(guest.login_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const res = await t.http().post('/api/auth/guest-login').send({ token: guest.login_token }).expect(200);
    const claims = decode(res.body.access_token);
    expect(claims).toMatchObject({ sub: String(guest.id), type: 'guest' });
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
  });

  it('exchanges a provider login token for a provider session', async () => {
    const provider = await t.createProvider();
    const res = await t.http().post('/api/auth/service-provider-login').send({ token: provider.login_token }).expect(200);
    expect(decode(res.body.access_token)).toMatchObject({ sub: String(provider.id), type: 'service_provider' });
  });

  it('refuses unknown tokens with 401 and a guest token at the provider login', async () => {
    const guest = await t.createGuest();
    await t.http().post('/api/auth/guest-login').send({ token: 'unbekannt' }).expect(401);
    await t.http().post('/api/auth/service-provider-login').send({ token: guest.login_token }).expect(401);
    const res = await t.http().post('/api/auth/guest-login').send({}).expect(400);
    expect(res.body.msg).toBe('Login-Token fehlt');
  });
});

describe('token verification', () => {
  it('refuses tokens that are unsigned, signed with another secret, or expired', async () => {
    const header = (token: string) => ({ Authorization: `Bearer ${token}` });
    const payload = Buffer.from(JSON.stringify({ sub: '1', type: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const foreign = new JwtService({ secret: 'x'.repeat(40) }).sign({ sub: '1', type: 'admin' });
    const expired = new JwtService({ secret: t.config.jwtSecret }).sign({ sub: '1', type: 'admin', exp: Math.floor(Date.now() / 1000) - 10 });
    for (const token of [unsigned, foreign, expired, 'kein-token']) {
      const res = await t.http().get('/api/admin/guests').set(header(token)).expect(401);
      expect(res.body.msg).toBe('Nicht angemeldet oder Sitzung abgelaufen');
    }
  });

  it('remembers a checked signature, but not past its expiry; a token without one is never ours', async () => {
    const tokens = t.app.get(TokenService);
    const session = t.auth('admin');
    await t.http().get('/api/admin/guests').set(session).expect(200);
    await t.http().get('/api/admin/guests').set(session).expect(200);
    try {
      tokens.now = () => Date.now() + 13 * 3600 * 1000;
      const res = await t.http().get('/api/admin/guests').set(session).expect(401);
      expect(res.body.msg).toBe('Nicht angemeldet oder Sitzung abgelaufen');
    } finally {
      tokens.now = Date.now;
    }
    const forever = new JwtService({ secret: t.config.jwtSecret }).sign({ sub: '1', type: 'admin', ver: 0 });
    await t.http().get('/api/admin/guests').set({ Authorization: `Bearer ${forever}` }).expect(401);
  });
});
