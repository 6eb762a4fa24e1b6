#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse (mobile preset, simulated throttling) on a guest's cold
// visit by QR link: the built product on a scratch data folder with demo data, the system Chromium.
// Prints the category scores and the metrics; a benchmark, not a test. `-- --runs=3` prints each
// run and the median (scores vary about ±2 between runs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3291;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'bench-passwort-2025';
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** `-- --report=file.json`: keeps the first run's full report for a closer look. */
const REPORT = process.argv.find((a) => a.startsWith('--report='))?.slice(9);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-lighthouse-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'true', PUBLIC_URL: BASE },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('Server startet nicht');
}

async function api(pathname, init = {}) {
  const res = await fetch(BASE + pathname, init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return res.json();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let chrome;
try {
  await waitForServer();
  const { access_token } = await api('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const guests = await api('/api/admin/guests', { headers: { authorization: `Bearer ${access_token}` } });
  const url = `${BASE}/guest-login?token=${guests[0].login_token}`;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  for (let run = 1; run <= RUNS; run++) {
    // The default configuration is the mobile preset (Moto G Power, slow 4G, simulated throttling);
    // storage and cache are reset before the navigation: a cold visit.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { categories, audits } = result.lhr;
    const row = {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best-practices': Math.round(categories['best-practices'].score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
    rows.push(row);
    console.log(
      `Lauf ${run}: Performance ${row.performance}, Barrierefreiheit ${row.accessibility}, Best Practices ${row['best-practices']} · ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s, LCP ${(row.lcp / 1000).toFixed(2)} s, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}`,
    );
    // What keeps a score below 100: the failed audits of each category (first run only).
    if (run === 1) {
      if (REPORT) writeFileSync(REPORT, JSON.stringify(result.lhr));
      for (const id of CATEGORIES) {
        const failed = categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 0.9)
          .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
        if (failed.length) console.log(`  ${categories[id].title}: ${failed.join(', ')}`);
      }
      const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
      if (lcpElement) console.log(`  LCP-Element: ${lcpElement}`);
    }
  }
  if (RUNS > 1) {
    const m = (key) => median(rows.map((r) => r[key]));
    console.log(
      `Median (${RUNS} Läufe): Performance ${m('performance')}, Barrierefreiheit ${m('accessibility')}, Best Practices ${m('best-practices')} · ` +
        `LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)}`,
    );
  }
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
