import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Configuration, Dictionary } from '@mikro-orm/core';
import { PgliteConnection, PgliteDriver } from '@mikro-orm/pglite';
import { collectAtRest, SHRINK_HEAP } from '../common/memory-at-rest.js';

/**
 * The code of the database thread: PGlite (PostgreSQL compiled to WebAssembly) with the ORM's type
 * parsers, answering the calls PgliteThread sends. Plain CommonJS, so the same source runs from
 * the compiled backend and under the test runner.
 *
 * Notifications are posted as PGlite hands them over, which is before the statement that caused
 * them answers: DataChanges relies on hearing of a change before the write's reply.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fail = (error) => ({ message: String((error && error.message) || error), props: { ...(error && typeof error === 'object' ? error : {}) } });
const results = ({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields });
(async () => {
  const { PGlite } = await import(workerData.modules.pglite);
  const { createPostgreSqlTypeParsers } = await import(workerData.modules.mikroOrmSql);
  const { default: postgresArray } = await import(workerData.modules.postgresArray);
  const image = workerData.image ? new Blob([require('node:fs').readFileSync(workerData.image)]) : undefined;
  const db = await PGlite.create({ dataDir: workerData.dataDir, loadDataDir: image, startParams: [...PGlite.defaultStartParams, ...workerData.settings], parsers: createPostgreSqlTypeParsers((text) => postgresArray.parse(text)) });
  const transactions = new Map();
  const listening = new Map();
  const calls = {
    query: ({ sql, params, rowMode, tx }) => (tx ? transactions.get(tx).tx : db).query(sql, params, rowMode ? { rowMode } : undefined).then(results),
    exec: ({ sql, tx }) => (tx ? transactions.get(tx).tx : db).exec(sql).then((all) => all.map(results)),
    begin: ({ id }) =>
      new Promise((begun, refused) => {
        const ended = db.transaction((tx) => new Promise((commit, rollback) => { transactions.set(id, { tx, commit, rollback, ended }); begun(id); }));
        ended.catch(refused);
      }),
    end: async ({ tx, commit }) => {
      const open = transactions.get(tx);
      transactions.delete(tx);
      if (commit) open.commit();
      else open.rollback(new Error('rollback'));
      await open.ended.catch((error) => { if (commit) throw error; });
    },
    listen: async ({ channel }) => {
      if (!listening.has(channel)) listening.set(channel, await db.listen(channel, (payload) => parentPort.postMessage({ channel, payload })));
    },
    unlisten: async ({ channel }) => {
      const stop = listening.get(channel);
      listening.delete(channel);
      await stop?.();
    },
    dump: async () => new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()),
    // With --expose-gc (runtime-flags.ts): this thread's heap shrinks too (common/memory-at-rest.ts).
    collect: async () => globalThis.gc?.(workerData.shrinkHeap),
    close: () => db.close(),
  };
  parentPort.on('message', (call) => {
    calls[call.op](call).then((value) => parentPort.postMessage({ id: call.id, value }), (error) => parentPort.postMessage({ id: call.id, error: fail(error) }));
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => parentPort.postMessage({ ready: false, error: fail(error) }));
`;

/**
 * initdb for a new data folder, run by a Node process of its own (argv: the folder, PGlite's module
 * URL, the settings as JSON). Plain CommonJS, for node -e.
 */
const INITDB_SOURCE = `
const [dataDir, pglite, settings] = process.argv.slice(1);
(async () => {
  const { PGlite } = await import(pglite);
  const db = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...JSON.parse(settings)] });
  await db.close();
})().catch((error) => { process.stderr.write(String((error && error.message) || error)); process.exitCode = 1; });
`;

/**
 * PostgreSQL's settings for the embedded database, on top of PGlite's own start parameters. PGlite
 * allocates and touches its shared memory when it starts, inside its WebAssembly memory, which
 * never shrinks: the default 160 MB of shared_buffers alone were ~110 MB of the server's resident
 * memory at rest. A wedding's database is a few dozen MB, and the operating system's page cache
 * holds its files besides (docs/decisions/0015-first-paint-and-small-server.md).
 */
export const PGLITE_SETTINGS: readonly string[] = ['shared_buffers=32MB'];
/** A statement's result as PGlite gives it. */
export interface ThreadResults {
  rows: unknown[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}

/** A transaction in progress, as PGlite's transaction() hands it to its callback. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
}

type Call =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'collect' }
  | { op: 'close' };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Where the call was made, for the error's stack. */
  origin: Error;
}

type Reply = { id: number; value?: unknown; error?: { message: string; props: Record<string, unknown> } } | { channel: string; payload: string } | { ready: boolean; error?: { message: string; props: Record<string, unknown> } };

const CLOSED = 'Die eingebettete Datenbank ist geschlossen';

const moduleUrl = (specifier: string, from = import.meta.url) => pathToFileURL(createRequire(from).resolve(specifier)).href;

let threadModules: { pglite: string; mikroOrmSql: string; postgresArray: string } | undefined;
/** Where the thread imports its modules from: those the ORM's PGlite driver uses (resolved once). */
function modulesOfThread() {
  if (!threadModules) {
    const driver = moduleUrl('@mikro-orm/pglite');
    threadModules = { pglite: moduleUrl('@electric-sql/pglite', driver), mikroOrmSql: moduleUrl('@mikro-orm/sql', driver), postgresArray: moduleUrl('postgres-array', driver) };
  }
  return threadModules;
}

/**
 * The embedded database (PGlite) in a thread of its own, offering what the ORM (through kysely's
 * PGlite dialect), the job queue (pg-boss's PGlite adapter) and DataChanges use of a PGlite
 * instance: query, exec, transaction, listen, close.
 *
 * PGlite runs every statement synchronously on the thread that owns it: here a rush's statements
 * run on the other core while the main thread serves requests (docs/decisions/0001-pglite-in-a-thread.md).
 * Rows cross as copies; statements and transactions keep PGlite's own order and locks.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private isClosed = false;
  private readonly waitReady: Promise<void>;
  private readonly stopCollecting: () => void;

  private constructor(dataDir: string, image?: string) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dataDir, image, modules: modulesOfThread(), settings: PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]), shrinkHeap: SHRINK_HEAP },
    });
    // The thread keeps the process alive only while a call waits for it.
    this.worker.unref();
    let started: (ready: boolean, error?: Error) => void = () => undefined;
    this.waitReady = new Promise<void>((resolve, reject) => {
      started = (ready, error) => (ready ? resolve() : reject(error ?? new Error('PGlite-Thread nicht gestartet')));
    });
    this.worker.on('message', (reply: Reply) => {
      if ('ready' in reply) started(reply.ready, reply.error && this.error(reply.error, new Error()));
      else if ('channel' in reply) for (const listener of this.listeners.get(reply.channel) ?? []) listener(reply.payload);
      else this.settle(reply);
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', () => this.end(new Error(CLOSED)));
    this.stopCollecting = collectAtRest(() => this.call({ op: 'collect' }));
  }

  /**
   * Opens the database in `dataDir` (a folder, or `memory://`) in a new thread. A folder that holds
   * no database yet is made first by initdb in a process of its own: a thread that ended gave back
   * its WebAssembly memory, but glibc kept the ~100 MB its compilation and initdb had allocated
   * and freed (docs/decisions/0001-pglite-in-a-thread.md, 0015-first-paint-and-small-server.md).
   *
   * With `image` (a file written by dump()), an in-memory database starts as that one was, without initdb.
   */
  static async open(dataDir: string, image?: string): Promise<PgliteThread> {
    if (isNewFolder(dataDir)) await initdb(dataDir);
    return PgliteThread.start(dataDir, image);
  }

  private static async start(dataDir: string, image?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, image);
    await thread.waitReady;
    return thread;
  }

  get ready(): boolean {
    return !this.isClosed;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }, tx?: number): Promise<ThreadResults> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, tx }) as Promise<ThreadResults>;
  }

  exec(sql: string, tx?: number): Promise<ThreadResults[]> {
    return this.call({ op: 'exec', sql, tx }) as Promise<ThreadResults[]>;
  }

  /** Runs `callback` in one transaction, with PGlite's exclusive lock: committed if it resolves, rolled back if it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await callback({ query: (sql, params, options) => this.query(sql, params, options, tx), exec: (sql) => this.exec(sql, tx) });
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `listener` with every notification on `channel`; resolves to a function that stops it. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.call({ op: 'listen', channel });
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.listeners.get(channel) !== listeners) return;
      this.listeners.delete(channel);
      if (!this.isClosed) await this.call({ op: 'unlisten', channel });
    };
  }

  /** The whole database as a file's contents, for open(…, image). */
  dump(): Promise<Uint8Array> {
    return this.call({ op: 'dump' }) as Promise<Uint8Array>;
  }

  /** Closes the database (PGlite writes what it holds) and ends the thread. */
  async close(): Promise<void> {
    if (this.isClosed) return;
    await this.call({ op: 'close' });
    this.isClosed = true;
    this.stopCollecting();
    await this.worker.terminate();
  }

  private call(call: Call): Promise<unknown> {
    if (this.isClosed) return Promise.reject(new Error(CLOSED));
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, origin: new Error() });
      this.worker.postMessage({ ...call, id });
    });
  }

  private settle(reply: Extract<Reply, { id: number }>): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) pending.reject(this.error(reply.error, pending.origin));
    else pending.resolve(reply.value);
  }

  /** The thread's error as this thread can use it: the message and fields (PostgreSQL's `code`, `constraint`, …), and the caller's stack. */
  private error({ message, props }: { message: string; props: Record<string, unknown> }, origin: Error): Error {
    const error = Object.assign(new Error(message), props);
    error.stack = `${error.name}: ${message}\n${origin.stack?.split('\n').slice(1).join('\n') ?? ''}`;
    return error;
  }

  private end(error: Error): void {
    this.isClosed = true;
    this.stopCollecting();
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

/** Makes the database in the new folder `dataDir` in a Node process of its own (see PgliteThread.open). */
function initdb(dataDir: string): Promise<void> {
  const settings = JSON.stringify(PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]));
  return new Promise((resolve, reject) => {
    // Only the node binary: the server's own flags (an inspector port, say) are not the child's.
    execFile(process.execPath, ['-e', INITDB_SOURCE, dataDir, modulesOfThread().pglite, settings], { maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`Die eingebettete Datenbank konnte nicht angelegt werden: ${stderr.trim() || error.message}`)) : resolve(),
    );
  });
}

/** A folder (not `memory://` or another of PGlite's schemes) without a PostgreSQL database in it yet. */
function isNewFolder(dataDir: string): boolean {
  return !/^[a-z]+:\/\//.test(dataDir) && !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * PGlite's MikroORM connection with the database in a PgliteThread, which it opens on connecting
 * and closes with the ORM. (Given an instance of its own, MikroORM leaves closing it to its owner;
 * two instances on one data folder must never be open at once, so the connection owns it.)
 */
class ThreadedPgliteConnection extends PgliteConnection {
  private thread?: Promise<PgliteThread>;

  override createKyselyDialect(overrides: Dictionary): ReturnType<PgliteConnection['createKyselyDialect']> {
    // The driver options (orm-options.ts) may name an image to start the database from.
    this.thread ??= PgliteThread.open(this.config.get('dbName'), (overrides as { image?: string }).image);
    const thread = this.thread;
    return super.createKyselyDialect({ ...overrides, pglite: () => thread });
  }

  override async close(force?: boolean): Promise<void> {
    await super.close(force);
    const thread = this.thread;
    this.thread = undefined;
    await (await thread)?.close();
  }
}

/** MikroORM's PGlite driver, with the database in a thread of its own (see PgliteThread). */
export class ThreadedPgliteDriver extends PgliteDriver {
  constructor(config: Configuration) {
    super(config);
    (this as unknown as { connection: PgliteConnection }).connection = new ThreadedPgliteConnection(this.config);
  }
}
