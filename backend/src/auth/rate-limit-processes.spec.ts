import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { LOGIN_RATE_LIMITED } from '@hochzeit/contracts';
import { databaseName, onDatabaseServer, withDatabase } from '../../test/postgres.js';

/**
 * Two built servers (`npm start`) as separate processes on one fresh PostgreSQL database, as
 * behind the reverse proxy: the sign-in counts they keep together are exact, and a browser that
 * signed in before gets through the lockout either of them counts. Each request carries its
 * client in X-Forwarded-For, which the servers trust from loopback (TRUST_PROXY's default).
 */
const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');
const LIMIT = 10;
const PASSWORD = 'zwei-prozesse-passwort';
const baseUrl = process.env.DATABASE_URL;

interface Server {
  process: ChildProcess;
  base: string;
  stderr: () => string;
}

const servers: Server[] = [];
const dataDirs: string[] = [];
let databaseUrl: string | undefined;

async function start(): Promise<Server> {
  const port = await getPort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-two-'));
  dataDirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    ADMIN_PASSWORD: PASSWORD,
    LOGIN_RATE_LIMIT: String(LIMIT),
    // Both sign device cookies and sessions with one secret, as every process of one site does.
    JWT_SECRET: 'zwei-prozesse-geheimnis-mindestens-32-zeichen',
  };
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
  const server = { process: child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
  servers.push(server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server beendet (Code ${child.exitCode}): ${stderr}`);
    if (await fetch(`${server.base}/api/health`).then((res) => res.ok, () => false)) return server;
    if (Date.now() > deadline) throw new Error(`Server antwortet nicht: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An admin sign-in at `server` from `client`, with `cookie` if given. */
async function signIn(server: Server, password: string, client: string, cookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': client };
  if (cookie) headers.cookie = cookie;
  const res = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'admin', password }) });
  return { status: res.status, body: (await res.json()) as { msg?: string; access_token?: string }, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
}

const sorted = (replies: Array<{ status: number }>) => replies.map((r) => r.status).sort();

(baseUrl ? describe : describe.skip)('two server processes on one PostgreSQL database (needs DATABASE_URL: PGlite cannot be shared by two processes)', () => {
  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} fehlt: zuerst das Backend bauen (npx turbo run build --filter=@hochzeit/backend)`);
    const name = `hochzeit_two_${process.pid}_${Date.now()}`;
    await onDatabaseServer(baseUrl!, (client) => client.query(`create database ${name}`));
    databaseUrl = withDatabase(baseUrl!, name);
    // One after the other: the first builds the schema.
    await start();
    await start();
  });

  afterAll(async () => {
    for (const { process: child } of servers) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (databaseUrl) {
      await onDatabaseServer(baseUrl!, (client) => client.query(`drop database if exists ${client.escapeIdentifier(databaseName(databaseUrl!))} with (force)`));
    }
  });

  beforeEach(() => onDatabaseServer(databaseUrl!, (client) => client.query('delete from login_failure')));

  it('40 parallel guesses over two processes let exactly the limit through', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(servers[i % 2], `falsch-${i}`, '203.0.113.50')));
    expect(sorted(guesses)).toEqual([...Array(LIMIT).fill(401), ...Array(40 - LIMIT).fill(429)]);
    expect(guesses.find((g) => g.status === 429)!.body).toEqual({ msg: LOGIN_RATE_LIMITED });
  });

  it('the distributed lockout (wrong passwords from 100 addresses) leaves a known browser signing in, at either process', async () => {
    const first = await signIn(servers[0], PASSWORD, '203.0.113.60');
    expect(first.status).toBe(200);
    expect(first.cookie).toMatch(/^device_/);

    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(servers[i % 2], 'falsch-falsch', `198.51.100.${i + 1}`)));
    expect(sorted(guesses)).toEqual(Array(10 * LIMIT).fill(401));
    for (const server of servers) {
      const unknown = await signIn(server, PASSWORD, '192.0.2.60');
      expect([unknown.status, unknown.body]).toEqual([429, { msg: LOGIN_RATE_LIMITED }]);
    }

    const known = await signIn(servers[1], PASSWORD, '192.0.2.61', first.cookie);
    expect(known.status).toBe(200);
    expect((await signIn(servers[0], PASSWORD, '192.0.2.62', known.cookie)).status).toBe(200);
  });
});
