#!/usr/bin/env node
// npm run test:deploy — the production shape on this machine, proven in Chromium: nginx (TLS,
// HTTP/2, brotli/gzip, each remote on its own origin) in front of two web processes and a job
// worker on a fresh PostgreSQL database; a real guest release first as a canary of 20 % (its share
// measured in nginx's log), then promoted and rolled back while 50 simulated guests browse, one web
// process killed meanwhile, and a broken canary that the registry ends by itself. Builds nothing that
// `npx turbo run build` builds (only the new guest release, which is the point). Cleans up every
// process, port, folder and database, also on failure or Ctrl-C. Arguments go to Playwright
// (`npm run test:deploy -- --grep canary`).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@hochzeit/contracts/remote-runtime';
import { createRegistry } from '../registry.mjs';
import { createRelease } from '../release-remote.mjs';
import { PRODUCTION, optionsFromCli, renderNginxConfig } from './nginx-config.mjs';
import { REPO_ROOT, Stack, psql, removeLeftovers } from './stack.mjs';

const started = Date.now();
const log = (/** @type {string} */ message) => console.log(`[test:deploy ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);
const fail = (/** @type {string} */ message) => {
  console.error(`test:deploy: ${message}`);
  process.exit(1);
};

// --- What this test needs and does not build itself: one line each when missing.
const builtFiles = ['contracts/dist/remote-runtime.js', 'backend/dist/main.js', 'backend/dist/worker.js', 'shell/dist/index.html', ...REMOTE_NAMES.map((r) => `remote-${r}/dist/mf-manifest.json`)];
const missing = builtFiles.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
if (missing.length) fail(`nicht gebaut (${missing.join(', ')} fehlt): zuerst "npx turbo run build" ausführen.`);
const nginxBin = process.env.NGINX_BIN ?? 'nginx';
if (spawnSync(nginxBin, ['-v']).status !== 0) fail('nginx fehlt: apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static');
const modulesDir = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
if (!existsSync(path.join(modulesDir, 'ngx_http_brotli_filter_module.so'))) fail(`Brotli-Modul fehlt in ${modulesDir}: apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`);
if (spawnSync('openssl', ['version']).status !== 0) fail('openssl fehlt (apt-get install openssl).');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) fail(`Chromium fehlt unter ${chromium} (apt-get install chromium oder CHROMIUM_PATH setzen).`);
try {
  await psql('SELECT 1');
} catch (error) {
  fail(`PostgreSQL nicht erreichbar (${process.env.DEPLOY_TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'}, DEPLOY_TEST_DATABASE_URL): ${String(/** @type {Error} */ (error).message).trim().split('\n')[0]}`);
}
// The committed example must be what the renderer makes: one source for the nginx configuration.
if (readFileSync(path.join(REPO_ROOT, 'infra/nginx.conf'), 'utf8') !== renderNginxConfig(PRODUCTION)) {
  fail('infra/nginx.conf ist nicht aus infra/deploy/nginx-config.mjs erzeugt: node infra/deploy/nginx-config.mjs --example --out infra/nginx.conf');
}
// ... and what the compose service renders from the backend's variables is that same file.
const composeEnv = {
  PUBLIC_URL: PRODUCTION.publicUrl,
  ...Object.fromEntries(Object.entries(PRODUCTION.remoteOrigins).map(([remote, origin]) => [`REMOTE_ORIGIN_${remote.toUpperCase()}`, origin])),
  NGINX_BACKENDS: PRODUCTION.backends.join(','),
};
if (renderNginxConfig(optionsFromCli([], composeEnv).options) !== renderNginxConfig(PRODUCTION)) fail('nginx-config.mjs: die Umgebungsvariablen ergeben nicht dieselbe Konfiguration wie --example.');

await removeLeftovers(log);
const stack = new Stack(log);
/** @type {number} */
let exitCode;
let stopping = false;
async function cleanUp(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  log('Aufräumen: Prozesse, Datenbank, temporärer Ordner');
  await stack.stop();
  log(`fertig in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(code);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => void cleanUp(130));

try {
  // The releases live before the test: what `npx turbo run build` built, released as its version
  // (copied, like the e2e tests do). The next guest version is built for real meanwhile.
  const baseVersions = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, JSON.parse(readFileSync(path.join(REPO_ROOT, `remote-${remote}/dist/mf-manifest.json`), 'utf8')).metaData.buildInfo.buildVersion]),
  );
  const [major, minor, patch] = baseVersions.guest.split(/[.-]/).map(Number);
  const nextGuest = `${major}.${minor}.${patch + 1}`;
  log(`baue die Gäste-Release ${nextGuest} (webpack, im Hintergrund)`);
  const releaseBuild = stack.run('release-guest', process.execPath, [path.join(import.meta.dirname, 'build-release.mjs'), 'guest', nextGuest, stack.releasesDir]);
  releaseBuild.catch(() => {});

  log('starte PostgreSQL-Datenbank, 2 Webprozesse, Job-Worker, nginx');
  const info = await stack.start({
    beforeBackends: async (s) => {
      const registry = createRegistry({ registryFile: s.registryFile, releasesDir: s.releasesDir, databaseUrl: s.databaseUrl });
      for (const remote of REMOTE_NAMES) {
        const dist = path.join(REPO_ROOT, `remote-${remote}/dist`);
        await createRelease({ remote, version: baseVersions[remote], releasesDir: s.releasesDir, build: async (/** @type {string} */ out) => cpSync(dist, out, { recursive: true }) });
        const { revision } = await registry.read();
        await registry.promote(remote, baseVersions[remote], { by: 'test-deploy', expectedRevision: revision });
      }
    },
  });
  log(`bereit: ${info.origins.main} (Remotes: ${info.origins.admin}, ${info.origins.guest}, ${info.origins.provider}); Backends ${info.backends.map((b) => b.port).join(', ')}`);
  await releaseBuild;
  log(`Gäste-Release ${nextGuest} gebaut`);

  if (process.env.DEPLOY_KEEP) {
    // For looking around by hand: the stack stays up until Ctrl-C.
    log(`DEPLOY_KEEP: läuft bis Ctrl-C; Beschreibung in ${path.join(stack.root, 'stack.json')}`);
    await new Promise(() => {});
  }
  const playwright = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(import.meta.dirname, 'playwright.config.mjs'), ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, DEPLOY_STACK: path.join(stack.root, 'stack.json'), DEPLOY_GUEST_BASE: baseVersions.guest, DEPLOY_GUEST_NEXT: nextGuest },
  });
  stack.owned.groups.push(/** @type {number} */ (playwright.pid));
  stack.record();
  exitCode = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
  if (exitCode !== 0) console.error(`\nLogs der Prozesse:${stack.logTails()}`);
} catch (error) {
  console.error(`test:deploy fehlgeschlagen: ${/** @type {Error} */ (error).stack ?? error}`);
  console.error(`\nLogs der Prozesse:${stack.logTails()}`);
  exitCode = 1;
}
await cleanUp(exitCode);
