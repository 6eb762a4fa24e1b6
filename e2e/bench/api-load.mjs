#!/usr/bin/env node
// npm run bench:api — wedding-day load on the endpoints every guest's phone calls when the QR code
// is scanned. Starts the built product on a scratch data folder (loopback only), runs a bounded
// autocannon load per endpoint, prints requests/s and latency percentiles. Measures, asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3291;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-passwort-2025';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-bench-api-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'true', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) },
  stdio: 'ignore',
});

async function json(pathname, init = {}) {
  const res = await fetch(BASE + pathname, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return res.json();
}

try {
  for (let i = 0; ; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 120) throw new Error('Server startet nicht');
    await new Promise((r) => setTimeout(r, 500));
  }
  const { access_token: admin } = await json('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const guests = await json('/api/admin/guests', { headers: { authorization: `Bearer ${admin}` } });
  const inner = guests.find((g) => g.guest_type === 'Inner Circle');
  const { access_token: guestToken } = await json('/api/auth/guest-login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: inner.login_token }) });

  const endpoints = [
    ['Gäste-Dashboard', '/api/guest/dashboard', guestToken],
    ['Gruppe', '/api/guest/group', guestToken],
    ['Tagesplan (Gast)', '/api/timeline/guest', guestToken],
    ['Laufschrift (öffentlich)', '/api/admin/ticker-messages', null],
    ['Gästeliste (Admin)', '/api/admin/guests', admin],
  ];
  console.log(`${SECONDS} s je Endpunkt, ${CONNECTIONS} gleichzeitige Verbindungen, Datenbank: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
  console.log(`${'Endpunkt'.padEnd(26)} ${'Anfr./s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'Fehler'.padStart(7)}`);
  for (const [label, url, token] of endpoints) {
    const result = await autocannon({
      url: BASE + url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const errors = result.errors + result.non2xx;
    console.log(`${label.padEnd(26)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(errors).padStart(7)}`);
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
