import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTwilioStandIn, type TwilioStandIn } from '@hochzeit/twilio-stand-in';
import { adminApi } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { startSmsTestApp } from '../../../test/sms.js';
import type { TestApp } from '../../../test/test-app.js';
import type { SmsConfig } from '../../config/app-config.js';

/**
 * A message is sent at most once, and none is lost, across restarts and calls without an answer.
 * Each test opens the application more than once on the same database (a temporary DATA_DIR, or
 * DATABASE_URL's database); closing an instance stands in for the stop or crash.
 */
const FROM = '+41445550000';
// Each test starts the application two or three times on a database in files.
jest.setTimeout(120_000);
let standIn: TwilioStandIn;
let dataDir: string;
let fresh: boolean;
const open: TestApp[] = [];

beforeAll(async () => {
  standIn = await startTwilioStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-sms-restart-'));
  fresh = true;
  standIn.reset();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(sms: Partial<SmsConfig> = {}, overrides: Parameters<typeof startSmsTestApp>[1]['options'] = {}): Promise<TestApp> {
  const { app } = await startSmsTestApp(standIn, { from: FROM, sms, env: { DATA_DIR: dataDir }, options: { ...overrides, keepDatabase: !fresh } });
  fresh = false;
  open.push(app);
  return app;
}
async function stop(app: TestApp): Promise<void> {
  open.splice(open.indexOf(app), 1);
  await app.close();
}
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Bedingung nicht erreicht');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const states = async (app: TestApp) =>
  (await app.orm.em.getConnection().execute(`select "to", state from sms_message order by id`)) as Array<{ to: string; state: string }>;

it('a restart in the middle of a batch neither loses nor repeats a message', async () => {
  const before = await start({ replyWaitMs: 50 });
  for (let i = 0; i < 10; i++) await before.createGuest({ first_name: `Gast${i}`, mobile: `079300000${i}`, guest_type: 'Apéro' });
  standIn.setDelay(100);
  const res = await adminApi(before).post('/api/sms/send-to-guest-types', { message: 'Hallo {vorname}', guest_types: ['Apéro'] }).expect(200);
  expect(res.body.done).toBe(false);
  await until(() => standIn.messages.length >= 3);
  await stop(before);
  const sentBefore = standIn.messages.length;
  expect(sentBefore).toBeLessThan(10);

  standIn.setDelay(0);
  const after = await start();
  await settleJobs(after.app);
  const received = standIn.messages.map((message) => message.to).sort();
  expect(received).toEqual(Array.from({ length: 10 }, (_, i) => `+4179300000${i}`));
  expect((await states(after)).every((row) => row.state === 'sent')).toBe(true);
  expect(standIn.messages.length).toBeGreaterThan(sentBefore);
});

it('a message claimed when the process died is shown as unclear and never sent again by itself', async () => {
  // Nobody works the queue: the batch is stored and waits.
  const before = await start({}, { overrides: { jobWorkers: 'off' } });
  for (let i = 0; i < 3; i++) await before.createGuest({ first_name: `Gast${i}`, mobile: `079400000${i}`, guest_type: 'Apéro' });
  const res = await adminApi(before).post('/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'] }).expect(200);
  // As if a worker had claimed the first one and died during its call to Twilio.
  await before.orm.em
    .getConnection()
    .execute(`update sms_message set state = 'sending', claimed_at = now() - interval '10 minutes' where id = (select min(id) from sms_message)`);
  await stop(before);

  const after = await start();
  await settleJobs(after.app);
  expect(standIn.messages.map((message) => message.to).sort()).toEqual(['+41794000001', '+41794000002']);
  const batch = (await adminApi(after).get(`/api/sms/batches/${res.body.batch_id}`)).body;
  expect(batch).toEqual(expect.objectContaining({ done: true, counts: expect.objectContaining({ sent: 2, sending: 1, unclear: 1 }) }));
  expect(batch.messages[0]).toEqual(expect.objectContaining({ to: '+41794000000', state: 'sending', unclear: true }));
});

it('a call without an answer leaves the message unclear; only an admin sends it again', async () => {
  const app = await start({ requestTimeoutMs: 200 });
  const api = adminApi(app);
  await app.createGuest({ first_name: 'Langsam', mobile: '0793333333', guest_type: 'Apéro' });
  standIn.setDelay(1000);
  const res = await api.post('/api/sms/send-to-guest-types', { message: 'Hallo', guest_types: ['Apéro'] }).expect(200);
  expect(res.body).toEqual(expect.objectContaining({ total_sent: 0, total_failed: 0, pending: 0, done: true }));
  const batch = (await api.get(`/api/sms/batches/${res.body.batch_id}`)).body;
  expect(batch.counts).toEqual(expect.objectContaining({ sending: 1, unclear: 1 }));
  expect(batch.messages[0]).toEqual(expect.objectContaining({ state: 'sending', unclear: true }));
  await settleJobs(app.app);
  // The stand-in records a call when it answers, a second after it came.
  await until(() => standIn.calls.length === 1);
  expect(standIn.calls).toHaveLength(1);

  standIn.setDelay(0);
  const resent = await api.post(`/api/sms/messages/${batch.messages[0].id}/resend`, {}).expect(200);
  expect(resent.body).toEqual(expect.objectContaining({ state: 'queued', unclear: false }));
  await settleJobs(app.app);
  expect((await states(app))[0].state).toBe('sent');
  expect(standIn.calls).toHaveLength(2);
  // A message that went out is not sent again.
  await api.post(`/api/sms/messages/${batch.messages[0].id}/resend`, {}).expect(409);
});
