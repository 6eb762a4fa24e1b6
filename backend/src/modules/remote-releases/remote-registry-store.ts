import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Registry } from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { sqlRows } from '../../database/sql.js';

/** The channel infra/registry.mjs and this store notify with every new revision. */
const REGISTRY_CHANNEL = 'remote_registry';
/** Without a working notification, a process asks for the revision at most this often (a change is served within 5 s). */
const POLL_MS = 2000;
const RECONNECT_MS = 1000;
const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 15_000;

/** A write that lost the compare-and-swap: someone else changed the registry meanwhile. */
export class StaleRegistryError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The remote registry as the web processes read and (for the automatic rollback) write it: the
 * table remote_registry in PostgreSQL when DATABASE_URL is set, else the registry file
 * (REGISTRY_FILE) that infra/remotes.mjs writes. Both writers follow the same rules as the tool:
 * compare-and-swap on `revision` (one statement in PostgreSQL; under the tool's lock file
 * otherwise). On PostgreSQL a process learns of a change by LISTEN/NOTIFY at once, and asks for the
 * revision every 2 s while the listening connection is down.
 */
@Injectable()
export class RemoteRegistryStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RemoteRegistry');
  private cached?: { key: string; registry: Registry | null };
  /** PostgreSQL: raised by every notification; the cache is good while it is unchanged. */
  private notified = 0;
  private listening = false;
  private checkedAt = 0;
  private client?: pg.Client;
  private stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
  ) {}

  /** Where the registry lives, for messages. */
  get where(): string {
    return this.config.databaseUrl ? 'PostgreSQL (remote_registry)' : (this.config.registryFile ?? '–');
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.databaseUrl) return;
    await this.listen().catch((error: Error) => this.logger.warn(`Keine Verbindung für Registry-Meldungen: ${error.message}`));
    // A registry file from the time before DATABASE_URL is not read any more: say how to move it.
    const file = this.config.registryFile;
    if (file && (await stat(file).then(() => true, () => false)) && !(await this.load().catch(() => null))) {
      this.logger.warn({ file }, 'Die Registry-Datei wird mit DATABASE_URL nicht gelesen; übertragen mit: node infra/remotes.mjs migrate-registry');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: 'hochzeitsportal registry' });
    const lose = () => {
      if (this.client !== client) return;
      this.listening = false;
      this.client = undefined;
      this.notified++;
      client.end().catch(() => undefined);
      if (!this.stopping) setTimeout(() => void this.listen().catch(() => lose()), RECONNECT_MS).unref();
    };
    this.client = client;
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', () => this.notified++);
    await client.connect();
    await client.query(`listen "${REGISTRY_CHANNEL}"`);
    this.listening = true;
    this.notified++;
  }

  /** The registry, or null when there is none (no registry file configured or written yet, no row). */
  async read(): Promise<Registry | null> {
    const key = await this.changeKey();
    if (this.cached?.key === key) return this.cached.registry;
    const registry = await this.load();
    this.cached = { key, registry };
    return registry;
  }

  /** What tells a changed registry from the one read before, cheaply. */
  private async changeKey(): Promise<string> {
    if (this.config.databaseUrl) {
      if (this.listening && this.cached) return `n${this.notified}`;
      if (Date.now() - this.checkedAt < POLL_MS && this.cached) return this.cached.key;
      this.checkedAt = Date.now();
      const rows = await sqlRows<{ revision: number }>(this.orm.em, 'select "revision" from "remote_registry" where "id" = 1');
      // While listening, the key of the first read is the notification count (rows only tell the polls apart).
      return this.listening ? `n${this.notified}` : `n${this.notified}r${rows[0]?.revision ?? 0}`;
    }
    const file = this.config.registryFile;
    if (!file) return '-';
    return stat(file).then(
      (info) => `${info.mtimeMs}:${info.size}:${info.ino}`,
      () => 'missing',
    );
  }

  private async load(): Promise<Registry | null> {
    if (this.config.databaseUrl) {
      const rows = await sqlRows<{ revision: number; document: unknown }>(this.orm.em, 'select "revision", "document" from "remote_registry" where "id" = 1');
      const row = rows.at(0);
      if (!row) return null;
      const document = typeof row.document === 'string' ? (JSON.parse(row.document) as object) : (row.document as object);
      return Registry.parse({ ...document, revision: row.revision });
    }
    if (!this.config.registryFile) return null;
    const text = await readFile(this.config.registryFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    return text === null ? null : Registry.parse(JSON.parse(text));
  }

  /**
   * Compare-and-swap: `change` edits a copy of the registry of `expectedRevision`; it is stored
   * with revision + 1 unless someone changed it meanwhile (StaleRegistryError).
   */
  async update(expectedRevision: number, change: (registry: Registry) => void): Promise<Registry> {
    if (this.config.databaseUrl) {
      const current = (await this.load()) ?? Registry.parse({ revision: 0, remotes: {} });
      if (current.revision !== expectedRevision) throw new StaleRegistryError();
      change(current);
      const { revision: _old, ...document } = Registry.parse(current);
      const rows = await sqlRows<{ revision: number }>(
        this.orm.em,
        `with "written" as (
           update "remote_registry" set "revision" = "revision" + 1, "document" = ?::jsonb, "changed_at" = now()
           where "id" = 1 and "revision" = ? returning "revision")
         select "revision", pg_notify('${REGISTRY_CHANNEL}', "revision"::text) from "written"`,
        [JSON.stringify(document), expectedRevision],
      );
      if (rows.length !== 1) throw new StaleRegistryError();
      this.notified++;
      return { ...current, revision: rows[0].revision };
    }
    const file = this.config.registryFile;
    if (!file) throw new Error('Keine Registry-Datei');
    await mkdir(path.dirname(file), { recursive: true });
    return this.withFileLock(file, async () => {
      const current = await this.load();
      if (!current || current.revision !== expectedRevision) throw new StaleRegistryError();
      change(current);
      current.revision += 1;
      const checked = Registry.parse(current);
      await writeAtomically(file, `${JSON.stringify(checked, null, 2)}\n`);
      return checked;
    });
  }

  /** Replaces the registry as it is (tests; operators use infra/remotes.mjs). */
  async write(registry: Registry): Promise<void> {
    const checked = Registry.parse(registry);
    if (this.config.databaseUrl) {
      const { revision, ...document } = checked;
      await sqlRows(
        this.orm.em,
        `with "written" as (
           insert into "remote_registry" ("id", "revision", "document", "changed_at") values (1, ?, ?::jsonb, now())
           on conflict ("id") do update set "revision" = excluded."revision", "document" = excluded."document", "changed_at" = now() returning "revision")
         select pg_notify('${REGISTRY_CHANNEL}', "revision"::text) from "written"`,
        [revision, JSON.stringify(document)],
      );
      this.notified++;
      return;
    }
    const file = this.config.registryFile;
    if (!file) throw new Error('Keine Registry-Datei');
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file, `${JSON.stringify(checked, null, 2)}\n`);
  }

  /** The lock file infra/registry.mjs uses (O_EXCL, "<host> <pid>"; stale after 30 s). */
  private async withFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
    const lockFile = `${file}.lock`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        const handle = await open(lockFile, 'wx');
        await handle.writeFile(`${os.hostname()} ${process.pid}`);
        await handle.close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const info = await stat(lockFile).catch(() => null);
        if (info && Date.now() - info.mtimeMs > LOCK_STALE_MS) await unlink(lockFile).catch(() => undefined);
        else if (Date.now() > deadline) throw new Error(`Die Registry ist gesperrt (${lockFile}).`, { cause: error });
        else await sleep(5 + Math.random() * 20);
      }
    }
    try {
      return await work();
    } finally {
      await unlink(lockFile).catch(() => undefined);
    }
  }
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file).catch(async (error: unknown) => {
    await unlink(temp).catch(() => undefined);
    throw error;
  });
}
