import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from './job-queue.js';
import { deleteOutboxRow, outboxRows } from './jobs.queries.js';
import { OutboxMessage } from './outbox-message.entity.js';

const BATCH = 100;

/**
 * Moves outbox rows onto the job queue: right after the commit that wrote some, at start (rows a
 * crash left behind) and every few seconds (a relay that failed). A row is deleted only after its job is queued, and its id is the job's idempotency
 * key, so relaying a row twice (two processes, or a crash in between) still runs it once.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger('Outbox');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private active = false;
  /** Outbox rows were flushed inside a transaction that has not committed yet. */
  private awaitingCommit = false;

  constructor(
    private readonly queue: JobQueue,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  start(): void {
    this.active = true;
    this.orm.em.getEventManager().registerSubscriber({
      afterFlush: ({ em, uow }) => {
        if (![...uow.getChangeSets()].some((changeSet) => changeSet.entity instanceof OutboxMessage)) return;
        // A flush inside an explicit transaction is not committed yet: relay once that transaction commits.
        if (em.isInTransaction()) this.awaitingCommit = true;
        else this.kick();
      },
      afterTransactionCommit: ({ transaction }) => {
        if (!this.awaitingCommit || (transaction as { savepointName?: string } | undefined)?.savepointName) return;
        this.awaitingCommit = false;
        this.kick();
      },
    });
    this.kick();
    this.timer = setInterval(() => this.kick(), this.config.outboxRelaySeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.active = false;
    clearInterval(this.timer);
    await this.running;
  }

  /** Relays soon; a call during a pass asks for one more pass, so no row waits for the timer. */
  kick(): void {
    if (!this.active) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.relayAll().finally(() => {
      this.running = undefined;
      if (this.again) this.kick();
    });
  }

  /** Resolves once every row committed so far is on the queue (or failed to get there). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.relayAll().finally(() => (this.running = undefined));
    await this.running;
  }

  private async relayAll(): Promise<void> {
    this.again = false;
    try {
      // Through the queue's connection, outside any ORM transaction: only committed rows are seen.
      const db = this.queue.database();
      // Rows that failed in this pass wait for the next one instead of being retried in a loop.
      const failed: string[] = [];
      for (;;) {
        const rows = await outboxRows(db, failed, BATCH);
        for (const row of rows) {
          try {
            await this.queue.sendByName(row.job, row.payload, { idempotencyKey: row.id });
            await deleteOutboxRow(db, row.id);
          } catch (error) {
            failed.push(row.id);
            this.logger.error(`Eintrag ${row.id} (${row.job}) nicht übergeben, neuer Versuch später: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        if (rows.length < BATCH) return;
      }
    } catch (error) {
      this.logger.error(`Übergabe an die Warteschlange fehlgeschlagen, neuer Versuch später: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
