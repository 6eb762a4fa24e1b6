import { SMS_MESSAGES } from '@hochzeit/contracts';
import { startTwilioStandIn, everyNthCall, type TwilioStandIn } from '@hochzeit/twilio-stand-in';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { startSmsTestApp } from '../../../test/sms.js';
import type { TestApp } from '../../../test/test-app.js';

/**
 * The SMS tool with a Twilio account: the real SDK sends to a local stand-in that answers like
 * Twilio's API and calls back like Twilio (signed). The application listens on a real port, so
 * the stand-in's status callbacks and replies reach it over HTTP.
 */
let standIn: TwilioStandIn;
let t: TestApp;
let api: ReturnType<typeof adminApi>;
let baseUrl: string;
const FROM = '+41445550000';

async function startApp() {
  const started = await startSmsTestApp(standIn, { from: FROM });
  baseUrl = started.baseUrl;
  return started.app;
}

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  t = await startApp();
  api = adminApi(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(async () => {
  await t.reset();
  standIn.reset();
  Object.assign(t.config.sms, { replyWaitMs: 10_000, maxAttempts: 5 });
});

const stored = async () =>
  (await t.orm.em.getConnection().execute(`select "to", body, state, twilio_sid, error_code, error_message from sms_message order by id`)) as Array<{
    to: string;
    body: string;
    state: string;
    twilio_sid: string | null;
    error_code: number | null;
    error_message: string | null;
  }>;

it('sends through the real SDK: Twilio receives To, From, the personalised Body and the account’s credentials', async () => {
  await t.createGuest({ first_name: 'Anna', last_name: 'Muster', mobile: '079 123 45 67', guest_type: 'Inner Circle' });
  await t.createGuest({ first_name: 'Ben', last_name: 'Beispiel', mobile: '+49 170 1234567', guest_type: 'Inner Circle' });
  const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo {vorname}, bis Samstag!', guest_types: ['Inner Circle'] }).expect(200);
  expect(res.body).toEqual(expect.objectContaining({ total_sent: 2, total_failed: 0, done: true, channel: 'twilio', summary: 'SMS versendet: 2 erfolgreich, 0 fehlgeschlagen' }));

  expect(standIn.calls.every((call) => call.authorized)).toBe(true);
  expect(standIn.messages.map(({ to, from, body, statusCallback }) => ({ to, from, body, statusCallback }))).toEqual([
    { to: '+491701234567', from: FROM, body: 'Hallo Ben, bis Samstag!', statusCallback: `${baseUrl}/api/sms/twilio/status` },
    { to: '+41791234567', from: FROM, body: 'Hallo Anna, bis Samstag!', statusCallback: `${baseUrl}/api/sms/twilio/status` },
  ]);
  const rows = await stored();
  expect(rows.map((row) => [row.state, row.twilio_sid])).toEqual(standIn.messages.map((message) => ['sent', message.sid]));
  expect((await api.get('/api/sms/batches')).body).toEqual(expect.objectContaining({ channel: 'twilio', from: FROM }));
});

it('retries Twilio’s 429 with backoff and sends every message exactly once', async () => {
  for (let i = 0; i < 12; i++) await t.createGuest({ first_name: `Gast${i}`, mobile: `0791000${String(i).padStart(3, '0')}`, guest_type: 'Apéro' });
  standIn.setAnswer(everyNthCall(3));
  const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo {vorname}', guest_types: ['Apéro'], method: 'parallel' }).expect(200);
  expect(res.body).toEqual(expect.objectContaining({ total_sent: 12, total_failed: 0 }));
  expect(standIn.calls.filter((call) => call.status === 429).length).toBeGreaterThan(0);
  const received = standIn.messages.map((message) => message.to);
  expect(new Set(received).size).toBe(12);
  expect(received).toHaveLength(12);
});

it('records Twilio’s 400 as failed with its code, and 5xx as failed after the retries', async () => {
  await t.createGuest({ first_name: 'Falsch', mobile: '0791111111', guest_type: 'Apéro' });
  await t.createGuest({ first_name: 'Kaputt', mobile: '0792222222', guest_type: 'Apéro' });
  standIn.setAnswer(({ to }) =>
    to === '+41791111111'
      ? { kind: 'error', status: 400, code: 21211, message: "The 'To' number +41791111111 is not a valid phone number." }
      : { kind: 'error', status: 503, code: 20503, message: 'Service Unavailable' },
  );
  const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'] }).expect(200);
  expect(res.body).toEqual(expect.objectContaining({ total_sent: 0, total_failed: 2 }));
  const calls = (to: string) => standIn.calls.filter((call) => call.to === to).length;
  expect(calls('+41791111111')).toBe(1);
  expect(calls('+41792222222')).toBe(5);
  const rows = await stored();
  expect(rows.map((row) => [row.to, row.state, row.error_code])).toEqual([
    ['+41791111111', 'failed', 21211],
    ['+41792222222', 'failed', 20503],
  ]);
});


describe('Twilio’s delivery reports', () => {
  async function sendOne() {
    await t.createGuest({ first_name: 'Anna', mobile: '0791234567', guest_type: 'Apéro' });
    await api.post('/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'] }).expect(200);
    return standIn.messages[0].sid;
  }

  it('a signed report moves the message forward; a late one never moves it back', async () => {
    const sid = await sendOne();
    expect(await standIn.sendStatusCallback(sid, 'delivered')).toBe(200);
    expect((await stored())[0].state).toBe('delivered');
    expect(await standIn.sendStatusCallback(sid, 'sent')).toBe(200);
    expect((await stored())[0].state).toBe('delivered');
    const batch = (await api.get('/api/sms/batches')).body.batches[0];
    expect(batch.counts).toEqual(expect.objectContaining({ delivered: 1, sent: 0 }));
  });

  it('records undelivered with Twilio’s error code', async () => {
    const sid = await sendOne();
    expect(await standIn.sendStatusCallback(sid, 'undelivered', { errorCode: 30003 })).toBe(200);
    expect((await stored())[0]).toEqual(expect.objectContaining({ state: 'undelivered', error_code: 30003 }));
  });

  it('refuses a forged report and changes nothing', async () => {
    const sid = await sendOne();
    expect(await standIn.sendStatusCallback(sid, 'failed', { forge: true })).toBe(403);
    expect((await stored())[0].state).toBe('sent');
    // No signature at all, or one made for another address.
    await t.http().post('/api/sms/twilio/status').type('form').send({ MessageSid: sid, MessageStatus: 'failed' }).expect(403);
    expect(await standIn.sendStatusCallback(sid, 'failed', { url: `${baseUrl}/api/sms/twilio/status?x=1` })).toBe(403);
    expect((await stored())[0].state).toBe('sent');
  });
});

describe('STOP', () => {
  it('a STOP reply puts the number on the opt-out list; later sends skip it; START lifts it', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Muster', mobile: '079 123 45 67', guest_type: 'Apéro' });
    await t.createGuest({ first_name: 'Ben', mobile: '0797654321', guest_type: 'Apéro' });
    expect(await standIn.sendIncoming(`${baseUrl}/api/sms/twilio/incoming`, '+41791234567', ' Stop ')).toBe(200);
    expect((await api.get('/api/sms/opt-outs')).body).toEqual([{ number: '+41791234567', keyword: 'STOP', created_at: expect.any(String), guest_name: 'Anna Muster' }]);
    const numbers = (await api.get('/api/sms/guest-numbers')).body.guests as Array<{ id: number; opted_out: boolean }>;
    expect(numbers.find((g) => g.id === anna.id)!.opted_out).toBe(true);

    const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo {vorname}', guest_types: ['Apéro'] }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ total_sent: 1, opted_out: 1, total: 1 }));
    expect(standIn.messages.map((m) => m.to)).toEqual(['+41797654321']);
    // Own numbers skip it too.
    await api.post('/api/sms/send-multiple', { message: 'Test', numbers: '+41 79 123 45 67' }).expect(200);
    expect(standIn.messages).toHaveLength(1);

    expect(await standIn.sendIncoming(`${baseUrl}/api/sms/twilio/incoming`, '+41791234567', 'START')).toBe(200);
    expect((await api.get('/api/sms/opt-outs')).body).toEqual([]);
  });

  it('a forged STOP is refused; an admin can lift an opt-out', async () => {
    expect(await standIn.sendIncoming(`${baseUrl}/api/sms/twilio/incoming`, '+41791234567', 'STOP', { forge: true })).toBe(403);
    expect(await countRows(t, 'sms_opt_out')).toBe(0);
    await standIn.sendIncoming(`${baseUrl}/api/sms/twilio/incoming`, '+41791234567', 'unsubscribe');
    await api.delete('/api/sms/opt-outs/+41791234567').expect(200);
    expect(await countRows(t, 'sms_opt_out')).toBe(0);
    expect((await api.delete('/api/sms/opt-outs/+41791234567').expect(409)).body.error).toBe(SMS_MESSAGES.optOutNotFound);
  });

  it('an ordinary reply changes nothing', async () => {
    expect(await standIn.sendIncoming(`${baseUrl}/api/sms/twilio/incoming`, '+41791234567', 'Wir kommen gerne!')).toBe(200);
    expect(await countRows(t, 'sms_opt_out')).toBe(0);
  });
});

it('a batch longer than the request answers with its progress and finishes on the queue', async () => {
  for (let i = 0; i < 6; i++) await t.createGuest({ first_name: `Gast${i}`, mobile: `079200000${i}`, guest_type: 'Apéro' });
  Object.assign(t.config.sms, { replyWaitMs: 100 });
  standIn.setDelay(60);
  const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'] }).expect(200);
  expect(res.body).toEqual(expect.objectContaining({ done: false, total: 6 }));
  expect(res.body.pending).toBeGreaterThan(0);
  await settleJobs(t.app);
  const batch = (await api.get(`/api/sms/batches/${res.body.batch_id}`)).body;
  expect(batch).toEqual(expect.objectContaining({ done: true, counts: expect.objectContaining({ sent: 6 }) }));
  expect(standIn.messages).toHaveLength(6);
});
