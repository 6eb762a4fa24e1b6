import { adminApi, countRows } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });
const adminToken = async (username = 'admin', password = ADMIN_PASSWORD) => (await login(username, password).expect(200)).body.access_token as string;
const passwordHash = async (username: string) =>
  (await t.orm.em.getConnection().execute('select password_hash from admin_user where username = ?', [username]))[0]?.password_hash as string | undefined;

describe('PUT /api/auth/password', () => {
  const NEW = 'ein-neues-passwort';

  it('sets the new password, ends the admin\'s other sessions and keeps this browser signed in', async () => {
    const here = await adminToken();
    const elsewhere = await adminToken();
    const res = await t.http().put('/api/auth/password').set(bearer(here)).send({ current_password: ADMIN_PASSWORD, new_password: NEW }).expect(200);
    expect(Object.keys(res.body)).toEqual(['access_token']);

    await t.http().get('/api/admin/guests').set(bearer(res.body.access_token)).expect(200);
    for (const old of [here, elsewhere]) await t.http().get('/api/admin/guests').set(bearer(old)).expect(401);
    await login('admin', ADMIN_PASSWORD).expect(401);
    await login('admin', NEW).expect(200);
    expect(await passwordHash('admin')).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong current password with 400, changing nothing', async () => {
    const before = await passwordHash('admin');
    const session = await adminToken();
    const res = await t.http().put('/api/auth/password').set(bearer(session)).send({ current_password: 'falsch-falsch', new_password: NEW }).expect(400);
    expect(res.body).toEqual({ msg: 'Das aktuelle Passwort ist falsch' });
    expect(await passwordHash('admin')).toBe(before);
    await t.http().get('/api/admin/guests').set(bearer(session)).expect(200);
  });

  it('refuses a new password under 10 characters or a missing current one in German', async () => {
    const before = await passwordHash('admin');
    const session = await adminToken();
    const short = await t.http().put('/api/auth/password').set(bearer(session)).send({ current_password: ADMIN_PASSWORD, new_password: 'neun-zchn' }).expect(400);
    expect(short.body.msg).toBe('Das neue Passwort muss mindestens 10 Zeichen lang sein');
    const missing = await t.http().put('/api/auth/password').set(bearer(session)).send({ new_password: NEW }).expect(400);
    expect(missing.body.msg).toBe('Bitte geben Sie Ihr aktuelles Passwort ein');
    const empty = await t.http().put('/api/auth/password').set(bearer(session)).send({}).expect(400);
    expect(empty.body.msg).toBe('Bitte geben Sie Ihr aktuelles Passwort ein; Das neue Passwort muss mindestens 10 Zeichen lang sein');
    expect(await passwordHash('admin')).toBe(before);
  });
});

describe('/api/admin/admin-users', () => {
  it('lists the admins with id, username and created_at, never the hash', async () => {
    const res = await adminApi(t).get('/api/admin/admin-users').expect(200);
    expect(res.body).toEqual([{ id: 1, username: 'admin', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
  });

  it('adds an admin (201) who can sign in; the name is trimmed and the password stored as argon2id', async () => {
    const res = await adminApi(t).post('/api/admin/admin-users', { username: '  trauzeuge ', password: 'zehn-zeich' }).expect(201);
    expect(res.body).toEqual({ id: 2, username: 'trauzeuge', created_at: expect.any(String) });
    await login('trauzeuge', 'zehn-zeich').expect(200);
    expect(await passwordHash('trauzeuge')).toMatch(/^\$argon2id\$/);
    const list = await adminApi(t).get('/api/admin/admin-users').expect(200);
    expect(list.body.map((a: { username: string }) => a.username)).toEqual(['admin', 'trauzeuge']);
  });

  it('refuses a taken username with 409 and a short password or missing name with 400, storing nothing', async () => {
    const taken = await adminApi(t).post('/api/admin/admin-users', { username: 'admin', password: 'lang-genug-123' }).expect(409);
    expect(taken.body).toEqual({ msg: 'Dieser Benutzername ist bereits vergeben' });
    const short = await adminApi(t).post('/api/admin/admin-users', { username: 'neu', password: 'kurz' }).expect(400);
    expect(short.body.msg).toBe('Das Passwort muss mindestens 10 Zeichen lang sein');
    const nameless = await adminApi(t).post('/api/admin/admin-users', { username: '   ', password: 'lang-genug-123' }).expect(400);
    expect(nameless.body.msg).toBe('Bitte geben Sie einen Benutzernamen ein');
    expect(await countRows(t, 'admin_user')).toBe(1);
  });

  it('removes an admin, whose sessions end with the account', async () => {
    await adminApi(t).post('/api/admin/admin-users', { username: 'trauzeugin', password: 'lang-genug-123' }).expect(201);
    const theirs = await adminToken('trauzeugin', 'lang-genug-123');
    await t.http().get('/api/admin/guests').set(bearer(theirs)).expect(200);

    const res = await adminApi(t).delete('/api/admin/admin-users/2').expect(200);
    expect(res.body).toEqual({ success: true });
    await t.http().get('/api/admin/guests').set(bearer(theirs)).expect(401);
    await login('trauzeugin', 'lang-genug-123').expect(401);
    expect(await countRows(t, 'admin_user')).toBe(1);
  });

  it('never removes the last admin (409) and answers 404 for an unknown one', async () => {
    const last = await adminApi(t).delete('/api/admin/admin-users/1').expect(409);
    expect(last.body).toEqual({ msg: 'Der letzte Admin kann nicht entfernt werden' });
    expect(await countRows(t, 'admin_user')).toBe(1);
    const unknown = await adminApi(t).delete('/api/admin/admin-users/4711').expect(404);
    expect(unknown.body).toEqual({ msg: 'Admin nicht gefunden' });
  });

  it('lets an admin remove their own account while another admin remains, which signs them out', async () => {
    await adminApi(t).post('/api/admin/admin-users', { username: 'zweiter', password: 'lang-genug-123' }).expect(201);
    const own = await adminToken();
    await t.http().delete('/api/admin/admin-users/1').set(bearer(own)).expect(200);
    await t.http().get('/api/admin/admin-users').set(bearer(own)).expect(401);
    const remaining = await t.http().get('/api/admin/admin-users').set(bearer(await adminToken('zweiter', 'lang-genug-123'))).expect(200);
    expect(remaining.body.map((a: { username: string }) => a.username)).toEqual(['zweiter']);
    await t.http().delete('/api/admin/admin-users/2').set(bearer(await adminToken('zweiter', 'lang-genug-123'))).expect(409);
  });
});
