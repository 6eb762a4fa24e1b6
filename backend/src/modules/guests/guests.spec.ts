import { decodeQrPng } from '../../../test/qr.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

describe('GET /api/guest/dashboard', () => {
  it('returns the signed-in guest taken from the token', async () => {
    await t.createGuest({ first_name: 'Andere', last_name: 'Person' });
    const guest = await t.createGuest({ first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle' });
    const res = await t.http().get('/api/guest/dashboard').set(t.auth('guest', guest.id)).expect(200);
    expect(res.body).toEqual({
      id: guest.id,
      first_name: 'Anna',
      last_name: 'Meier',
      guest_type: 'Inner Circle',
      group_id: null,
      menu_id: null,
      room_info: null,
      rsvp: { deadline: null, open: true, answered: false },
    });
  });

  it('answers 401 when the guest behind a valid token was deleted (their sessions end with them)', async () => {
    const res = await t.http().get('/api/guest/dashboard').set(t.auth('guest', 999)).expect(401);
    expect(res.body.msg).toBe('Nicht angemeldet oder Sitzung abgelaufen');
  });
});

describe('GET /api/admin/guests', () => {
  it('lists guests with their login token, their sign-in link and a signed QR-code link', async () => {
    const guest = await t.createGuest({ allergies: ['Gluten'] });
    const res = await t.http().get('/api/admin/guests').set(t.auth('admin')).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: guest.id, login_token: guest.login_token, allergies: ['Gluten'], has_room: false });
    expect(res.body[0].qr_code_url).toMatch(new RegExp(`^/api/guest-qrcode/${guest.id}\\?access=`));
    expect(res.body[0].login_url).toBe(`https://hochzeit.test/guest-login?token=${guest.login_token}`);
  });
});

describe('QR codes', () => {
  it('encodes the guest sign-in link under both spec paths', async () => {
    const guest = await t.createGuest();
    for (const path of [`/api/guest-qrcode/${guest.id}`, `/api/guest/qrcode/${guest.id}`]) {
      const res = await t.http().get(path).set(t.auth('admin')).buffer(true).expect(200).expect('Content-Type', 'image/png');
      expect(decodeQrPng(res.body)).toBe(`https://hochzeit.test/guest-login?token=${guest.login_token}`);
    }
  });

  it('opens from the signed link without a header, only for that one path', async () => {
    const [guest, other] = [await t.createGuest(), await t.createGuest()];
    const list = await t.http().get('/api/admin/guests').set(t.auth('admin')).expect(200);
    const url: string = list.body.find((g: { id: number }) => g.id === guest.id).qr_code_url;
    await t.http().get(url).expect(200).expect('Content-Type', 'image/png');
    const access = url.split('access=')[1];
    await t.http().get(`/api/guest-qrcode/${other.id}?access=${access}`).expect(401);
    // A resource token is no session token.
    await t.http().get('/api/admin/guests').set({ Authorization: `Bearer ${decodeURIComponent(access)}` }).expect(401);
  });

  it('answers 404 for an unknown guest and 400 for a malformed id', async () => {
    await t.http().get('/api/guest-qrcode/4711').set(t.auth('admin')).expect(404);
    const res = await t.http().get('/api/guest-qrcode/abc').set(t.auth('admin')).expect(400);
    expect(res.body.msg).toBe('Ungültige ID: id');
  });
});
