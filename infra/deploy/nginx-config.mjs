#!/usr/bin/env node
// The one nginx configuration of the production shape, as a renderer: infra/nginx.conf (the
// documented example), the compose deployment (rendered at start from the same environment
// variables as the backend) and `npm run test:deploy` (temporary ports, paths and certificate) are
// all produced by renderNginxConfig(); there is no hand-written copy.
//
//   node infra/deploy/nginx-config.mjs --out /etc/nginx/nginx.conf        # PUBLIC_URL, REMOTE_ORIGIN_* from the environment
//   node infra/deploy/nginx-config.mjs --public-url https://hochzeit.example --remote-origin guest=https://gaeste.hochzeit.example \
//        --backend 127.0.0.1:3001 --backend 127.0.0.1:3002 --frontend-dir /srv/hochzeit --releases-dir /srv/hochzeit/releases
//   node infra/deploy/nginx-config.mjs --example --out infra/nginx.conf   # rewrite the committed example
//   node infra/deploy/nginx-config.mjs --example --check infra/nginx.conf # exit 1 when it is outdated
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TUS_PATH } from '@hochzeit/contracts/media-constants';
import { RELEASE_VERSION_PATTERN, REMOTE_NAMES } from '@hochzeit/contracts/remote-runtime';
import { BASELINE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, contentSecurityPolicy } from '@hochzeit/contracts/security-headers';

/** Releases never change once made (the release script refuses to overwrite one). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The backend's baseline headers (contracts/src/security-headers.ts), sent here for the files
 * nginx serves itself, above all the shell's index.html: `same-origin` referrers keep the signed
 * tokens in QR-code and download URLs from leaking to linked sites. test:deploy compares both.
 */
export const SECURITY_HEADERS = BASELINE_SECURITY_HEADERS;

/** POSTs that nginx may repeat on the other process when the first one failed. */
export const RETRYABLE_POSTS = ['/api/auth/login', '/api/auth/guest-login', '/api/auth/service-provider-login'];

/** Text formats worth compressing (HTML always is). */
const COMPRESSIBLE = ['text/css', 'text/plain', 'text/javascript', 'application/javascript', 'application/json', 'image/svg+xml'];

/** webpack's `[contenthash:12]` file names (tooling/webpack.config.mjs): their content never changes. */
const HASHED_FILE = String.raw`\.[0-9a-f]{12}\.(js|css|png|jpe?g|svg|webp|woff2?|mp4)$`;

/** The version folder of a release, from the contract's pattern (a URL path segment), as a named capture. */
const RELEASE_SEGMENT = `(?<release>${RELEASE_VERSION_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '')})`;

/**
 * The documented production deployment (infra/docker-compose.yml; infra/nginx.conf is this,
 * rendered): example host names, container paths, Debian's nginx with the brotli modules.
 * @type {NginxOptions}
 */
export const PRODUCTION = {
  publicUrl: 'https://hochzeit.example',
  remoteOrigins: {
    admin: 'https://admin.hochzeit.example',
    guest: 'https://gaeste.hochzeit.example',
    provider: 'https://dienstleister.hochzeit.example',
  },
  backends: ['app1:3000', 'app2:3000'],
  frontendDir: '/srv/hochzeit',
  releasesDir: '/srv/hochzeit/releases',
  certificate: '/etc/nginx/tls/fullchain.pem',
  certificateKey: '/etc/nginx/tls/privkey.pem',
  httpRedirectPort: 80,
  modulesDir: '/usr/lib/nginx/modules',
  user: 'www-data',
  pidFile: '/run/nginx.pid',
  errorLog: 'stderr',
  accessLog: '/dev/stdout',
  tempDir: '/var/lib/nginx',
};

/**
 * @typedef {object} NginxOptions
 * @property {string} publicUrl  the main origin (shell, /api, /remotes.json): the backend's PUBLIC_URL
 * @property {Partial<Record<import('@hochzeit/contracts/remote-runtime').RemoteName, string>>} remoteOrigins
 *   a remote's own origin (REMOTE_ORIGIN_<NAME>); its releases are served there and not on the main origin
 * @property {string[]} backends  host:port of each web process (JOB_WORKERS=off)
 * @property {string} frontendDir  holds shell/dist and remote-<name>/dist (the unversioned builds)
 * @property {string} releasesDir  RELEASES_DIR: <remote>/<version>/
 * @property {string} certificate  PEM chain valid for every host name above
 * @property {string} certificateKey
 * @property {number} [httpRedirectPort]  a plain-HTTP port that redirects to the main origin
 * @property {string} [listenAddress]  bind to this address only (default: all)
 * @property {string} modulesDir  where ngx_http_brotli_*_module.so are
 * @property {string} [user]  worker user (ignored unless nginx starts as root)
 * @property {string | number} [workerProcesses]
 * @property {string} pidFile
 * @property {string} errorLog
 * @property {string} accessLog
 * @property {string} tempDir  the five *_temp_path folders go below it
 */

/** @param {string} url @param {string} what */
function parseOrigin(url, what) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what}: „${url}“ ist keine URL.`);
  }
  if (!['https:', 'http:'].includes(parsed.protocol) || parsed.pathname.replace(/\/+$/, '') !== '' || parsed.search) {
    throw new Error(`${what}: „${url}“ muss ein Origin sein (https://host[:port], ohne Pfad).`);
  }
  const tls = parsed.protocol === 'https:';
  return { origin: parsed.origin, host: parsed.hostname, port: Number(parsed.port || (tls ? 443 : 80)), tls };
}

const indent = (/** @type {string} */ text, /** @type {number} */ depth) =>
  text
    .split('\n')
    .map((line) => (line ? '  '.repeat(depth) + line : line))
    .join('\n');

/** add_header lines; `always` where error answers need them too. @param {Record<string, string>} headers */
const addHeaders = (headers, always = false) =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}"${always ? ' always' : ''};`)
    .join('\n');

/**
 * @param {NginxOptions} o
 * @returns {string} a complete nginx.conf (main context), for `nginx -c`
 */
export function renderNginxConfig(o) {
  const main = parseOrigin(o.publicUrl, 'PUBLIC_URL');
  /** @type {[string, ReturnType<typeof parseOrigin>][]} */
  const ownOrigins = [];
  for (const [remote, url] of Object.entries(o.remoteOrigins ?? {})) {
    if (!url) continue;
    if (!REMOTE_NAMES.includes(/** @type {any} */ (remote))) throw new Error(`Unbekanntes Remote „${remote}“ (erlaubt: ${REMOTE_NAMES.join(', ')}).`);
    const origin = parseOrigin(url, `REMOTE_ORIGIN_${remote.toUpperCase()}`);
    if (origin.origin === main.origin || ownOrigins.some(([, other]) => other.origin === origin.origin)) {
      throw new Error(`REMOTE_ORIGIN_${remote.toUpperCase()}: ${origin.origin} ist schon vergeben; jedes Remote braucht seinen eigenen Origin.`);
    }
    ownOrigins.push([remote, origin]);
  }
  if (!o.backends?.length) throw new Error('Mindestens ein Backend-Prozess (host:port) ist nötig.');
  if ([main, ...ownOrigins.map(([, origin]) => origin)].some((origin) => origin.tls) && !(o.certificate && o.certificateKey)) {
    throw new Error('Für https-Origins sind Zertifikat und Schlüssel nötig.');
  }

  const hsts = main.tls ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
  // The shell's pages: code only from the main origin (shell and API) and the remotes' own origins.
  const csp = { 'Content-Security-Policy': contentSecurityPolicy(ownOrigins.map(([, origin]) => origin.origin)) };
  const listen = (/** @type {ReturnType<typeof parseOrigin>} */ origin) =>
    `listen ${o.listenAddress ? `${o.listenAddress}:` : ''}${origin.port}${origin.tls ? ' ssl http2' : ''};\nserver_name ${origin.host};`;

  // Files of a release: cached forever, readable by the shell's origin with crossOrigin="anonymous"
  // (SRI needs CORS), timing visible to the shell's measurements.
  const releaseHeaders = {
    'Cache-Control': IMMUTABLE,
    'Access-Control-Allow-Origin': main.origin,
    'Timing-Allow-Origin': main.origin,
    'X-Content-Type-Options': 'nosniff',
    ...hsts,
  };
  const releaseLocation = (/** @type {string} */ remote) => `# ${remote}: immutable releases, <RELEASES_DIR>/${remote}/<version>/
location ~ "^/remotes/${remote}/${RELEASE_SEGMENT}/(?<file>.+)$" {
  alias ${path.posix.join(o.releasesDir, remote)}/$release/$file;
${indent(addHeaders(releaseHeaders), 1)}
}`;

  // Inherited by every proxied location; they only differ in which failed requests are repeated.
  const proxySettings = `proxy_http_version 1.1;
proxy_set_header Connection "";
proxy_set_header Host $host;
# nginx is the first proxy: the client's address, never an X-Forwarded-For the client sent (the
# backend trusts these headers from nginx's address only, TRUST_PROXY, and its sign-in limits
# count per client address).
proxy_set_header X-Forwarded-For $remote_addr;
proxy_set_header X-Real-IP $remote_addr;
proxy_set_header X-Forwarded-Proto $scheme;
proxy_set_header X-Forwarded-Host $host;
# A request that fails on one process (refused, reset, timed out, 502-504) is repeated on the other.
# Only idempotent requests: a POST may have done its work before the process died.
proxy_next_upstream error timeout http_502 http_503 http_504;${main.tls ? `
# nginx adds HSTS to every reply itself; the backend's copy (it sees X-Forwarded-Proto https) would be a second one.
proxy_hide_header Strict-Transport-Security;` : ''}
proxy_next_upstream_tries 2;
proxy_connect_timeout 2s;
proxy_read_timeout 60s;
proxy_send_timeout 60s;
# Uploads stream through (real progress bars); big downloads (ZIP, video) stream without temp files.
proxy_request_buffering off;
proxy_max_temp_file_size 0;`;

  const remotesWithoutOrigin = REMOTE_NAMES.filter((remote) => !ownOrigins.some(([name]) => name === remote));
  const shellDir = path.posix.join(o.frontendDir, 'shell', 'dist');
  const revalidated = { 'Cache-Control': 'no-cache', ...SECURITY_HEADERS, ...csp, ...hsts };
  const forever = { 'Cache-Control': IMMUTABLE, ...SECURITY_HEADERS, ...csp, ...hsts };

  const mainServer = `# The main origin: the shell, the API on the backend processes, /remotes.json.
server {
${indent(listen(main), 1)}
  # The largest upload is the castle video (500 MB); every route checks its own limit and answers in German.
  client_max_body_size 512m;
${indent(addHeaders(hsts, true), 1)}
${indent(proxySettings, 1)}

  # Sign-ins only read (they issue a token for a known secret): safe to repeat on the other process.
  location ~ ^(${RETRYABLE_POSTS.join('|')})$ {
    proxy_pass http://hochzeit_backend;
    proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;
  }

  # A resumable upload's requests (HEAD, PATCH ${TUS_PATH}/<id>) go to the same process while it is
  # up: the tus lock is held in that process's memory.
  location ~ "^${TUS_PATH}/[^/]+$" {
    proxy_pass http://hochzeit_backend_by_upload;
  }

  # The API in any case, as the backend's router matches it (/API/health): an unknown address gets
  # the backend's German JSON 404, never the shell's page. After the sign-ins: regexes match in order.
  location ~* "^/api(/|$)" {
    proxy_pass http://hochzeit_backend;
  }

  # The registry: the backend answers no-cache with a strong ETag and 304 on revalidation. Not
  # compressed here: nginx would weaken the ETag (W/), and the document is small.
  location = /remotes.json {
    proxy_pass http://hochzeit_backend;
    gzip off;
    brotli off;
  }

  # Every backend process down: a German {msg} instead of nginx's page.
  error_page 502 503 504 = @backend_unavailable;
  location @backend_unavailable {
    default_type application/json;
    return 503 '{"msg":"Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal."}';
  }

${remotesWithoutOrigin.map((remote) => `${indent(releaseLocation(remote), 1)}\n\n`).join('')}  # The unversioned builds (remote-<name>/dist), used while a remote has no live release.
  location ~ "^/remotes/(?<remote>${REMOTE_NAMES.join('|')})/(?<file>.+)$" {
    alias ${o.frontendDir}/remote-$remote/dist/$file;
${indent(addHeaders(revalidated), 2)}
    location ~ "${HASHED_FILE}" {
${indent(addHeaders(forever), 3)}
    }
  }

  # The shell's files from disk; its pages (every client route) from the backend, which writes the
  # current registry (and, for a guest's personal link, the wedding's look) into index.html and
  # sends its Content-Security-Policy and ETag.
  location / {
    root ${shellDir};
    try_files $uri @shell_page;
${indent(addHeaders(revalidated), 2)}
    # A missing hashed file is a 404, never the index page.
    location ~ "${HASHED_FILE}" {
      try_files $uri =404;
${indent(addHeaders(forever), 3)}
    }
  }
  location = /index.html {
    proxy_pass http://hochzeit_backend;
  }
  location @shell_page {
    proxy_pass http://hochzeit_backend;
  }
}`;

  const remoteServers = ownOrigins.map(
    ([remote, origin]) => `# ${remote}: its own origin, only its releases.
server {
${indent(listen(origin), 1)}

${indent(releaseLocation(remote), 1)}

  location / {
    return 404;
  }
}`,
  );

  const redirect = o.httpRedirectPort
    ? `server {
  listen ${o.listenAddress ? `${o.listenAddress}:` : ''}${o.httpRedirectPort} default_server;
  return 301 https://$host$request_uri;
}`
    : '';

  const temp = (/** @type {string} */ name) => path.posix.join(o.tempDir, name);
  return `# Rendered by infra/deploy/nginx-config.mjs; do not edit, change the renderer.
load_module ${path.posix.join(o.modulesDir, 'ngx_http_brotli_filter_module.so')};
load_module ${path.posix.join(o.modulesDir, 'ngx_http_brotli_static_module.so')};
${o.user ? `user ${o.user};\n` : ''}worker_processes ${o.workerProcesses ?? 'auto'};
pid ${o.pidFile};
error_log ${o.errorLog} warn;

events {
  worker_connections 2048;
}

http {
  types {
    text/html html;
    text/css css;
    text/plain txt;
    application/javascript js mjs;
    application/json json map;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/x-icon ico;
    font/woff woff;
    font/woff2 woff2;
    video/mp4 mp4;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/plain application/javascript application/json image/svg+xml;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  # Browsers keep one HTTP/2 connection per origin for a whole visit.
  keepalive_requests 10000;

  log_format hochzeit '$remote_addr [$time_iso8601] $server_port "$request" $status $body_bytes_sent '
                      '$request_time upstream="$upstream_addr" upstream_status="$upstream_status"';
  access_log ${o.accessLog} hochzeit;

  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

${o.certificate ? `  ssl_certificate ${o.certificate};\n  ssl_certificate_key ${o.certificateKey};\n` : ''}  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_session_cache shared:SSL:10m;
  ssl_session_timeout 1h;

  gzip on;
  gzip_vary on;
  gzip_comp_level 5;
  gzip_min_length 256;
  gzip_types ${COMPRESSIBLE.join(' ')};
  brotli on;
  brotli_comp_level 5;
  brotli_min_length 256;
  brotli_types ${COMPRESSIBLE.join(' ')};
  # Precompressed files (x.js.br, x.js.gz) beside the originals are sent as they are.
  brotli_static on;
  gzip_static on;

  # The web processes (JOB_WORKERS=off); a worker process works the job queue beside them.
  upstream hochzeit_backend {
${o.backends.map((backend) => `    server ${backend} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    # Well below the backend's 65 s keep-alive, so nginx never reuses a connection the backend is closing.
    keepalive_timeout 4s;
  }
  # The same processes, chosen by the upload's address (another one only when that process is down).
  upstream hochzeit_backend_by_upload {
    hash $uri consistent;
${o.backends.map((backend) => `    server ${backend} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 8;
    keepalive_timeout 4s;
  }

${indent([redirect, mainServer, ...remoteServers].filter(Boolean).join('\n\n'), 1)}
}
`;
}

/** The options from command-line flags and the backend's environment variables, over the production defaults. */
export function optionsFromCli(/** @type {string[]} */ args, env = process.env) {
  const { values } = parseArgs({
    args,
    options: {
      example: { type: 'boolean' },
      out: { type: 'string' },
      check: { type: 'string' },
      'public-url': { type: 'string' },
      'remote-origin': { type: 'string', multiple: true },
      backend: { type: 'string', multiple: true },
      'frontend-dir': { type: 'string' },
      'releases-dir': { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      'http-port': { type: 'string' },
      'listen-address': { type: 'string' },
      'modules-dir': { type: 'string' },
      user: { type: 'string' },
      'pid-file': { type: 'string' },
      'error-log': { type: 'string' },
      'access-log': { type: 'string' },
      'temp-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.example || values.help) return { values, options: PRODUCTION };
  /** @type {Record<string, string>} */
  const remoteOrigins = {};
  for (const remote of REMOTE_NAMES) {
    const fromEnv = env[`REMOTE_ORIGIN_${remote.toUpperCase()}`];
    if (fromEnv) remoteOrigins[remote] = fromEnv;
  }
  for (const pair of values['remote-origin'] ?? []) {
    const [remote, url] = pair.split(/=(.*)/s);
    remoteOrigins[remote] = url;
  }
  const publicUrl = values['public-url'] ?? env.PUBLIC_URL;
  if (!publicUrl) throw new Error('PUBLIC_URL (oder --public-url) fehlt: der Haupt-Origin, z. B. https://hochzeit.example.');
  const backends = values.backend ?? env.NGINX_BACKENDS?.split(',').map((b) => b.trim()).filter(Boolean) ?? PRODUCTION.backends;
  return {
    values,
    options: /** @type {NginxOptions} */ ({
      ...PRODUCTION,
      publicUrl,
      remoteOrigins,
      backends,
      frontendDir: values['frontend-dir'] ?? PRODUCTION.frontendDir,
      releasesDir: values['releases-dir'] ?? env.NGINX_RELEASES_DIR ?? PRODUCTION.releasesDir,
      certificate: values.cert ?? PRODUCTION.certificate,
      certificateKey: values.key ?? PRODUCTION.certificateKey,
      httpRedirectPort: values['http-port'] === undefined ? PRODUCTION.httpRedirectPort : Number(values['http-port']) || undefined,
      listenAddress: values['listen-address'],
      modulesDir: values['modules-dir'] ?? PRODUCTION.modulesDir,
      user: values.user ?? PRODUCTION.user,
      pidFile: values['pid-file'] ?? PRODUCTION.pidFile,
      errorLog: values['error-log'] ?? PRODUCTION.errorLog,
      accessLog: values['access-log'] ?? PRODUCTION.accessLog,
      tempDir: values['temp-dir'] ?? PRODUCTION.tempDir,
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { values, options } = optionsFromCli(process.argv.slice(2));
    if (values.help) {
      // The usage is the header comment's example block.
      const header = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
      console.log(header.slice(6, 11).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
    } else {
      const text = renderNginxConfig(options);
      if (values.check) {
        if (readFileSync(values.check, 'utf8') !== text) {
          console.error(`${values.check} ist nicht aus infra/deploy/nginx-config.mjs erzeugt oder veraltet: node infra/deploy/nginx-config.mjs --example --out ${values.check}`);
          process.exit(1);
        }
      } else if (values.out) writeFileSync(values.out, text);
      else process.stdout.write(text);
    }
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
