#!/usr/bin/env node
// npm run bench:bundle — JavaScript bytes a cold guest visit and a cold admin visit transfer,
// raw and gzip, by file. Starts the built product on a scratch data folder, drives real Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDemoPortal } from './demo-portal.mjs';

const GUEST_BUDGET_GZIP = 125 * 1024;
// The admin's first load (shell, admin entry, dashboard): issue 37's budget.
const ADMIN_BUDGET_GZIP = 250 * 1024;


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

const portal = await startDemoPortal(3290);
const { base: BASE, adminToken: access_token, guestLoginUrl } = portal;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const guest = await measure(browser, 'Gast (kalt, QR-Link bis Dashboard)', guestLoginUrl, 'Willkommen,');
  const admin = await measure(browser, 'Admin (kalt, angemeldet bis Dashboard)', `${BASE}/admin`, 'Willkommen im Admin-Dashboard', (page) =>
    page.addInitScript((token) => localStorage.setItem('token', token), access_token),
  );
  await browser.close();
  console.log('');
  const verdicts = [
    ['Gast', guest, GUEST_BUDGET_GZIP],
    ['Admin', admin, ADMIN_BUDGET_GZIP],
  ].map(([who, total, budget]) => {
    const ok = total.gzip <= budget;
    console.log(`${who}-Budget: ${(total.gzip / 1024).toFixed(1)} KB von ${budget / 1024} KB gzip — ${ok ? 'eingehalten' : 'ÜBERSCHRITTEN'}`);
    return ok;
  });
  process.exitCode = verdicts.every(Boolean) ? 0 : 1;
} finally {
  portal.stop();
}
