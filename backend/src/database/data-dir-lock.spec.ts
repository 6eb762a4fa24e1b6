import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';

/**
 * The built server (`npm start`), started as separate processes on one DATA_DIR: the embedded
 * database admits one of them; after a kill -9 the folder is free again at once.
 */
const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');
const running: ChildProcess[] = [];
let dataDir: string;

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} fehlt: zuerst das Backend bauen (npx turbo run build --filter=@hochzeit/backend)`);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-lock-'));
});
afterAll(async () => {
  for (const server of running.filter((s) => s.exitCode === null && s.signalCode === null)) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  process: ChildProcess;
  port: number;
  stderr: () => string;
}

async function start(env: Record<string, string> = {}): Promise<Server> {
  const port = await getPort();
  const environment: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', ADMIN_PASSWORD: 'lock-test-passwort', ...env };
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], { env: environment, stdio: ['ignore', 'ignore', 'pipe'] });
  running.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { process: child, port, stderr: () => stderr };
}

async function healthy(server: Server, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`Server beendet (Code ${server.process.exitCode}): ${server.stderr()}`);
    if (await fetch(`http://127.0.0.1:${server.port}/api/health`).then((res) => res.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server antwortet nicht: ${server.stderr()}`);
}

async function exitCode(server: Server): Promise<number | null> {
  if (server.process.exitCode === null) await once(server.process, 'exit');
  return server.process.exitCode;
}

it('a second server on the same embedded database refuses to start (exit 1, German message); after kill -9 of the first a new one starts', async () => {
  const first = await start();
  await healthy(first);

  const second = await start();
  expect(await exitCode(second)).toBe(1);
  expect(second.stderr()).toContain(`Der Datenordner ${dataDir} wird bereits von einem anderen Prozess des Hochzeitsportals verwendet (PID ${first.process.pid})`);
  expect(second.stderr()).toContain('PostgreSQL (DATABASE_URL)');
  // The first one was not disturbed.
  expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).ok).toBe(true);

  first.process.kill('SIGKILL');
  await once(first.process, 'exit');
  const third = await start();
  await healthy(third);
  third.process.kill('SIGTERM');
  await exitCode(third);
});

// On PostgreSQL (the CI run with DATABASE_URL) several web processes share one DATA_DIR for their files.
(process.env.DATABASE_URL ? it : it.skip)('with DATABASE_URL two servers run side by side on one DATA_DIR', async () => {
  const env = { DATABASE_URL: process.env.DATABASE_URL!, JOB_WORKERS: 'off' };
  const first = await start(env);
  await healthy(first);
  const second = await start(env);
  await healthy(second);
  for (const server of [first, second]) {
    server.process.kill('SIGTERM');
    await exitCode(server);
  }
});
