#!/usr/bin/env node
// npm run bench:hostile-bodies — how much hostile JSON bodies on the public sign-in delay everybody
// else. Starts the built product on a scratch data folder (loopback only). Burst: 20 bodies of one
// kind at once on POST /api/auth/login and, right behind them, one GET /api/health, ten times;
// prints the median and the slowest health request. Flood: while 20 connections keep sending that
// body, GET /api/health one request at a time; prints its p50/p99 and what the bodies were answered. The flood of harmless refused sign-ins is the yardstick:
// a hostile body should cost no more than it. Measures, asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3293;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-bench-bodies-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'bench-passwort-2025',
    DEMO_DATA: 'false',
    // The sign-in limit would answer 429 after a few requests and hide what the body costs.
    LOGIN_RATE_LIMIT: '100000000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  stdio: 'ignore',
});

const deepArrays = (depth) => '['.repeat(depth) + ']'.repeat(depth);
const LOADS = [
  ['keine Last', null],
  // The same flood of harmless refused bodies: what any 20 busy connections cost.
  ['leere Anmeldung (400, zum Vergleich)', JSON.stringify({ username: '', password: '' })],
  ["'[' × 5 000 (offen)", '['.repeat(5000)],
  ['50 000 Ebenen (geschlossen, 100 KB)', deepArrays(50_000)],
  ['Feld mit 40 000 Ebenen', `{"username":${deepArrays(40_000)},"password":"x"}`],
  ['1 MB verschachtelt (über der Grenze)', deepArrays(500_000)],
  ['__proto__-Schlüssel', '{"username":"admin","password":"x","__proto__":{"isAdmin":true}}'],
];

/** Latency of GET /api/health, one request after another, for `seconds`. */
async function healthLatencies(seconds) {
  const latencies = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await fetch(`${BASE}/api/health`).then((res) => res.arrayBuffer());
    latencies.push(performance.now() - start);
  }
  return latencies.sort((a, b) => a - b);
}
/** Health latencies right behind bursts of 20 bodies sent at once. */
async function burstLatencies(body, rounds = 10) {
  const latencies = [];
  for (let round = 0; round < rounds; round++) {
    const burst = autocannon({ url: `${BASE}/api/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: CONNECTIONS, amount: CONNECTIONS });
    await new Promise((r) => setTimeout(r, 5));
    const start = performance.now();
    await fetch(`${BASE}/api/health`).then((res) => res.arrayBuffer());
    latencies.push(performance.now() - start);
    await burst;
  }
  return latencies.sort((a, b) => a - b);
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  for (let i = 0; ; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 120) throw new Error('Server startet nicht');
    await new Promise((r) => setTimeout(r, 500));
  }
  await healthLatencies(1); // warm-up
  console.log(`${SECONDS} s je Last, ${CONNECTIONS} Verbindungen auf POST /api/auth/login, Datenbank: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
  console.log(`${'Last'.padEnd(46)} ${'Stoß: health Median'.padStart(19)} ${'max ms'.padStart(7)} ${'Flut: health p50'.padStart(16)} ${'p99 ms'.padStart(7)} ${'Anfr./s'.padStart(8)}  Antworten`);
  for (const [label, body] of LOADS) {
    const burst = body === null ? await healthLatencies(0.5) : await burstLatencies(body);
    let load = null;
    const statuses = new Map();
    if (body !== null) {
      load = autocannon({ url: `${BASE}/api/auth/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections: CONNECTIONS, duration: SECONDS + 1 });
      load.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      await new Promise((r) => setTimeout(r, 500));
    }
    const latencies = await healthLatencies(SECONDS);
    const result = load ? await load : null;
    const answers = [...statuses].map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(
      `${label.padEnd(46)} ${percentile(burst, 50).toFixed(1).padStart(19)} ${burst.at(-1).toFixed(1).padStart(7)} ${percentile(latencies, 50).toFixed(1).padStart(16)} ${percentile(latencies, 99).toFixed(1).padStart(7)} ${(result ? result.requests.average.toFixed(0) : '–').padStart(8)}  ${answers}`,
    );
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
