import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countRows } from '../../test/fixtures.js';
import { settleJobs, waitForJob } from '../../test/jobs.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../../test/test-app.js';
import { createWorker } from '../app.js';
import { FileStorage } from '../storage/file-storage.js';
import { defineJob } from './job-definition.js';
import { JobQueue } from './job-queue.js';

/**
 * Every test opens the application more than once on the same database, as a restart does: the
 * embedded database in a temporary DATA_DIR, or the PostgreSQL database of DATABASE_URL (whose
 * files then live in that DATA_DIR). Closing an instance stands in for the crash.
 */
let dataDir: string;
let fresh = true;
const open: TestApp[] = [];
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-restart-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(options: TestAppOptions = {}): Promise<TestApp> {
  const app = await startTestApp({ DATA_DIR: dataDir }, { ...options, keepDatabase: !fresh });
  fresh = false;
  open.push(app);
  return app;
}
async function crash(app: TestApp): Promise<void> {
  open.splice(open.indexOf(app), 1);
  await app.close();
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

it('a file deletion committed but not yet carried out happens after a restart', async () => {
  // Nobody works the queue: the deletion is committed and queued, but the file is still there.
  const before = await start({ overrides: { jobWorkers: 'off' } });
  const provider = await before.createProvider();
  await before.http().post(`/api/admin/service-providers/${provider.id}/documents`).set(before.auth('admin')).attach('file', PDF, 'Vertrag.pdf').expect(201);
  const [{ storage_key: key }] = await before.orm.em.getConnection().execute('select storage_key from provider_document');
  await before.http().delete(`/api/admin/service-providers/${provider.id}`).set(before.auth('admin')).expect(200);
  expect(await countRows(before, 'provider_document')).toBe(0);
  expect(await before.app.get(FileStorage).exists(key)).toBe(true);
  await crash(before);

  const after = await start();
  await settleJobs(after.app);
  expect(await after.app.get(FileStorage).exists(key)).toBe(false);
});

it('an outbox row committed just before a crash, never relayed, is carried out at the next start', async () => {
  const before = await start({ overrides: { outboxRelaySeconds: 3600 } });
  const storage = before.app.get(FileStorage);
  const key = await storage.put('provider-documents/99', PDF, { extension: '.pdf' });
  // Written as a commit would write it, but without the flush hook that relays it at once.
  await before.orm.em
    .getConnection()
    .execute(`insert into outbox (id, job, payload, created_at) values (?, 'storage.delete-files', ?, now())`, [randomUUID(), JSON.stringify({ keys: [key] })]);
  expect(await countRows(before, 'outbox')).toBe(1);
  await crash(before);

  const after = await start();
  await settleJobs(after.app);
  expect(await after.app.get(FileStorage).exists(key)).toBe(false);
  expect(await countRows(after, 'outbox')).toBe(0);
});

const greeting = defineJob<{ to: string }>('test.greeting', { retryLimit: 1, retryDelay: 1 });

it('a job queued before a restart runs once after it', async () => {
  const before = await start({ overrides: { jobWorkers: 'off' } });
  const id = await before.app.get(JobQueue).send(greeting, { to: 'Anna' }, { idempotencyKey: 'gruss-anna' });
  expect(await before.app.get(JobQueue).send(greeting, { to: 'Anna' }, { idempotencyKey: 'gruss-anna' })).toBeNull();
  await crash(before);

  const after = await start();
  const greeted: string[] = [];
  const queue = after.app.get(JobQueue);
  await queue.work(greeting, async ({ to }) => {
    greeted.push(to);
  });
  expect(await waitForJob(after.app, greeting.name, id!)).toBe('completed');
  expect(await queue.send(greeting, { to: 'Anna' }, { idempotencyKey: 'gruss-anna' })).toBeNull();
  await settleJobs(after.app);
  expect(greeted).toEqual(['Anna']);
});

it('a separate worker process takes the jobs the web process leaves (JOB_WORKERS=off)', async () => {
  const web = await start({ overrides: { jobWorkers: 'off' } });
  const id = await web.app.get(JobQueue).send(greeting, { to: 'Lukas' });
  const config = web.config;
  // The embedded database admits one process; on PostgreSQL both could run side by side.
  await crash(web);

  const worker = await createWorker(config, { logger: false });
  try {
    const greeted: string[] = [];
    await worker.get(JobQueue).work(greeting, async ({ to }) => {
      greeted.push(to);
    });
    expect(await waitForJob(worker, greeting.name, id!)).toBe('completed');
    expect(greeted).toEqual(['Lukas']);
  } finally {
    await worker.close();
  }
});
