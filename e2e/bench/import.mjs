#!/usr/bin/env node
// npm run bench:import — the guest import with 10,000 rows. Starts the built product on a scratch
// data folder (loopback only), first on the embedded database (PGlite), then on a fresh PostgreSQL
// database (created here, dropped at the end; BENCH_POSTGRES_URL names the server's maintenance
// database, default postgresql://postgres@127.0.0.1:5432/postgres; BENCH_SKIP_POSTGRES=1 leaves it
// out). Each run imports a 10,000-row CSV as German Excel writes it (Windows-1252, `;`, CRLF,
// umlauts, 2,500 families) and then a 10,000-row .xlsx, each with a dry run first, and prints the
// times. Exits with 1 when an import (the request, upload to reply) takes more than 5 s.
import { execFile as execFileCallback, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import getPort from 'get-port';
import writeXlsxFile from 'write-excel-file/node';

const execFile = promisify(execFileCallback);
const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'bench-passwort-2025';
const ROWS = 10_000;
const LIMIT_MS = 5000;
const MAINTENANCE_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const fmt = (ms) => `${ms.toFixed(0)} ms`;

const psql = (sql) => execFile('psql', [MAINTENANCE_URL, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql], { env: { ...process.env, PGCONNECT_TIMEOUT: '5' } });

const FIRST = ['Jürgen', 'Käthe', 'Björn', 'Zoë', 'Anna', 'Lukas', 'Sören', 'Mia', 'Jörg', 'Chloé', 'Hans-Peter', 'Ursula'];
const LAST = ['Müller', 'Schäfer', 'Größer', 'Weiß', 'Meier', 'Öztürk', 'Bäcker', 'Hübner', 'Kühn', 'Straßer'];

/** One guest per row; four rows share a family. `prefix` keeps the two lists' names apart (no duplicates). */
function guestRows(prefix) {
  const rows = [];
  for (let i = 0; i < ROWS; i++) {
    const family = Math.floor(i / 4);
    const last = `${LAST[family % LAST.length]}-${prefix}${family}`;
    rows.push([
      FIRST[i % FIRST.length],
      last,
      `Familie ${last}`,
      i % 3 === 0 ? 'Inner Circle' : 'Apéro',
      ['Ehemann', 'Ehefrau', 'Beide'][i % 3],
      `+41 79 ${String(1_000_000 + i).slice(-7)}`,
      `gast.${prefix}${i}@example.ch`,
      `Seestraße ${i}, 9400 Rorschach`,
      i % 10 === 0 ? 'Nüsse, Laktose' : '',
    ]);
  }
  return rows;
}
const HEADER = ['Vorname', 'Nachname', 'Familie', 'Gasttyp', 'Seite', 'Handy', 'E-Mail', 'Adresse', 'Allergien'];

/** As German Excel saves "CSV (Trennzeichen-getrennt)": `;`, CRLF, Windows-1252 (these names need only Latin-1). */
function excelCsv(rows) {
  const cell = (value) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return Buffer.from([HEADER, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n', 'latin1');
}

async function benchOn(label, databaseUrl) {
  const port = await getPort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-bench-import-'));
  const { DATABASE_URL: _inherited, ...environment } = process.env;
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: { ...environment, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  try {
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 240) throw new Error('Server startet nicht');
      await new Promise((r) => setTimeout(r, 500));
    }
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const { access_token: token } = await login.json();

    const upload = async (content, name, fields) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', new Blob([content]), name);
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/guests/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const body = await res.json();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${name}: ${res.status} ${body.msg}`);
      return { ms, body };
    };

    console.log(`\n${label}`);
    const results = [];
    for (const [kind, name, content] of [
      ['CSV (Windows-1252, ;, CRLF)', 'gaesteliste.csv', excelCsv(guestRows('c'))],
      ['Excel (.xlsx)', 'gaesteliste.xlsx', await writeXlsxFile([HEADER, ...guestRows('x')]).toBuffer()],
    ]) {
      const dry = await upload(content, name, { dry_run: 'true' });
      const real = await upload(content, name, {});
      const { counts, imported, file } = real.body;
      if (imported?.guests !== ROWS || counts.rows_with_errors !== 0) throw new Error(`${name}: ${JSON.stringify({ counts, imported })}`);
      console.log(
        `  ${kind}, ${ROWS.toLocaleString('de-DE')} Zeilen, ${(content.length / 1024).toFixed(0)} KB${file.encoding ? `, erkannt ${file.encoding} '${file.delimiter}'` : ''}: ` +
          `Probelauf ${fmt(dry.ms)}, Import ${fmt(real.ms)} (${imported.guests} Gäste, ${imported.groups} Gruppen; Ziel ≤ ${LIMIT_MS} ms)`,
      );
      results.push({ label: `${label}, ${kind}`, ms: real.ms });
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
results.push(...(await benchOn('Datenbank: PGlite (eingebettet)', null)));
if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  const database = `hochzeit_bench_import_${process.pid}`;
  let created = false;
  try {
    await psql(`CREATE DATABASE "${database}"`);
    created = true;
  } catch (error) {
    console.log(`\nPostgreSQL nicht erreichbar (${MAINTENANCE_URL}): ${String(error.stderr || error.message).trim()}; übersprungen.`);
  }
  if (created) {
    try {
      const url = new URL(MAINTENANCE_URL);
      url.pathname = `/${database}`;
      results.push(...(await benchOn('Datenbank: PostgreSQL (frische Datenbank)', url.toString())));
    } finally {
      await psql(`DROP DATABASE IF EXISTS "${database}"`);
    }
  }
}

const slow = results.filter((result) => result.ms > LIMIT_MS);
if (slow.length > 0) {
  console.log(`\nZu langsam (> ${LIMIT_MS} ms): ${slow.map((result) => `${result.label}: ${fmt(result.ms)}`).join('; ')}`);
  process.exit(1);
}
console.log(`\nAlle Importe ≤ ${LIMIT_MS} ms.`);
