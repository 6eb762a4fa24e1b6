// The remote registry: which release of each remote is live, and the history of every change.
// One JSON file (REGISTRY_FILE, default <DATA_DIR>/remotes-registry.json) that the backend reads on
// every /remotes.json request. Writers go through updateRegistry(): an O_EXCL lock file serialises
// them, the state is re-read under the lock and compared with the revision the caller decided on
// (compare-and-swap), and the new file is written beside the old one, fsynced and renamed over it,
// so a reader sees either the old or the new registry, never a torn one.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {
  MANIFEST_FILE_NAME,
  REGISTRY_FILE_NAME,
  RELEASES_DIR_NAME,
  RELEASE_FILE_NAME,
  RELEASE_VERSION_PATTERN,
  REMOTE_NAMES,
  Registry,
  ReleaseInfo,
  DEFAULT_ROLLBACK_THRESHOLD,
  activeFreeze,
  liveVersionStack,
} from '@hochzeit/contracts/remote-releases';

/** @typedef {import('@hochzeit/contracts/remote-releases').RegistryRemote} RegistryRemote */
/** @typedef {import('@hochzeit/contracts/remote-releases').RegistryHistoryEntry} RegistryHistoryEntry */
/** @typedef {{ registryFile: string, releasesDir: string, databaseUrl?: string }} Locations */

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** A lock older than this is taken to be left by a crashed writer (a write holds it for milliseconds). */
const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 15_000;

/** A refused operation; `code` tells a stale write (worth retrying) from a final refusal. */
export class RegistryError extends Error {
  /** @param {'refused' | 'stale' | 'invalid' | 'locked'} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/**
 * RELEASES_DIR and REGISTRY_FILE as the backend resolves them (relative paths from where the
 * command was typed; npm sets INIT_CWD to that).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Locations}
 */
export function resolveLocations(env = process.env) {
  const from = env.INIT_CWD || process.cwd();
  const dataDir = path.resolve(from, env.DATA_DIR || './data');
  return {
    releasesDir: env.RELEASES_DIR ? path.resolve(from, env.RELEASES_DIR) : path.join(REPO_ROOT, RELEASES_DIR_NAME),
    registryFile: env.REGISTRY_FILE ? path.resolve(from, env.REGISTRY_FILE) : path.join(dataDir, REGISTRY_FILE_NAME),
    // With DATABASE_URL the registry lives in PostgreSQL (as for the backend); else in the file.
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  };
}

/** @param {string} remote */
export function assertRemote(remote) {
  if (!REMOTE_NAMES.includes(/** @type {any} */ (remote))) {
    throw new RegistryError('refused', `Unbekanntes Remote „${remote}“. Erlaubt: ${REMOTE_NAMES.join(', ')}.`);
  }
}

/** @param {string} version */
export function assertVersion(version) {
  if (!RELEASE_VERSION_PATTERN.test(version ?? '')) {
    throw new RegistryError('refused', `„${version ?? ''}“ ist keine Versionsnummer (z. B. 1.4.0).`);
  }
}

/** @returns {Registry} */
export const emptyRegistry = () => ({ revision: 0, remotes: {} });

/**
 * The registry as stored; a missing file is the empty registry (revision 0).
 * @param {string} registryFile
 * @returns {Promise<Registry>}
 */
export async function readRegistry(registryFile) {
  let text;
  try {
    text = await readFile(registryFile, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RegistryError('invalid', `Die Registry ${registryFile} ist kein gültiges JSON.`);
  }
  return parseRegistry(json, registryFile);
}

/** @param {unknown} json @param {string} where @returns {Registry} */
function parseRegistry(json, where) {
  const parsed = Registry.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RegistryError('invalid', `Die Registry ${where} ist ungültig: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

/**
 * The table of the registry in PostgreSQL: one row, the registry document and its revision. The
 * backend's migration ReleaseRegistry creates it as well (create if not exists on both sides).
 */
export const REGISTRY_TABLE_SQL = `create table if not exists "remote_registry" ("id" smallint primary key check ("id" = 1), "revision" integer not null, "document" jsonb not null, "changed_at" timestamptz not null default now())`;
/** Every write notifies this channel with the new revision; the web processes listen (remote-registry-store.ts). */
export const REGISTRY_CHANNEL = 'remote_registry';

/**
 * The registry in PostgreSQL. A write is one statement: the update applies only while the row
 * still has the revision the writer read (compare-and-swap) and notifies the listening processes.
 * @param {string} databaseUrl
 */
export function createPgStore(databaseUrl) {
  const where = 'PostgreSQL (remote_registry)';
  /** @template T @param {(client: import('pg').Client) => Promise<T>} work @returns {Promise<T>} */
  async function withClient(work) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'hochzeit remotes.mjs' });
    await client.connect();
    try {
      await client.query(REGISTRY_TABLE_SQL);
      return await work(client);
    } finally {
      await client.end();
    }
  }
  /** @param {import('pg').Client} client @returns {Promise<Registry>} */
  const readWith = async (client) => {
    const { rows } = await client.query('select "revision", "document" from "remote_registry" where "id" = 1');
    return rows[0] ? parseRegistry({ ...rows[0].document, revision: rows[0].revision }, where) : emptyRegistry();
  };
  return {
    where,
    read: () => withClient(readWith),
    /**
     * @param {number | undefined} expectedRevision
     * @param {(registry: Registry) => Promise<void> | void} change
     * @returns {Promise<Registry>}
     */
    update: (expectedRevision, change) =>
      withClient(async (client) => {
        const registry = await readWith(client);
        if (expectedRevision !== undefined && registry.revision !== expectedRevision) {
          throw new RegistryError('stale', `Die Registry wurde inzwischen geändert (Revision ${registry.revision} statt ${expectedRevision}).`);
        }
        const base = registry.revision;
        await change(registry);
        registry.revision = base + 1;
        const checked = Registry.parse(registry);
        const { revision, ...document } = checked;
        const { rowCount } = await client.query(
          `with "written" as (
             insert into "remote_registry" ("id", "revision", "document", "changed_at") values (1, $1, $2, now())
             on conflict ("id") do update set "revision" = excluded."revision", "document" = excluded."document", "changed_at" = now()
               where "remote_registry"."revision" = $1 - 1
             returning "revision")
           select pg_notify('${REGISTRY_CHANNEL}', "revision"::text) from "written"`,
          [revision, JSON.stringify(document)],
        );
        if (rowCount !== 1) throw new RegistryError('stale', `Die Registry wurde inzwischen geändert (Revision ${base} ist nicht mehr aktuell).`);
        return checked;
      }),
  };
}

/** The registry as a file (the embedded default), written under its lock. @param {string} registryFile */
export function createFileStore(registryFile) {
  return {
    where: registryFile,
    read: () => readRegistry(registryFile),
    /** @param {number | undefined} expectedRevision @param {(registry: Registry) => Promise<void> | void} change */
    update: (expectedRevision, change) => updateRegistry(registryFile, expectedRevision, change),
  };
}

/** @param {Locations} locations */
export const createStore = (locations) => (locations.databaseUrl ? createPgStore(locations.databaseUrl) : createFileStore(locations.registryFile));

/** @param {Buffer} content */
export const sri = (content) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/**
 * The versions released for a remote (folders with a release.json), oldest first.
 * @param {string} releasesDir @param {string} remote
 * @returns {Promise<string[]>}
 */
export async function listReleases(releasesDir, remote) {
  let names;
  try {
    names = await readdir(path.join(releasesDir, remote));
  } catch {
    return [];
  }
  const versions = [];
  for (const name of names) {
    if (!RELEASE_VERSION_PATTERN.test(name)) continue;
    if (await stat(path.join(releasesDir, remote, name, RELEASE_FILE_NAME)).then(() => true, () => false)) versions.push(name);
  }
  return versions.sort(compareVersions);
}

/** Semantic-version order (pre-releases before their release). */
export const compareVersions = (/** @type {string} */ a, /** @type {string} */ b) => semver.compare(a, b);

/**
 * Checks that a release exists and that its entry files still match the hashes recorded when it
 * was made; answers the names of the checks it passed.
 * @param {string} releasesDir @param {string} remote @param {string} version
 * @returns {Promise<{ release: ReleaseInfo, checks: string[] }>}
 */
export async function verifyRelease(releasesDir, remote, version) {
  const dir = path.join(releasesDir, remote, version);
  const where = path.join(path.basename(releasesDir), remote, version, RELEASE_FILE_NAME);
  let json;
  try {
    json = JSON.parse(await readFile(path.join(dir, RELEASE_FILE_NAME), 'utf8'));
  } catch {
    throw new RegistryError('refused', `${remote} ${version} ist nicht veröffentlicht (${where} fehlt). Zuerst: npm run release -w remote-${remote}`);
  }
  const parsed = ReleaseInfo.safeParse(json);
  if (!parsed.success || parsed.data.remote !== remote || parsed.data.version !== version) {
    throw new RegistryError('refused', `${where} ist ungültig oder gehört zu einer anderen Release.`);
  }
  const release = parsed.data;
  if (!release.integrity[MANIFEST_FILE_NAME] || Object.keys(release.integrity).length < 2) {
    throw new RegistryError('refused', `${where} nennt keine Prüfsummen für remoteEntry.js und ${MANIFEST_FILE_NAME}.`);
  }
  for (const [file, expected] of Object.entries(release.integrity)) {
    const actual = await readFile(path.join(dir, file)).then(sri, () => null);
    if (actual !== expected) {
      throw new RegistryError('refused', `${remote} ${version}: ${file} ${actual ? 'weicht von der Prüfsumme in release.json ab' : 'fehlt'}. Die Release ist beschädigt und wird nicht aktiviert.`);
    }
  }
  return { release, checks: ['release', 'integrity'] };
}

/**
 * The version a plain `rollback` returns to: the one below the current on the live-version stack,
 * so repeated rollbacks walk further back and never forward again.
 * @param {RegistryRemote | undefined} state
 * @returns {string | null}
 */
export function previousVersion(state) {
  if (!state?.current) return null;
  return liveVersionStack(state).at(-2) ?? null;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} lockFile */
async function lockIsStale(lockFile) {
  try {
    const [info, text] = await Promise.all([stat(lockFile), readFile(lockFile, 'utf8')]);
    if (Date.now() - info.mtimeMs > LOCK_STALE_MS) return true;
    const [host, pid] = text.split(' ');
    if (host !== os.hostname() || !Number(pid)) return false;
    try {
      process.kill(Number(pid), 0);
      return false;
    } catch (error) {
      return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
    }
  } catch {
    return false; // gone or being written: try again
  }
}

/**
 * Holds the registry's lock file (created with O_EXCL) while `work` runs.
 * @template T
 * @param {string} registryFile @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withLock(registryFile, work) {
  const lockFile = `${registryFile}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(`${os.hostname()} ${process.pid}`);
      await handle.close();
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (await lockIsStale(lockFile)) {
        await unlink(lockFile).catch(() => {});
        continue;
      }
      if (Date.now() > deadline) {
        throw new RegistryError('locked', `Die Registry ist gesperrt (${lockFile}). Läuft gerade eine andere Änderung? Sonst die Datei löschen.`);
      }
      await sleep(5 + Math.random() * 20);
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lockFile).catch(() => {});
  }
}

/**
 * Write-then-rename in the registry's own folder, with the data and the rename made durable.
 * @param {string} file @param {string} text
 */
async function writeAtomically(file, text) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  const dir = await open(path.dirname(file), 'r');
  await dir.sync().catch(() => {}); // not every file system syncs folders
  await dir.close();
}

/**
 * Compare-and-swap: under the lock, re-reads the registry, refuses if its revision is not
 * `expectedRevision` (when given), lets `change` edit a copy and stores it with revision + 1.
 * @param {string} registryFile
 * @param {number | undefined} expectedRevision
 * @param {(registry: Registry) => Promise<void> | void} change
 * @returns {Promise<Registry>}
 */
export async function updateRegistry(registryFile, expectedRevision, change) {
  await mkdir(path.dirname(registryFile), { recursive: true });
  return withLock(registryFile, async () => {
    const registry = await readRegistry(registryFile);
    if (expectedRevision !== undefined && registry.revision !== expectedRevision) {
      throw new RegistryError('stale', `Die Registry wurde inzwischen geändert (Revision ${registry.revision} statt ${expectedRevision}).`);
    }
    await change(registry);
    registry.revision += 1;
    const checked = Registry.parse(registry);
    await writeAtomically(registryFile, `${JSON.stringify(checked, null, 2)}\n`);
    return checked;
  });
}

/**
 * Records a release's hashes in the registry when it first goes live, and refuses it when its
 * release.json no longer has the hashes it was live with (release folder and release.json changed).
 * @param {RegistryRemote} state @param {ReleaseInfo} release
 */
function recordIntegrity(state, release) {
  const recorded = state.integrity[release.version];
  if (recorded && JSON.stringify(recorded) !== JSON.stringify(release.integrity)) {
    throw new RegistryError('refused', `${release.remote} ${release.version}: die Prüfsummen in release.json weichen von denen ab, mit denen die Version früher live war. Die Release wurde verändert und wird nicht aktiviert.`);
  }
  state.integrity[release.version] = release.integrity;
}

/**
 * @typedef {object} ChangeOptions
 * @property {string} by                 who made the change (recorded in the history)
 * @property {number} [expectedRevision] refuse as stale unless the registry still has this revision
 * @property {boolean} [force]           allowed in a freeze window (with a reason)
 * @property {string} [reason]           why (required with force; recorded in the history)
 */

/**
 * Refuses a promotion or canary in a freeze window unless it is forced with a reason; answers the
 * history's fields for a forced change.
 * @param {Registry} registry @param {ChangeOptions} options
 * @returns {{ forced?: true, reason?: string }}
 */
function freezeCheck(registry, { force, reason }) {
  const freeze = activeFreeze(registry);
  if (!freeze) return reason ? { reason } : {};
  if (!force || !reason?.trim()) {
    throw new RegistryError(
      'refused',
      `Eingefroren bis ${new Date(freeze.until).toLocaleString('de-CH', { timeZone: 'Europe/Zurich' })} (${freeze.reason}): Aktivierungen und Canaries sind gesperrt. Nur mit --force --reason "…" trotzdem.`,
    );
  }
  return { forced: true, reason: reason.trim() };
}

/** @param {Registry} registry @param {string} remote @returns {RegistryRemote} */
const remoteState = (registry, remote) => (registry.remotes[/** @type {'guest'} */ (remote)] ??= { current: null, history: [], integrity: {}, canary: null });

/** @param {unknown} percent */
export function assertPercent(percent) {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0 || percent >= 100) {
    throw new RegistryError('refused', `--percent muss eine Zahl über 0 und unter 100 sein (für 100 %: promote).`);
  }
}

/**
 * The registry at `locations` (file, or PostgreSQL with DATABASE_URL): read it, start or change a
 * canary, promote, roll back, freeze.
 * @param {Locations} locations
 */
export function createRegistry(locations) {
  const { releasesDir } = locations;
  const store = createStore(locations);
  return {
    locations,
    store,
    read: () => store.read(),

    /**
     * Makes a released version the live one (a canary of it is thereby finished).
     * @param {string} remote @param {string} version
     * @param {ChangeOptions & { checks?: string[] }} options  checks: further gates it passed
     */
    async promote(remote, version, { by, expectedRevision, checks = [], force, reason }) {
      assertRemote(remote);
      assertVersion(version);
      const verified = await verifyRelease(releasesDir, remote, version);
      /** @type {RegistryHistoryEntry | undefined} */
      let entry;
      const registry = await store.update(expectedRevision, (registry) => {
        const state = remoteState(registry, remote);
        if (state.current === version) throw new RegistryError('refused', `${remote} ${version} ist bereits die aktuelle Version.`);
        if (state.canary && state.canary.version !== version) {
          throw new RegistryError('refused', `${remote} hat einen Canary mit ${state.canary.version}: zuerst beenden (rollback) oder diese Version aktivieren.`);
        }
        const freeze = freezeCheck(registry, { by, force, reason });
        recordIntegrity(state, verified.release);
        const fromCanary = state.canary ? ['canary'] : [];
        entry = { at: new Date().toISOString(), by, from: state.current, to: version, action: 'promote', checks: [...verified.checks, ...checks, ...fromCanary], ...freeze };
        state.history.push(entry);
        state.current = version;
        state.canary = null;
      });
      return { registry, entry: /** @type {RegistryHistoryEntry} */ (entry) };
    },

    /**
     * Serves a released version to `percent` % of browsers beside the live one, or changes the
     * share of the canary under way.
     * @param {string} remote @param {string} version
     * @param {ChangeOptions & { percent: number, checks?: string[] }} options
     */
    async canary(remote, version, { percent, by, expectedRevision, checks = [], force, reason }) {
      assertRemote(remote);
      assertVersion(version);
      assertPercent(percent);
      const verified = await verifyRelease(releasesDir, remote, version);
      /** @type {RegistryHistoryEntry | undefined} */
      let entry;
      const registry = await store.update(expectedRevision, (registry) => {
        const state = remoteState(registry, remote);
        if (!state.current) throw new RegistryError('refused', `${remote} hat noch keine aktive Version: ein Canary braucht eine (zuerst promote).`);
        if (state.current === version) throw new RegistryError('refused', `${remote} ${version} ist bereits die aktuelle Version.`);
        if (state.canary && state.canary.version !== version) {
          throw new RegistryError('refused', `${remote} hat schon einen Canary mit ${state.canary.version}: zuerst beenden (rollback) oder aktivieren (promote).`);
        }
        if (state.canary?.percent === percent) throw new RegistryError('refused', `${remote} ${version} läuft bereits als Canary für ${percent} %.`);
        const freeze = freezeCheck(registry, { by, force, reason });
        recordIntegrity(state, verified.release);
        const allChecks = [...verified.checks, ...checks];
        entry = { at: new Date().toISOString(), by, from: state.current, to: version, action: 'canary', checks: allChecks, percent, ...freeze };
        state.history.push(entry);
        state.canary = { version, percent, started_at: state.canary?.started_at ?? entry.at, by: state.canary?.by ?? by, checks: state.canary?.checks ?? allChecks };
      });
      return { registry, entry: /** @type {RegistryHistoryEntry} */ (entry) };
    },

    /**
     * Returns to an earlier version from the history: `to`, or by default the previous one. While
     * a canary runs, a plain rollback ends the canary (everyone gets the live version again).
     * @param {string} remote
     * @param {ChangeOptions & { to?: string, gate?: (release: ReleaseInfo) => Promise<string> }} options
     *   gate: a further check of the target release (the shell may have moved on since it was live)
     */
    async rollback(remote, { to, by, expectedRevision, gate, reason }) {
      assertRemote(remote);
      if (to !== undefined) assertVersion(to);
      /** @type {RegistryHistoryEntry | undefined} */
      let entry;
      const registry = await store.update(expectedRevision, async (registry) => {
        const state = registry.remotes[/** @type {'guest'} */ (remote)];
        if (state?.canary && to === undefined && state.current) {
          entry = { at: new Date().toISOString(), by, from: state.canary.version, to: state.current, action: 'canary-end', checks: [], ...(reason ? { reason } : {}) };
          state.history.push(entry);
          state.canary = null;
          return;
        }
        if (!state?.current) throw new RegistryError('refused', `${remote} hat noch keine aktuelle Version; es gibt nichts zurückzurollen.`);
        const target = to ?? previousVersion(state);
        if (!target) throw new RegistryError('refused', `${remote}: keine frühere Version in der Historie.`);
        if (target === state.current) throw new RegistryError('refused', `${remote} ${target} ist bereits die aktuelle Version.`);
        if (!state.history.some((e) => (e.action === 'promote' || e.action === 'rollback') && (e.to === target || e.from === target))) {
          throw new RegistryError('refused', `${remote} ${target} war nie aktiv. Zurückrollen geht nur auf eine Version aus der Historie; eine neue Version wird mit promote aktiviert.`);
        }
        const verified = await verifyRelease(releasesDir, remote, target);
        recordIntegrity(state, verified.release);
        const checks = gate ? [...verified.checks, await gate(verified.release)] : verified.checks;
        entry = { at: new Date().toISOString(), by, from: state.current, to: target, action: 'rollback', checks, ...(reason ? { reason } : {}) };
        state.history.push(entry);
        state.current = target;
        state.canary = null;
      });
      return { registry, entry: /** @type {RegistryHistoryEntry} */ (entry) };
    },

    /**
     * Sets the freeze window (null lifts it).
     * @param {{ from: Date, until: Date, reason: string } | null} window @param {{ by: string }} options
     */
    async freeze(window, { by }) {
      if (window) {
        if (!(window.until.getTime() > window.from.getTime())) throw new RegistryError('refused', 'Das Ende des Freeze muss nach seinem Beginn liegen.');
        if (!window.reason?.trim()) throw new RegistryError('refused', 'Ein Freeze braucht einen Grund (--reason "Hochzeitstag").');
      }
      return store.update(undefined, (registry) => {
        registry.freeze = window ? { from: window.from.toISOString(), until: window.until.toISOString(), reason: window.reason.trim(), by } : null;
      });
    },

    /** @param {Partial<import('@hochzeit/contracts/remote-releases').RollbackThreshold>} threshold */
    async setThreshold(threshold) {
      return store.update(undefined, (registry) => {
        registry.threshold = { ...DEFAULT_ROLLBACK_THRESHOLD, ...registry.threshold, ...threshold };
      });
    },
  };
}
