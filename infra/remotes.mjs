#!/usr/bin/env node
// Operates the remote registry (which release of each remote is live):
//   node infra/remotes.mjs list
//   node infra/remotes.mjs promote <remote> <version> [--by <name>] [--skip-smoke]
//   node infra/remotes.mjs rollback <remote> [--to <version>] [--by <name>]
//   node infra/remotes.mjs history <remote>
//   node infra/remotes.mjs canary <remote> <version> --percent <p> [--skip-smoke] [--force --reason "…"]
//   node infra/remotes.mjs status <remote>
//   node infra/remotes.mjs freeze --from <iso> --until <iso> --reason "…" | unfreeze
//   node infra/remotes.mjs threshold [--failures 5] [--share 2] [--minutes 10] [--watch 30]
//   node infra/remotes.mjs migrate-registry [--to-file]
// With DATABASE_URL the registry is the table remote_registry in PostgreSQL (every web process is
// told of a change at once); without, the file.
// REGISTRY_FILE and RELEASES_DIR (or DATA_DIR) choose the files, as for the backend. Exit code 1 on
// every refusal. The backend reads the registry on every /remotes.json request: a change is live at once.
// A promotion first runs the gates (promotion-gates.mjs, smoke-gate.mjs): the release's entry files
// match their hashes, its shared singletons fit the shell, and it renders in the real shell in
// headless Chromium. --skip-smoke leaves the last one out, and the history says so.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, activeFreeze } from '@hochzeit/contracts/remote-releases';
import { checkSharedSingletons, resolveFrontendDir } from './promotion-gates.mjs';
import { readStatus, formatStatus } from './release-status.mjs';
import { RegistryError, assertPercent, assertRemote, assertVersion, createFileStore, createPgStore, createRegistry, listReleases, resolveLocations, verifyRelease } from './registry.mjs';
import { smokeTest } from './smoke-gate.mjs';

const USAGE = `Aufruf:
  node infra/remotes.mjs list
  node infra/remotes.mjs promote <${REMOTE_NAMES.join('|')}> <version> [--by <name>] [--skip-smoke]
  node infra/remotes.mjs rollback <${REMOTE_NAMES.join('|')}> [--to <version>] [--by <name>]
  node infra/remotes.mjs history <${REMOTE_NAMES.join('|')}>
  node infra/remotes.mjs canary <${REMOTE_NAMES.join('|')}> <version> --percent <1-99> [--skip-smoke]
  node infra/remotes.mjs status <${REMOTE_NAMES.join('|')}>
  node infra/remotes.mjs freeze --from <Zeitpunkt> --until <Zeitpunkt> --reason "…"
  node infra/remotes.mjs unfreeze
  node infra/remotes.mjs threshold [--failures <n>] [--share <Prozent>] [--minutes <n>] [--watch <n>]
  node infra/remotes.mjs migrate-registry [--to-file]
promote und canary in einem Freeze nur mit --force --reason "…".`;

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
      options: {
        to: { type: 'string' },
        by: { type: 'string' },
        'skip-smoke': { type: 'boolean' },
        percent: { type: 'string' },
        force: { type: 'boolean' },
        reason: { type: 'string' },
        from: { type: 'string' },
        until: { type: 'string' },
        failures: { type: 'string' },
        share: { type: 'string' },
        minutes: { type: 'string' },
        watch: { type: 'string' },
        'to-file': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
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
    case 'promote':
    case 'canary': {
      if (!remote || !version || positionals.length > 3) fail(USAGE);
      assertRemote(remote);
      assertVersion(version);
      const percent = command === 'canary' ? Number(values.percent) : undefined;
      if (command === 'canary') assertPercent(percent);
      if (values.force && !values.reason?.trim()) fail('--force verlangt --reason "…" (die Historie vermerkt den Grund).');
      const { releasesDir, registryFile } = registry.locations;
      const before = await registry.read();
      const state = before.remotes[/** @type {'guest'} */ (remote)];
      if (state?.current === version) fail(`${remote} ${version} ist bereits die aktuelle Version.`);
      const freeze = activeFreeze(before);
      if (freeze && !values.force) fail(`Eingefroren bis ${formatTime(freeze.until)} (${freeze.reason}): Aktivierungen und Canaries sind gesperrt. Nur mit --force --reason "…" trotzdem.`);
      // The gates run before the registry is touched (also before a canary and before a change of its
      // share): users keep the current version whatever they find. A canary's version that already
      // passed them is promoted without running them again.
      const { release } = await verifyRelease(releasesDir, remote, version);
      const checks = [await checkSharedSingletons(release, resolveFrontendDir())];
      const passedAsCanary = state?.canary?.version === version && state.canary.checks.some((c) => c === 'smoke');
      if (values['skip-smoke']) {
        console.warn(`Achtung: ${remote} ${version} wird ohne Smoke-Test aktiviert (--skip-smoke); die Historie vermerkt es.`);
        checks.push('smoke-skipped');
      } else if (passedAsCanary) {
        checks.push('smoke');
      } else {
        console.log(`Smoke-Test: ${remote} ${version} in der Shell in Chromium laden ...`);
        // The private instance gets the registry as it is now (from PostgreSQL too) for the other remotes' versions.
        checks.push(await smokeTest({ remote: /** @type {'guest'} */ (remote), version, releasesDir, registryFile, registry: registry.locations.databaseUrl ? before : undefined, frontendDir: resolveFrontendDir() }));
      }
      const options = { by, checks, force: values.force, reason: values.reason };
      if (command === 'canary') {
        const { registry: after, entry } = await withRetries(registry, (expectedRevision) =>
          registry.canary(remote, version, { ...options, expectedRevision, percent: /** @type {number} */ (percent) }),
        );
        console.log(`${remote}: Canary ${entry.to} für ${entry.percent} % der Browser, die übrigen behalten ${entry.from} (Revision ${after.revision}).${entry.forced ? ' Im Freeze erzwungen.' : ''}`);
        return;
      }
      const { registry: after, entry } = await withRetries(registry, (expectedRevision) => registry.promote(remote, version, { ...options, expectedRevision }));
      console.log(`${remote}: ${entry.from ?? '–'} -> ${entry.to} aktiviert (Revision ${after.revision}).${entry.forced ? ' Im Freeze erzwungen.' : ''}`);
      return;
    }
    case 'rollback': {
      if (!remote || positionals.length > 2) fail(USAGE);
      const frontendDir = resolveFrontendDir();
      const { registry: after, entry } = await withRetries(registry, (expectedRevision) =>
        registry.rollback(remote, { to: values.to, by, expectedRevision, reason: values.reason, gate: (release) => checkSharedSingletons(release, frontendDir) }),
      );
      if (entry.action === 'canary-end') console.log(`${remote}: Canary ${entry.from} beendet, alle Browser erhalten ${entry.to} (Revision ${after.revision}).`);
      else console.log(`${remote}: zurückgerollt ${entry.from} -> ${entry.to} (Revision ${after.revision}).`);
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
      console.log(`${remote}: aktuell ${state.current ?? '–'}${state.canary ? `, Canary ${state.canary.version} für ${state.canary.percent} %` : ''}`);
      for (const e of state.history) {
        const action = { promote: 'aktiviert    ', rollback: 'zurückgerollt', canary: `Canary ${e.percent} %`.padEnd(13), 'canary-end': 'Canary beendet' }[e.action];
        const extra = [e.automatic ? 'automatisch' : '', e.forced ? 'im Freeze erzwungen' : '', e.reason ? `Grund: ${e.reason}` : ''].filter(Boolean).join('  ');
        console.log(`${formatTime(e.at)}  ${action}  ${e.from ?? '–'} -> ${e.to}  von ${e.by}  Prüfungen: ${e.checks.join(', ') || 'keine'}${extra ? `  ${extra}` : ''}`);
      }
      return;
    }
    case 'status': {
      if (!remote || positionals.length > 2) fail(USAGE);
      assertRemote(remote);
      const current = await registry.read();
      console.log(formatStatus(await readStatus(registry.locations, current, /** @type {'guest'} */ (remote))));
      return;
    }
    case 'freeze': {
      if (positionals.length > 1) fail(USAGE);
      const from = values.from ? new Date(values.from) : new Date();
      const until = new Date(values.until ?? '');
      if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime())) fail('--from und --until als Zeitpunkt angeben, z. B. --from 2027-06-12T06:00+02:00 --until 2027-06-13T06:00+02:00');
      await registry.freeze({ from, until, reason: values.reason ?? '' }, { by });
      console.log(`Eingefroren von ${formatTime(from.toISOString())} bis ${formatTime(until.toISOString())}: promote und canary nur mit --force --reason "…".`);
      return;
    }
    case 'unfreeze': {
      await registry.freeze(null, { by });
      console.log('Freeze aufgehoben.');
      return;
    }
    case 'threshold': {
      /** @type {Record<string, number>} */
      const change = {};
      for (const [option, key] of /** @type {const} */ ([['failures', 'failures'], ['share', 'percent'], ['minutes', 'window_minutes'], ['watch', 'watch_minutes']])) {
        if (values[option] === undefined) continue;
        const value = Number(values[option]);
        if (!Number.isFinite(value) || value < 0) fail(`--${option} muss eine Zahl sein.`);
        change[key] = value;
      }
      try {
        const { threshold } = await registry.setThreshold(change);
        console.log(`Automatisches Zurückrollen ab ${threshold.failures} Browsern mit Fehlern und ${threshold.percent} % der Ladevorgänge in ${threshold.window_minutes} Minuten; eine neue Version wird ${threshold.watch_minutes} Minuten lang beobachtet.`);
      } catch (error) {
        if (error instanceof RegistryError) throw error;
        fail(`Ungültige Schwelle: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
      }
      return;
    }
    case 'migrate-registry': {
      const { registryFile, databaseUrl } = registry.locations;
      if (!databaseUrl) fail('migrate-registry braucht DATABASE_URL (die PostgreSQL-Datenbank der Registry).');
      const file = createFileStore(registryFile);
      const database = createPgStore(/** @type {string} */ (databaseUrl));
      const [source, target] = values['to-file'] ? [database, file] : [file, database];
      const moving = await source.read();
      const existing = await target.read();
      if (existing.revision > 0 && !values.force) fail(`Das Ziel (${target.where}) hat schon eine Registry (Revision ${existing.revision}); mit --force überschreiben.`);
      const written = await target.update(existing.revision, (registry) => {
        Object.assign(registry, { ...moving, revision: existing.revision });
      });
      console.log(`Registry von ${source.where} nach ${target.where} übertragen (Revision ${written.revision}).`);
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
