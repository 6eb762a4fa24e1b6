import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpStandIn, type SmtpStandIn } from '@hochzeit/smtp-stand-in';
import { adminApi } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../../../test/test-app.js';
import { type EmailConfig, loadConfig } from '../../config/app-config.js';

/**
 * E-mail through the real nodemailer to the local SMTP stand-in: a refusal (bounce at the door)
 * is 'failed' with SMTP's code in the history, silence after the hand-over is 'unklar' and never
 * sent again by itself, and a restart in the middle of a send neither loses nor repeats an e-mail.
 * Each test opens the application on a database in files (or DATABASE_URL's) to restart it.
 */
jest.setTimeout(120_000);
let standIn: SmtpStandIn;
let dataDir: string;
let fresh: boolean;
const open: TestApp[] = [];

beforeAll(async () => {
  standIn = await startSmtpStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-messages-smtp-'));
  fresh = true;
  standIn.reset();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(email: Partial<EmailConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const env = { SMTP_URL: standIn.url, DATA_DIR: dataDir };
  const settings: EmailConfig = { ...loadConfig({ ...env, DATA_DIR: ':memory:' }).email, retryBaseMs: 5, ...email };
  const app = await startTestApp(env, { ...options, overrides: { ...options.overrides, email: settings, sms: { ...loadConfig({ DATA_DIR: ':memory:' }).sms, replyWaitMs: 50 } }, keepDatabase: !fresh });
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
const rows = async (app: TestApp) =>
  (await app.orm.em.getConnection().execute(`select "to", state, error_code, error_message, email_message_id from sms_message order by id`)) as Array<{
    to: string;
    state: string;
    error_code: number | null;
    error_message: string | null;
    email_message_id: string | null;
  }>;
const received = () => standIn.messages().map((mail) => mail.envelope.to.join(','));

it('sends personalised e-mails over SMTP; a refused recipient is failed with the SMTP code in the history', async () => {
  const app = await start();
  const api = adminApi(app);
  for (const name of ['Anna', 'Ben', 'Unbekannt']) await app.createGuest({ first_name: name, last_name: 'Muster', email: `${name.toLowerCase()}@example.ch`, guest_type: 'Apéro' });
  standIn.setRejectRecipients((address) => address === 'unbekannt@example.ch');
  const res = await api
    .post('/api/sms/send-to-guest-types', { guest_types: ['Apéro'], message: 'Liebe/r {vorname}, grüezi!', channel_choice: 'email', subject: 'Grüße aus dem Schloss', method: 'parallel' })
    .expect(200);
  await settleJobs(app.app);
  expect(received().sort()).toEqual(['anna@example.ch', 'ben@example.ch']);
  const anna = standIn.messages().find((mail) => mail.envelope.to[0] === 'anna@example.ch')!;
  expect(anna.parsed.subject).toBe('Grüße aus dem Schloss');
  expect(anna.parsed.text).toContain('Liebe/r Anna, grüezi!');

  const batch = (await api.get(`/api/sms/batches/${res.body.batch_id}`).expect(200)).body;
  expect(batch).toEqual(expect.objectContaining({ email_channel: 'smtp', done: true, successful: 2, failed: 1, summary: 'E-Mails versendet: 2 erfolgreich, 1 fehlgeschlagen' }));
  const refused = batch.messages.find((m: { to: string }) => m.to === 'unbekannt@example.ch');
  expect(refused).toEqual(expect.objectContaining({ medium: 'email', state: 'failed', error_code: 550, unclear: false }));
  expect(refused.error_message).toBe('5.1.1 Mailbox unavailable');
  const sent = batch.messages.find((m: { to: string }) => m.to === 'anna@example.ch');
  expect(sent).toEqual(expect.objectContaining({ state: 'sent', email_message_id: expect.stringMatching(/^<.+>$/) }));
  // Nothing of SMTP mode lands in the outbox.
  expect((await api.get('/api/sms/outbox').expect(200)).body).toEqual([]);
});

it('a restart in the middle of a send neither loses nor repeats an e-mail', async () => {
  const before = await start();
  for (let i = 0; i < 10; i++) await before.createGuest({ first_name: `Gast${i}`, email: `gast${i}@example.ch`, guest_type: 'Apéro' });
  standIn.setDelay(150);
  const res = await adminApi(before).post('/api/sms/send-to-guest-types', { guest_types: ['Apéro'], message: 'Hallo {vorname}', channel_choice: 'email' }).expect(200);
  expect(res.body.done).toBe(false);
  await until(() => standIn.messages().length >= 3);
  await stop(before);
  const receivedBefore = standIn.messages().length;
  expect(receivedBefore).toBeLessThan(10);

  standIn.setDelay(0);
  const after = await start();
  await settleJobs(after.app);
  // An e-mail whose hand-over the stop cut off is 'unklar' (never sent again by itself); all others arrived exactly once.
  const states = await rows(after);
  const unclear = states.filter((row) => row.state === 'sending').map((row) => row.to);
  const got = received();
  expect(new Set(got).size).toBe(got.length);
  expect([...got, ...unclear.filter((to) => !got.includes(to))].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `gast${i}@example.ch`).sort());
  expect(states.filter((row) => row.state === 'sent').map((row) => row.to).sort()).toEqual(got.filter((to) => !unclear.includes(to)).sort());
  expect(got.length).toBeGreaterThan(receivedBefore);
});

it('no answer after the hand-over leaves the e-mail unclear; only an admin sends it again', async () => {
  const app = await start({ requestTimeoutMs: 300 });
  const api = adminApi(app);
  await app.createGuest({ first_name: 'Still', email: 'still@example.ch', guest_type: 'Apéro' });
  standIn.setAnswerMessage(() => 'hang');
  const res = await api.post('/api/sms/send-to-guest-types', { guest_types: ['Apéro'], message: 'Hallo', channel_choice: 'email' }).expect(200);
  await settleJobs(app.app);
  let batch = (await api.get(`/api/sms/batches/${res.body.batch_id}`).expect(200)).body;
  expect(batch.counts).toEqual(expect.objectContaining({ sending: 1, unclear: 1 }));
  expect(batch.messages[0]).toEqual(expect.objectContaining({ state: 'sending', unclear: true }));
  expect(standIn.messages()).toHaveLength(0);

  standIn.setAnswerMessage(undefined);
  await api.post(`/api/sms/messages/${batch.messages[0].id}/resend`, {}).expect(200);
  await settleJobs(app.app);
  batch = (await api.get(`/api/sms/batches/${res.body.batch_id}`).expect(200)).body;
  expect(batch.messages[0]).toEqual(expect.objectContaining({ state: 'sent', unclear: false }));
  expect(received()).toEqual(['still@example.ch']);
  await api.post(`/api/sms/messages/${batch.messages[0].id}/resend`, {}).expect(409);
});
