#!/usr/bin/env node
// The README's screenshots, made from the running product so they stay current: starts the built
// backend with demo data on a free port and a scratch DATA_DIR (as the end-to-end tests do), signs in
// as admin, a guest and a service provider in Chromium, and writes docs/screenshots/{admin,guest,provider}.png.
// Run through `npm run docs:screenshots` (builds first). CHROMIUM_PATH overrides /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'docs/screenshots');
const ADMIN_PASSWORD = 'screenshots-passwort';
/** The demo wedding is on 7 June 2025: a fixed moment five weeks before keeps the countdown meaningful. */
const BEFORE_THE_WEDDING = new Date('2025-05-01T10:00:00+02:00');
/** The flags that work for the system Chromium here (see e2e/playwright.config.ts). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LAPTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const MAX_PNG_BYTES = 200 * 1024;

const port = await getPort();
const baseUrl = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-screenshots-'));

const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    DEMO_DATA: 'true',
    PUBLIC_URL: baseUrl,
    // Releases and their registry in the scratch folder: the unversioned builds are served.
    RELEASES_DIR: path.join(dataDir, 'releases'),
    REGISTRY_FILE: path.join(dataDir, 'remotes-registry.json'),
  },
});
const serverExited = new Promise((resolve) => server.once('exit', resolve));

let browser;
try {
  await waitForHealth();
  const adminToken = await signInAdmin();
  const guest = (await apiGet('/api/admin/guests', adminToken)).find((g) => g.first_name === 'Anna');
  const provider = (await apiGet('/api/admin/service-providers', adminToken))[0];
  if (!guest?.login_url || !provider?.login_url) throw new Error('Die Demodaten enthalten keinen Gast Anna oder keinen Dienstleister mit Anmeldelink.');

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

  await screenshot('admin', LAPTOP, async (page) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { name: 'Willkommen im Admin-Dashboard' }).waitFor();
  });
  await screenshot('guest', PHONE, async (page) => {
    await page.goto(guest.login_url);
    await page.getByRole('heading', { name: /^Willkommen, / }).waitFor();
  });
  await screenshot('provider', PHONE, async (page) => {
    await page.goto(provider.login_url);
    await page.getByRole('heading', { name: 'Dienstleister-Bereich' }).waitFor();
  });
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await serverExited;
  rmSync(dataDir, { recursive: true, force: true });
}

/** Opens a fresh browser context (no session shared between audiences), lets `open` reach the page, and saves it. */
async function screenshot(name, device, open) {
  const context = await browser.newContext({ ...device, locale: 'de-DE', timezoneId: 'Europe/Zurich', reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(BEFORE_THE_WEDDING);
    await open(page);
    await page.evaluate(() => document.fonts.ready);
    // Every image of the page loaded (QR codes, icons, the cover), so none shows half drawn.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const file = path.join(OUT_DIR, `${name}.png`);
    await page.screenshot({ path: file, animations: 'disabled' });
    const bytes = statSync(file).size;
    console.log(`${path.relative(ROOT, file)}: ${(bytes / 1024).toFixed(0)} KB`);
    if (bytes > MAX_PNG_BYTES) throw new Error(`${name}.png ist größer als ${MAX_PNG_BYTES / 1024} KB`);
  } finally {
    await context.close();
  }
}

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Der Server hat sich beendet (Code ${server.exitCode}); wurde gebaut (npm run build)?`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Der Server war nach 120 s nicht bereit.');
}

async function signInAdmin() {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Admin-Anmeldung fehlgeschlagen: ${res.status}`);
  return (await res.json()).access_token;
}

async function apiGet(apiPath, token) {
  const res = await fetch(`${baseUrl}${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${apiPath}: ${res.status}`);
  return res.json();
}
