import type { INestApplicationContext } from '@nestjs/common';
import { type JobState, JobQueue } from '../src/jobs/job-queue.js';
import { OutboxRelay } from '../src/jobs/outbox-relay.js';

const FINISHED: JobState[] = ['completed', 'failed', 'cancelled'];

/** Reads until `done` holds for the value read (every 50 ms), or fails after `timeoutMs`. */
export async function poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: nach ${timeoutMs} ms noch ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the job has finished (completed, failed or cancelled) and returns how it ended. */
export async function waitForJob(app: INestApplicationContext, name: string, id: string, timeoutMs = 20_000): Promise<JobState | undefined> {
  const queue = app.get(JobQueue);
  return poll(`Job ${name} ${id}`, () => queue.state(name, id), (state) => !state || FINISHED.includes(state), timeoutMs);
}

/** Relays the outbox now and waits until no job this app works is waiting, running or due for a retry. */
export async function settleJobs(app: INestApplicationContext, timeoutMs = 20_000): Promise<void> {
  await app.get(OutboxRelay).flush();
  const queue = app.get(JobQueue);
  await poll('Offene Jobs', () => queue.unfinishedCount(queue.handledJobs()), (n) => n === 0, timeoutMs);
}
