#!/usr/bin/env node
// npm run bench:bundle — JavaScript bytes a cold guest visit and a cold admin visit transfer,
// raw and gzip, by file. Starts the built product on a scratch data folder, drives real Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3290;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'bench-passwort-2025';
const GUEST_BUDGET_GZIP = 125 * 1024;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-bench-'));
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'true' },
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

/** Visits `url` in a fresh browser context (cold cache) and sums the JavaScript responses. */
async function measure(browser, label, url, waitForText, setup) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (setup) await setup(page);
  const files = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) files.push({ file: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url);
  await page.getByText(waitForText).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
  console.log(`\n${label}: ${files.length} JavaScript-Dateien`);
  console.log(`${'roh'.padStart(10)} ${'gzip'.padStart(10)}  Datei`);
  for (const f of files) console.log(`${kb(f.raw)} ${kb(f.gzip)}  ${f.file}`);
  console.log(`${kb(total.raw)} ${kb(total.gzip)}  SUMME`);
  return total;
}

try {
  await waitForServer();
  const { access_token } = await api('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  const guests = await api('/api/admin/guests', { headers: { authorization: `Bearer ${access_token}` } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const guest = await measure(browser, 'Gast (kalt, QR-Link bis Dashboard)', `${BASE}/guest-login?token=${guests[0].login_token}`, 'Willkommen,');
  await measure(browser, 'Admin (kalt, angemeldet bis Dashboard)', `${BASE}/admin`, 'Willkommen im Admin-Dashboard', (page) =>
    page.addInitScript((token) => localStorage.setItem('token', token), access_token),
  );
  await browser.close();
  const ok = guest.gzip <= GUEST_BUDGET_GZIP;
  console.log(`\nGast-Budget: ${(guest.gzip / 1024).toFixed(1)} KB von ${GUEST_BUDGET_GZIP / 1024} KB gzip — ${ok ? 'eingehalten' : 'ÜBERSCHRITTEN'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
