import { EntityManager } from '@mikro-orm/core';
import { countRows } from '../../test/fixtures.js';
import { settleJobs, waitForJob } from '../../test/jobs.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { Guest } from '../modules/guests/guest.entity.js';
import { defineJob, type JobAttempt } from './job-definition.js';
import { JOB_SCHEMA, JobQueue, notifyPollingSeconds } from './job-queue.js';
import { runAfterCommit } from './outbox.js';

let t: TestApp;
let queue: JobQueue;
useTestApp(
  (app) => {
    t = app;
    queue = app.app.get(JobQueue);
  },
  // No periodic relay pass during these tests: what is relayed, is relayed by the commit hook or by settleJobs.
  { overrides: { outboxRelaySeconds: 3600 } },
);

const jobsNamed = async (name: string): Promise<number> => {
  const { rows } = await queue.database().executeSql(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1`, [name]);
  return rows[0].n;
};

it('sending twice with the same idempotency key yields one job', async () => {
  // No handler for it in this process, so the first job is still waiting when the second is sent.
  const parked = defineJob<{ n: number }>('test.parked');
  const first = await queue.send(parked, { n: 1 }, { idempotencyKey: 'einladung-7' });
  const second = await queue.send(parked, { n: 2 }, { idempotencyKey: 'einladung-7' });
  expect(first).toEqual(expect.any(String));
  expect(second).toBeNull();
  expect(await jobsNamed(parked.name)).toBe(1);

  // Another key, or no key at all, is another job.
  expect(await queue.send(parked, { n: 3 }, { idempotencyKey: 'einladung-8' })).toEqual(expect.any(String));
  expect(await queue.send(parked, { n: 4 })).toEqual(expect.any(String));
  expect(await queue.send(parked, { n: 5 })).toEqual(expect.any(String));
  expect(await jobsNamed(parked.name)).toBe(4);
});

it('a late duplicate of a finished job does not run it again', async () => {
  const echo = defineJob<{ text: string }>('test.echo', { retryLimit: 0 });
  const seen: string[] = [];
  await queue.work(echo, async ({ text }) => {
    seen.push(text);
  });
  const id = await queue.send(echo, { text: 'Hallo' }, { idempotencyKey: 'gruss-1' });
  expect(await waitForJob(t.app, echo.name, id!)).toBe('completed');
  expect(await queue.send(echo, { text: 'Hallo' }, { idempotencyKey: 'gruss-1' })).toBeNull();
  await settleJobs(t.app);
  expect(seen).toEqual(['Hallo']);
});

it('retries a failing job with growing waits, then marks it failed', async () => {
  const flaky = defineJob<object>('test.always-fails', { retryLimit: 2, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 });
  const attempts: (JobAttempt & { at: number })[] = [];
  await queue.work(flaky, async (_data, attempt) => {
    attempts.push({ ...attempt, at: Date.now() });
    throw new Error('SMS-Anbieter nicht erreichbar');
  });
  const id = await queue.send(flaky, {});
  expect(await waitForJob(t.app, flaky.name, id!, 30_000)).toBe('failed');

  expect(attempts.map((a) => [a.attempt, a.isLastAttempt])).toEqual([
    [1, false],
    [2, false],
    [3, true],
  ]);
  // Backoff: the first wait is 1–2 s, the second 2–4 s (a fixed delay would wait 1 s each time).
  const waits = [attempts[1].at - attempts[0].at, attempts[2].at - attempts[1].at];
  expect(waits[0]).toBeGreaterThanOrEqual(900);
  expect(waits[1]).toBeGreaterThanOrEqual(1900);
}, 40_000);

it('a worker that hears of new jobs looks for due retries at most one retry delay late (every 2 to 30 s)', () => {
  const every = (retryDelay: number) => notifyPollingSeconds(defineJob(`test.poll-${retryDelay}`, { retryDelay }), 2);
  expect([every(1), every(5), every(15), every(60)]).toEqual([2, 5, 15, 30]);
});

it('a backlog drains job after job, without waiting for the next poll between them', async () => {
  // Retries of this job are looked for every 30 s; new jobs must not wait for that.
  const slow = defineJob<{ n: number }>('test.backlog', { retryLimit: 0, retryDelay: 30 });
  const done: number[] = [];
  await queue.work(slow, async ({ n }) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    done.push(n);
  });
  const started = Date.now();
  for (const n of [1, 2, 3, 4, 5]) await queue.send(slow, { n });
  await settleJobs(t.app, 10_000);
  expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  expect(Date.now() - started).toBeLessThan(10_000);
});

it('a handler gets a database context of its own, like a request', async () => {
  const counting = defineJob<object>('test.count-guests', { retryLimit: 0 });
  const em = t.app.get(EntityManager);
  let counted: number | undefined;
  await queue.work(counting, async () => {
    counted = await em.count(Guest);
  });
  await t.createGuest();
  expect(await waitForJob(t.app, counting.name, (await queue.send(counting, {}))!)).toBe('completed');
  expect(counted).toBe(1);
});

it('a job recorded with a change runs after the commit, and not at all if the change fails', async () => {
  const note = defineJob<{ guest: string }>('test.after-commit', { retryLimit: 0 });
  const seen: string[] = [];
  await queue.work(note, async ({ guest }) => {
    seen.push(guest);
  });
  const em = t.orm.em.fork();
  em.create(Guest, { first_name: 'Lea', last_name: 'Graf', guest_type: 'Apéro', allergies: [] });
  runAfterCommit(em, note, { guest: 'Lea' });
  await em.flush();

  const failing = t.orm.em.fork();
  // A family that does not exist: the foreign key fails, so the whole flush (outbox row included) rolls back.
  failing.create(Guest, { first_name: 'Tim', last_name: 'Graf', guest_type: 'Apéro', allergies: [], group: 999_999 });
  runAfterCommit(failing, note, { guest: 'Tim' });
  await expect(failing.flush()).rejects.toThrow();

  await settleJobs(t.app);
  expect(seen).toEqual(['Lea']);
});

it('relays right after the commit, without waiting for a periodic pass', async () => {
  const note = defineJob<object>('test.relayed-at-once', { retryLimit: 0 });
  const runs: object[] = [];
  await queue.work(note, async (data) => {
    runs.push(data);
  });
  const em = t.orm.em.fork();
  runAfterCommit(em, note, {});
  await em.flush();
  for (let i = 0; i < 40 && runs.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(runs).toHaveLength(1);
  expect(await countRows(t, 'outbox')).toBe(0);
});
