import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { MikroORM } from '@mikro-orm/core';
import type { PgliteConnection } from '@mikro-orm/pglite';
import { loadConfig } from '../config/app-config.js';
import { ENTITIES } from '../entities.js';
import { ormOptions } from './orm-options.js';
import { PgliteThread } from './pglite-thread.js';

describe('the embedded database in a thread of its own', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await PgliteThread.open('memory://');
    await db.exec('create table note (id serial primary key, text text unique not null, at timestamptz not null default now())');
  });
  afterAll(() => db.close());

  it('answers statements with their rows, as the ORM reads them (times as text)', async () => {
    await db.query('insert into note (text) values ($1), ($2)', ['Apéro', 'Trauung']);
    const { rows, affectedRows } = await db.query('select id, text, at from note order by id', [], { rowMode: 'object' });
    expect(rows).toEqual([
      { id: 1, text: 'Apéro', at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) },
      { id: 2, text: 'Trauung', at: expect.any(String) },
    ]);
    expect(affectedRows).toBe(0);
    expect((await db.exec("select 1 as one; select 'zwei' as two")).map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 'zwei' }]]);
  });

  it('runs with the settings for a small server: 32 MB of shared buffers instead of 160 (PGlite touches them all when it starts)', async () => {
    const { rows } = await db.query("select current_setting('shared_buffers') as shared_buffers, current_setting('search_path') as search_path", [], { rowMode: 'object' });
    // PGlite's own start parameters still apply beside ours.
    expect(rows).toEqual([{ shared_buffers: '32MB', search_path: 'public' }]);
  });

  it("hands over PostgreSQL's error with its fields, and the caller's stack", async () => {
    const refused = db.query('insert into note (text) values ($1)', ['Apéro']);
    await expect(refused).rejects.toMatchObject({ code: '23505', constraint: 'note_text_key', message: expect.stringContaining('duplicate key') });
    await expect(refused).rejects.toHaveProperty('stack', expect.stringContaining('pglite-thread.spec'));
  });

  it('commits a transaction whose callback resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into note (text) values ($1)', ['Dinner']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into note (text) values ($1)', ['Tanz']);
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    const { rows } = await db.query('select text from note where text in ($1, $2)', ['Dinner', 'Tanz']);
    expect(rows).toEqual([{ text: 'Dinner' }]);
  });

  it('delivers a notification before the answer of the statement that sent it, and stops when asked', async () => {
    const heard: string[] = [];
    const stop = await db.listen('changes', (payload) => heard.push(payload));
    await db.query("select pg_notify('changes', 'note')");
    expect(heard).toEqual(['note']);
    await stop();
    await db.query("select pg_notify('changes', 'again')");
    expect(heard).toEqual(['note']);
  });

  it('runs statements off the main thread: its timers keep firing during a long one', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    try {
      await db.query('select count(*) from generate_series(1, 3000000)');
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(100);
    // On the main thread the statement would have held every timer until it ended.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 10 / 3));
  });

  it('dumps itself into an image that a new in-memory database starts from, apart from the original', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'pglite-image-'));
    const image = path.join(folder, 'image.tar');
    try {
      writeFileSync(image, await db.dump());
      const copy = await PgliteThread.open('memory://', image);
      try {
        const texts = async (on: PgliteThread) => (await on.query('select text from note order by id', [], { rowMode: 'object' })).rows;
        expect(await texts(copy)).toEqual(await texts(db));
        await copy.query('insert into note (text) values ($1)', ['Nur in der Kopie']);
        expect(await texts(db)).not.toContainEqual({ text: 'Nur in der Kopie' });
      } finally {
        await copy.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a new data folder', () => {
  it('is made by initdb in a process of its own, before the database opens in its thread (glibc keeps what initdb freed, ~100 MB, in the process that ran it)', async () => {
    const started: Worker[] = [];
    const onWorker = (message: unknown) => started.push((message as { worker: Worker }).worker);
    diagnostics.subscribe('worker_threads', onWorker);
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pglite-new-')), 'db');
    try {
      const db = await PgliteThread.open(dataDir);
      expect(await db.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
      expect(started.length).toBe(1);
      await db.close();

      const again = await PgliteThread.open(dataDir);
      expect(started.length).toBe(2);
      await again.close();
    } finally {
      diagnostics.unsubscribe('worker_threads', onWorker);
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('says in German why it could not be made', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pglite-new-')), 'a-file');
    writeFileSync(file, '');
    try {
      await expect(PgliteThread.open(path.join(file, 'db'))).rejects.toThrow(/^Die eingebettete Datenbank konnte nicht angelegt werden: /);
    } finally {
      rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});

describe("the ORM's embedded database", () => {
  it('lives in a thread the ORM opens and closes with it: the folder can be opened again at once, with what was written', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    const options = () => ormOptions(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', JWT_SECRET: 'x'.repeat(32) }), ENTITIES) as Parameters<typeof MikroORM.init>[0];
    try {
      const first = await MikroORM.init(options());
      const native = await (first.driver.getConnection() as unknown as PgliteConnection).getNativeClient();
      expect(native).toBeInstanceOf(PgliteThread);
      await first.em.getConnection().execute('create table kept (text text)');
      await first.em.getConnection().execute("insert into kept values ('Hochzeit')");
      await first.close();
      expect((native as unknown as PgliteThread).closed).toBe(true);

      const second = await MikroORM.init(options());
      expect(await second.em.getConnection().execute('select text from kept')).toEqual([{ text: 'Hochzeit' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
