// Simulated wedding guests for test:deploy: each one replays the requests that a real Chromium guest
// visit made (recorded first through nginx), over HTTP/2 with TLS like a phone, with its own sign-in
// token and its own browser-like cache (immutable files are not asked again, the others are
// revalidated with If-None-Match / If-Modified-Since). What a visit loads from a remote follows the
// registry the visit reads, as the shell does: the recorded files of the remote are looked up by
// their chunk name in the manifest of the release that is live now, and the entry's SRI hash is
// checked against /remotes.json. A canary goes to the guests whose browser id is in its share, as
// in the shell (canaryBucket). The shell's reports of what it loaded (POST /api/remote-loads) are
// not replayed: a phone sends one per page load, a simulated guest visits far more often (nginx's
// log counts the visits instead). Every answer other than 2xx/304, every reset and timeout counts as
// a failed request.
import { createHash } from 'node:crypto';
import http2 from 'node:http2';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { inCanary } from '@hochzeit/contracts/remote-runtime';

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);
const REQUEST_TIMEOUT_MS = 30_000;
/** webpack's content hash in a file name (`88.7f59362994d4.js`): the rest names the chunk across builds. */
const CONTENT_HASH = /\.[0-9a-f]{8,}(?=\.[a-z0-9]+$)/;

/**
 * @typedef {{ kind: 'document' | 'static' | 'registry' | 'login' | 'api', method: string, path: string, headers: Record<string, string>, body?: string, auth: boolean }
 *   | { kind: 'remote', remote: string, file: string }} Step
 * @typedef {{ method: string, url: string, resourceType: string, headers: Record<string, string>, postData: string | null }} RecordedRequest
 */

/** Headers of a recorded request that a replay keeps (the browser's own, not the per-guest ones). */
const KEPT_HEADERS = ['accept', 'content-type', 'range'];

/**
 * Turns the requests of one recorded Chromium guest visit into replayable steps.
 * @param {RecordedRequest[]} requests
 * @param {{ main: string, remotes: Record<string, string> }} origins  remote name -> its origin
 * @param {string} recordedToken  the sign-in token of the recorded visit (replaced per guest)
 * @returns {Step[]}
 */
export function stepsFromRecording(requests, origins, recordedToken) {
  /** @type {Step[]} */
  const steps = [];
  const seen = new Set();
  for (const request of requests) {
    const url = new URL(request.url);
    const key = `${request.method} ${url.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const release = /^\/remotes\/([a-z]+)\/[^/]+\/(.+)$/.exec(url.pathname);
    const remoteOrigin = Object.entries(origins.remotes).find(([, origin]) => origin === url.origin);
    if (release && (remoteOrigin || url.origin === origins.main)) {
      steps.push({ kind: 'remote', remote: release[1], file: release[2] });
      continue;
    }
    if (url.origin !== origins.main) continue; // another site (maps, weather): not ours to load
    if (url.pathname === '/api/remote-loads' || url.pathname === '/api/remote-failures') continue; // the shell's reports (see above)
    const headers = Object.fromEntries(KEPT_HEADERS.filter((h) => request.headers[h]).map((h) => [h, request.headers[h]]));
    const auth = Boolean(request.headers.authorization);
    const pathWithQuery = (url.pathname + url.search).replaceAll(recordedToken, '{token}');
    if (url.pathname === '/remotes.json') steps.push({ kind: 'registry', method: 'GET', path: url.pathname, headers, auth });
    else if (request.method === 'POST' && url.pathname === '/api/auth/guest-login') steps.push({ kind: 'login', method: 'POST', path: url.pathname, headers, auth, body: request.postData?.replaceAll(recordedToken, '{token}') ?? '' });
    else if (url.pathname.startsWith('/api/')) steps.push({ kind: 'api', method: request.method, path: pathWithQuery, headers, auth, body: request.postData ?? undefined });
    else steps.push({ kind: request.resourceType === 'document' ? 'document' : 'static', method: 'GET', path: pathWithQuery, headers, auth });
  }
  return steps;
}

/** Every file a release's manifest names, by chunk name (content hash removed). @param {any} manifest */
function manifestFiles(manifest) {
  /** @type {Map<string, string>} */
  const files = new Map();
  const add = (/** @type {string} */ file) => files.set(file.replace(CONTENT_HASH, ''), file);
  add(manifest.metaData.remoteEntry.name);
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const type of ['js', 'css']) for (const when of ['sync', 'async']) for (const file of item.assets?.[type]?.[when] ?? []) add(file);
  }
  return files;
}

const sri = (/** @type {Buffer} */ body) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

export class LoadStats {
  constructor() {
    this.requests = 0;
    this.notModified = 0;
    this.cacheHits = 0;
    this.transportRetries = 0;
    this.visits = 0;
    /** @type {Record<string, number>} visits by the guest release they loaded */
    this.visitsByVersion = {};
    /** @type {{ at: number, what: string }[]} */
    this.failures = [];
    /** @type {number[]} */
    this.latencies = [];
    /** @type {Record<string, number[]>} latencies by kind of request (document, static, registry, login, api, remote) */
    this.latenciesByKind = {};
    this.startedAt = Date.now();
    /** The generator's own delay: latencies include it, as they include a busy phone's. */
    this.loopDelay = monitorEventLoopDelay({ resolution: 10 });
    this.loopDelay.enable();
  }

  static percentile(/** @type {number[]} */ values, /** @type {number} */ p) {
    if (!values.length) return 0;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  }

  summary() {
    const seconds = (Date.now() - this.startedAt) / 1000;
    return {
      seconds: Math.round(seconds),
      requests: this.requests,
      perSecond: Math.round(this.requests / seconds),
      failures: this.failures.length,
      notModified: this.notModified,
      cacheHits: this.cacheHits,
      transportRetries: this.transportRetries,
      visits: this.visits,
      visitsByVersion: this.visitsByVersion,
      p50: Math.round(LoadStats.percentile(this.latencies, 50)),
      p95: Math.round(LoadStats.percentile(this.latencies, 95)),
      p99: Math.round(LoadStats.percentile(this.latencies, 99)),
      loopDelayP99: Math.round(this.loopDelay.percentile(99) / 1e6),
      p95ByKind: Object.fromEntries(Object.entries(this.latenciesByKind).map(([kind, values]) => [kind, Math.round(LoadStats.percentile(values, 95))])),
    };
  }
}

class HttpError extends Error {}

/**
 * One HTTP/2 request on an open session; the body decoded (br, gzip). A rejection carries
 * `unprocessed` when the server provably did not process the request (GOAWAY before the stream,
 * REFUSED_STREAM), which browsers repeat on a new connection.
 * @param {import('node:http2').ClientHttp2Session} session
 * @param {Record<string, string>} headers  with :method and :path
 * @param {string} [body]
 * @param {boolean} [decode]  false: `body` is the received bytes as they are
 * @returns {Promise<{ status: number, headers: import('node:http2').IncomingHttpHeaders, body: Buffer, raw: Buffer }>}
 */
export function exchange(session, headers, body, decode = true) {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    let answered = false;
    const timer = setTimeout(() => stream.close(http2.constants.NGHTTP2_CANCEL), REQUEST_TIMEOUT_MS);
    /** @type {Buffer[]} */
    const chunks = [];
    /** @type {import('node:http2').IncomingHttpHeaders} */
    let responseHeaders = {};
    stream.on('response', (h) => {
      answered = true;
      responseHeaders = h;
    });
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', (error) => {
      clearTimeout(timer);
      const code = /** @type {any} */ (error).code;
      /** @type {any} */ (error).unprocessed = !answered && (code === 'ERR_HTTP2_GOAWAY_SESSION' || stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM);
      reject(error);
    });
    stream.on('close', async () => {
      clearTimeout(timer);
      if (!answered) {
        const error = new Error(stream.rstCode === http2.constants.NGHTTP2_CANCEL ? `keine Antwort nach ${REQUEST_TIMEOUT_MS / 1000} s` : `Stream ohne Antwort geschlossen (RST ${stream.rstCode})`);
        /** @type {any} */ (error).unprocessed = stream.rstCode === http2.constants.NGHTTP2_REFUSED_STREAM;
        reject(error);
        return;
      }
      if (stream.rstCode && stream.rstCode !== http2.constants.NGHTTP2_NO_ERROR) {
        reject(new Error(`Antwort abgebrochen (RST ${stream.rstCode})`));
        return;
      }
      try {
        const raw = Buffer.concat(chunks);
        const encoding = responseHeaders['content-encoding'];
        const data = !decode ? raw : encoding === 'br' ? await brotliDecompress(raw) : encoding === 'gzip' ? await gunzip(raw) : raw;
        resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: data, raw });
      } catch (error) {
        reject(error);
      }
    });
    if (body !== undefined) stream.end(body);
  });
}

/**
 * A single request on a new HTTP/2 connection (checks of headers and encodings).
 * @param {string} url @param {{ ca: string, method?: string, headers?: Record<string, string>, body?: string }} options
 */
export async function http2Request(url, { ca, method = 'GET', headers = {}, body }) {
  const { origin, pathname, search } = new URL(url);
  const session = http2.connect(origin, { ca });
  session.on('error', () => {});
  try {
    return await exchange(session, { ':method': method, ':path': pathname + search, ...headers }, body);
  } finally {
    session.close();
  }
}

/** One guest's phone: an HTTP/2 connection per origin, a cache, a sign-in token. */
class SimulatedGuest {
  /**
   * @param {{ token: string, steps: Step[], returningPath: string, mainOrigin: string, ca: string, stats: LoadStats, localAddress?: string, browserId: string }} options
   */
  constructor({ token, steps, returningPath, mainOrigin, ca, stats, localAddress, browserId }) {
    this.token = token;
    /** The random id the shell keeps in the phone's browser: it decides the canary share. */
    this.browserId = browserId;
    this.returningPath = returningPath;
    this.localAddress = localAddress;
    /** @type {string | undefined} the session of the first visit, kept as the shell keeps it */
    this.accessToken = undefined;
    this.steps = steps;
    this.mainOrigin = mainOrigin;
    this.ca = ca;
    this.stats = stats;
    /** @type {Map<string, import('node:http2').ClientHttp2Session>} */
    this.sessions = new Map();
    /** @type {Map<string, { etag?: string, lastModified?: string, freshUntil: number, body: Buffer }>} */
    this.cache = new Map();
  }

  session(/** @type {string} */ origin) {
    let session = this.sessions.get(origin);
    if (session && !session.closed && !session.destroyed) return session;
    session = http2.connect(origin, { ca: this.ca, ...(this.localAddress ? { localAddress: this.localAddress } : {}) });
    session.on('error', () => {});
    session.on('goaway', () => this.sessions.get(origin) === session && this.sessions.delete(origin));
    session.on('close', () => this.sessions.get(origin) === session && this.sessions.delete(origin));
    this.sessions.set(origin, session);
    return session;
  }

  /**
   * One request as the browser would make it, through the cache. Resolves with the (decoded) body;
   * a failure is counted and rethrown so dependent requests of the visit are not made.
   * @param {string} url
   * @param {{ kind: string, method?: string, headers?: Record<string, string>, body?: string, decode?: boolean }} options
   *   decode: the body is read (JSON, SRI check); others are only received, as the load generator shares the cores
   */
  async fetch(url, { kind, method = 'GET', headers = {}, body, decode = false }) {
    const cached = method === 'GET' ? this.cache.get(url) : undefined;
    if (cached && cached.freshUntil > Date.now()) {
      this.stats.cacheHits++;
      return cached.body;
    }
    const { origin, pathname, search } = new URL(url);
    /** @type {Record<string, string>} */
    const requestHeaders = { ':method': method, ':path': pathname + search, 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'hochzeit-test-deploy', ...headers };
    if (cached?.etag) requestHeaders['if-none-match'] = cached.etag;
    if (cached?.lastModified) requestHeaders['if-modified-since'] = cached.lastModified;
    const startedAt = performance.now();
    let response;
    for (let attempt = 1; ; attempt++) {
      try {
        response = await this.exchange(origin, requestHeaders, body, decode);
        break;
      } catch (error) {
        // A stream the server refused before processing (GOAWAY, REFUSED_STREAM) is repeated by every
        // browser on a new connection; anything else is a failure the guest sees.
        if (attempt === 1 && /** @type {any} */ (error).unprocessed) {
          this.stats.transportRetries++;
          continue;
        }
        this.stats.requests++;
        this.stats.failures.push({ at: Date.now(), what: `${method} ${url}: ${/** @type {Error} */ (error).message}` });
        throw error;
      }
    }
    const latency = performance.now() - startedAt;
    this.stats.requests++;
    this.stats.latencies.push(latency);
    (this.stats.latenciesByKind[kind] ??= []).push(latency);
    const { status, headers: responseHeaders } = response;
    if (status === 304 && cached) {
      this.stats.notModified++;
      cached.freshUntil = freshUntil(responseHeaders['cache-control']) ?? cached.freshUntil;
      return cached.body;
    }
    if (status < 200 || status >= 300) {
      this.stats.failures.push({ at: Date.now(), what: `${method} ${url}: HTTP ${status} ${response.body.subarray(0, 200).toString()}` });
      throw new HttpError(`HTTP ${status}`);
    }
    const cacheControl = String(responseHeaders['cache-control'] ?? '');
    if (method === 'GET' && !/no-store/.test(cacheControl) && (responseHeaders.etag || responseHeaders['last-modified'] || freshUntil(cacheControl))) {
      this.cache.set(url, {
        etag: /** @type {string | undefined} */ (responseHeaders.etag),
        lastModified: /** @type {string | undefined} */ (responseHeaders['last-modified']),
        freshUntil: freshUntil(cacheControl) ?? 0,
        body: response.body,
      });
    }
    return response.body;
  }

  exchange(/** @type {string} */ origin, /** @type {Record<string, string>} */ headers, /** @type {string | undefined} */ body, /** @type {boolean} */ decode) {
    let session;
    try {
      session = this.session(origin);
    } catch (error) {
      return Promise.reject(error);
    }
    return exchange(session, headers, body, decode);
  }

  /**
   * One visit: the recorded requests, each as soon as what it depends on has answered. The first
   * visit is the QR-code scan (sign-in); later ones come back to the page the guest landed on,
   * signed in with the session of the first.
   */
  async visit() {
    const main = this.mainOrigin;
    const returning = this.accessToken !== undefined;
    /** @type {Promise<unknown>[]} */
    const all = [];
    const documentStep = this.steps.find((s) => s.kind === 'document');
    const documentPath = returning ? this.returningPath : documentStep && documentStep.kind !== 'remote' ? documentStep.path.replaceAll('{token}', this.token) : undefined;
    const document = documentPath ? this.fetch(main + documentPath, { kind: 'document', headers: documentStep?.kind === 'document' ? documentStep.headers : {} }) : Promise.resolve();
    all.push(document);

    const registryStep = this.steps.find((s) => s.kind === 'registry');
    const registry = document.then(async () => JSON.parse((await this.fetch(`${main}/remotes.json`, { kind: 'registry', decode: true, headers: registryStep?.kind === 'registry' ? registryStep.headers : {} })).toString()));
    all.push(registry);

    const loginStep = this.steps.find((s) => s.kind === 'login');
    const accessToken =
      !returning && loginStep && loginStep.kind === 'login'
        ? document.then(async () => {
            const reply = await this.fetch(main + loginStep.path, { kind: 'login', decode: true, method: 'POST', headers: loginStep.headers, body: loginStep.body?.replaceAll('{token}', this.token) });
            return JSON.parse(reply.toString()).access_token;
          })
        : Promise.resolve(this.accessToken);
    all.push(accessToken);

    /** @type {string | undefined} */
    let guestVersion;
    const remotes = [...new Set(this.steps.flatMap((s) => (s.kind === 'remote' ? [s.remote] : [])))];
    for (const remote of remotes) {
      all.push(
        registry.then(async (doc) => {
          const live = doc.versions?.[remote];
          // The canary for the guests in its share, as the shell decides (remote-registry.ts).
          const info = live?.canary && inCanary(this.browserId, remote, live.canary.percent) ? live.canary : live;
          const manifestUrl = new URL(info?.manifest ?? doc[remote], main).href;
          const manifestBody = await this.fetch(manifestUrl, { kind: 'remote', decode: true });
          if (info?.integrity?.['mf-manifest.json'] && sri(manifestBody) !== info.integrity['mf-manifest.json']) throw this.fail(`${manifestUrl}: SRI stimmt nicht`);
          const manifest = JSON.parse(manifestBody.toString());
          const files = manifestFiles(manifest);
          const base = new URL('.', manifestUrl).href;
          const entryName = manifest.metaData.remoteEntry.name;
          const entry = await this.fetch(base + entryName, { kind: 'remote', decode: true });
          if (info?.integrity?.[entryName] && sri(entry) !== info.integrity[entryName]) throw this.fail(`${base}${entryName}: SRI stimmt nicht`);
          if (remote === 'guest') guestVersion = info?.version ?? manifest.metaData.buildInfo.buildVersion;
          const rest = this.steps.filter((s) => s.kind === 'remote' && s.remote === remote && s.file !== 'mf-manifest.json' && s.file !== entryName);
          await Promise.all(
            rest.map((s) => {
              const file = s.kind === 'remote' ? files.get(s.file.replace(CONTENT_HASH, '')) ?? s.file : '';
              return this.fetch(base + file, { kind: 'remote' });
            }),
          );
        }),
      );
    }
    for (const step of this.steps) {
      if (step.kind === 'static') all.push(document.then(() => this.fetch(main + step.path, { kind: 'static', headers: step.headers })));
      if (step.kind === 'api') {
        all.push(
          accessToken.then((token) =>
            this.fetch(main + step.path.replaceAll('{token}', this.token), {
              kind: 'api',
              method: step.method,
              headers: { ...step.headers, ...(step.auth && token ? { authorization: `Bearer ${token}` } : {}) },
              body: step.body,
            }),
          ),
        );
      }
    }
    const results = await Promise.allSettled(all);
    if (!returning) this.accessToken = await accessToken.catch(() => undefined);
    if (results.every((r) => r.status === 'fulfilled')) {
      this.stats.visits++;
      if (guestVersion) this.stats.visitsByVersion[guestVersion] = (this.stats.visitsByVersion[guestVersion] ?? 0) + 1;
    }
  }

  fail(/** @type {string} */ what) {
    this.stats.failures.push({ at: Date.now(), what });
    return new HttpError(what);
  }

  close() {
    for (const session of this.sessions.values()) session.close();
  }
}

/** @param {unknown} cacheControl  the time until which a response may be used without asking */
function freshUntil(cacheControl) {
  const value = String(cacheControl ?? '');
  if (/no-cache|no-store/.test(value)) return undefined;
  const maxAge = /max-age=(\d+)/.exec(value);
  return maxAge ? Date.now() + Number(maxAge[1]) * 1000 : undefined;
}

/** The loopback address simulated guest `i` connects from (nginx logs it as $remote_addr). */
export const guestAddress = (/** @type {number} */ i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
/** The browser id of simulated guest `i`: fixed, so the guests in a canary's share are known before the run. */
export const simulatedBrowserId = (/** @type {number} */ i) => `simulated-browser-${String(i).padStart(3, '0')}`;

/**
 * Guests browsing until stop(): each visits, pauses for a random think time, visits again. Each
 * phone connects from its own loopback address (127.0.1.x), as phones on mobile data have their
 * own addresses.
 * @param {{ tokens: string[], steps: Step[], returningPath: string, mainOrigin: string, ca: string, thinkMs?: [number, number] }} options
 */
export function startGuestLoad({ tokens, steps, returningPath, mainOrigin, ca, thinkMs = [1000, 3000] }) {
  const stats = new LoadStats();
  let running = true;
  /** @type {Set<() => void>} */
  const wakers = new Set();
  const pause = (/** @type {number} */ ms) =>
    new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve(undefined);
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });
  const guests = tokens.map(
    (token, i) => new SimulatedGuest({ token, steps, returningPath, mainOrigin, ca, stats, localAddress: guestAddress(i), browserId: simulatedBrowserId(i) }),
  );
  const loops = guests.map(async (guest, index) => {
    // Arrivals spread over the first second rather than one burst.
    await pause((index / guests.length) * 1000);
    while (running) {
      await guest.visit();
      if (running) await pause(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]));
    }
    guest.close();
  });
  return {
    stats,
    /** Resolves when `count` visits have loaded the guest release `version` since this call. */
    async visitsOf(/** @type {string} */ version, count = 20, timeoutMs = 60_000) {
      const before = stats.visitsByVersion[version] ?? 0;
      const until = Date.now() + timeoutMs;
      while ((stats.visitsByVersion[version] ?? 0) - before < count) {
        if (Date.now() > until) throw new Error(`Nach ${timeoutMs / 1000} s haben nur ${(stats.visitsByVersion[version] ?? 0) - before} Besuche Version ${version} geladen.`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      running = false;
      for (const wake of [...wakers]) wake();
      await Promise.all(loops);
      return stats.summary();
    },
  };
}
