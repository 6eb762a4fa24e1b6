#!/usr/bin/env node
// npm run bench:exports — the export files under load. Starts the built product on a scratch data
// folder (loopback only), seeds guests through the admin API, then times: the guest-list PDF of 300
// guests with a warm browser, ten parallel PDF exports (with the Chromium processes and the memory
// they take), and the CSV of 10,000 guests. Prints figures, asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3293;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-passwort-2025';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-bench-exports-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'false', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) },
  stdio: 'ignore',
});

/** Processes on this machine: pid, parent, name, resident memory (kB). */
function processes() {
  const list = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const field = (name) => status.match(new RegExp(`^${name}:\\s+(.*)$`, 'm'))?.[1] ?? '';
      list.push({ pid: Number(entry), ppid: Number(field('PPid')), name: field('Name'), rssKb: parseInt(field('VmRSS'), 10) || 0 });
    } catch {
      // the process ended while we looked
    }
  }
  return list;
}

/** The server's own memory, and the Chromium it started: browser processes (children of the server) and all their helpers. */
function memory() {
  const all = processes();
  const byParent = new Map();
  for (const p of all) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p]);
  const descendants = [];
  const walk = (pid) => (byParent.get(pid) ?? []).forEach((child) => (descendants.push(child), walk(child.pid)));
  walk(server.pid);
  const chromium = descendants.filter((p) => /chrom/i.test(p.name));
  return {
    serverMb: (all.find((p) => p.pid === server.pid)?.rssKb ?? 0) / 1024,
    browsers: chromium.filter((p) => p.ppid === server.pid).length,
    chromiumProcesses: chromium.length,
    chromiumMb: chromium.reduce((sum, p) => sum + p.rssKb, 0) / 1024,
  };
}

const fmt = (ms) => `${ms.toFixed(0)} ms`;
const mb = (value) => `${value.toFixed(0)} MB`;

async function json(pathname, init = {}) {
  const res = await fetch(BASE + pathname, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

let admin;
async function download(pathname) {
  const started = performance.now();
  const res = await fetch(BASE + pathname, { headers: { authorization: `Bearer ${admin}` } });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, bytes: body.length, body };
}

/** Guests through the admin API, `parallel` requests at a time. */
async function seedGuests(from, count, parallel = 32) {
  let next = from;
  const end = from + count;
  const sides = ['Ehemann', 'Ehefrau', 'Beide'];
  async function worker() {
    while (next < end) {
      const n = next++;
      await json('/api/admin/guests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({
          first_name: `Gast${n}`,
          last_name: `Familie ${String(Math.floor(n / 4)).padStart(4, '0')}`,
          guest_type: n % 3 === 0 ? 'Inner Circle' : 'Apéro',
          side: sides[n % 3],
          email: `gast${n}@example.ch`,
          mobile: `+41 79 ${String(1_000_000 + n).slice(-7)}`,
          address: `Seestrasse ${n}, 9400 Rorschach`,
          special_requests: n % 10 === 0 ? 'Vegetarisch, Fensterplatz' : '',
        }),
      });
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
}

try {
  for (let i = 0; ; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 120) throw new Error('Server startet nicht');
    await new Promise((r) => setTimeout(r, 500));
  }
  ({ access_token: admin } = await json('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) }));
  console.log(`Datenbank: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);

  let started = performance.now();
  await seedGuests(0, 300);
  console.log(`300 Gäste über die API angelegt: ${fmt(performance.now() - started)}`);

  const before = memory();
  const cold = await download('/api/exports/guest-list?format=pdf&type=all');
  console.log(`Gästeliste-PDF, 300 Gäste, erster Aufruf (Chromium startet): ${fmt(cold.ms)}, ${(cold.bytes / 1024).toFixed(0)} KB`);
  const warm = [];
  for (let i = 0; i < 5; i++) warm.push((await download('/api/exports/guest-list?format=pdf&type=all')).ms);
  warm.sort((a, b) => a - b);
  console.log(`Gästeliste-PDF, 300 Gäste, warmer Browser: Median ${fmt(warm[2])}, schnellster ${fmt(warm[0])}, langsamster ${fmt(warm[4])} (Ziel ≤ 1500 ms)`);
  const afterWarm = memory();

  const kinds = [
    '/api/exports/guest-list?format=pdf&type=all',
    '/api/exports/guest-list?format=pdf&type=inner_circle',
    '/api/exports/guest-list?format=pdf&type=appero',
    '/api/exports/room-list?format=pdf',
    '/api/exports/timeline?format=pdf&type=appero',
  ];
  let peak = afterWarm;
  const sampler = setInterval(() => {
    const now = memory();
    if (now.serverMb + now.chromiumMb > peak.serverMb + peak.chromiumMb) peak = now;
    if (now.browsers > peak.browsers) peak = { ...peak, browsers: now.browsers };
  }, 50);
  started = performance.now();
  const parallel = await Promise.all(Array.from({ length: 10 }, (_, i) => download(kinds[i % kinds.length])));
  const parallelMs = performance.now() - started;
  clearInterval(sampler);
  const after = memory();
  const each = parallel.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`\n10 PDF-Exporte gleichzeitig: alle fertig nach ${fmt(parallelMs)} (einzeln ${fmt(each[0])} bis ${fmt(each[9])})`);
  console.log(`  Chromium-Browser (Kinder des Servers): vorher ${before.browsers}, danach ${after.browsers}, Spitze ${peak.browsers}; Chromium-Prozesse insgesamt ${after.chromiumProcesses}`);
  console.log(`  Server-RSS: vor dem ersten PDF ${mb(before.serverMb)}, warm ${mb(afterWarm.serverMb)}, Spitze ${mb(peak.serverMb)}, danach ${mb(after.serverMb)} (Zuwachs durch die 10 Exporte ${mb(after.serverMb - afterWarm.serverMb)})`);
  console.log(`  Chromium-RSS (alle Prozesse): warm ${mb(afterWarm.chromiumMb)}, Spitze ${mb(peak.chromiumMb)}, danach ${mb(after.chromiumMb)}`);

  started = performance.now();
  await seedGuests(300, 9700, 48);
  console.log(`\nweitere 9700 Gäste über die API angelegt: ${fmt(performance.now() - started)}`);
  const csvRuns = [];
  let csv;
  for (let i = 0; i < 3; i++) {
    csv = await download('/api/exports/guest-list?format=csv&type=all');
    csvRuns.push(csv.ms);
  }
  const lines = csv.body.toString('utf8').split('\r\n').filter(Boolean).length - 1;
  console.log(`Gästeliste-CSV, ${lines} Gäste, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB: ${csvRuns.map(fmt).join(', ')} (Ziel ≤ 1000 ms)`);
  const final = memory();
  console.log(`Server-RSS am Ende ${mb(final.serverMb)}; Chromium-Browser ${final.browsers}`);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
