import { EVENT_STARTS_AT_REQUIRED, EXPORT_MESSAGES, PROVIDER_MESSAGES, TIMELINE_MESSAGES } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { UNKNOWN_ROUTE } from '../common/http-exception.filter.js';
import { findInvalidText, INVALID_TEXT_MESSAGES } from './input-text.js';

const t = useTestApp();

const EVENT = {
  title: 'Trauung',
  time: '2025-06-07T14:00:00+02:00',
  description: 'In der Kapelle',
  timeline_type: 'inner_circle',
  visible_to: ['admin', 'guest'],
};

describe('texts no column can hold as sent', () => {
  it('are found in keys and values at any depth; well-formed text, emoji included, is not', () => {
    expect(findInvalidText({ a: ['ok', { b: 'x\u0000y' }] })).toEqual({ path: ['a', 1, 'b'], problem: 'nul' });
    expect(findInvalidText({ a: 'Anna\ud800' })).toEqual({ path: ['a'], problem: 'loneSurrogate' });
    expect(findInvalidText({ a: '\udc00' })).toEqual({ path: ['a'], problem: 'loneSurrogate' });
    expect(findInvalidText({ ['na\u0000me']: 1 })).toEqual({ path: [], problem: 'nul' });
    expect(findInvalidText({ a: 'Grüezi 😀 👩‍❤️‍👨', b: [1, true, null] })).toBeNull();
    expect(findInvalidText('\u0000')).toEqual({ path: [], problem: 'nul' });
  });

  it('a NUL character in any text field is a 400 naming the field, and nothing is stored', async () => {
    const api = adminApi(t);
    const name = await api.post('/api/admin/guests', { first_name: 'Er\u0000ika', last_name: 'Muster' });
    expect({ status: name.status, body: name.body }).toEqual({ status: 400, body: { msg: `first_name ${INVALID_TEXT_MESSAGES.nul}` } });
    const allergy = await api.post('/api/admin/guests', { first_name: 'Erika', allergies: ['Nüsse', '\u0000'] });
    expect(allergy.body).toEqual({ msg: `allergies ${INVALID_TEXT_MESSAGES.nul}` });
    expect(await countRows(t, 'guest')).toBe(0);
  });

  it('a lone surrogate is a 400, never stored as U+FFFD while the reply echoes it; a whole emoji is stored as sent', async () => {
    const api = adminApi(t);
    for (const text of ['Anna\ud800', '\udc00Berta', '\ude00\ud83d']) {
      const res = await api.post('/api/admin/guests', { first_name: text, last_name: 'Muster' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { msg: `first_name ${INVALID_TEXT_MESSAGES.loneSurrogate}` } });
    }
    expect(await countRows(t, 'guest')).toBe(0);
    const stored = await api.post('/api/admin/guests', { first_name: 'Anna 😀', last_name: 'Muster' }).expect(201);
    expect(stored.body.first_name).toBe('Anna 😀');
    expect((await api.get('/api/admin/guests')).body[0].first_name).toBe('Anna 😀');
  });

  it('in a query or an address parameter too', async () => {
    const query = await adminApi(t).get('/api/timeline/admin?type=%00');
    expect({ status: query.status, body: query.body }).toEqual({ status: 400, body: { msg: `type ${INVALID_TEXT_MESSAGES.nul}` } });
    const parameter = await adminApi(t).delete('/api/sms/opt-outs/%00');
    expect(parameter.status).toBe(400);
    expect(parameter.body.msg).toBe(`number ${INVALID_TEXT_MESSAGES.nul}`);
  });
});

it('an unknown API address, in any case and with any method, is a German JSON 404', async () => {
  for (const [method, url] of [['get', '/API/foo'], ['get', '/api/unknown'], ['post', '/Api/guests'], ['delete', '/api']] as const) {
    const res = await t.http()[method](url).set(t.auth('admin'));
    expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 404, body: { msg: UNKNOWN_ROUTE } });
  }
});

describe('values the contract took but the code could not use', () => {
  it('null for a required field of an update is a 400, and the record stays', async () => {
    const api = adminApi(t);
    const { body: event } = await api.post('/api/timeline/admin', EVENT).expect(201);
    for (const field of ['title', 'time', 'description', 'timeline_type', 'visible_to']) {
      const res = await api.put(`/api/timeline/admin/${event.id}`, { ...EVENT, [field]: null });
      expect({ field, status: res.status, msg: typeof res.body.msg }).toEqual({ field, status: 400, msg: 'string' });
    }
    const { body: guest } = await api.post('/api/admin/guests', { first_name: 'Erika', guest_type: 'Inner Circle' }).expect(201);
    expect((await api.put(`/api/admin/guests/${guest.id}`, { guest_type: null })).status).toBe(400);
    expect((await api.get('/api/admin/guests')).body[0].guest_type).toBe('Inner Circle');
    expect((await api.get('/api/timeline/admin')).body[0].title).toBe('Trauung');
  });

  it('ISO-8601 forms outside plain dates and times with four-digit years are a 400 with the message of the field', async () => {
    const api = adminApi(t);
    for (const time of ['2025-W23-6', '2025-W23-6T14:00:00Z', '2025-158', '0000-01-01T00:00:00Z', '0999-12-31T23:00:00Z', '+275760-09-13T00:00:00Z', '2025-02-30T10:00:00Z']) {
      const res = await api.post('/api/timeline/admin', { ...EVENT, time });
      expect({ time, status: res.status, body: res.body }).toEqual({ time, status: 400, body: { msg: TIMELINE_MESSAGES.timeInvalid } });
    }
    const settings = { title: 'Hochzeit', venue_name: 'Schloss', venue_address: 'Rorschacherberg' };
    expect((await api.put('/api/admin/event-settings', { ...settings, starts_at: '0000-06-07T14:00:00Z' })).body).toEqual({ msg: EVENT_STARTS_AT_REQUIRED });
    expect((await api.post('/api/admin/service-providers', { company_name: 'Blumen', payment_due: '0000-01-01' })).body).toEqual({ msg: PROVIDER_MESSAGES.paymentDueInvalid });
    expect(await countRows(t, 'timeline_event')).toBe(0);
    expect(await countRows(t, 'service_provider')).toBe(0);
    // A plain time with an offset, and a year at the edge, are taken.
    expect((await api.post('/api/timeline/admin', { ...EVENT, time: '9999-12-31T23:59:59.999+14:00' })).status).toBe(201);
  });

  it('ids and numbers in a query are plain decimal digits only', async () => {
    const api = adminApi(t);
    const { body: provider } = await api.post('/api/admin/service-providers', { company_name: 'Blumen' }).expect(201);
    for (const id of ['0x10', '%201', '1e3', '1.0', '-1', '0', '2147483648', `${provider.id}abc`]) {
      const timeline = await api.get(`/api/timeline/admin?service_provider_id=${id}`);
      expect({ id, status: timeline.status, body: timeline.body }).toEqual({ id, status: 400, body: { msg: TIMELINE_MESSAGES.providerInvalid } });
      const exported = await api.get(`/api/exports/timeline?format=csv&type=service_provider&service_provider_id=${id}`);
      expect({ id, status: exported.status, body: exported.body }).toEqual({ id, status: 400, body: { msg: EXPORT_MESSAGES.providerInvalid } });
    }
    expect((await api.get(`/api/timeline/admin?service_provider_id=${provider.id}`)).status).toBe(200);
    const guest = await t.createGuest();
    for (const query of ['offset=1e3', 'offset=0x10', 'limit=%2010', 'category_id=0x1']) {
      expect({ query, status: (await t.http().get(`/api/media/gallery?${query}`).set(t.auth('guest', guest.id))).status }).toEqual({ query, status: 400 });
    }
    expect((await t.http().get('/api/media/gallery?offset=0&limit=10').set(t.auth('guest', guest.id))).status).toBe(200);
  });

  it('ids in a body beyond the range of an id column are a 400, not a database error', async () => {
    const res = await adminApi(t).post('/api/admin/guests', { first_name: 'Erika', menu_id: 2 ** 31 });
    expect(res.status).toBe(400);
    expect(await countRows(t, 'guest')).toBe(0);
  });
});
