// The production shape (infra/docker-compose.yml) on this machine, for `npm run test:deploy`:
// Debian's nginx from its own prefix folder on high ports (TLS with a self-signed certificate,
// HTTP/2, each remote on its own origin), two web processes with JOB_WORKERS=off and one job
// worker on a fresh PostgreSQL database, one shared DATA_DIR. Everything it starts or creates is
// written down in <root>/owned.json first, so stop() and a later run (after a crash of this one)
// remove exactly that: its processes by id, its database, its folder.
import { execFile as execFileCallback, spawn } from 'node:child_process';
import { X509Certificate, createHash, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../free-port.mjs';
import { renderNginxConfig } from './nginx-config.mjs';

const execFile = promisify(execFileCallback);

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const ROOT_PREFIX = 'hochzeit-deploy-';
const DB_PREFIX = 'hochzeit_deploy_';
export const ADMIN_PASSWORD = 'deploy-passwort-2025';
/** The maintenance connection; the test's own database is created and dropped through it. */
export const MAINTENANCE_URL = process.env.DEPLOY_TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} sql @param {string} [url] */
export async function psql(sql, url = MAINTENANCE_URL) {
  const { stdout } = await execFile('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], { env: { ...process.env, PGCONNECT_TIMEOUT: '5' } });
  return stdout.trim();
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends a process group this module started (by its id): SIGTERM, then SIGKILL after `graceMs`. */
async function endGroup(/** @type {number} */ pid, graceMs = 3000) {
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGKILL'])) {
    try {
      process.kill(-pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < graceMs; waited += 100) {
      try {
        process.kill(-pid, 0);
      } catch {
        return;
      }
      await sleep(100);
    }
  }
}

/**
 * Whether a recorded process id still belongs to that run: its command line or environment names
 * the run's folder (every process gets DATA_DIR, a config or a path below it). An id that was
 * reused by something else since does not.
 */
function belongsTo(/** @type {number} */ pid, /** @type {string} */ root) {
  return ['cmdline', 'environ'].some((file) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8').includes(root);
    } catch {
      return false;
    }
  });
}

/**
 * Removes what an earlier run left behind when it was killed before its own clean-up: its process
 * groups (only while their command line still names that run's folder), database and folder.
 * Runs of a live process are left alone.
 */
export async function removeLeftovers(log = console.log) {
  for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(ROOT_PREFIX))) {
    const owner = Number(name.slice(ROOT_PREFIX.length).split('-')[0]);
    if (!owner || alive(owner)) continue;
    const root = path.join(os.tmpdir(), name);
    let owned = { groups: [], database: null };
    try {
      owned = JSON.parse(readFileSync(path.join(root, 'owned.json'), 'utf8'));
    } catch {
      // The run died before recording what it owned: only its folder is left to remove.
    }
    for (const pid of owned.groups) if (belongsTo(pid, root)) await endGroup(pid, 1000);
    if (owned.database) await psql(`DROP DATABASE IF EXISTS "${owned.database}" WITH (FORCE)`).catch(() => {});
    rmSync(root, { recursive: true, force: true });
    log(`Reste eines abgebrochenen Laufs entfernt: ${root}${owned.database ? ` und Datenbank ${owned.database}` : ''}`);
  }
  const databases = (await psql(`SELECT datname FROM pg_database WHERE datname LIKE '${DB_PREFIX}%'`)).split('\n').filter(Boolean);
  for (const name of databases) {
    const owner = Number(name.slice(DB_PREFIX.length).split('_')[0]);
    if (owner && !alive(owner)) {
      await psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      log(`Datenbank eines abgebrochenen Laufs entfernt: ${name}`);
    }
  }
}

/** Waits until `check` resolves true, or throws with `what` after `timeoutMs`. */
async function waitFor(/** @type {() => Promise<boolean>} */ check, /** @type {string} */ what, timeoutMs = 90_000, onTimeout = () => '') {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: nach ${Math.round(timeoutMs / 1000)} s nicht bereit.${onTimeout()}`);
}

const portOpen = (/** @type {number} */ port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    }).on('error', () => resolve(false));
  });

const tail = (/** @type {string} */ file, lines = 30) => {
  try {
    // NestJS's start-up chatter (LOG lines) hides what went wrong.
    const text = readFileSync(file, 'utf8').split('\n').filter((line) => !/\bLOG\b/.test(line));
    return `\n--- ${path.basename(file)} ---\n${text.slice(-lines).join('\n')}`;
  } catch {
    return '';
  }
};

/**
 * @typedef {object} StackInfo  what the Playwright spec needs (written to <root>/stack.json)
 * @property {string} root
 * @property {{ main: string, admin: string, guest: string, provider: string }} origins
 * @property {{ name: string, port: number, pid: number }[]} backends
 * @property {number} workerPid
 * @property {string} databaseUrl
 * @property {string} dataDir
 * @property {string} releasesDir
 * @property {string} registryFile
 * @property {string} accessLog
 * @property {string} certificate  PEM
 * @property {string} spki  base64 SHA-256 of the certificate's public key (Chromium trusts it by that)
 * @property {string} adminPassword
 * @property {Record<string, string>} cliEnv  environment for infra/remotes.mjs (registry and releases of this stack)
 */

export class Stack {
  constructor(log = console.log) {
    this.log = log;
    this.root = mkdtempSync(path.join(os.tmpdir(), `${ROOT_PREFIX}${process.pid}-`));
    // nginx's workers run as an unprivileged user and must read the releases.
    chmodSync(this.root, 0o755);
    /** @type {{ groups: number[], database: string | null }} */
    this.owned = { groups: [], database: null };
    /** @type {Map<string, import('node:child_process').ChildProcess>} */
    this.children = new Map();
    this.logDir = path.join(this.root, 'logs');
    mkdirSync(this.logDir);
    this.dataDir = path.join(this.root, 'data');
    this.releasesDir = path.join(this.root, 'releases');
    mkdirSync(this.dataDir);
    mkdirSync(path.join(this.root, 'tmp'));
    mkdirSync(this.releasesDir, { mode: 0o755 });
    chmodSync(this.releasesDir, 0o755);
    this.registryFile = path.join(this.dataDir, 'remotes-registry.json');
    this.stopped = false;
    this.record();
  }

  record() {
    writeFileSync(path.join(this.root, 'owned.json'), JSON.stringify(this.owned));
  }

  /** Starts a process in its own group (so its children end with it), output into logs/<name>.log. */
  spawn(/** @type {string} */ name, /** @type {string} */ command, /** @type {string[]} */ args, /** @type {import('node:child_process').SpawnOptions} */ options = {}) {
    // After stop() nothing new may start: it would outlive the clean-up.
    if (this.stopped) throw new Error(`abgebrochen: ${name} wird nicht mehr gestartet`);
    const logFile = path.join(this.logDir, `${name}.log`);
    const fd = openSync(logFile, 'a');
    const child = spawn(command, args, { cwd: REPO_ROOT, detached: true, stdio: ['ignore', fd, fd], ...options });
    closeSync(fd);
    if (!child.pid) throw new Error(`${name} startet nicht (${command}).`);
    this.owned.groups.push(child.pid);
    this.record();
    this.children.set(name, child);
    child.on('error', () => {});
    return { child, logFile };
  }

  /** Runs a command in its own group to its end; rejects with the log's tail on a non-zero exit. */
  async run(/** @type {string} */ name, /** @type {string} */ command, /** @type {string[]} */ args, /** @type {import('node:child_process').SpawnOptions} */ options = {}) {
    const { child, logFile } = this.spawn(name, command, args, options);
    const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? signal)));
    this.owned.groups = this.owned.groups.filter((pid) => pid !== child.pid);
    this.record();
    if (code !== 0) throw new Error(`${name} fehlgeschlagen (Exit ${code}).${tail(logFile)}`);
  }

  /**
   * Starts database, processes and nginx.
   * @param {{ beforeBackends?: (stack: Stack) => Promise<void> }} [hooks]  e.g. placing the first releases
   * @returns {Promise<StackInfo>}
   */
  async start(hooks = {}) {
    const database = `${DB_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    this.owned.database = database;
    this.record();
    this.creatingDatabase = psql(`CREATE DATABASE "${database}"`);
    await this.creatingDatabase;
    const url = new URL(MAINTENANCE_URL);
    url.pathname = `/${database}`;
    this.databaseUrl = url.toString();

    const [mainPort, adminPort, guestPort, providerPort, app1Port, app2Port] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
    const origins = {
      main: `https://127.0.0.1:${mainPort}`,
      admin: `https://127.0.0.1:${adminPort}`,
      guest: `https://127.0.0.1:${guestPort}`,
      provider: `https://127.0.0.1:${providerPort}`,
    };

    // A self-signed certificate for 127.0.0.1, so TLS and HTTP/2 are real.
    const tlsDir = path.join(this.root, 'tls');
    mkdirSync(tlsDir);
    const certFile = path.join(tlsDir, 'cert.pem');
    const keyFile = path.join(tlsDir, 'key.pem');
    await execFile('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=hochzeit-deploy-test',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile]);
    const certificate = readFileSync(certFile, 'utf8');
    const spki = createHash('sha256').update(new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');

    await hooks.beforeBackends?.(this);

    const backendEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: this.databaseUrl,
      DATA_DIR: this.dataDir,
      RELEASES_DIR: this.releasesDir,
      REGISTRY_FILE: this.registryFile,
      // Every process signs and checks the same tokens.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      PUBLIC_URL: origins.main,
      REMOTE_ORIGIN_ADMIN: origins.admin,
      REMOTE_ORIGIN_GUEST: origins.guest,
      REMOTE_ORIGIN_PROVIDER: origins.provider,
      FRONTEND_DIR: REPO_ROOT,
    };
    const webEnv = { ...backendEnv, JOB_WORKERS: 'off' };
    const backends = [
      { name: 'app1', port: app1Port, pid: 0 },
      { name: 'app2', port: app2Port, pid: 0 },
    ];
    const startWeb = async (/** @type {{ name: string, port: number, pid: number }} */ backend) => {
      const { child, logFile } = this.spawn(backend.name, process.execPath, ['backend/dist/main.js'], { env: { ...webEnv, PORT: String(backend.port) } });
      backend.pid = /** @type {number} */ (child.pid);
      await waitFor(
        async () => child.exitCode === null && (await fetch(`http://127.0.0.1:${backend.port}/api/health`)).ok,
        `Backend ${backend.name}`,
        90_000,
        () => tail(logFile),
      );
    };
    // The first process applies the migrations and seeds; the others start on the finished schema.
    await startWeb(backends[0]);
    const worker = this.spawn('worker', process.execPath, ['backend/dist/worker.js'], { env: backendEnv });
    await Promise.all([
      startWeb(backends[1]),
      waitFor(async () => worker.child.exitCode === null && readFileSync(worker.logFile, 'utf8').includes('Job-Worker läuft'), 'Job-Worker', 60_000, () => tail(worker.logFile)),
    ]);

    const nginxDir = path.join(this.root, 'nginx');
    mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
    const accessLog = path.join(nginxDir, 'access.log');
    const errorLog = path.join(nginxDir, 'error.log');
    const config = renderNginxConfig({
      publicUrl: origins.main,
      remoteOrigins: { admin: origins.admin, guest: origins.guest, provider: origins.provider },
      backends: backends.map((b) => `127.0.0.1:${b.port}`),
      frontendDir: REPO_ROOT,
      releasesDir: this.releasesDir,
      certificate: certFile,
      certificateKey: keyFile,
      listenAddress: '127.0.0.1',
      modulesDir: process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules',
      // Only takes effect when started as root; nginx's built-in default group (nobody) is missing on Debian.
      user: os.userInfo().uid === 0 ? 'nobody nogroup' : undefined,
      workerProcesses: 2,
      pidFile: path.join(nginxDir, 'nginx.pid'),
      errorLog,
      accessLog,
      tempDir: path.join(nginxDir, 'temp'),
    });
    const configFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(configFile, config);
    const nginxBin = process.env.NGINX_BIN ?? 'nginx';
    await this.run('nginx-test', nginxBin, ['-t', '-q', '-p', nginxDir, '-e', errorLog, '-c', configFile]);
    const nginx = this.spawn('nginx', nginxBin, ['-p', nginxDir, '-e', errorLog, '-c', configFile, '-g', 'daemon off;']);
    await waitFor(
      async () => nginx.child.exitCode === null && (await Promise.all([mainPort, adminPort, guestPort, providerPort].map(portOpen))).every(Boolean),
      'nginx',
      20_000,
      () => tail(nginx.logFile) + tail(errorLog),
    );

    /** @type {StackInfo} */
    const info = {
      root: this.root,
      origins,
      backends,
      workerPid: /** @type {number} */ (worker.child.pid),
      databaseUrl: this.databaseUrl,
      dataDir: this.dataDir,
      releasesDir: this.releasesDir,
      registryFile: this.registryFile,
      accessLog,
      certificate,
      spki,
      adminPassword: ADMIN_PASSWORD,
      // The registry lives in the stack's PostgreSQL database, as for the web processes (DATABASE_URL).
      cliEnv: { RELEASES_DIR: this.releasesDir, REGISTRY_FILE: this.registryFile, DATABASE_URL: this.databaseUrl },
    };
    writeFileSync(path.join(this.root, 'stack.json'), JSON.stringify(info, null, 2));
    this.info = info;
    return info;
  }

  /** The logs' tails, for a failure report. */
  logTails() {
    const files = existsSync(this.logDir) ? readdirSync(this.logDir).map((f) => path.join(this.logDir, f)) : [];
    return files.map((f) => tail(f, 15)).join('') + tail(path.join(this.root, 'nginx', 'error.log'), 15);
  }

  /** Ends every process group it started, drops its database, removes its folder. Safe to call twice. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    await Promise.all(this.owned.groups.map((pid) => endGroup(pid)));
    // A CREATE DATABASE still under way would otherwise come after the DROP.
    await this.creatingDatabase?.catch(() => {});
    if (this.owned.database) await psql(`DROP DATABASE IF EXISTS "${this.owned.database}" WITH (FORCE)`).catch((error) => this.log(`Datenbank ${this.owned.database} nicht gelöscht: ${error.message}`));
    rmSync(this.root, { recursive: true, force: true });
  }
}
