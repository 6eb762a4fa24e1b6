// The production shape, proven in Chromium through nginx (started by `npm run test:deploy`).
import { execFile as execFileCallback } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { TUS_PATH } from '@hochzeit/contracts/media-constants';
import { BROWSER_ID_STORAGE_KEY, inCanary } from '@hochzeit/contracts/remote-runtime';
import { LoadStats, guestAddress, http2Request, simulatedBrowserId, startGuestLoad, stepsFromRecording } from '../guest-load.mjs';
import { createPgStore } from '../../registry.mjs';
import { createRelease } from '../../release-remote.mjs';
import { STRICT_TRANSPORT_SECURITY, contentSecurityPolicy } from '@hochzeit/contracts/security-headers';
import { IMMUTABLE, SECURITY_HEADERS } from '../nginx-config.mjs';
import { REPO_ROOT, psql } from '../stack.mjs';

const execFile = promisify(execFileCallback);
/** @type {import('../stack.mjs').StackInfo} */
const stack = JSON.parse(readFileSync(/** @type {string} */ (process.env.DEPLOY_STACK), 'utf8'));
const { main, admin: adminOrigin, guest: guestOrigin } = stack.origins;
const BASE = /** @type {string} */ (process.env.DEPLOY_GUEST_BASE);
const NEXT = /** @type {string} */ (process.env.DEPLOY_GUEST_NEXT);
const SIMULATED_GUESTS = Number(process.env.DEPLOY_GUESTS ?? 50);
/** The canary's share under load, and a release of the guest remote that cannot load (its entry throws). */
const CANARY_PERCENT = 20;
const BROKEN = `${BASE.split(/[.-]/).slice(0, 2).join('.')}.${Number(BASE.split(/[.-]/)[2]) + 2}`;
/** Browser ids for Chromium tabs: outside every canary share, or inside a share of 50 %. */
const browserIdFor = (/** @type {boolean} */ inShare, /** @type {number} */ percent, skip = 0) => {
  for (let i = 0, found = 0; ; i++) {
    const id = `deploy-test-browser-${i}`;
    if (inCanary(id, 'guest', percent) === inShare && found++ === skip) return id;
  }
};
const ca = stack.certificate;

/** sharp comes with the backend; each test photo is different (random noise), so none is a duplicate. */
const sharp = createRequire(path.join(REPO_ROOT, 'backend/package.json'))('sharp');
const photo = async (/** @type {string} */ name) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#a07050', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 80 }).toBuffer(),
});

test.describe.configure({ mode: 'serial' });

/** @type {import('@playwright/test').APIRequestContext} */
let api;
/** @type {string} */
let adminToken;
test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: main, ignoreHTTPSErrors: true });
  const login = await api.post('/api/auth/login', { data: { username: 'admin', password: stack.adminPassword } });
  expect(login.ok()).toBe(true);
  adminToken = (await login.json()).access_token;
});
test.afterAll(async () => {
  await api?.dispose();
});

const adminGet = async (/** @type {string} */ route) => {
  const response = await api.get(route, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.ok()).toBe(true);
  return response.json();
};

const registry = async () => JSON.parse((await http2Request(`${main}/remotes.json`, { ca })).body.toString());

/** Every response the page receives as Chromium saw it: protocol (h2), status, headers. */
async function watchNetwork(/** @type {import('@playwright/test').Page} */ page) {
  /** @type {{ url: string, status: number, protocol: string, headers: Record<string, string>, fromCache: boolean }[]} */
  const responses = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    responses.push({
      url: response.url,
      status: response.status,
      protocol: response.protocol ?? '',
      headers: Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
    });
  });
  return responses;
}

/** The URLs of every resource the current document loaded (cached ones included). */
const loadedResources = (/** @type {import('@playwright/test').Page} */ page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

async function guestLogin(/** @type {import('@playwright/test').Page} */ page, /** @type {{ login_token: string, first_name: string, last_name: string }} */ guest) {
  await page.goto(`/guest-login?token=${encodeURIComponent(guest.login_token)}`);
  await expect(page.getByRole('heading', { name: `Willkommen, ${guest.first_name} ${guest.last_name}!` })).toBeVisible();
}

test('admins and guests work through nginx; an upload lands in the shared storage and the job worker processes it', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  const adminNetwork = await watchNetwork(adminPage);
  await adminPage.goto('/login');
  await adminPage.getByLabel('Benutzername').fill('admin');
  await adminPage.getByLabel('Passwort').fill(stack.adminPassword);
  await adminPage.getByRole('button', { name: 'Anmelden' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Willkommen im Admin-Dashboard' })).toBeVisible();
  const adminVersion = (await registry()).versions.admin.version;
  expect(adminNetwork.find((r) => r.url === `${adminOrigin}/remotes/admin/${adminVersion}/remoteEntry.js`)?.status).toBe(200);

  const guests = await adminGet('/api/admin/guests');
  const guest = guests[0];
  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await guestLogin(page, guest);
  await page.getByRole('link', { name: 'Hochzeitsfotos' }).click();
  await expect(page.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();

  const completedJobs = () => psql("SELECT count(*) FROM pgboss.job WHERE name = 'media.derivatives' AND state = 'completed'", stack.databaseUrl).then(Number);
  const before = await completedJobs();
  await page.getByLabel('Fotos auswählen').setInputFiles([await photo('deploy-test.jpg')]);
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText(/1 Bild erfolgreich hochgeladen/)).toBeVisible();
  // The web processes run with JOB_WORKERS=off: only the worker process can have done this job.
  await expect.poll(completedJobs, { timeout: 30_000 }).toBe(before + 1);
  const webp = readdirSync(stack.dataDir, { recursive: true }).map(String).filter((f) => f.endsWith('.300.webp'));
  expect(webp.length).toBeGreaterThan(0);
  await page.getByLabel('Ansicht').selectOption({ label: 'Nur meine Uploads' });
  const thumbnail = page.locator('.gallery-card__image').first();
  await expect.poll(() => thumbnail.evaluate((img) => /** @type {HTMLImageElement} */ (img).complete && /** @type {HTMLImageElement} */ (img).naturalWidth > 0), { timeout: 20_000 }).toBe(true);
});

test('a resumable upload stays on one web process through nginx (its tus lock is in that process) and completes once', async () => {
  const guest = (await adminGet('/api/admin/guests'))[2];
  const login = await api.post('/api/auth/guest-login', { data: { token: guest.login_token } });
  expect(login.ok()).toBe(true);
  const auth = { Authorization: `Bearer ${(await login.json()).access_token}`, 'Tus-Resumable': '1.0.0' };
  const body = (await photo('deploy-tus.jpg')).buffer;
  const logOffset = statSync(stack.accessLog).size;
  const name = (/** @type {string} */ text) => Buffer.from(text).toString('base64');
  const created = await api.post(TUS_PATH, { headers: { ...auth, 'Upload-Length': String(body.length), 'Upload-Metadata': `filename ${name('deploy-tus.jpg')},filetype ${name('image/jpeg')}` } });
  expect(created.status()).toBe(201);
  const location = new URL(/** @type {string} */ (created.headers().location), main).pathname;
  // Four parts, each followed by the HEAD a client sends when it resumes.
  const part = Math.ceil(body.length / 4);
  let reply;
  for (let offset = 0; offset < body.length; offset += part) {
    expect((await api.head(location, { headers: auth })).headers()['upload-offset']).toBe(String(offset));
    reply = await api.patch(location, { headers: { ...auth, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, data: body.subarray(offset, offset + part) });
  }
  expect(reply?.status()).toBe(200);
  expect((await reply?.json())?.id).toEqual(expect.any(Number));
  const lines = readFileSync(stack.accessLog).subarray(logOffset).toString().split('\n').filter((line) => line.includes(location));
  expect(lines).toHaveLength(8);
  const upstreams = new Set(lines.map((line) => /upstream="([^"]+)"/.exec(line)?.[1]));
  expect(upstreams.size).toBe(1);
});

test('remote files come from their own origin: immutable, compressed, over HTTP/2, readable by the shell; /remotes.json revalidates with 304', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const network = await watchNetwork(page);
  const guests = await adminGet('/api/admin/guests');
  await guestLogin(page, guests[1]);
  const doc = await registry();
  expect(doc.guest).toBe(`${guestOrigin}/remotes/guest/${BASE}/mf-manifest.json`);

  const remoteFiles = network.filter((r) => r.url.startsWith(`${guestOrigin}/remotes/guest/${BASE}/`));
  expect(remoteFiles.map((r) => r.url)).toContain(`${guestOrigin}/remotes/guest/${BASE}/remoteEntry.js`);
  for (const file of remoteFiles) {
    expect.soft(file.protocol, file.url).toBe('h2');
    expect.soft(file.status, file.url).toBe(200);
    expect.soft(file.headers['cache-control'], file.url).toBe(IMMUTABLE);
    expect.soft(file.headers['access-control-allow-origin'], file.url).toBe(main);
    if (file.url.endsWith('.js')) expect.soft(file.headers['content-encoding'], file.url).toBe('br');
  }
  const shellScripts = network.filter((r) => r.url.startsWith(`${main}/`) && /\.[0-9a-f]{12}\.js$/.test(r.url));
  expect(shellScripts.length).toBeGreaterThan(0);
  for (const file of shellScripts) {
    expect.soft([file.protocol, file.headers['cache-control'], file.headers['content-encoding']], file.url).toEqual(['h2', IMMUTABLE, 'br']);
  }
  const document = network.find((r) => r.url.startsWith(`${main}/guest-login`));
  // A guest's personal link is that guest's page: kept by their browser only.
  expect(document?.headers['cache-control']).toBe('private, no-cache');
  // Pages come from the backend through nginx, with the registry and the wedding's look inside.
  const welcome = String((await http2Request(`${main}/guest-login?token=${guests[1].login_token}`, { ca })).body);
  expect(welcome).toContain('<script type="application/json" id="remotes">');
  expect(welcome).toContain('<script type="application/json" id="welcome">');
  // nginx sends the backend's baseline headers for the files it serves itself.
  const direct = await fetch(`http://127.0.0.1:${stack.backends[0].port}/api/health`);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect.soft(direct.headers.get(name), `Backend: ${name}`).toBe(value);
    expect.soft(document?.headers[name.toLowerCase()], `nginx: ${name}`).toBe(value);
  }
  // The shell's page allows code from the main origin and the remotes' origins only; HSTS once on
  // every reply over TLS (nginx's, the backend's copy hidden); API replies are never stored.
  // A guest's first screen carries the shell's stylesheet and script loader inline, each allowed by
  // its hash: the hashes are exactly those of the page's inline parts, never 'unsafe-inline'.
  const csp = String(document?.headers['content-security-policy']);
  const inlineHashes = (tag) =>
    [...welcome.matchAll(new RegExp(`<${tag}(?![^>]*(?:type="application/json"|src=))[^>]*>([\\s\\S]+?)</${tag}>`, 'g'))].map(
      (match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`,
    );
  const inline = { styles: inlineHashes('style'), scripts: inlineHashes('script') };
  expect(inline.styles.length + inline.scripts.length).toBeGreaterThan(0);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toBe(contentSecurityPolicy([stack.origins.admin, stack.origins.guest, stack.origins.provider], inline));
  expect(document?.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  const apiReply = await http2Request(`${main}/api/health`, { ca });
  expect([apiReply.headers['strict-transport-security'], apiReply.headers['cache-control']]).toEqual([STRICT_TRANSPORT_SECURITY, 'no-store']);

  // Clients without brotli get gzip; the content is the release's (its SRI hash).
  const gzipped = await http2Request(`${guestOrigin}/remotes/guest/${BASE}/remoteEntry.js`, { ca, headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.raw.length).toBeLessThan(gzipped.body.length);
  expect(`sha384-${createHash('sha384').update(gzipped.body).digest('base64')}`).toBe(doc.versions.guest.integrity['remoteEntry.js']);

  // The registry: proxied to the backend, one no-cache, the backend's strong ETag, 304.
  const first = await http2Request(`${main}/remotes.json`, { ca, headers: { 'accept-encoding': 'gzip, br' } });
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toBe('no-cache');
  expect(first.headers.etag).toMatch(/^"[^"]+"$/);
  const again = await http2Request(`${main}/remotes.json`, { ca, headers: { 'if-none-match': String(first.headers.etag) } });
  expect(again.status).toBe(304);
  expect(again.headers.etag).toBe(first.headers.etag);

  // Misses are 404, never cached forever and never the shell's page; a release is only on its origin.
  const missingChunk = await http2Request(`${guestOrigin}/remotes/guest/${BASE}/nope.0123456789ab.js`, { ca });
  expect([missingChunk.status, missingChunk.headers['cache-control']]).toEqual([404, undefined]);
  expect((await http2Request(`${main}/nope.0123456789ab.js`, { ca })).status).toBe(404);
  expect((await http2Request(`${main}/remotes/guest/${BASE}/remoteEntry.js`, { ca })).status).toBe(404);
  const clientRoute = await http2Request(`${main}/guest/gallery`, { ca });
  expect([clientRoute.status, clientRoute.headers['cache-control']]).toEqual([200, 'no-cache']);
});

test(`guest ${NEXT} goes to ${CANARY_PERCENT} % as a canary, is promoted and rolled back while ${SIMULATED_GUESTS} guests browse, a web process is killed, a broken canary is ended by itself: no request fails`, async ({ browser }) => {
  test.setTimeout(300_000);
  // Guests of their own, each with a sign-in link.
  const created = [];
  for (let i = 0; i < SIMULATED_GUESTS + 2; i += 10) {
    created.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, SIMULATED_GUESTS + 2 - i) }, async (_, j) => {
          const response = await api.post('/api/admin/guests', {
            headers: { Authorization: `Bearer ${adminToken}` },
            data: { first_name: `Lastgast${i + j + 1}`, last_name: 'Test', guest_type: 'Inner Circle' },
          });
          expect(response.status()).toBe(201);
          return response.json();
        }),
      )),
    );
  }
  const [recorded, watcher, ...simulated] = created;

  // What a real guest visit requests, recorded in Chromium through nginx.
  const recordingPage = await (await browser.newContext()).newPage();
  /** @type {import('@playwright/test').Request[]} */
  const requests = [];
  recordingPage.on('request', (r) => requests.push(r));
  await guestLogin(recordingPage, recorded);
  await recordingPage.waitForLoadState('networkidle');
  const returningPath = new URL(recordingPage.url()).pathname;
  const ours = requests.filter((r) => Object.values(stack.origins).some((origin) => r.url().startsWith(`${origin}/`)));
  const recordedRequests = [];
  for (const r of ours) {
    const response = await r.response();
    expect(response && response.status() < 400, `${r.method()} ${r.url()} beim Aufzeichnen`).toBe(true);
    recordedRequests.push({ method: r.method(), url: r.url(), resourceType: r.resourceType(), headers: await r.allHeaders(), postData: r.postData() });
  }
  await recordingPage.context().close();
  const steps = stepsFromRecording(recordedRequests, { main, remotes: { admin: adminOrigin, guest: guestOrigin, provider: stack.origins.provider } }, recorded.login_token);
  const count = (/** @type {string} */ kind) => steps.filter((s) => s.kind === kind).length;
  console.log(`Aufgezeichneter Gästebesuch: ${steps.length} Anfragen (Seite ${count('document')}, Shell ${count('static')}, Registry ${count('registry')}, Anmeldung ${count('login')}, API ${count('api')}, Gäste-Remote ${count('remote')})`);
  expect(count('remote')).toBeGreaterThan(2);
  expect(count('login')).toBe(1);
  expect(count('api')).toBeGreaterThan(0);

  // One real guest in Chromium stays open through the whole rollout.
  const tab = await (await browser.newContext()).newPage();
  /** @type {string[]} */
  const tabFailures = [];
  tab.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && tabFailures.push(`${r.url()}: ${r.failure()?.errorText}`));
  tab.on('response', (r) => r.status() >= 400 && tabFailures.push(`${r.url()}: HTTP ${r.status()}`));
  // Outside the canary's share: it sees the canary's version only once that is promoted.
  await tab.context().addInitScript(([key, id]) => localStorage.setItem(key, id), [BROWSER_ID_STORAGE_KEY, browserIdFor(false, 50)]);
  await guestLogin(tab, watcher);
  expect(await loadedResources(tab)).toContain(`${guestOrigin}/remotes/guest/${BASE}/remoteEntry.js`);

  const logOffset = statSync(stack.accessLog).size;
  const load = startGuestLoad({ tokens: simulated.map((g) => g.login_token), steps, returningPath, mainOrigin: main, ca });
  const mark = (/** @type {string} */ what) => {
    console.log(`[Last ${((Date.now() - load.stats.startedAt) / 1000).toFixed(1)} s] ${what} — ${load.stats.requests} Anfragen, ${load.stats.failures.length} Fehler`);
  };
  /** @type {number} */
  let retried;
  try {
    await load.visitsOf(BASE, SIMULATED_GUESTS);
    mark(`${SIMULATED_GUESTS} Besuche mit Gäste-Remote ${BASE}`);

    // The gates' private instance keeps its folder below the stack's, so an interrupted run leaves nothing behind.
    const cli = (/** @type {string[]} */ args) => execFile(process.execPath, [path.join(REPO_ROOT, 'infra/remotes.mjs'), ...args, '--by', 'test-deploy'], { cwd: REPO_ROOT, env: { ...process.env, ...stack.cliEnv, TMPDIR: path.join(stack.root, 'tmp') } });
    // First a canary of 20 % (through the gates): the guests in its share load NEXT, the others stay on BASE.
    // The log is read from before the change: a guest may load the canary (and then keep its
    // immutable files cached) while the tool is still exiting.
    const canaryLogOffset = statSync(stack.accessLog).size;
    const canaryStarted = Date.now();
    const canary = await cli(['canary', 'guest', NEXT, '--percent', String(CANARY_PERCENT)]);
    mark(`canary guest ${NEXT} ${CANARY_PERCENT} % in ${((Date.now() - canaryStarted) / 1000).toFixed(1)} s: ${canary.stdout.trim().split('\n').at(-1)}`);
    await load.visitsOf(BASE, 3 * SIMULATED_GUESTS);
    const canaryLog = readFileSync(stack.accessLog).subarray(canaryLogOffset).toString().split('\n').filter(Boolean);
    const guestsIn = simulated.map((_, i) => i).filter((i) => inCanary(simulatedBrowserId(i), 'guest', CANARY_PERCENT));
    const simulatedAddresses = new Set(simulated.map((_, i) => guestAddress(i)));
    const addressesOf = (/** @type {RegExp} */ request) => new Set(canaryLog.filter((line) => request.test(line)).map((line) => line.split(' ')[0]).filter((address) => simulatedAddresses.has(address)));
    const visiting = addressesOf(/"GET \/remotes\.json /);
    const onCanary = addressesOf(new RegExp(`"GET /remotes/guest/${NEXT.replaceAll('.', '\\.')}/`));
    const share = (100 * onCanary.size) / visiting.size;
    mark(`Canary laut nginx: ${onCanary.size} von ${visiting.size} Gästen luden ${NEXT} (${share.toFixed(1)} %, Ziel ${CANARY_PERCENT} %)`);
    // Exactly the guests in the share (by their browser ids) fetched the canary, and no other.
    expect([...onCanary].sort()).toEqual(guestsIn.map(guestAddress).filter((address) => visiting.has(address)).sort());
    expect(visiting.size).toBe(SIMULATED_GUESTS);
    expect(Math.abs(share - CANARY_PERCENT)).toBeLessThanOrEqual(5);

    // Promoting the canary finishes it (its gates passed when it started).
    const promoteStarted = Date.now();
    const promoted = await cli(['promote', 'guest', NEXT]);
    mark(`promote guest ${NEXT} in ${((Date.now() - promoteStarted) / 1000).toFixed(1)} s: ${promoted.stdout.trim().split('\n').at(-1)}`);
    expect((await registry()).guest).toBe(`${guestOrigin}/remotes/guest/${NEXT}/mf-manifest.json`);
    await load.visitsOf(NEXT, SIMULATED_GUESTS);
    mark(`${SIMULATED_GUESTS} Besuche mit ${NEXT}`);

    // The open tab keeps working on the version it started with, and the next navigation loads the new one.
    await tab.getByRole('link', { name: 'Hochzeitsfotos' }).click();
    await expect(tab.getByRole('heading', { name: 'Hochzeits-Galerie' })).toBeVisible();
    await tab.goto('/guest-dashboard');
    await expect(tab.getByRole('heading', { name: `Willkommen, ${watcher.first_name} ${watcher.last_name}!` })).toBeVisible();
    expect(await loadedResources(tab)).toContain(`${guestOrigin}/remotes/guest/${NEXT}/remoteEntry.js`);
    mark(`Chromium-Tab lädt nach der Navigation ${NEXT}`);

    const [, victim] = stack.backends;
    process.kill(victim.pid, 'SIGKILL');
    mark(`Webprozess ${victim.name} (PID ${victim.pid}) mit SIGKILL beendet`);
    await load.visitsOf(NEXT, SIMULATED_GUESTS);
    mark(`${SIMULATED_GUESTS} weitere Besuche mit einem Webprozess`);

    const rolledBack = await cli(['rollback', 'guest']);
    mark(`rollback guest: ${rolledBack.stdout.trim().split('\n').at(-1)}`);
    expect((await registry()).guest).toBe(`${guestOrigin}/remotes/guest/${BASE}/mf-manifest.json`);
    await load.visitsOf(BASE, SIMULATED_GUESTS);
    mark(`${SIMULATED_GUESTS} Besuche wieder mit ${BASE}`);
    await tab.goto('/guest-dashboard');
    await expect(tab.getByRole('heading', { name: `Willkommen, ${watcher.first_name} ${watcher.last_name}!` })).toBeVisible();
    expect(await loadedResources(tab)).toContain(`${guestOrigin}/remotes/guest/${BASE}/remoteEntry.js`);
    mark(`Chromium-Tab lädt nach der Navigation wieder ${BASE}`);

    // A deliberately broken canary (its entry throws in the browser) is ended by the registry by
    // itself once five browsers in its share have reported the failure; they meanwhile got BASE.
    await createRelease({
      remote: 'guest',
      version: BROKEN,
      releasesDir: stack.releasesDir,
      build: async (/** @type {string} */ out) => {
        cpSync(path.join(REPO_ROOT, 'remote-guest/dist'), out, { recursive: true });
        const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
        manifest.metaData.buildInfo.buildVersion = BROKEN;
        writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifest));
        const entry = path.join(out, manifest.metaData.remoteEntry.name);
        writeFileSync(entry, `throw new Error('kaputt');\n${readFileSync(entry, 'utf8')}`);
      },
    });
    // Its smoke test would refuse it (that is what the gate is for): the rollback from the browsers' reports is tested here.
    await cli(['canary', 'guest', BROKEN, '--percent', '50', '--skip-smoke']);
    mark(`kaputter Canary ${BROKEN} für 50 %`);
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      await context.addInitScript(([key, id]) => localStorage.setItem(key, id), [BROWSER_ID_STORAGE_KEY, browserIdFor(true, 50, i)]);
      const page = await context.newPage();
      await guestLogin(page, watcher);
      await expect(page.locator('[data-remote="guest"]')).toHaveAttribute('data-remote-version', BASE);
      expect(await loadedResources(page)).toContain(`${guestOrigin}/remotes/guest/${BASE}/remoteEntry.js`);
      await context.close();
    }
    const pgRegistry = createPgStore(stack.databaseUrl);
    await expect.poll(async () => (await pgRegistry.read()).remotes.guest?.canary ?? null, { timeout: 10_000 }).toBeNull();
    const ended = (await pgRegistry.read()).remotes.guest?.history.at(-1);
    expect(ended).toMatchObject({ action: 'canary-end', from: BROKEN, to: BASE, by: 'automatisch', automatic: true });
    mark(`kaputter Canary automatisch beendet: ${ended?.reason}`);
  } finally {
    const summary = await load.stop();
    const log = readFileSync(stack.accessLog).subarray(logOffset).toString().split('\n').filter(Boolean);
    retried = log.filter((line) => /upstream="[^"]+, [^"]+"/.test(line)).length;
    const served = stack.backends.map((b) => `${b.name} ${log.filter((line) => line.includes(`upstream="127.0.0.1:${b.port}"`)).length}`);
    // nginx's own time per request (request_time, seconds): what the server side spent, without the clients' waiting.
    const requestTimes = (/** @type {boolean} */ proxied) =>
      log.filter((line) => line.includes('upstream="-"') !== proxied).map((line) => 1000 * Number(/" \d{3} \d+ ([\d.]+) upstream=/.exec(line)?.[1] ?? 0));
    console.log(
      [
        '',
        `Simulierte Gäste: ${SIMULATED_GUESTS}, ${summary.seconds} s, ${summary.visits} Besuche (${Object.entries(summary.visitsByVersion).map(([v, n]) => `${v}: ${n}`).join(', ')})`,
        `Anfragen: ${summary.requests} (${summary.perSecond}/s), davon 304: ${summary.notModified}; aus dem Cache ohne Anfrage: ${summary.cacheHits}`,
        `Fehlgeschlagen: ${summary.failures}; von HTTP/2 abgewiesene und neu gestellte Anfragen: ${summary.transportRetries}`,
        `Latenz: p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms; p95 nach Art: ${Object.entries(summary.p95ByKind).map(([kind, ms]) => `${kind} ${ms} ms`).join(', ')}; Verzögerung der Ereignisschleife des Lastgenerators p99 ${summary.loopDelayP99} ms`,
        `nginx: ${log.length} Anfragen; Dateien p95 ${Math.round(LoadStats.percentile(requestTimes(false), 95))} ms, an die Backends p95 ${Math.round(LoadStats.percentile(requestTimes(true), 95))} ms; von den Backends beantwortet ${served.join(', ')}; auf dem anderen Prozess wiederholt: ${retried}`,
        ...load.stats.failures.slice(0, 10).map((f) => `  Fehler: ${f.what}`),
      ].join('\n'),
    );
  }
  expect(load.stats.failures.map((f) => f.what)).toEqual([]);
  expect(tabFailures).toEqual([]);
  // The kill happened under load: nginx met the dead process and repeated those requests.
  expect(retried).toBeGreaterThan(0);
});
