// The built backend on a scratch data folder for a messages benchmark (loopback only, no demo
// data, BENCH_DATABASE_URL → PostgreSQL): started, waited for, signed in as admin, and a JSON `call`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'bench-passwort-2025';

export const benchDatabase = () => (process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/** Starts the server with `env` added (the stand-in's address), waits until it answers and signs in. */
export async function startBenchServer({ port, name, env }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hochzeit-bench-${name}-`));
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      DEMO_DATA: 'false',
      ...env,
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: 'ignore',
  });
  let token;
  async function call(pathname, body, method = body ? 'POST' : 'GET') {
    const res = await fetch(base + pathname, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return res.json();
  }
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 120) throw new Error('Server startet nicht');
      await new Promise((r) => setTimeout(r, 500));
    }
    ({ access_token: token } = await call('/api/auth/login', { username: 'admin', password: PASSWORD }));
  } catch (error) {
    stop();
    throw error;
  }
  return { call, stop };
}
