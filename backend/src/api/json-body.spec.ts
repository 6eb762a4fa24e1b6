import { gzipSync } from 'node:zlib';
import { LOGIN_FIELDS_REQUIRED } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../test/fixtures.js';
import { EmailUnsubscribes } from '../modules/email/index.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { BODY_MESSAGES, MAX_JSON_DEPTH } from '@hochzeit/contracts';
import { DEFAULT_JSON_BODY_LIMIT, jsonNestsDeeperThan } from './json-body.js';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { resetBeforeEach: false },
);

const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** supertest would write a Buffer as JSON text under a JSON content type; these bytes go as they are. */
const sendAsIs = ((bytes: Buffer) => bytes) as unknown as (body: unknown) => string;
const login = () => t.http().post('/api/auth/login').set('content-type', 'application/json');

describe('the depth scan of raw JSON', () => {
  const deeper = (text: string, max: number) => jsonNestsDeeperThan(Buffer.from(text), max);

  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(deeper('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(deeper('{"text":"[[[[{{{{"}', 1)).toBe(false);
    expect(deeper('{"text":"Zitat: \\"[[[[\\" und \\\\"}', 1)).toBe(false);
    expect(deeper('[[],[],[[]]]', 3)).toBe(false);
    expect(deeper('[[],[],[[[]]]]', 3)).toBe(true);
    expect(deeper('{"ä":"ü€😀[[[["}', 1)).toBe(false);
  });

  it('answers as soon as a level is too deep, however much follows', () => {
    expect(deeper('['.repeat(5_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('a JSON body is limited before any handler or validation', () => {
  it("refuses '[' × 5000 on the public sign-in with 400 and a German message, however it is nested", async () => {
    for (const body of ['['.repeat(5000), deepArrays(5000), `{"username":${deepArrays(40_000)},"password":"x"}`, '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)]) {
      const res = await login().send(body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { msg: BODY_MESSAGES.tooDeep } });
    }
  });

  it(`takes ${MAX_JSON_DEPTH} levels, refuses one more`, async () => {
    const nested = (depth: number) => `{"username":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)},"password":"x"}`;
    expect((await login().send(nested(MAX_JSON_DEPTH))).body).toEqual({ msg: LOGIN_FIELDS_REQUIRED });
    expect((await login().send(nested(MAX_JSON_DEPTH + 1))).body).toEqual({ msg: BODY_MESSAGES.tooDeep });
  });

  it('answers 20 hostile bodies at once with 400, and another request meanwhile as usual', async () => {
    const hostile = Array.from({ length: 20 }, () => login().send(deepArrays(50_000)));
    const [health, ...refused] = await Promise.all([t.http().get('/api/health'), ...hostile]);
    expect(health.status).toBe(200);
    expect(new Set(refused.map((res) => `${res.status} ${res.body.msg}`))).toEqual(new Set([`400 ${BODY_MESSAGES.tooDeep}`]));
  });

  it('limits each route to its size: the default for forms, more for the whole story', async () => {
    const api = adminApi(t);
    const overDefault = { message: 'x'.repeat(DEFAULT_JSON_BODY_LIMIT) };
    const tooLarge = await api.post('/api/admin/ticker-messages', overDefault);
    expect({ status: tooLarge.status, body: tooLarge.body }).toEqual({ status: 413, body: { msg: BODY_MESSAGES.tooLarge(DEFAULT_JSON_BODY_LIMIT) } });
    expect(await countRows(t, 'ticker_message')).toBe(0);
    expect((await login().send(JSON.stringify({ username: 'x'.repeat(200_000), password: 'x' }))).status).toBe(413);

    // 60 blocks of 15,000 characters: about 900 KB, a long but real story.
    const blocks = Array.from({ length: 60 }, (_, i) => ({ id: `b${i}`, type: 'text', content: { text: 'Es war einmal '.repeat(1071) } }));
    const story = await api.put('/api/story/admin', { title: 'Unsere Geschichte', blocks, is_published: false });
    expect(story.status).toBe(200);
    expect(story.body.blocks).toHaveLength(60);
    // The route is matched as the router matches it: in any case, with a trailing slash.
    expect((await t.http().put('/API/Story/Admin/').set(t.auth('admin')).send({ title: 'Unsere Geschichte', blocks, is_published: false })).status).toBe(200);
    const huge = await api.put('/api/story/admin', { title: 'Zu lang', blocks: [...blocks, ...blocks, ...blocks], is_published: false });
    expect({ status: huge.status, body: huge.body }).toEqual({ status: 413, body: { msg: BODY_MESSAGES.tooLarge(2 * 1024 * 1024) } });
    expect((await api.get('/api/story/admin')).body.title).toBe('Unsere Geschichte');
  });

  it('counts a compressed body by its unpacked size', async () => {
    const gzipped = (bytes: Buffer) =>
      t.http().post('/api/admin/ticker-messages').set(t.auth('admin')).set('content-type', 'application/json').set('content-encoding', 'gzip').serialize(sendAsIs).send(bytes);
    const res = await gzipped(gzipSync(JSON.stringify({ message: 'Das Buffet ist eröffnet' })));
    expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: expect.objectContaining({ message: 'Das Buffet ist eröffnet' }) });
    const bomb = gzipSync(JSON.stringify({ message: ' '.repeat(5 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(100 * 1024);
    const refused = await gzipped(bomb);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 413, body: { msg: BODY_MESSAGES.tooLarge(DEFAULT_JSON_BODY_LIMIT) } });
    const broken = await gzipped(Buffer.from('kein gzip'));
    expect({ status: broken.status, body: broken.body }).toEqual({ status: 400, body: { msg: BODY_MESSAGES.invalidCompression } });
  });

  it('refuses prototype keys at any depth, however they are written, and stores nothing', async () => {
    const before = await countRows(t, 'guest');
    for (const body of [
      '{"first_name":"Erika","__proto__":{"admin_notes":"x"}}',
      '{"first_name":"Erika","x":[{"\\u005f_proto__":{"admin_notes":"x"}}]}',
      '{"first_name":"Erika","constructor":{"prototype":{"admin_notes":"x"}}}',
    ]) {
      const res = await t.http().post('/api/admin/guests').set(t.auth('admin')).set('content-type', 'application/json').send(body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { msg: BODY_MESSAGES.forbiddenKey } });
    }
    expect(await countRows(t, 'guest')).toBe(before);
  });

  it('answers broken JSON, other charsets and cut-off bodies in German', async () => {
    expect((await login().send('{"username": ')).body).toEqual({ msg: BODY_MESSAGES.invalidJson });
    expect((await login().send('"nur Text"')).body).toEqual({ msg: BODY_MESSAGES.invalidJson });
    const utf16 = await t.http().post('/api/auth/login').set('content-type', 'application/json; charset=utf-16').send(Buffer.from('{"username":"a"}', 'utf16le'));
    expect({ status: utf16.status, body: utf16.body }).toEqual({ status: 415, body: { msg: BODY_MESSAGES.unsupportedEncoding } });
    const unknownEncoding = await login().set('content-encoding', 'compress').send('{}');
    expect({ status: unknownEncoding.status, body: unknownEncoding.body }).toEqual({ status: 415, body: { msg: BODY_MESSAGES.unsupportedEncoding } });
  });
});

describe('a JSON route given a body of another content type', () => {
  it('answers 415 in German and stores nothing, for a form, text, multipart or no content type', async () => {
    const before = await countRows(t, 'guest');
    const post = () => t.http().post('/api/admin/guests').set(t.auth('admin'));
    for (const res of [
      await post().type('form').send('first_name=Erika'),
      await post().set('content-type', 'text/plain').send('{"first_name":"Erika"}'),
      await post().field('first_name', 'Erika'),
      await post().set('content-type', '').send(Buffer.from('{"first_name":"Erika"}')),
    ]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 415, body: { msg: BODY_MESSAGES.notJson } });
    }
    expect(await countRows(t, 'guest')).toBe(before);
  });

  it('still takes JSON, an empty POST, multipart uploads and Twilio form posts', async () => {
    await t.http().post('/api/admin/guests').set(t.auth('admin')).send({ first_name: 'Erika' }).expect(201);
    // An empty POST is read as an empty object: the contract's own message, not 415.
    const empty = await t.http().post('/api/admin/guests').set(t.auth('admin')).set('content-length', '0');
    expect({ status: empty.status, body: empty.body }).toEqual({ status: 400, body: { msg: 'Bitte geben Sie einen Vor- oder Nachnamen ein.' } });
    // The guest import reads its multipart body itself: its own German answer, never 415.
    const upload = await t.http().post('/api/admin/guests/import').set(t.auth('admin')).field('dry_run', 'true');
    expect(upload.status).not.toBe(415);
    // Twilio's webhook is a form post: refused for its missing signature, not for its content type.
    const twilio = await t.http().post('/api/sms/twilio/status').type('form').send('MessageSid=SM1&MessageStatus=delivered');
    expect(twilio.status).toBe(403);
  });
});


describe('a body that is not valid UTF-8', () => {
  const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));
  const postGuest = (body: Buffer, encoding?: 'gzip') => {
    const req = t.http().post('/api/admin/guests').set(t.auth('admin')).set('content-type', 'application/json');
    if (encoding) req.set('content-encoding', encoding);
    return req.serialize(sendAsIs).send(encoding ? gzipSync(body) : body);
  };

  it('is refused with 400 in German before anything reads it, and stores nothing (no U+FFFD in its place)', async () => {
    const before = await countRows(t, 'guest');
    for (const body of [
      bytes('{"first_name":"J', [0xfc], 'rg"}'), // Latin-1 'ü'
      bytes('{"first_name":"Er', [0xff], 'ika"}'), // a byte UTF-8 never has
      bytes('{"first_name":"', [0xc3, 0x28], '"}'), // a lead byte without its continuation
      bytes('{"first_name":"', [0xc0, 0xaf], '"}'), // an overlong '/'
      bytes('{"first_name":"', [0xed, 0xa0, 0x80], '"}'), // a surrogate written as UTF-8 (CESU)
      bytes('{"first_name":"Erika ', [0xe2, 0x82], '"}'), // a character cut off
    ]) {
      for (const res of [await postGuest(body), await postGuest(body, 'gzip')]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { msg: BODY_MESSAGES.invalidUtf8 } });
      }
    }
    expect(await countRows(t, 'guest')).toBe(before);
  });

  it('takes the same text as UTF-8, umlauts and emoji as sent', async () => {
    const res = await postGuest(Buffer.from(JSON.stringify({ first_name: 'Jürg 😀', last_name: 'Mösli' })));
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ first_name: 'Jürg 😀', last_name: 'Mösli' }));
  });

  it('refuses a form post declared (or taken as) UTF-8 with other bytes; reads one declared ISO-8859-1 as such', async () => {
    const twilio = (contentType: string) => t.http().post('/api/sms/twilio/status').set('content-type', contentType).serialize(sendAsIs).send(bytes('MessageSid=SM1&MessageStatus=delivered&ErrorMessage=J', [0xfc], 'rg'));
    for (const res of [await twilio('application/x-www-form-urlencoded'), await twilio('application/x-www-form-urlencoded; charset=utf-8')]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { msg: BODY_MESSAGES.invalidUtf8 } });
    }
    // Read, then refused for its missing signature as before.
    expect((await twilio('application/x-www-form-urlencoded; charset=iso-8859-1')).status).toBe(403);
  });
});

describe('routes that take no JSON body', () => {
  it("keep taking the one-click unsubscribe form (RFC 8058) and bodiless posts, never 415", async () => {
    const token = t.app.get(EmailUnsubscribes).token('anna@example.ch');
    const res = await t.http().post(`/api/email/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click');
    expect({ status: res.status, address: res.body.address }).toEqual({ status: 200, address: 'anna@example.ch' });
    // Without a body, or with one of any type where the route reads none.
    expect((await t.http().post(`/api/email/unsubscribe/${token}`)).status).toBe(200);
    expect((await t.http().post(`/api/email/unsubscribe/${token}`).set('content-type', 'text/plain').send('egal')).status).toBe(200);
  });
});
