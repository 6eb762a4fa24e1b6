import { randomUUID } from 'node:crypto';
import { type EntityName, MikroORM } from '@mikro-orm/core';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { sqlRows } from './sql.js';

/**
 * The channel on which the database announces changes: every table of the application has a
 * statement trigger (see the migration DataChangeNotifications) that sends the table's name,
 * delivered when the writing transaction commits, to every process listening, whichever process
 * or statement (ORM, raw SQL, another process on PostgreSQL) made the change.
 */
export const DATA_CHANGES_CHANNEL = 'data_changes';
/** Payloads that start with this are this process's own markers, not table names. */
const SYNC_MARKER = '~sync:';
const RECONNECT_MS = 1000;
const SYNC_TIMEOUT_MS = 2000;
/** The listening connection's application_name: this prefix, then the process's instance id. */
const PROCESS_NAME_PREFIX = 'hochzeitsportal ';

/**
 * What this process knows about changes to the database, for caches that keep what they read
 * until the tables it came from change. `stamp(tables)` grows whenever one of the tables changes
 * and is null while changes could be missed (the listening connection is down): a cached value is
 * good as long as the stamp taken before reading it is still the current one.
 *
 * Why that is safe: a change commits, then its notification arrives here; a reading that began
 * before the notification arrived took the old stamp, so whatever it read (old or new) is dropped
 * once the notification arrives. On the embedded database the notification is delivered before
 * the committing statement returns. On PostgreSQL it arrives a moment after the commit, so
 * `settled()` waits for it: a write request answers only once its own changes are known here
 * (see cached-reply.ts), and a client reading right after its write never gets the old value.
 *
 * On PostgreSQL the listening connection also shows that this process is alive: its
 * application_name carries the process's `instance` id (see livingInstances()).
 */
@Injectable()
export class DataChanges implements OnModuleInit, OnModuleDestroy {
  /** This process, among all that use the database. */
  readonly instance = randomUUID();
  private readonly logger = new Logger('Änderungen');
  /** Raised with every notification; a table's entry is the value after its last change. */
  private clock = 1;
  private readonly changedAt = new Map<string, number>();
  /** Raised when notifications may have been missed: every stamp changes. */
  private everythingAt = 1;
  private listening = false;
  private stopping = false;
  private client?: pg.Client;
  private stopPglite?: () => Promise<void>;
  private syncs = 0;
  private readonly waiting = new Map<number, () => void>();
  private readonly tableNames = new Map<unknown, string>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // A failed first connection is tried again in the background; meanwhile nothing is cached.
    if (this.config.databaseUrl) await this.connect().catch((error: Error) => this.logger.warn(`Keine Verbindung für Änderungsmeldungen: ${error.message}`));
    else {
      const pglite = await (this.orm.driver.getConnection() as unknown as PgliteConnection).getNativeClient();
      this.stopPglite = await pglite.listen(DATA_CHANGES_CHANNEL, (payload) => this.receive(payload));
      this.listening = true;
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.lose();
    await this.stopPglite?.().catch(() => undefined);
    await this.client?.end().catch(() => undefined);
  }

  /** The current stamp of these tables (entities), or null while changes could be missed. */
  stamp(entities: readonly EntityName<object>[]): number | null {
    if (!this.listening) return null;
    let stamp = this.everythingAt;
    for (const entity of entities) stamp = Math.max(stamp, this.changedAt.get(this.tableName(entity)) ?? 0);
    return stamp;
  }

  /**
   * The instances whose processes are running: on PostgreSQL those with a listening connection
   * open (a process killed outright loses its connections at once); the embedded database
   * belongs to this process alone (DATA_DIR's lock).
   */
  async livingInstances(): Promise<Set<string>> {
    if (!this.config.databaseUrl) return new Set([this.instance]);
    const rows = await sqlRows<{ name: string }>(this.orm.em, 'select application_name as name from pg_stat_activity where datname = current_database() and starts_with(application_name, ?)', [PROCESS_NAME_PREFIX]);
    return new Set([this.instance, ...rows.map((row) => row.name.slice(PROCESS_NAME_PREFIX.length))]);
  }

  /** Resolves once every change committed so far has been received (at once on the embedded database). */
  async settled(): Promise<void> {
    const client = this.client;
    if (!client || !this.listening) return;
    const sync = ++this.syncs;
    const received = new Promise<void>((resolve) => this.waiting.set(sync, resolve));
    // Notifications arrive in the order their transactions committed: once this marker is back,
    // every change committed before it was sent has arrived too.
    await client.query('select pg_notify($1, $2)', [DATA_CHANGES_CHANNEL, `${SYNC_MARKER}${sync}`]).catch(() => this.lose());
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([received, new Promise<void>((resolve) => (timer = setTimeout(resolve, SYNC_TIMEOUT_MS)))]);
    clearTimeout(timer);
    this.waiting.delete(sync);
  }

  private receive(payload: string): void {
    if (payload.startsWith(SYNC_MARKER)) {
      const sync = Number(payload.slice(SYNC_MARKER.length));
      for (const [waiting, resolve] of this.waiting) if (waiting <= sync) resolve();
      return;
    }
    this.changedAt.set(payload, ++this.clock);
  }

  private tableName(entity: EntityName<object>): string {
    let name = this.tableNames.get(entity);
    if (!name) {
      name = this.orm.getMetadata().get(entity).tableName;
      this.tableNames.set(entity, name);
    }
    return name;
  }

  /** Changes may go unnoticed from now on: nothing cached counts any more until listening again. */
  private lose(): void {
    this.listening = false;
    this.everythingAt = ++this.clock;
    for (const resolve of this.waiting.values()) resolve();
  }

  /** PostgreSQL: a connection of its own that listens, opened again whenever it is lost. */
  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: `${PROCESS_NAME_PREFIX}${this.instance}`, keepAlive: true });
    client.on('notification', (message) => message.payload !== undefined && this.receive(message.payload));
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.lose();
      client.end().catch(() => undefined);
      if (!this.stopping) setTimeout(() => void this.connect().catch(() => undefined), RECONNECT_MS).unref();
    };
    client.on('error', (error) => {
      this.logger.warn(`Verbindung für Änderungsmeldungen unterbrochen: ${error.message}`);
      lost();
    });
    client.on('end', lost);
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${DATA_CHANGES_CHANNEL}`);
    } catch (error) {
      lost();
      throw error;
    }
    // Whatever changed while nobody listened: everything cached before counts no more.
    this.everythingAt = ++this.clock;
    this.listening = true;
  }
}

interface Cached<T> {
  stamp: number;
  value: T;
  /** When it was read (Date.now()). */
  readAt: number;
}

/**
 * Values read from the database, kept until one of the tables they came from changes (see
 * DataChanges). Callers share the values: they must treat them as read-only. Readers that ask for
 * the same key at the same time share one reading.
 */
@Injectable()
export class CachedReads {
  private readonly entries = new LRUCache<string, Cached<unknown>>({ max: 20_000 });
  private readonly reading = new Map<string, Promise<Cached<unknown>>>();

  constructor(private readonly changes: DataChanges) {}

  /**
   * The value under `key`, read with `read` only if one of `tables` changed since it was last read
   * or, with `maxAgeMs`, if it was read longer ago than that (for values that also depend on the
   * time, such as whether a deadline has passed).
   */
  async get<T>(key: string, tables: readonly EntityName<object>[], read: () => Promise<T>, maxAgeMs?: number): Promise<T> {
    return (await this.entry(key, tables, read, maxAgeMs)).value;
  }

  /** Like `get`, with the stamp the value was read under (for a validator of a reply). */
  async entry<T>(key: string, tables: readonly EntityName<object>[], read: () => Promise<T>, maxAgeMs?: number): Promise<Cached<T>> {
    const stamp = this.changes.stamp(tables);
    if (stamp === null) return { stamp: 0, value: await read(), readAt: Date.now() };
    const known = this.entries.get(key) as Cached<T> | undefined;
    if (known?.stamp === stamp && (maxAgeMs === undefined || Date.now() - known.readAt < maxAgeMs)) return known;
    const readingKey = `${stamp}\n${key}`;
    const readAt = Date.now();
    let reading = this.reading.get(readingKey) as Promise<Cached<T>> | undefined;
    if (!reading) {
      reading = read().then((value) => {
        const entry = { stamp, value, readAt };
        // Kept under the stamp from before the reading: a change that arrived meanwhile makes it stale at once.
        this.entries.set(key, entry);
        return entry;
      });
      const shared = reading.finally(() => this.reading.delete(readingKey));
      this.reading.set(readingKey, shared);
      reading = shared;
    }
    return reading;
  }
}
