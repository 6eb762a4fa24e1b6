#!/usr/bin/env node
// Operates the remote registry (which release of each remote is live):
//   node infra/remotes.mjs list
//   node infra/remotes.mjs promote <remote> <version> [--by <name>] [--skip-smoke]
//   node infra/remotes.mjs rollback <remote> [--to <version>] [--by <name>]
//   node infra/remotes.mjs history <remote>
// REGISTRY_FILE and RELEASES_DIR (or DATA_DIR) choose the files, as for the backend. Exit code 1 on
// every refusal. The backend reads the registry on every /remotes.json request: a change is live at once.
// A promotion first runs the gates (promotion-gates.mjs, smoke-gate.mjs): the release's entry files
// match their hashes, its shared singletons fit the shell, and it renders in the real shell in
// headless Chromium. --skip-smoke leaves the last one out, and the history says so.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '@hochzeit/contracts/remote-releases';
import { checkSharedSingletons, resolveFrontendDir } from './promotion-gates.mjs';
import { RegistryError, assertRemote, assertVersion, createRegistry, listReleases, resolveLocations, verifyRelease } from './registry.mjs';
import { smokeTest } from './smoke-gate.mjs';

const USAGE = `Aufruf:
  node infra/remotes.mjs list
  node infra/remotes.mjs promote <${REMOTE_NAMES.join('|')}> <version> [--by <name>] [--skip-smoke]
  node infra/remotes.mjs rollback <${REMOTE_NAMES.join('|')}> [--to <version>] [--by <name>]
  node infra/remotes.mjs history <${REMOTE_NAMES.join('|')}>`;

/** A concurrent change makes a write stale; the command then decides again on the new state. */
const ATTEMPTS = 12;

const formatTime = (/** @type {string} */ iso) => new Date(iso).toLocaleString('de-CH', { timeZone: 'Europe/Zurich', dateStyle: 'medium', timeStyle: 'medium' });

function fail(/** @type {string} */ message) {
  console.error(message);
  process.exit(1);
}

/**
 * Reads the revision, lets `change` decide on it and retries with a random pause when another
 * writer came first.
 * @param {(expectedRevision: number) => Promise<{ registry: { revision: number }, entry: { from: string | null, to: string } }>} change
 */
async function withRetries(registry, change) {
  for (let attempt = 1; ; attempt++) {
    const { revision } = await registry.read();
    try {
      return await change(revision);
    } catch (error) {
      if (!(error instanceof RegistryError && error.code === 'stale') || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 40 * attempt));
    }
  }
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { to: { type: 'string' }, by: { type: 'string' }, 'skip-smoke': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    fail(`${/** @type {Error} */ (error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, remote, version] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    if (!values.help) process.exit(1);
    return;
  }
  const registry = createRegistry(resolveLocations());
  const by = values.by || process.env.USER || os.userInfo().username || 'unbekannt';

  switch (command) {
    case 'list': {
      const { revision, remotes } = await registry.read();
      console.log(`Registry: ${registry.locations.registryFile} (Revision ${revision})`);
      for (const name of REMOTE_NAMES) {
        const releases = await listReleases(registry.locations.releasesDir, name);
        const current = remotes[name]?.current;
        console.log(`${name.padEnd(9)} aktuell: ${current ?? '– (unversionierter Build aus dist/)'}   Releases: ${releases.join(', ') || 'keine'}`);
      }
      return;
    }
    case 'promote': {
      if (!remote || !version || positionals.length > 3) fail(USAGE);
      assertRemote(remote);
      assertVersion(version);
      const { releasesDir, registryFile } = registry.locations;
      if ((await registry.read()).remotes[/** @type {'guest'} */ (remote)]?.current === version) fail(`${remote} ${version} ist bereits die aktuelle Version.`);
      // The gates run before the registry is touched: users keep the current version whatever they find.
      const { release } = await verifyRelease(releasesDir, remote, version);
      const checks = [await checkSharedSingletons(release, resolveFrontendDir())];
      if (values['skip-smoke']) {
        console.warn(`Achtung: ${remote} ${version} wird ohne Smoke-Test aktiviert (--skip-smoke); die Historie vermerkt es.`);
        checks.push('smoke-skipped');
      } else {
        console.log(`Smoke-Test: ${remote} ${version} in der Shell in Chromium laden ...`);
        checks.push(await smokeTest({ remote: /** @type {'guest'} */ (remote), version, releasesDir, registryFile, frontendDir: resolveFrontendDir() }));
      }
      const { registry: after, entry } = await withRetries(registry, (expectedRevision) => registry.promote(remote, version, { by, expectedRevision, checks }));
      console.log(`${remote}: ${entry.from ?? '–'} -> ${entry.to} aktiviert (Revision ${after.revision}).`);
      return;
    }
    case 'rollback': {
      if (!remote || positionals.length > 2) fail(USAGE);
      const frontendDir = resolveFrontendDir();
      const { registry: after, entry } = await withRetries(registry, (expectedRevision) =>
        registry.rollback(remote, { to: values.to, by, expectedRevision, gate: (release) => checkSharedSingletons(release, frontendDir) }),
      );
      console.log(`${remote}: zurückgerollt ${entry.from} -> ${entry.to} (Revision ${after.revision}).`);
      return;
    }
    case 'history': {
      if (!remote || positionals.length > 2) fail(USAGE);
      assertRemote(remote);
      const state = (await registry.read()).remotes[/** @type {'guest'} */ (remote)];
      if (!state?.history.length) {
        console.log(`${remote}: noch keine Änderungen.`);
        return;
      }
      console.log(`${remote}: aktuell ${state.current ?? '–'}`);
      for (const e of state.history) {
        const action = e.action === 'promote' ? 'aktiviert   ' : 'zurückgerollt';
        console.log(`${formatTime(e.at)}  ${action}  ${e.from ?? '–'} -> ${e.to}  von ${e.by}  Prüfungen: ${e.checks.join(', ') || 'keine'}`);
      }
      return;
    }
    default:
      fail(`Unbekannter Befehl „${command}“.\n${USAGE}`);
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof RegistryError) {
    fail(error.code === 'stale' ? `${error.message} Nach ${ATTEMPTS} Versuchen aufgegeben, bitte erneut ausführen.` : error.message);
  }
  throw error;
}
