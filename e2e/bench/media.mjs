#!/usr/bin/env node
// npm run bench:media — the photo pipeline's three figures, measured on this machine (loopback
// only, bounded, nothing asserted):
//  (a) derivative generation per 12-megapixel JPEG: WebP 1200/300/100 from one decode (target
//      at most 250 ms), and the whole job's image work (plus the metadata-free full-size original);
//  (b) cached thumbnail serving (derivative made, signed address, visibility checked) as a share
//      of the same server's throughput for a static file of the same size (target at least 70 %),
//      and, for comparison, first-time requests (another guest or photo each time: the permission
//      comes from the database). BENCH_DATABASE_URL=postgres://… runs the server on PostgreSQL;
//  (c) the server's memory growth (RSS) during 20 parallel 10 MB guest uploads (target at most 150 MB);
//  (d) the server's memory growth while streaming a ZIP of several hundred megabytes;
//  (e) 20 resumable (tus) uploads of 8 MB each at once over a throttled connection, each cut off
//      once at about half and resumed where it stopped: all complete, time and RSS growth (issue 38).
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { photoLikeJpeg } from './test-photo.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3292;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const UPLOADS = 20;
const GUEST_UPLOAD_MAX_BYTES = 10_485_760;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-bench-media-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A 12-megapixel photo-like JPEG with the EXIF a phone writes. */
function twelveMegapixelJpeg(orientation) {
  return photoLikeJpeg({ orientation, exif: { IFD0: { Make: 'Bench', Model: 'Kamera' }, IFD2: { DateTimeOriginal: '2025:06:07 16:45:12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 28/1 30/1' } } });
}

async function timed(runs, work) {
  for (let i = 0; i < 2; i++) await work();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

async function derivativeFigures() {
  const { deriveGridImages, deriveImages } = await import(path.join(ROOT, 'backend/dist/modules/media/image-pipeline.js'));
  const upright = await twelveMegapixelJpeg(1);
  const rotated = await twelveMegapixelJpeg(6);
  const noHeic = () => Promise.reject(new Error('kein HEIC'));
  // The job's two parts, one after the other (in the server they may run side by side).
  const wholeJob = (original) => Promise.all([deriveGridImages(original), deriveImages(original, noHeic)]);
  console.log(`(a) Ableitungen je 12-MP-JPEG (4000×3000, ${mb(upright.length)}), ${RUNS} Läufe, sharp-Threads: ${sharp.concurrency()}`);
  const rows = [
    ['WebP 300/100 (Raster, eigene Dekodierung)', await timed(RUNS, () => deriveGridImages(upright))],
    ['WebP 1200 + Original ohne Metadaten', await timed(RUNS, () => deriveImages(upright, noHeic))],
    ['ganzer Job (beide Teile)', await timed(RUNS, () => wholeJob(upright))],
    ['ganzer Job, Orientierung 6 (neu kodiert)', await timed(RUNS, () => wholeJob(rotated))],
  ];
  for (const [label, t] of rows) console.log(`    ${label.padEnd(42)} Median ${ms(t.median).padStart(7)}  (min ${ms(t.min)}, max ${ms(t.max)})`);
  await heicFigures(upright, deriveImages);
  return rows[2][1].median;
}

/** A 12-megapixel HEIC (only where Debian's heif-enc is installed: nothing else here encodes HEVC). */
async function heicFigures(jpeg, deriveImages) {
  const jpegFile = path.join(scratch, 'foto.jpg');
  const heicFile = path.join(scratch, 'foto.heic');
  writeFileSync(jpegFile, jpeg);
  try {
    execFileSync('heif-enc', ['-q', '80', jpegFile, '-o', heicFile], { stdio: 'ignore' });
  } catch {
    console.log('    HEIC: übersprungen (heif-enc aus libheif-examples nicht installiert)');
    return;
  }
  const { HeicDecoder } = await import(path.join(ROOT, 'backend/dist/modules/media/heic-decoder.js'));
  const decoder = new HeicDecoder();
  const heic = readFileSync(heicFile);
  // How long the main thread is ever blocked meanwhile (the decoding runs in a worker thread).
  let lag = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - last - 10);
    last = now;
  }, 10);
  const t = await timed(3, () => deriveImages(heic, (file) => decoder.decode(file)));
  clearInterval(probe);
  await decoder.onModuleDestroy();
  console.log(`    ${'ganzer Job, HEIC (Worker-Thread)'.padEnd(42)} Median ${ms(t.median).padStart(7)}  (Hauptthread höchstens ${ms(lag)} blockiert)`);
}

function startServer() {
  const dataDir = path.join(scratch, 'data');
  const frontendDir = path.join(scratch, 'frontend');
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'media-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FRONTEND_DIR: frontendDir,
      ADMIN_PASSWORD: 'bench-passwort-2025',
      DEMO_DATA: 'false',
      LOGIN_RATE_LIMIT: '100000',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    // The server logs JSON lines to stdout too (pino): the info is the line that names the guest's token.
    createInterface({ input: server.stdout }).on('line', (line) => {
      try {
        const value = JSON.parse(line);
        if (value.guestToken) resolve(value);
      } catch {
        // Not JSON: a line of the server's own.
      }
    });
    server.once('exit', (code) => reject(new Error(`Server beendet (${code})`)));
  });
  return { server, ready };
}

async function load(url, headers = {}, expected = 200) {
  const result = await autocannon({ url: BASE + url, connections: CONNECTIONS, duration: SECONDS, headers });
  const unexpected = Object.entries(result.statusCodeStats ?? {}).reduce((n, [code, { count }]) => n + (Number(code) === expected ? 0 : count), 0);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + unexpected };
}

async function servingFigures(info) {
  console.log(`\n(b) Vorschaubild (300 px WebP, ${info.thumbnailBytes} Bytes) gegen statische Datei gleicher Größe, ${CONNECTIONS} Verbindungen, ${SECONDS} s je Messung, Datenbank: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  const etag = (await fetch(BASE + info.thumbnail)).headers.get('etag');
  // Warm both paths, then alternate, twice each, and take the better run of each.
  await autocannon({ url: BASE + info.static, connections: CONNECTIONS, duration: 1 });
  await autocannon({ url: BASE + info.thumbnail, connections: CONNECTIONS, duration: 1 });
  const runs = { static: [], thumbnail: [], revalidated: [], cold: [] };
  for (let i = 0; i < 2; i++) {
    runs.static.push(await load(info.static));
    runs.thumbnail.push(await load(info.thumbnail));
  }
  runs.revalidated.push(await load(info.thumbnail, { 'if-none-match': etag }, 304));
  // Each request another guest or photo: the permission is looked up in the database every time.
  const coldPaths = JSON.parse(readFileSync(info.coldFile, 'utf8'));
  // One client per connection, each starting elsewhere in the list, so no two ask for the same image together.
  const step = Math.floor(coldPaths.length / CONNECTIONS);
  const clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) => {
      const paths = [...coldPaths.slice(i * step), ...coldPaths.slice(0, i * step)];
      return autocannon({ url: BASE, connections: 1, duration: SECONDS, requests: paths.map((p) => ({ method: 'GET', path: p })) });
    }),
  );
  runs.cold.push({
    rps: clients.reduce((n, c) => n + c.requests.average, 0),
    p50: median(clients.map((c) => c.latency.p50)),
    p99: Math.max(...clients.map((c) => c.latency.p99)),
    errors: clients.reduce((n, c) => n + c.errors + c.non2xx, 0),
  });
  const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const rows = [
    ['statische Datei', best(runs.static)],
    ['Vorschaubild (signierte Adresse)', best(runs.thumbnail)],
    ['Vorschaubild mit If-None-Match (304)', best(runs.revalidated)],
    ['Vorschaubild, jeder Abruf neu (DB-Abfrage)', best(runs.cold)],
  ];
  console.log(`    ${'Abruf'.padEnd(42)} ${'Anfr./s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'Fehler'.padStart(7)}`);
  for (const [label, r] of rows) console.log(`    ${label.padEnd(42)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`);
  const ratio = best(runs.thumbnail).rps / best(runs.static).rps;
  console.log(`    Verhältnis Vorschaubild / statisch: ${(ratio * 100).toFixed(0)} % (jeder Abruf neu: ${((best(runs.cold).rps / best(runs.static).rps) * 100).toFixed(0)} %)`);
  return ratio;
}

/** Resident memory of a process, from /proc (Linux). */
function rss(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) * 1024;
}

/** 20 different JPEGs of just under 10 MB (the guests' limit is 10,485,760 bytes). */
async function tenMegabytePhotos() {
  let base;
  for (const quality of [95, 94, 93, 92]) {
    base = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality }).toBuffer();
    if (base.length <= GUEST_UPLOAD_MAX_BYTES - 1000) break;
  }
  return Array.from({ length: UPLOADS + 1 }, (_, i) => {
    // A comment segment right after SOI makes each file distinct (no duplicate detection).
    const comment = Buffer.from(`Bench-Foto ${i} ${Date.now()}`);
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const file = path.join(scratch, `foto-${i}.jpg`);
    writeFileSync(file, Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]));
    return file;
  });
}

async function uploadOnce(route, field, file, token) {
  const form = new FormData();
  form.append('description', 'Bench');
  form.append(field, await openAsBlob(file, { type: 'image/jpeg' }), path.basename(file));
  const res = await fetch(BASE + route, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.text() };
}

async function memoryFigures(server, info) {
  const files = await tenMegabytePhotos();
  const token = info.guestToken;
  // Which upload route and field this build has.
  let route = '/api/media/guest/upload';
  let field = 'files';
  let first = await uploadOnce(route, field, files[0], token);
  if (first.status === 404) {
    route = '/api/bench/guest-upload';
    first = await uploadOnce(route, field, files[0], token);
  }
  if (first.status === 400 && first.body.includes('Dateifeld')) {
    field = 'files[]';
    first = await uploadOnce(route, field, files[0], token);
  }
  if (first.status !== 201) throw new Error(`Upload fehlgeschlagen: ${first.status} ${first.body}`);
  const standIn = route !== '/api/media/guest/upload';
  // Let the warm-up upload's derivatives job finish, then take the baseline.
  await new Promise((r) => setTimeout(r, 5000));
  const samples = [];
  const sampler = setInterval(() => samples.push({ at: performance.now(), rss: rss(server.pid) }), 10);
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = median(samples.map((s) => s.rss));
  const started = performance.now();
  const results = await Promise.all(files.slice(1).map((file) => uploadOnce(route, field, file, token)));
  const finished = performance.now();
  // Afterwards the derivatives jobs of the new photos run (one at a time).
  await new Promise((r) => setTimeout(r, standIn ? 2000 : 15000));
  clearInterval(sampler);
  const during = Math.max(...samples.filter((s) => s.at >= started && s.at <= finished).map((s) => s.rss));
  const after = Math.max(...samples.filter((s) => s.at > finished).map((s) => s.rss));
  const failed = results.filter((r) => r.status !== 201).length;
  const size = readFileSync(files[1]).length;
  console.log(`\n(c) Arbeitsspeicher (RSS) des Servers bei ${UPLOADS} parallelen Uploads à ${mb(size)}`);
  console.log(`    Route: POST ${route}${standIn ? ' (Platzhalter: die Gäste-Upload-Route ist in diesem Stand noch nicht enthalten; gleicher FileUpload(imagesPolicy)-Interceptor, 10-MB-Grenze)' : ''}`);
  console.log(`    Ausgangswert ${mb(baseline)}, Spitze während der Uploads ${mb(during)} (+${mb(during - baseline)}), Dauer ${ms(finished - started)}, fehlgeschlagen: ${failed}`);
  if (!standIn) console.log(`    Spitze danach (Ableitungs-Jobs der neuen Fotos) ${mb(after)} (+${mb(after - baseline)})`);
  return during - baseline;
}

/** Which figures to measure: BENCH_MEDIA_PARTS=e measures only (e); all of them by default. */
const PARTS = new Set((process.env.BENCH_MEDIA_PARTS ?? 'abcde').toLowerCase());
// Derivation first, on a quiet machine; then the server starts for (b) and (c).
const derivation = PARTS.has('a') ? await derivativeFigures() : undefined;
/** The admin's ZIP of the folder (the 201 rows of the bench photo, ~3.5 MB each), read at full speed with one 3 s pause. */
async function zipFigures(server, info) {
  await new Promise((r) => setTimeout(r, 2000));
  const baseline = rss(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 20);
  const started = performance.now();
  const res = await fetch(`${BASE}/api/media/admin/download?folder=wartensee`, { headers: { authorization: `Bearer ${info.adminToken}` } });
  const reader = res.body.getReader();
  let bytes = 0;
  let paused = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    // A slow reader: the server must stop reading photos, not buffer them.
    if (!paused && bytes > 100 * 1024 * 1024) {
      paused = true;
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
  clearInterval(sampler);
  console.log(`\n(d) ZIP-Download (Admin, Ordner wartensee): ${mb(bytes)} in ${ms(performance.now() - started)} (mit 3 s Lesepause), RSS +${mb(peak - baseline)}`);
}

const TUS_PATH = '/api/media/tus';
const TUS_UPLOADS = 20;
const TUS_BYTES = 8 * 1024 * 1024;
/** Bytes per second each upload may send (a busy venue Wi-Fi); BENCH_TUS_RATE overrides. */
const TUS_RATE = Number(process.env.BENCH_TUS_RATE ?? 2 * 1024 * 1024);
const TUS_CHUNK = 64 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A distinct 8 MB photo: a real JPEG, padded (the server checks the bytes and hashes all of them). */
async function eightMegabytePhoto(seed) {
  const image = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: seed * 11 % 256, g: seed * 29 % 256, b: 90 } } }).jpeg().toBuffer();
  return Buffer.concat([image, Buffer.alloc(TUS_BYTES - image.length, seed)]);
}

/**
 * One tus PATCH from `offset`, paced to TUS_RATE. With `cutAt` the connection is destroyed once
 * that many bytes of the file are written (the phone lost the Wi-Fi); otherwise the reply.
 */
function pacedPatch(location, headers, data, offset, cutAt) {
  return new Promise((resolve, reject) => {
    const request = http.request(BASE + location, {
      method: 'PATCH',
      headers: { ...headers, 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(data.length - offset) },
    });
    let cut = false;
    request.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', (error) => (cut ? resolve({ status: 0, body: 'unterbrochen' }) : reject(error)));
    (async () => {
      const started = performance.now();
      for (let at = offset; at < data.length; at += TUS_CHUNK) {
        if (cutAt !== undefined && at >= cutAt) {
          cut = true;
          request.destroy();
          return;
        }
        if (!request.write(data.subarray(at, Math.min(at + TUS_CHUNK, data.length)))) await new Promise((r) => request.once('drain', r));
        const due = ((at + TUS_CHUNK - offset) / TUS_RATE) * 1000 - (performance.now() - started);
        if (due > 0) await sleep(due);
      }
      request.end();
    })().catch(reject);
  });
}

/** One resumable upload: created, cut off at about half, asked where it stands, resumed; the new photo's id. */
async function resumableUpload(token, data, name) {
  const headers = { authorization: `Bearer ${token}` };
  const metadata = `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`;
  const created = await fetch(BASE + TUS_PATH, { method: 'POST', headers: { ...headers, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(data.length), 'Upload-Metadata': metadata } });
  if (created.status !== 201) throw new Error(`tus: Anlegen fehlgeschlagen (${created.status} ${await created.text()})`);
  const location = created.headers.get('location');
  await pacedPatch(location, headers, data, 0, data.length / 2);
  // The server lets the dropped request go, then tells where to go on (as tus-js-client asks after a reconnect).
  let offset;
  for (let attempt = 0; offset === undefined; attempt++) {
    const res = await fetch(BASE + location, { method: 'HEAD', headers: { ...headers, 'Tus-Resumable': '1.0.0' } });
    if (res.status === 200) offset = Number(res.headers.get('upload-offset'));
    else if (attempt > 200) throw new Error(`tus: HEAD ${res.status}`);
    else await sleep(100);
  }
  const done = await pacedPatch(location, headers, data, offset);
  if (done.status !== 200) throw new Error(`tus: Abschluss ${done.status} ${done.body}`);
  return { id: JSON.parse(done.body).id, resumedAt: offset };
}

async function resumableFigures(server, info) {
  const photos = await Promise.all(Array.from({ length: TUS_UPLOADS }, (_, i) => eightMegabytePhoto(i + 1)));
  await sleep(2000);
  const baseline = rss(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 20);
  const started = performance.now();
  const results = await Promise.allSettled(photos.map((data, i) => resumableUpload(info.guestToken, data, `tus-${i + 1}.jpg`)));
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const done = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const ids = new Set(done.map((r) => r.id));
  const resumedFromHalf = done.filter((r) => r.resumedAt >= TUS_BYTES / 4).length;
  console.log(`\n(e) ${TUS_UPLOADS} fortsetzbare Uploads (tus) à ${mb(TUS_BYTES)} gleichzeitig, je ${mb(TUS_RATE)}/s, jeder einmal bei etwa 50 % unterbrochen`);
  console.log(`    fertig: ${done.length} von ${TUS_UPLOADS} (${ids.size} verschiedene Fotos), an der Abbruchstelle fortgesetzt: ${resumedFromHalf}, Dauer ${ms(elapsed)}, RSS +${mb(peak - baseline)} (Ausgangswert ${mb(baseline)}, Spitze ${mb(peak)})`);
  for (const failure of results.filter((r) => r.status === 'rejected')) console.log(`    Fehler: ${failure.reason.message}`);
  return { complete: done.length, elapsed, growth: peak - baseline };
}

const { server, ready } = startServer();
try {
  const info = await ready;
  const ratio = PARTS.has('b') ? await servingFigures(info) : undefined;
  const growth = PARTS.has('c') ? await memoryFigures(server, info) : undefined;
  if (PARTS.has('d')) await zipFigures(server, info);
  const resumable = PARTS.has('e') ? await resumableFigures(server, info) : undefined;
  console.log('\nZusammenfassung (Ziel):');
  if (derivation !== undefined) console.log(`  (a) ${ms(derivation)} je 12-MP-Foto (≤ 250 ms)`);
  if (ratio !== undefined) console.log(`  (b) ${(ratio * 100).toFixed(0)} % des statischen Durchsatzes (≥ 70 %)`);
  if (growth !== undefined) console.log(`  (c) +${mb(growth)} RSS bei ${UPLOADS} × 10 MB (≤ 150 MB)`);
  if (resumable) console.log(`  (e) ${resumable.complete} von ${TUS_UPLOADS} fortsetzbaren Uploads à 8 MB fertig in ${ms(resumable.elapsed)}, RSS +${mb(resumable.growth)} (alle fertig)`);
  if (resumable && resumable.complete !== TUS_UPLOADS) process.exitCode = 1;
} finally {
  server.kill();
  rmSync(scratch, { recursive: true, force: true });
}
