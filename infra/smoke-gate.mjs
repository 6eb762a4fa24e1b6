// Smoke test of a release before it goes live: a private instance of the portal (the built
// backend with demo data on its own embedded database, serving the built shell and the releases)
// is started on a free port, the candidate is pinned through a preview link, and headless Chromium
// signs in as the remote's audience. The remote must render its root within 3 s of starting to
// load, without a console error; otherwise the promotion is refused. Nobody else sees the instance,
// and the live registry is only read (the instance gets a copy).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REMOTE_AREA_LABELS, REMOTE_PREVIEW_QUERY, REMOTE_PREVIEW_TOKEN_QUERY } from '@hochzeit/contracts/remote-releases';
import { freePort } from './free-port.mjs';
import { REPO_ROOT, RegistryError } from './registry.mjs';

/** The time a candidate has from starting to load until its root is rendered. */
export const SMOKE_RENDER_MS = 3000;
/** How long the private instance may take to start (SMOKE_START_TIMEOUT_MS: a busy machine needs longer). */
const START_TIMEOUT_MS = Number(process.env.SMOKE_START_TIMEOUT_MS) || 90_000;
const SIGN_IN_TIMEOUT_MS = 30_000;
/** Errors that show up right after the first render (a failing data load) count too. */
const SETTLE_MS = 750;

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Environment of the private instance: nothing of the live one's database, origins or SMS account. */
function instanceEnv(/** @type {Record<string, string>} */ settings) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|REMOTES_FILE|REMOTE_ORIGIN_|TWILIO_|JOB_WORKERS|JWT_SECRET|PORT$|PUBLIC_URL|DEMO_DATA|ADMIN_)/.test(key)) delete env[key];
  }
  return { ...env, ...settings };
}

/**
 * Starts the built backend and answers once /api/health does.
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string }>}
 */
async function startInstance({ dataDir, releasesDir, registryFile, frontendDir, adminPassword }) {
  const main = path.join(REPO_ROOT, 'backend', 'dist', 'main.js');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: instanceEnv({
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      ADMIN_USERNAME: 'smoke',
      ADMIN_PASSWORD: adminPassword,
      RELEASES_DIR: releasesDir,
      REGISTRY_FILE: registryFile,
      FRONTEND_DIR: frontendDir,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new RegistryError('refused', `Smoke-Test: die Vorschau-Instanz ist nicht gestartet (Exit-Code ${child.exitCode}):\n${output.trim()}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { url, stop, output: () => output };
    if (Date.now() > deadline) {
      await stop();
      throw new RegistryError('refused', `Smoke-Test: die Vorschau-Instanz antwortet nach ${START_TIMEOUT_MS / 1000} s nicht.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function api(/** @type {string} */ url, /** @type {string} */ route, /** @type {RequestInit & { token?: string }} */ { token, ...init } = {}) {
  const response = await fetch(`${url}${route}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new RegistryError('refused', `Smoke-Test: ${route} antwortet ${response.status} ${body.msg ?? ''}`.trim());
  return body;
}

/**
 * Loads `remote` `version` in the real shell of a private instance and refuses it unless it renders.
 * @param {object} options
 * @param {import('@hochzeit/contracts/remote-releases').RemoteName} options.remote
 * @param {string} options.version
 * @param {string} options.releasesDir
 * @param {string} [options.registryFile]  the live registry: the instance serves the same versions of the other remotes
 * @param {object} [options.registry]      the live registry itself (when it lives in PostgreSQL): written for the instance instead
 * @param {string} [options.frontendDir]   where shell/dist is
 * @param {string} [options.chromiumPath]
 * @returns {Promise<string>} the check's name for the history
 */
export async function smokeTest({ remote, version, releasesDir, registryFile, registry, frontendDir = REPO_ROOT, chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' }) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hochzeit-smoke-'));
  const instanceRegistry = path.join(root, 'remotes-registry.json');
  if (registry) await writeFile(instanceRegistry, JSON.stringify(registry));
  else if (registryFile) await copyFile(registryFile, instanceRegistry).catch(() => {});
  const adminPassword = randomBytes(18).toString('base64url');
  let instance;
  let browser;
  try {
    instance = await startInstance({ dataDir: path.join(root, 'data'), releasesDir, registryFile: instanceRegistry, frontendDir, adminPassword });
    const { url } = instance;
    const { access_token: adminToken } = await api(url, '/api/auth/login', { method: 'POST', body: JSON.stringify({ username: 'smoke', password: adminPassword }) });
    const link = await api(url, '/api/remote-previews', { method: 'POST', token: adminToken, body: JSON.stringify({ remote, version }) });
    const pin = new URLSearchParams({ [REMOTE_PREVIEW_QUERY]: `${remote}@${version}`, [REMOTE_PREVIEW_TOKEN_QUERY]: link.token });

    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS }).catch((error) => {
      throw new RegistryError('refused', `Smoke-Test: Chromium startet nicht (${chromiumPath}; CHROMIUM_PATH setzen): ${error.message.split('\n')[0]}`);
    });
    const page = await browser.newPage({ locale: 'de-DE' });
    /** @type {string[]} */
    const errors = [];
    page.on('console', (message) => {
      // A failed request's message names no address; its location does.
      const where = message.location()?.url;
      if (message.type() === 'error') errors.push(where && message.text().startsWith('Failed to load resource') ? `${message.text()} ${where}` : message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    if (remote === 'admin') {
      await page.goto(`${url}/login?${pin}`);
      await page.getByLabel('Benutzername').fill('smoke');
      await page.getByLabel('Passwort').fill(adminPassword);
      await page.getByRole('button', { name: 'Anmelden' }).click();
    } else {
      const list = remote === 'guest' ? await api(url, '/api/admin/guests', { token: adminToken }) : await api(url, '/api/admin/service-providers', { token: adminToken });
      if (!list[0]?.login_token) throw new RegistryError('refused', 'Smoke-Test: die Demo-Daten enthalten niemanden, der sich anmelden kann.');
      await page.goto(`${url}/${remote === 'guest' ? 'guest-login' : 'provider-login'}?token=${encodeURIComponent(list[0].login_token)}&${pin}`);
    }

    const area = page.locator(`[data-remote="${remote}"]`);
    await area.first().waitFor({ state: 'attached', timeout: SIGN_IN_TIMEOUT_MS }).catch(() => {
      throw new RegistryError('refused', `Smoke-Test: der ${REMOTE_AREA_LABELS[remote]} wurde nach der Anmeldung nicht geöffnet (${page.url()}).${errors.length ? ` Fehler: ${errors[0]}` : ''}`);
    });
    const settled = page.locator(`[data-remote="${remote}"][data-remote-state="ready"], [data-remote="${remote}"][data-remote-state="failed"]`);
    const rendered = await settled
      .first()
      .waitFor({ state: 'attached', timeout: SMOKE_RENDER_MS })
      .then(() => true, () => false);
    const state = rendered ? await settled.first().getAttribute('data-remote-state') : 'loading';
    const shown = rendered ? await settled.first().getAttribute('data-remote-version') : null;
    if (state !== 'ready' || shown !== version) {
      const why = state === 'loading' ? `hat nach ${SMOKE_RENDER_MS / 1000} s nichts angezeigt` : state === 'failed' ? 'ist beim Laden oder Anzeigen abgestürzt' : `wurde nicht geladen (angezeigt: Version ${shown})`;
      throw new RegistryError('refused', `Smoke-Test: ${remote} ${version} ${why}.${errors.length ? ` Fehler: ${errors.slice(0, 3).join(' | ')}` : ''} Die Release wird nicht aktiviert.`);
    }
    await page.waitForTimeout(SETTLE_MS);
    if (errors.length > 0) {
      throw new RegistryError('refused', `Smoke-Test: ${remote} ${version} schreibt Fehler in die Konsole: ${errors.slice(0, 3).join(' | ')}. Die Release wird nicht aktiviert.`);
    }
    return 'smoke';
  } finally {
    await browser?.close().catch(() => {});
    await instance?.stop();
    await rm(root, { recursive: true, force: true });
  }
}
