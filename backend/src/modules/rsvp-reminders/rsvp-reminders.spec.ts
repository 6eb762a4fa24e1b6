import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RSVP_REMINDER_MESSAGES, SMS_MESSAGES } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { poll, settleJobs } from '../../../test/jobs.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { Clock } from './clock.js';
import { rsvpReminderCheckJob } from './rsvp-reminders.jobs.js';
import { RsvpRemindersService, StepBusyError } from './rsvp-reminders.service.js';

/**
 * Reminders on the real application and database (PGlite, in files where a test restarts, or
 * DATABASE_URL's database), SMS and e-mail in outbox mode (stored as sent, nothing leaves). The clock is set by
 * the test (every Clock of the process, so also one started after a restart) and runs on from there.
 * Deadline 1 April 2027, Europe/Zurich: the 5-day step is due 27 March 10:00 CET (09:00 UTC), the
 * 3-day step 29 March 10:00 CEST (08:00 UTC, summer time began on the 28th).
 */
jest.setTimeout(120_000);
const DEADLINE = '2027-04-01';
const STEP5 = '2027-03-27T09:00:00.000Z';
const STEP3 = '2027-03-29T08:00:00.000Z';

let clockBase = Date.parse('2027-03-01T00:00:00Z');
let clockSetAt = Date.now();
const setClock = (iso: string) => {
  clockBase = Date.parse(iso);
  clockSetAt = Date.now();
};
jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(clockBase + (Date.now() - clockSetAt)));

let dataDir: string;
let fresh: boolean;
const open: TestApp[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-reminders-'));
  fresh = true;
  setClock('2027-03-01T00:00:00Z');
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** `restart`: the embedded database in files, so a later start finds it (in memory otherwise: a faster start from the schema image). */
async function start({ restart = false } = {}): Promise<TestApp> {
  const app = await startTestApp(restart ? { DATA_DIR: dataDir } : {}, { keepDatabase: !fresh });
  fresh = false;
  open.push(app);
  return app;
}
async function stop(app: TestApp): Promise<void> {
  open.splice(open.indexOf(app), 1);
  await app.close();
}

interface Sent {
  guest_id: number;
  medium: string;
  to: string;
  dedupe_key: string;
  batch_id: number;
}
const reminders = async (app: TestApp): Promise<Sent[]> =>
  (await app.orm.em
    .getConnection()
    .execute(
      `select m.guest_id, m.medium, m."to", m.dedupe_key, m.batch_id from sms_message m join sms_batch b on b.id = m.batch_id where b.kind = 'rsvp_reminder' order by m.dedupe_key`,
    )) as Sent[];
const batchCount = async (app: TestApp) => Number((await app.orm.em.getConnection().execute(`select count(*)::int as n from sms_batch where kind = 'rsvp_reminder'`))[0].n);

/** Guests: with both contacts, SMS only, an unsubscribed address, an opted-out number, one who answered, one without any contact. */
async function guests(app: TestApp) {
  const anna = await app.createGuest({ first_name: 'Anna', mobile: '0791110001', email: 'anna@example.ch' });
  const ben = await app.createGuest({ first_name: 'Ben', mobile: '0791110002' });
  const cora = await app.createGuest({ first_name: 'Cora', email: 'Cora@Example.ch' });
  const dora = await app.createGuest({ first_name: 'Dora', mobile: '0791110004' });
  const emil = await app.createGuest({ first_name: 'Emil', mobile: '0791110005', email: 'emil@example.ch' });
  const fritz = await app.createGuest({ first_name: 'Fritz' });
  const sql = app.orm.em.getConnection();
  await sql.execute(`insert into email_unsubscribe (address, created_at) values ('cora@example.ch', now())`);
  await sql.execute(`insert into sms_opt_out (number, keyword, created_at) values ('+41791110004', 'STOP', now())`);
  await adminApi(app).put(`/api/admin/rsvp/${emil.id}`, { attending: false }).expect(200);
  return { anna, ben, cora, dora, emil, fritz };
}

async function setUp(app: TestApp, reminder: object = { enabled: true, days_before: [3, 5], channel_choice: 'email_else_sms' }) {
  const api = adminApi(app);
  await api.put('/api/admin/rsvp/settings', { deadline: DEADLINE }).expect(200);
  return (await api.put('/api/admin/rsvp-reminders', reminder).expect(200)).body;
}

/** A check as the queue runs it (the job), waited for. */
async function check(app: TestApp): Promise<void> {
  await app.app.get(JobQueue).send(rsvpReminderCheckJob, { reason: 'planned' });
  await settleJobs(app.app);
}

describe('the setting', () => {
  it('lists the deadline’s steps with their due times at 10:00 on the venue’s clocks, across the change to summer time', async () => {
    const app = await start();
    const api = adminApi(app);
    expect((await api.get('/api/admin/rsvp-reminders').expect(200)).body).toEqual({
      enabled: false,
      days_before: [],
      channel_choice: 'email_else_sms',
      deadline: null,
      time_zone: 'Europe/Zurich',
      steps: [],
    });
    // Two first saves at once: both taken, one after the other.
    const both = await Promise.all([api.put('/api/admin/rsvp-reminders', { enabled: false, days_before: [7] }), api.put('/api/admin/rsvp-reminders', { enabled: false, days_before: [8] })]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(await countRows(app, 'rsvp_reminder_settings')).toBe(1);
    const body = await setUp(app, { enabled: true, days_before: [3, 5] });
    expect(body).toEqual({
      enabled: true,
      days_before: [5, 3],
      channel_choice: 'email_else_sms',
      deadline: DEADLINE,
      time_zone: 'Europe/Zurich',
      steps: [
        { days_before: 5, due_date: '2027-03-27', due_at: STEP5, state: 'pending', sent_at: null, batch_id: null, messages: 0 },
        { days_before: 3, due_date: '2027-03-29', due_at: STEP3, state: 'pending', sent_at: null, batch_id: null, messages: 0 },
      ],
    });
    // The venue's zone decides: in Tokyo 10:00 is 01:00 UTC.
    await api.put('/api/admin/event-settings', { title: 'Hochzeit', starts_at: '2027-06-05T12:00:00Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Asia/Tokyo' }).expect(200);
    const tokyo = (await api.get('/api/admin/rsvp-reminders').expect(200)).body;
    expect(tokyo.time_zone).toBe('Asia/Tokyo');
    expect(tokyo.steps.map((s: { due_at: string }) => s.due_at)).toEqual(['2027-03-27T01:00:00.000Z', '2027-03-29T01:00:00.000Z']);
  });

  it('refuses days that are no whole days from 1 to 60, more than five, twice the same day, or an unknown channel, in German, and stores nothing', async () => {
    const app = await start();
    const api = adminApi(app);
    const refused: Array<[object, string]> = [
      [{ enabled: true, days_before: [0] }, RSVP_REMINDER_MESSAGES.dayRange],
      [{ enabled: true, days_before: [61] }, RSVP_REMINDER_MESSAGES.dayRange],
      [{ enabled: true, days_before: [-3] }, RSVP_REMINDER_MESSAGES.dayRange],
      [{ enabled: true, days_before: [2.5] }, RSVP_REMINDER_MESSAGES.dayWhole],
      [{ enabled: true, days_before: ['3'] }, RSVP_REMINDER_MESSAGES.dayWhole],
      [{ enabled: true, days_before: [1, 2, 3, 4, 5, 6] }, RSVP_REMINDER_MESSAGES.tooManyDays],
      [{ enabled: true, days_before: [14, 3, 14] }, RSVP_REMINDER_MESSAGES.duplicateDays],
      [{ enabled: true, days_before: 14 }, RSVP_REMINDER_MESSAGES.daysInvalid],
      [{ enabled: 'ja', days_before: [14] }, RSVP_REMINDER_MESSAGES.enabledInvalid],
      [{ enabled: true, days_before: [14], channel_choice: 'fax' }, SMS_MESSAGES.invalidChannelChoice],
    ];
    for (const [body, msg] of refused) {
      const res = await api.put('/api/admin/rsvp-reminders', body);
      expect([res.status, res.body.msg]).toEqual([400, expect.stringContaining(msg)]);
    }
    expect(await countRows(app, 'rsvp_reminder_settings')).toBe(0);
    // Only admins.
    const guest = await app.createGuest();
    await app.http().get('/api/admin/rsvp-reminders').set(app.auth('guest', guest.id)).expect(403);
    await app.http().put('/api/admin/rsvp-reminders').set(app.auth('guest', guest.id)).send({ enabled: true, days_before: [3] }).expect(403);
    expect(await countRows(app, 'rsvp_reminder_settings')).toBe(0);
  });
});

describe('sending', () => {
  it('goes out by itself at the step’s time to every guest without an answer, by e-mail or else SMS, never to opted-out numbers or unsubscribed addresses', async () => {
    const app = await start();
    const g = await guests(app);
    setClock('2027-03-27T08:59:58Z');
    await setUp(app);
    // No request and no restart: the process's timer queues the check at 10:00.
    const sent = await poll('Erinnerungen', () => reminders(app), (rows) => rows.length === 2, 15_000);
    expect(sent).toEqual([
      expect.objectContaining({ guest_id: g.anna.id, medium: 'email', to: 'anna@example.ch', dedupe_key: `rsvp-reminder:${DEADLINE}:5:${g.anna.id}` }),
      expect.objectContaining({ guest_id: g.ben.id, medium: 'sms', to: '+41791110002', dedupe_key: `rsvp-reminder:${DEADLINE}:5:${g.ben.id}` }),
    ]);
    await settleJobs(app.app);
    const { steps } = (await adminApi(app).get('/api/admin/rsvp-reminders').expect(200)).body;
    expect(steps[0]).toEqual(expect.objectContaining({ days_before: 5, state: 'sent', batch_id: sent[0].batch_id, messages: 2, sent_at: expect.stringMatching(/^2027-03-27T09:00/) }));
    expect(steps[1]).toEqual(expect.objectContaining({ days_before: 3, state: 'pending', batch_id: null }));
    // The messages tool's history shows the batch.
    const history = (await adminApi(app).get('/api/sms/batches').expect(200)).body.batches;
    expect(history).toEqual([expect.objectContaining({ id: sent[0].batch_id, kind: 'rsvp_reminder', total: 2 })]);
  });

  it('reaches each guest once per step across a restart; a guest who answered in between gets none of the next step', async () => {
    const before = await start({ restart: true });
    const g = await guests(before);
    await setUp(before);
    setClock('2027-03-27T09:30:00Z');
    await check(before);
    expect((await reminders(before)).map((r) => r.guest_id)).toEqual([g.anna.id, g.ben.id]);
    await stop(before);

    // The start's own check finds the step sent.
    const after = await start({ restart: true });
    await settleJobs(after.app);
    await check(after);
    expect(await batchCount(after)).toBe(1);
    expect(await reminders(after)).toHaveLength(2);

    await adminApi(after).put(`/api/admin/rsvp/${g.ben.id}`, { attending: true }).expect(200);
    setClock('2027-03-29T08:00:01Z');
    await check(after);
    await check(after);
    const sent = await reminders(after);
    expect(sent.filter((r) => r.dedupe_key.includes(':3:')).map((r) => r.guest_id)).toEqual([g.anna.id]);
    expect(sent).toHaveLength(3);
    expect(await batchCount(after)).toBe(2);
  });

  it('a step whose time passed while no server ran is sent at the next start while the deadline’s day lasts, only the latest step, and not after', async () => {
    const before = await start({ restart: true });
    const g = await guests(before);
    await setUp(before);
    await stop(before);

    // Down over both steps: one reminder (the later step), not two in a row.
    setClock('2027-04-01T21:00:00Z');
    const after = await start({ restart: true });
    await settleJobs(after.app);
    expect((await reminders(after)).map((r) => [r.guest_id, r.dedupe_key.split(':')[2]])).toEqual([
      [g.anna.id, '3'],
      [g.ben.id, '3'],
    ]);
    const { steps } = (await adminApi(after).get('/api/admin/rsvp-reminders').expect(200)).body;
    expect(steps.map((s: { state: string }) => s.state)).toEqual(['skipped', 'sent']);
    await stop(after);

    // The deadline's day has ended (midnight CEST): nothing more.
    setClock('2027-04-01T22:00:00Z');
    const late = await start({ restart: true });
    await settleJobs(late.app);
    // As if the step had never gone out: still nothing after the deadline's day.
    for (const table of ['sms_message', 'sms_batch', 'rsvp_reminder_step']) await late.orm.em.getConnection().execute(`delete from ${table}`);
    await check(late);
    expect(await reminders(late)).toEqual([]);
  });

  it('two workers on one database send each step once: one takes the step, the other finds it taken', async () => {
    const first = await start();
    await guests(first);
    await setUp(first);
    const workers = [first];
    // Several processes share one database only on PostgreSQL; the embedded one: concurrent checks in one process.
    if (process.env.DATABASE_URL) workers.push(await start());
    for (const w of workers) await settleJobs(w.app);
    setClock('2027-03-27T09:00:05Z');
    const runs = await Promise.allSettled(workers.flatMap((w) => [w.app.get(RsvpRemindersService).check(), w.app.get(RsvpRemindersService).check()]));
    for (const w of workers) await check(w);
    // One took the step; the others found it sent, or still being sent (their jobs would be retried).
    expect(runs.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    for (const run of runs) if (run.status === 'rejected') expect(run.reason).toBeInstanceOf(StepBusyError);
    expect(await batchCount(first)).toBe(1);
    expect(await reminders(first)).toHaveLength(2);
  });

  it('a step claimed by a worker that died is taken again; its guests still get it once', async () => {
    const app = await start();
    await guests(app);
    await setUp(app);
    // The save's own check has run (before the step's time), so no job of it meets the claim below.
    await settleJobs(app.app);
    setClock('2027-03-27T09:10:00Z');
    const sql = app.orm.em.getConnection();
    // A live claim of another worker: this check leaves the step (its job is retried later).
    await sql.execute(`insert into rsvp_reminder_step (step_key, deadline, days_before, due_at, claimed_at, messages) values ('${DEADLINE}:5', '${DEADLINE}', 5, '${STEP5}', now(), 0)`);
    await expect(app.app.get(RsvpRemindersService).check()).rejects.toThrow('anderen Prozess');
    expect(await reminders(app)).toEqual([]);
    // That worker died: its claim grows old and is taken again.
    await sql.execute(`update rsvp_reminder_step set claimed_at = now() - interval '10 minutes'`);
    await check(app);
    expect(await reminders(app)).toHaveLength(2);
    // A worker that died after the batch was stored but before the step was marked: nobody twice.
    await sql.execute(`update rsvp_reminder_step set sent_at = null, claimed_at = now() - interval '10 minutes'`);
    await check(app);
    expect(await reminders(app)).toHaveLength(2);
    expect(await batchCount(app)).toBe(1);
    const { steps } = (await adminApi(app).get('/api/admin/rsvp-reminders').expect(200)).body;
    expect(steps[0]).toEqual(expect.objectContaining({ state: 'sent', messages: 2 }));
  });

  it('turning reminders off stops the steps not yet sent; turning them on again sends no step whose time has passed', async () => {
    const app = await start();
    await guests(app);
    await setUp(app);
    await adminApi(app).put('/api/admin/rsvp-reminders', { enabled: false, days_before: [3, 5], channel_choice: 'email_else_sms' }).expect(200);
    setClock('2027-03-27T09:05:00Z');
    await check(app);
    expect(await reminders(app)).toEqual([]);
    const on = (await adminApi(app).put('/api/admin/rsvp-reminders', { enabled: true, days_before: [3, 5], channel_choice: 'sms' }).expect(200)).body;
    expect(on.steps.map((s: { state: string }) => s.state)).toEqual(['skipped', 'pending']);
    await settleJobs(app.app);
    await check(app);
    expect(await reminders(app)).toEqual([]);
    // The next step goes out, by SMS only now.
    setClock('2027-03-29T08:00:01Z');
    await check(app);
    expect((await reminders(app)).map((r) => r.medium)).toEqual(['sms', 'sms']);
  });

  it('a changed deadline makes new steps: sent again at their own time, the old steps keep their record', async () => {
    const app = await start();
    const g = await guests(app);
    await setUp(app, { enabled: true, days_before: [5] });
    await settleJobs(app.app);
    setClock('2027-03-27T09:00:01Z');
    await check(app);
    // The deadline moves two days later: its 5-day step is due 29 March (10:00 CEST).
    await adminApi(app).put('/api/admin/rsvp/settings', { deadline: '2027-04-03' }).expect(200);
    const moved = (await adminApi(app).get('/api/admin/rsvp-reminders').expect(200)).body;
    expect(moved.steps).toEqual([expect.objectContaining({ due_date: '2027-03-29', due_at: STEP3, state: 'pending', batch_id: null })]);
    setClock('2027-03-29T08:00:01Z');
    await check(app);
    expect((await reminders(app)).map((r) => r.dedupe_key)).toEqual([
      `rsvp-reminder:${DEADLINE}:5:${g.anna.id}`,
      `rsvp-reminder:${DEADLINE}:5:${g.ben.id}`,
      `rsvp-reminder:2027-04-03:5:${g.anna.id}`,
      `rsvp-reminder:2027-04-03:5:${g.ben.id}`,
    ]);
  });

  it('no deadline, no reminders', async () => {
    const app = await start();
    await guests(app);
    const body = (await adminApi(app).put('/api/admin/rsvp-reminders', { enabled: true, days_before: [3] }).expect(200)).body;
    expect(body).toEqual(expect.objectContaining({ deadline: null, steps: [] }));
    setClock('2027-03-29T08:00:01Z');
    await check(app);
    expect(await reminders(app)).toEqual([]);
  });
});
