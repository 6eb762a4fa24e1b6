import { createHash, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ConstructorOptions, fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { runInRequestContext } from '../database/request-context.js';
import type { JobDefinition, JobHandler } from './job-definition.js';
import { unfinishedJobCount } from './jobs.queries.js';

/** The queue's tables live in their own schema of the application's database. */
export const JOB_SCHEMA = 'pgboss';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface SendOptions {
  /**
   * Sending again with the same key (for the same job) adds no second job while the first is
   * waiting, running, retrying, or still kept as finished (pg-boss keeps finished jobs 7 days).
   */
  idempotencyKey?: string;
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
}

interface Registration {
  definition: JobDefinition<object>;
  handler?: JobHandler<object>;
}

/**
 * A durable job queue in the application's own database (pg-boss): jobs survive restarts, are
 * retried with backoff and end as failed once the retries are used up. On the embedded database
 * it shares the ORM's PGlite instance; on PostgreSQL it has its own small connection pool.
 *
 * Never await send() inside an open ORM transaction: on the embedded database the queue waits for
 * that transaction to end, which waits for send(). A side effect of a change belongs in the outbox.
 */
@Injectable()
export class JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly registrations = new Map<string, Registration>();
  private readonly queues = new Map<string, Promise<void>>();
  private boss?: PgBoss;
  private working = false;
  private stopping = new AbortController();

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Connects and installs or migrates the queue's schema (about 0.1 s). */
  async start(): Promise<void> {
    const started = Date.now();
    this.stopping = new AbortController();
    const boss = new PgBoss({ ...(await this.connection()), schema: JOB_SCHEMA, useListenNotify: true, schedule: false });
    // An 'error' event without a listener would throw and end the process.
    boss.on('error', (error) => this.logger.error(`Warteschlange: ${error.message}`));
    await boss.start();
    this.boss = boss;
    this.logger.log(`Job-Warteschlange bereit in ${Date.now() - started} ms (Worker: ${this.config.jobWorkers === 'inline' ? 'in diesem Prozess' : 'aus'})`);
  }

  private async connection(): Promise<ConstructorOptions> {
    if (this.config.databaseUrl) return { connectionString: this.config.databaseUrl, max: 4, application_name: 'hochzeitsportal-jobs' };
    // PGlite is one connection in this process: the queue must use the ORM's instance, not open a second one.
    const pglite = await (this.orm.driver.getConnection() as unknown as PgliteConnection).getNativeClient();
    return { db: fromPglite(pglite), backend: 'pglite' };
  }

  /** Starts taking jobs for every handler registered so far (and later ones at once), unless workers are off. */
  async startWorking(): Promise<void> {
    this.working = true;
    await Promise.all([...this.registrations.values()].map((registration) => this.listen(registration)));
  }

  /** Stops taking new jobs, lets running ones finish (up to 10 s; the rest are retried later), disconnects. */
  async stop(): Promise<void> {
    this.working = false;
    this.stopping.abort();
    await this.boss?.stop({ graceful: true, timeout: 10_000 });
    this.boss = undefined;
  }

  /**
   * Registers the handler of a job. Every process registers every handler; only processes whose
   * workers are on (JOB_WORKERS=inline, or `npm run worker`) run them.
   */
  async work<TData extends object>(definition: JobDefinition<TData>, handler: JobHandler<TData>): Promise<void> {
    if (this.registrations.get(definition.name)?.handler) throw new Error(`Für den Job ${definition.name} gibt es schon einen Handler`);
    const registration: Registration = { definition, handler: handler as JobHandler<object> };
    this.registrations.set(definition.name, registration);
    if (this.working) await this.listen(registration);
  }

  /** Queues a job; returns its id, or null when an equal job (same idempotency key) already exists. */
  async send<TData extends object>(definition: JobDefinition<TData>, data: TData, options: SendOptions = {}): Promise<string | null> {
    if (!this.registrations.has(definition.name)) this.registrations.set(definition.name, { definition });
    return this.sendByName(definition.name, data, options);
  }

  /** For the outbox, which stores job names: the name must belong to a registered job. */
  async sendByName(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const definition = this.registrations.get(name)?.definition;
    if (!definition) throw new Error(`Unbekannter Job: ${name}`);
    const boss = this.started();
    await this.ensureQueue(definition);
    return boss.send(name, data, {
      ...queueSettings(definition),
      ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
      // Every queue is 'exclusive': one waiting or running job per singletonKey. A job without an
      // idempotency key gets a key of its own, so it never blocks another.
      singletonKey: options.idempotencyKey ?? randomUUID(),
      // The exclusive policy stops duplicates only until the first job finishes; an id derived
      // from the key makes a late duplicate collide with the finished job too.
      ...(options.idempotencyKey ? { id: idFromKey(name, options.idempotencyKey) } : {}),
    });
  }

  /** The state of a job, or undefined once it is gone (finished jobs are deleted after 7 days). */
  async state(name: string, id: string): Promise<JobState | undefined> {
    const jobs = await this.started().findJobs(name, { id });
    return jobs.at(0)?.state;
  }

  /** Jobs not yet finished (waiting, running or waiting for a retry) in the named queues. */
  async unfinishedCount(names: string[]): Promise<number> {
    return unfinishedJobCount(this.started().getDb(), JOB_SCHEMA, names);
  }

  /** The jobs this process has handlers for. */
  handledJobs(): string[] {
    return [...this.registrations.values()].filter((r) => r.handler).map((r) => r.definition.name);
  }

  /** The queue's own connection, for statements that must run outside any ORM transaction. */
  database() {
    return this.started().getDb();
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('Die Job-Warteschlange läuft nicht');
    return this.boss;
  }

  /** Creates the queue once per process, and brings its settings in line with the code. */
  private ensureQueue(definition: JobDefinition<object>): Promise<void> {
    let ready = this.queues.get(definition.name);
    if (!ready) {
      const boss = this.started();
      const settings = { ...queueSettings(definition), notify: true };
      ready = (async () => {
        // Does nothing if the queue exists, e.g. from an earlier start.
        await boss.createQueue(definition.name, { ...settings, policy: 'exclusive' });
        await boss.updateQueue(definition.name, settings);
      })();
      ready.catch(() => this.queues.delete(definition.name));
      this.queues.set(definition.name, ready);
    }
    return ready;
  }

  private async listen(registration: Registration): Promise<void> {
    const { definition, handler } = registration;
    if (!handler || this.config.jobWorkers === 'off') return;
    await this.ensureQueue(definition);
    const polling = this.config.jobPollingSeconds;
    const boss = this.started();
    // The worker's id arrives once work() resolves, which is before its first job runs.
    const worker: { id?: string } = {};
    worker.id = await boss.work(
      definition.name,
      // New jobs wake the worker through LISTEN/NOTIFY (pollingIntervalSeconds only counts where
      // that is not available); polling finds retries and delayed jobs, which nobody announces.
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: notifyPollingSeconds(definition, polling) },
      async (jobs: JobWithMetadata<object>[]) => {
        try {
          for (const job of jobs) await this.run(definition.name, handler, job);
        } finally {
          // After a job the worker looks again at once, so a backlog (jobs announced while it was
          // busy) drains without a poll's wait between jobs; only an empty look waits.
          if (worker.id) boss.notifyWorker(worker.id);
        }
      },
    );
  }

  private async run(name: string, handler: JobHandler<object>, job: JobWithMetadata<object>): Promise<void> {
    const attempt = { id: job.id, attempt: job.retryCount + 1, isLastAttempt: job.retryCount >= job.retryLimit, stopping: this.stopping.signal };
    try {
      // A context of its own, like a request, so handlers can use the injected EntityManager.
      await runInRequestContext(this.orm.em, () => handler(job.data, attempt));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt.isLastAttempt) this.logger.error(`Job ${name} ${job.id} endgültig fehlgeschlagen nach ${attempt.attempt} Versuchen: ${reason}`);
      else this.logger.warn(`Job ${name} ${job.id}, Versuch ${attempt.attempt} fehlgeschlagen (wird wiederholt): ${reason}`);
      throw error;
    }
  }
}

/**
 * How often a worker that hears of new jobs looks for due retries and delayed jobs: at most one
 * retry delay late (at least every `polling` seconds, at most every 30). Every look is a statement
 * on the database; with 11 queues looking every 2 s, a server at rest allocated ~1 MB/s and kept
 * V8 from giving memory back (docs/decisions/0015-first-paint-and-small-server.md).
 */
export function notifyPollingSeconds({ settings }: JobDefinition<object>, polling: number): number {
  return Math.max(polling, Math.min(settings.retryDelay, MAX_NOTIFY_POLLING_SECONDS));
}
const MAX_NOTIFY_POLLING_SECONDS = 30;

/** The definition's settings as pg-boss names them; a maximum delay is only allowed with backoff. */
function queueSettings({ settings }: JobDefinition<object>) {
  const { retryLimit, retryDelay, retryBackoff, retryDelayMax, expireInSeconds } = settings;
  return { retryLimit, retryDelay, retryBackoff, expireInSeconds, ...(retryBackoff ? { retryDelayMax } : {}) };
}

/** A UUID that depends only on job name and key, so the same key always names the same job. */
function idFromKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Version 8 ("custom") and the RFC 4122 variant bits, so it is a well-formed UUID.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
