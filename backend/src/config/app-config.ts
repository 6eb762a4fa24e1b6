import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE_NAME, RELEASES_DIR_NAME, type RemoteName } from '@hochzeit/contracts/remote-releases';
import { SMS_DEFAULT_COUNTRY_CODE } from '@hochzeit/contracts/sms-text';
import { compile as compileTrustedProxies } from 'proxy-addr';
import { z } from 'zod';

/** pino's levels, most severe first. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/** Injection token for the typed configuration, loaded and validated once at start. */
export const APP_CONFIG = Symbol('APP_CONFIG');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'muss true oder false sein' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** An origin only (scheme, host, port): release paths are appended to it. */
const remoteOrigin = z
  .url({ message: 'muss eine URL sein (z. B. https://gaeste.hochzeit.example)' })
  .refine((url) => new URL(url).pathname === '/' && !new URL(url).search, 'darf nur aus Schema, Host und Port bestehen')
  .transform((url) => new URL(url).origin);

/** The names Express knows for address ranges, beside single addresses and networks. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * The reverse proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` count: addresses, networks
 * (CIDR) or range names, comma-separated. A request from any other address is taken as the
 * client itself, whatever forwarding headers it sends.
 */
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .superRefine((entries, ctx) => {
    if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'braucht mindestens eine Adresse (z. B. loopback oder 10.0.0.2)' });
    for (const entry of entries) {
      try {
        compileTrustedProxies(entry);
      } catch {
        ctx.addIssue({ code: 'custom', message: `„${entry}“ ist keine IP-Adresse, kein Netz (z. B. 10.0.0.0/24) und keiner der Namen ${PROXY_RANGE_NAMES.join(', ')}` });
      }
    }
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  JWT_SECRET: z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'muss mindestens 8 Zeichen lang sein').optional(),
  PUBLIC_URL: z.url({ message: 'muss eine URL sein (z. B. https://hochzeit.example)' }).optional(),
  DEMO_DATA: booleanFlag.default(true),
  /** Where the built shell and remotes live (the repository root by default). */
  FRONTEND_DIR: z.string().optional(),
  /** Optional JSON file that overrides the remote registry served at /remotes.json. */
  REMOTES_FILE: z.string().optional(),
  /** Immutable remote releases, <dir>/<remote>/<version>/ (see infra/release-remote.mjs). */
  RELEASES_DIR: z
    .string()
    .refine((dir) => !existsSync(resolveFromInvocation(dir)) || statSync(resolveFromInvocation(dir)).isDirectory(), 'muss ein Ordner sein')
    .optional(),
  /** Which release of each remote is live, with its history (see infra/remotes.mjs). */
  REGISTRY_FILE: z
    .string()
    .regex(/\.json$/, 'muss eine .json-Datei sein')
    .refine((file) => !existsSync(resolveFromInvocation(file)) || statSync(resolveFromInvocation(file)).isFile(), 'muss eine Datei sein, kein Ordner')
    .optional(),
  /** Each remote on its own origin (production behind nginx): /remotes.json then points there. */
  REMOTE_ORIGIN_ADMIN: remoteOrigin.optional(),
  REMOTE_ORIGIN_GUEST: remoteOrigin.optional(),
  REMOTE_ORIGIN_PROVIDER: remoteOrigin.optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: trustedProxies.default(['loopback']),
  /** How long a process trusts its cached session versions: a revoked session ends at most this late. */
  SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(60, 'darf höchstens 60 sein').default(30),
  /** Who works the job queue: this web process (inline) or only separate `npm run worker` processes (off). */
  JOB_WORKERS: z.enum(['inline', 'off'], { message: 'muss inline oder off sein' }).default('inline'),
  /** Twilio account; without SID, token and sender every SMS goes to the outbox ('Postausgang') only. */
  TWILIO_ACCOUNT_SID: z.string().trim().regex(/^AC[0-9a-fA-F]{32}$/, 'muss mit AC beginnen und 34 Zeichen lang sein').optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16, 'muss mindestens 16 Zeichen lang sein').optional(),
  /** The sender: a number ('+41791234567') or an alphanumeric sender ID ('Hochzeit'). */
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(/^(\+[1-9]\d{5,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/, 'muss eine Nummer (+41…) oder ein Name mit 1 bis 11 Buchstaben/Ziffern sein')
    .optional(),
  /** Twilio's API base; another URL points the SDK at a local stand-in (tests, demos). */
  TWILIO_API_URL: z.url({ message: 'muss eine URL sein' }).default('https://api.twilio.com'),
  /** Messages sent at the same time in the 'parallel' method. */
  SMS_PARALLEL: z.coerce.number().int().min(1).max(50, 'darf höchstens 50 sein').default(10),
  /** The system Chromium that renders PDF exports (puppeteer downloads none). */
  CHROMIUM_PATH: z.string().refine((value) => path.isAbsolute(value), 'muss ein absoluter Pfad sein, z. B. /usr/bin/chromium').default('/usr/bin/chromium'),
  /** Country code for guest numbers written nationally ('079 123 45 67' → +41 79 …). */
  SMS_COUNTRY_CODE: z.string().regex(/^[1-9]\d{0,2}$/, 'muss eine Ländervorwahl ohne + sein, z. B. 41').default(SMS_DEFAULT_COUNTRY_CODE),
  /**
   * The SMTP server e-mail leaves through (`smtp://user:pass@host:587`, `smtps://…:465`); without it
   * every e-mail goes to the outbox ('Postausgang') only, like SMS without Twilio.
   */
  SMTP_URL: z
    .url({ message: 'muss eine URL sein (z. B. smtp://benutzer:passwort@smtp.example:587)' })
    .refine((url) => /^smtps?:\/\//i.test(url), 'muss mit smtp:// oder smtps:// beginnen')
    .optional(),
  /** Open-Meteo's forecast API (`/v1/forecast`); another URL points at a local stand-in (tests, demos). */
  WEATHER_API_URL: z.url({ message: 'muss eine URL sein' }).default('https://api.open-meteo.com'),
  /** Open-Meteo's historical weather API (`/v1/archive`): the wedding's date in past years. */
  WEATHER_ARCHIVE_URL: z.url({ message: 'muss eine URL sein' }).default('https://archive-api.open-meteo.com'),
  /** How log lines look: one JSON object each (default unless stdout is a terminal), or readable text for a person at a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { message: 'muss json oder pretty sein' }).optional(),
  /** The least severe lines written; `debug` adds one line per answered request. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `muss einer von ${LOG_LEVELS.join(', ')} sein` }).default('info'),
});

/** Settings that only make sense together. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // The embedded database belongs to one process, so no separate worker could ever take the jobs.
  if (env.JOB_WORKERS === 'off' && !env.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['JOB_WORKERS'], message: 'off braucht DATABASE_URL (ein separater Worker kann die eingebettete Datenbank nicht mitbenutzen)' });
  }
  // Half a Twilio account would silently mean "outbox": say so instead.
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    ctx.addIssue({ code: 'custom', path: ['TWILIO_ACCOUNT_SID'], message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN und TWILIO_FROM nur zusammen setzen (ohne alle drei landen SMS im Postausgang)' });
  }
});

export type AppConfig = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** ':memory:' keeps the embedded database in memory (tests). */
  inMemoryDatabase: boolean;
  /**
   * No environment variable: a file written by PgliteThread.dump() that the in-memory database
   * starts from instead of an empty one (tests start from the migrated schema; see test-app.ts).
   */
  embeddedDatabaseImage?: string;
  jwtSecret: string;
  adminUsername: string;
  adminPassword?: string;
  publicUrl: string;
  demoData: boolean;
  frontendDir: string;
  remotesFile?: string;
  /** Where versioned remote releases are found (served at /remotes/<remote>/<version>/). */
  releasesDir: string;
  /** The remote registry; undefined (no registry, unversioned remotes) with an in-memory DATA_DIR. */
  registryFile?: string;
  /** Origins that serve a remote's releases instead of the portal's own (no trailing slash). */
  remoteOrigins: Partial<Record<RemoteName, string>>;
  /** Failed admin sign-ins per account and client address and minute (see login-rate-limit.ts). */
  loginRateLimit: number;
  /** Reverse proxies whose forwarding headers name the client (Express's `trust proxy`). */
  trustProxy: string[];
  /** Seconds a session version read from the database is reused (0: read on every request). */
  sessionCheckSeconds: number;
  jobWorkers: 'inline' | 'off';
  /** How often an idle worker looks for due jobs (retries, delayed jobs); new jobs wake it at once. */
  jobPollingSeconds: number;
  /** How often the outbox is swept for rows a commit hook missed (e.g. after a crash). */
  outboxRelaySeconds: number;
  sms: SmsConfig;
  email: EmailConfig;
  pdf: PdfConfig;
  weather: WeatherConfig;
  log: LogConfig;
  http: HttpServerConfig;
};

export type LogConfig = {
  format: 'json' | 'pretty';
  level: (typeof LOG_LEVELS)[number];
  /** A request answered later than this is logged as a warning (successful ones are otherwise only logged at debug). */
  slowRequestMs: number;
};

/**
 * How long a client may take (slow senders hold a connection each). Headers must be complete
 * within `headersTimeoutMs` of the first byte; a JSON or form body within `bodyTimeoutMs`; the
 * whole request, uploads included, within `requestTimeoutMs`. An idle kept-alive connection
 * closes after `keepAliveTimeoutMs`.
 */
export type HttpServerConfig = {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
};

export type WeatherConfig = {
  /** Bases (no trailing slash) that answer `/v1/forecast` and `/v1/archive`. */
  forecastUrl: string;
  archiveUrl: string;
  /** A call to the weather service that takes longer is given up: the guest gets the German message, not a wait. */
  requestTimeoutMs: number;
  /** How long a forecast is reused, and how long the history of past years. */
  forecastCacheSeconds: number;
  historyCacheSeconds: number;
  /** After a failed call, how long the message is answered before the service is asked again. */
  failureCacheSeconds: number;
};

export type EmailConfig = {
  /** Undefined: no SMTP server, e-mails go to the outbox. */
  smtpUrl?: string;
  /** Open SMTP connections of the pooled transport (parallel sends share them). */
  maxConnections: number;
  /** First wait before retrying a 4xx answer or a connection that never opened; doubles on every retry. */
  retryBaseMs: number;
  /** Tries of one e-mail while the server answers 4xx or cannot be reached. */
  maxAttempts: number;
  /** How long the server may stay silent (connection, greeting, each command); after DATA: 'unklar'. */
  requestTimeoutMs: number;
};

export type PdfConfig = {
  /** Chromium's executable; missing: PDF exports answer 503, everything else works. */
  chromiumPath: string;
  /** Pages rendering at the same time in the one shared browser; further exports wait. */
  maxPages: number;
};

export type SmsConfig = {
  /** Undefined: no credentials, messages go to the outbox. */
  twilio?: { accountSid: string; authToken: string; from: string; apiUrl: string };
  /** Concurrent sends of the 'parallel' method. */
  parallel: number;
  /** For numbers written nationally ('079 …'). */
  defaultCountryCode: string;
  /** First wait before retrying a 429 or 5xx answer; doubles on every retry. */
  retryBaseMs: number;
  /** Tries of one message when Twilio answers 429 or 5xx. */
  maxAttempts: number;
  /** How long one call to Twilio may take; without an answer by then the message is 'unklar'. */
  requestTimeoutMs: number;
  /** How long a send request waits for its batch before answering with the progress so far. */
  replyWaitMs: number;
  /** A job sends for at most this long, then hands the rest of the batch to the next job. */
  roundSeconds: number;
};

export class ConfigError extends Error {}

/** npm runs workspace scripts inside the workspace; relative paths are meant from where the user typed the command. */
function resolveFromInvocation(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

/** The JWT secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  // An empty variable (e.g. `PUBLIC_URL=` in an env file) means "not set", not "invalid".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = checkedEnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const inMemoryDatabase = e.DATA_DIR === ':memory:';
  const dataDir = inMemoryDatabase ? ':memory:' : resolveFromInvocation(e.DATA_DIR);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase,
    jwtSecret: e.JWT_SECRET ?? (inMemoryDatabase ? randomBytes(48).toString('base64url') : loadOrCreateJwtSecret(dataDir)),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    demoData: e.DEMO_DATA,
    frontendDir: e.FRONTEND_DIR ? resolveFromInvocation(e.FRONTEND_DIR) : repoRoot,
    remotesFile: e.REMOTES_FILE ? resolveFromInvocation(e.REMOTES_FILE) : undefined,
    releasesDir: e.RELEASES_DIR ? resolveFromInvocation(e.RELEASES_DIR) : path.join(repoRoot, RELEASES_DIR_NAME),
    registryFile: e.REGISTRY_FILE ? resolveFromInvocation(e.REGISTRY_FILE) : inMemoryDatabase ? undefined : path.join(dataDir, REGISTRY_FILE_NAME),
    remoteOrigins: Object.fromEntries(
      (
        [
          ['admin', e.REMOTE_ORIGIN_ADMIN],
          ['guest', e.REMOTE_ORIGIN_GUEST],
          ['provider', e.REMOTE_ORIGIN_PROVIDER],
        ] as const
      ).filter(([, origin]) => origin),
    ),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    sessionCheckSeconds: e.SESSION_CHECK_SECONDS,
    jobWorkers: e.JOB_WORKERS,
    jobPollingSeconds: 2,
    outboxRelaySeconds: 10,
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, apiUrl: e.TWILIO_API_URL.replace(/\/+$/, '') }
          : undefined,
      parallel: e.SMS_PARALLEL,
      defaultCountryCode: e.SMS_COUNTRY_CODE,
      retryBaseMs: 250,
      maxAttempts: 5,
      requestTimeoutMs: 30_000,
      replyWaitMs: 10_000,
      roundSeconds: 20,
    },
    email: {
      smtpUrl: e.SMTP_URL,
      maxConnections: 5,
      retryBaseMs: 250,
      maxAttempts: 4,
      requestTimeoutMs: 30_000,
    },
    pdf: { chromiumPath: e.CHROMIUM_PATH, maxPages: 4 },
    weather: {
      forecastUrl: e.WEATHER_API_URL.replace(/\/+$/, ''),
      archiveUrl: e.WEATHER_ARCHIVE_URL.replace(/\/+$/, ''),
      requestTimeoutMs: 5000,
      forecastCacheSeconds: 30 * 60,
      historyCacheSeconds: 24 * 60 * 60,
      failureCacheSeconds: 60,
    },
    log: { format: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'), level: e.LOG_LEVEL, slowRequestMs: 2000 },
    // A phone keeps its connection between page views (browsers for minutes, nginx 75 s): Node's
    // 5 s would make nearly every view of a guest who reads a moment open a new connection. 20
    // photos of 10 MB in one upload need 5 minutes at 5.5 Mbit/s.
    http: { headersTimeoutMs: 10_000, bodyTimeoutMs: 30_000, requestTimeoutMs: 300_000, keepAliveTimeoutMs: 65_000 },
    ...overrides,
  };
}

/** For the entry points (web, worker): the configuration, or a German message on stderr and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
