import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import getPort from 'get-port';
import sharp from 'sharp';
import { coverFileKeys } from '../../src/modules/event-settings/cover-files.js';
import { mediaFileKeys } from '../../src/modules/media/media-files.js';
import { VIDEO_KEY } from '../../src/modules/video/video.service.js';
import { databaseName, onDatabaseServer, withDatabase } from '../postgres.js';

/**
 * kill -9 of the built server (`npm start`) while it writes and receives uploads, five rounds on
 * one data folder (and, with DATABASE_URL, one fresh PostgreSQL database): after every restart
 * each write that was answered 2xx is there, nothing answered as deleted is back, the server
 * starts at all; at the end no stored file is without its row (unless its deletion is queued)
 * and no row is without its file.
 */
const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');
const ROUNDS = 5;
const PASSWORD = 'crash-test-passwort';
const onPostgres = Boolean(process.env.DATABASE_URL);

let dataDir: string;
let databaseUrl: string | undefined;
let server: { process: ChildProcess; base: string; stderr: () => string } | undefined;

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} fehlt: zuerst das Backend bauen (npx turbo run build --filter=@hochzeit/backend)`);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-crash-'));
  if (onPostgres) databaseUrl = await createDatabase();
});

afterAll(async () => {
  if (server && server.process.exitCode === null && server.process.signalCode === null) {
    server.process.kill('SIGKILL');
    await once(server.process, 'exit');
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function createDatabase(): Promise<string> {
  const name = `hochzeit_crash_${process.pid}_${Date.now()}`;
  await onDatabaseServer(process.env.DATABASE_URL!, (client) => client.query(`create database ${name}`));
  return withDatabase(process.env.DATABASE_URL!, name);
}

async function dropDatabase(url: string): Promise<void> {
  await onDatabaseServer(process.env.DATABASE_URL!, (client) => client.query(`drop database if exists ${client.escapeIdentifier(databaseName(url))} with (force)`));
}

/** Starts the server on the shared data folder (and database) and waits until it answers. */
async function start(): Promise<void> {
  const port = await getPort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', ADMIN_PASSWORD: PASSWORD, LOGIN_RATE_LIMIT: '1000' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
  server = { process: child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Neustart fehlgeschlagen (Code ${child.exitCode}): ${stderr}`);
    if (await fetch(`${server.base}/api/health`).then((res) => res.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`Server antwortet nicht: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function kill(signal: NodeJS.Signals): Promise<void> {
  const child = server!.process;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill(signal);
    await once(child, 'exit');
  }
}

async function call(method: string, pathname: string, token: string | null, body?: object | FormData): Promise<Response> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return fetch(server!.base + pathname, { method, headers, body: body instanceof FormData ? body : body && JSON.stringify(body) });
}

/** The JSON of a 2xx reply; anything else (including a connection cut by the kill) throws. */
async function ok<T>(reply: Promise<Response>): Promise<T> {
  const res = await reply;
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(): Promise<{ admin: string; guest: string; providerId: number; eventId: number }> {
  const { access_token: admin } = await ok<{ access_token: string }>(call('POST', '/api/auth/login', null, { username: 'admin', password: PASSWORD }));
  const guests = await ok<Array<{ id: number; login_token: string; first_name: string }>>(call('GET', '/api/admin/guests', admin));
  const photographer = guests.find((g) => g.first_name === 'Fotografin') ?? (await ok(call('POST', '/api/admin/guests', admin, { first_name: 'Fotografin', last_name: 'Gast' })));
  const { access_token: guest } = await ok<{ access_token: string }>(call('POST', '/api/auth/guest-login', null, { token: (photographer as { login_token: string }).login_token }));
  const providers = await ok<Array<{ id: number }>>(call('GET', '/api/admin/service-providers', admin));
  const providerId = providers[0]?.id ?? (await ok<{ id: number }>(call('POST', '/api/admin/service-providers', admin, { company_name: 'Fotostudio Lichtblick' }))).id;
  const events = await ok<Array<{ id: number }>>(call('GET', '/api/timeline/admin', admin));
  const eventId = events[0]?.id ?? (await ok<{ id: number }>(call('POST', '/api/timeline/admin', admin, planEntry(0)))).id;
  return { admin, guest, providerId, eventId };
}

const planEntry = (version: number) => ({
  title: 'Apéro',
  time: '2025-06-07T14:00:00.000Z',
  description: `Stand ${version}`,
  timeline_type: 'appero',
  visible_to: ['guest'],
});

let photoBase: Buffer;
/** A small JPEG with a comment of its own, so every upload is a different photo. */
function photo(tag: string): Blob {
  const comment = Buffer.from(tag);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return new Blob([Buffer.concat([photoBase.subarray(0, 2), segment, comment, photoBase.subarray(2)])], { type: 'image/jpeg' });
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** What the server confirmed (2xx) across all rounds. */
const confirmed = {
  guests: new Map<number, string>(),
  tickers: new Map<number, string>(),
  media: new Set<number>(),
  deletedMedia: new Set<number>(),
  documents: new Set<number>(),
  planVersion: 0,
  covers: 0,
};

/** Writers of every kind, each in a loop until the server is killed under them. */
function writers(round: number, session: Awaited<ReturnType<typeof signIn>>, stop: { killed: boolean }): Array<Promise<void>> {
  const { admin, guest, providerId, eventId } = session;
  const loop = (work: (n: number) => Promise<void>) =>
    (async () => {
      for (let n = 0; !stop.killed; n++) await work(n).catch(() => undefined);
    })();
  return [
    loop(async (n) => {
      const name = `Gast ${round}-${n}`;
      const created = await ok<{ id: number }>(call('POST', '/api/admin/guests', admin, { first_name: name, last_name: 'Absturz' }));
      confirmed.guests.set(created.id, name);
    }),
    loop(async (n) => {
      const message = `Meldung ${round}-${n}`;
      const created = await ok<{ id: number }>(call('POST', '/api/admin/ticker-messages', admin, { message }));
      confirmed.tickers.set(created.id, message);
    }),
    loop(async (n) => {
      const form = new FormData();
      form.append('files[]', photo(`gast ${round}-${n}`), `IMG_${round}_${n}.jpg`);
      const [item] = await ok<Array<{ id: number }>>(call('POST', '/api/media/guest/upload', guest, form));
      confirmed.media.add(item.id);
    }),
    loop(async (n) => {
      // The admin uploads a photo and deletes the one before.
      const form = new FormData();
      form.append('files[]', photo(`admin ${round}-${n}`), `Fotograf_${round}_${n}.jpg`);
      form.append('folder', 'hochzeit');
      const [item] = await ok<Array<{ id: number }>>(call('POST', '/api/media/admin/upload', admin, form));
      confirmed.media.add(item.id);
      const previous = [...confirmed.media].filter((id) => id !== item.id && !confirmed.deletedMedia.has(id)).at(-1);
      if (previous === undefined) return;
      // A deletion cut off by the kill may or may not have committed: that photo is neither
      // confirmed as kept nor as deleted.
      confirmed.media.delete(previous);
      const res = await call('DELETE', `/api/media/admin/${previous}`, admin);
      if (res.ok) confirmed.deletedMedia.add(previous);
      else confirmed.media.add(previous);
    }),
    loop(async (n) => {
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), `Vertrag_${round}_${n}.pdf`);
      const created = await ok<{ id: number }>(call('POST', `/api/admin/service-providers/${providerId}/documents`, admin, form));
      confirmed.documents.add(created.id);
    }),
    loop(async (n) => {
      const form = new FormData();
      form.append('file', photo(`titelbild ${round}-${n}`), 'titelbild.jpg');
      await ok(call('POST', '/api/admin/event-settings/cover', admin, form));
      confirmed.covers++;
    }),
    loop(async () => {
      const version = confirmed.planVersion + 1;
      await ok(call('PUT', `/api/timeline/admin/${eventId}`, admin, planEntry(version)));
      confirmed.planVersion = Math.max(confirmed.planVersion, version);
    }),
  ];
}

/** Every confirmed write is there, every confirmed deletion stays done. */
async function expectConfirmedWrites(): Promise<void> {
  const { admin, providerId } = await signIn();
  const guests = new Map((await ok<Array<{ id: number; first_name: string }>>(call('GET', '/api/admin/guests', admin))).map((g) => [g.id, g.first_name]));
  expect([...confirmed.guests].filter(([id, name]) => guests.get(id) !== name)).toEqual([]);
  const { messages } = await ok<{ messages: Array<{ id: number; message: string }> }>(call('GET', '/api/admin/ticker-messages', null));
  const tickers = new Map(messages.map((m) => [m.id, m.message]));
  expect([...confirmed.tickers].filter(([id, message]) => tickers.get(id) !== message)).toEqual([]);
  const media = new Set((await ok<Array<{ id: number }>>(call('GET', '/api/media/admin/list', admin))).map((m) => m.id));
  expect([...confirmed.media].filter((id) => !media.has(id))).toEqual([]);
  expect([...confirmed.deletedMedia].filter((id) => media.has(id))).toEqual([]);
  const documents = new Set((await ok<Array<{ id: number }>>(call('GET', `/api/admin/service-providers/${providerId}/documents`, admin))).map((d) => d.id));
  expect([...confirmed.documents].filter((id) => !documents.has(id))).toEqual([]);
  const plan = await ok<Array<{ description: string }>>(call('GET', '/api/timeline/admin', admin));
  expect(Number(plan[0]?.description.replace('Stand ', ''))).toBeGreaterThanOrEqual(confirmed.planVersion);
  if (confirmed.covers > 0) expect((await ok<{ cover: unknown }>(call('GET', '/api/event-settings', admin))).cover).not.toBeNull();
}

/** The stored files (outside the temp folder), as keys. */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.startsWith('tmp/'));
}

/** Reads the database the stopped server left (PGlite) or the fresh PostgreSQL database. */
async function query<T>(statement: string): Promise<T[]> {
  if (databaseUrl) return onDatabaseServer(databaseUrl, async (client) => (await client.query(statement)).rows as T[]);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
  try {
    return (await db.query<T>(statement)).rows;
  } finally {
    await db.close();
  }
}

/** Six starts of the built server with seconds of writes between: about a minute on a slow 2-core machine. */
const CRASH_TEST_TIMEOUT_MS = 5 * 60_000;

it(`survives kill -9 during writes and uploads, ${ROUNDS} rounds (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, async () => {
  photoBase = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 80 } } }).jpeg().toBuffer();
  for (let round = 1; round <= ROUNDS; round++) {
    await start();
    if (round > 1) await expectConfirmedWrites();
    const session = await signIn();
    const stop = { killed: false };
    const running = writers(round, session, stop);
    // A few seconds of writes, cut off at a moment that differs from round to round.
    await new Promise((resolve) => setTimeout(resolve, 1200 + round * 300));
    await kill('SIGKILL');
    stop.killed = true;
    await Promise.all(running);
  }
  await start();
  await expectConfirmedWrites();
  expect(confirmed.media.size).toBeGreaterThan(0);
  expect(confirmed.deletedMedia.size).toBeGreaterThan(0);
  await kill('SIGTERM');

  const rows = {
    media: await query<{ storage_key: string }>('select storage_key from media'),
    documents: await query<{ storage_key: string }>('select storage_key from provider_document'),
    covers: await query<{ cover_key: string }>('select cover_key from event_settings where cover_key is not null'),
    videos: await query<{ storage_key: string }>('select storage_key from castle_video'),
  };
  const owned = new Set([
    VIDEO_KEY,
    ...rows.media.flatMap((row) => mediaFileKeys(row.storage_key)),
    ...rows.documents.map((row) => row.storage_key),
    ...rows.covers.flatMap((row) => coverFileKeys(row.cover_key)),
    ...rows.videos.map((row) => row.storage_key),
  ]);
  // Deletions are carried out by the job queue after their rows' commit (outbox, then job):
  // a file whose deletion is still queued is not left behind.
  const queued = new Set([
    ...(await query<{ keys: string[] }>(`select payload->'keys' as keys from outbox where job = 'storage.delete-files'`)).flatMap((row) => row.keys),
    ...(await query<{ keys: string[] }>(`select data->'keys' as keys from pgboss.job where name = 'storage.delete-files' and state in ('created', 'retry', 'active')`)).flatMap((row) => row.keys),
  ]);
  const files = storedFiles();
  expect(files.filter((key) => !owned.has(key) && !queued.has(key))).toEqual([]);
  const present = new Set(files);
  const originals = [...rows.media.map((row) => row.storage_key), ...rows.documents.map((row) => row.storage_key), ...rows.covers.map((row) => row.cover_key), ...rows.videos.map((row) => row.storage_key)];
  expect(originals.filter((key) => !present.has(key))).toEqual([]);
}, CRASH_TEST_TIMEOUT_MS);
