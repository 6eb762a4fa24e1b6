import { DeadlockException, MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp, type CreateAppOptions } from '../src/app.js';
import { SessionVersions } from '../src/auth/session-versions.js';
import { DataChanges } from '../src/database/data-changes.js';
import { TokenService } from '../src/auth/token.service.js';
import type { UserType } from '../src/auth/auth.types.js';
import { type AppConfig, loadConfig } from '../src/config/app-config.js';
import { ormOptions } from '../src/database/orm-options.js';
import { ENTITIES } from '../src/entities.js';
import { JOB_SCHEMA } from '../src/jobs/job-queue.js';
import { Guest } from '../src/modules/guests/guest.entity.js';
import { MediaDerivatives } from '../src/modules/media/media-derivatives.worker.js';
import { ServiceProvider } from '../src/modules/service-providers/service-provider.entity.js';
import { migratedSchemaImage, migrationsKey } from './pglite-image.js';
import { migratedSchemaSql, onDatabaseServer } from './postgres.js';

export const ADMIN_PASSWORD = 'test-passwort-123';

export interface TestApp {
  app: NestExpressApplication;
  orm: MikroORM;
  http: () => ReturnType<typeof request>;
  config: AppConfig;
  /** A bearer header for a session of that type and id (issued with session version 0, as every record starts). */
  auth(type: UserType, id?: number): { Authorization: string };
  /** Empties every table and recreates the first admin, so each test starts alike. */
  reset(): Promise<void>;
  createGuest(data?: Partial<Guest>): Promise<Guest>;
  createProvider(data?: Partial<ServiceProvider>): Promise<ServiceProvider>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings without an environment variable (e.g. `jobWorkers: 'off'` on the embedded database). */
  overrides?: Partial<AppConfig>;
  /** Reopen the database as a previous instance left it (a restart), instead of starting empty. */
  keepDatabase?: boolean;
  /** The server's log lines go here (a spec that reads them) instead of nowhere. */
  logDestination?: CreateAppOptions['logDestination'];
}

/** Jobs are picked up and retried within a second, so tests wait for them briefly. */
const FAST_JOBS: Partial<AppConfig> = { jobPollingSeconds: 0.5, outboxRelaySeconds: 1 };

/**
 * The real application over HTTP on a real database: PGlite in memory by default, PostgreSQL
 * when DATABASE_URL is set (CI runs the suite both ways). One instance per test file.
 */
export async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  // Such a file is left out of the PostgreSQL pass (jest.config.js), so it must never start the app.
  if (process.env.TEST_DATABASE === 'none') throw new Error('Diese Spec-Datei erklärt "@database none" und startet doch die Test-App: die Erklärung entfernen');
  const environment = {
    DATA_DIR: ':memory:',
    DEMO_DATA: 'false',
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT: '1000',
    PUBLIC_URL: 'https://hochzeit.test',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  };
  const config = loadConfig(environment, { ...FAST_JOBS, ...options.overrides });
  if (config.databaseUrl && !options.keepDatabase) await freshSchema(config);
  if (config.inMemoryDatabase && !config.databaseUrl) config.embeddedDatabaseImage = await migratedSchemaImage(config);
  // TEST_LOGS=1 shows the server's log while debugging a spec (a 500's stack, say); quiet otherwise.
  const app = await createApp(config, options.logDestination ? { logDestination: options.logDestination } : { logger: process.env.TEST_LOGS ? undefined : false });
  const orm = app.get<MikroORM>(MikroORM);
  const tokens = app.get(TokenService);
  const server = app.getHttpServer();

  // The first admin as the app creates it (ensureFirstAdmin), then the same row again after each
  // reset: an argon2 hash costs 10-30 ms, and the suite resets before each of its ~2,000 tests.
  let admin: { username: string; password_hash: string } | undefined;
  const firstAdmin = async () => {
    const [{ AdminUser }, { AuthService }] = await Promise.all([import('../src/auth/admin-user.entity.js'), import('../src/auth/auth.service.js')]);
    const em = orm.em.fork();
    if (admin) {
      em.create(AdminUser, admin);
      await em.flush();
      return;
    }
    await app.get(AuthService).ensureFirstAdmin();
    const created = await em.findOneOrFail(AdminUser, { username: config.adminUsername });
    admin = { username: created.username, password_hash: created.password_hash };
  };

  const testApp: TestApp = {
    app,
    orm,
    config,
    http: () => request(server),
    auth: (type, id = 1) => ({ Authorization: `Bearer ${tokens.issueSessionToken(id, type, 0)}` }),
    async reset() {
      const tables = [...orm.getMetadata().getAll().values()]
        .filter((meta) => !meta.embeddable && meta.tableName)
        .map((meta) => `"${meta.tableName}"`);
      const truncate = `truncate ${[...new Set(tables)].join(', ')} restart identity cascade`;
      // Photos an image request of the last test made are still being stored: runs are kept by
      // medium id, which starts at 1 again.
      await app.get(MediaDerivatives).idle();
      // A job of the last test may still be writing (derivatives, outbox): truncate locks every table
      // in turn, so on PostgreSQL the two can deadlock. The database ends one of them; if it chose
      // the truncate, run it again (the job retries on its own).
      for (let attempt = 1; ; attempt++) {
        try {
          await orm.em.getConnection().execute(truncate);
          break;
        } catch (error) {
          if (!(error instanceof DeadlockException) || attempt === 5) throw error;
        }
      }
      // Ids start at 1 again: what the caches keep of the last test must be dropped first.
      await app.get(DataChanges).settled();
      app.get(SessionVersions).clear();
      await firstAdmin();
    },
    async createGuest(data = {}) {
      const em = orm.em.fork();
      const guest = em.create(Guest, { first_name: 'Erika', last_name: 'Muster', guest_type: 'Apéro', allergies: [], ...data });
      await em.flush();
      await app.get(DataChanges).settled();
      return guest;
    },
    async createProvider(data = {}) {
      const em = orm.em.fork();
      const provider = em.create(ServiceProvider, { company_name: 'Blumen Rosa', category: 'Dekoration', ...data });
      await em.flush();
      await app.get(DataChanges).settled();
      return provider;
    },
    close: () => app.close(),
  };
  if (!options.keepDatabase) await testApp.reset();
  return testApp;
}

/**
 * A PostgreSQL run starts from the schema the committed migrations build, and without the job
 * queue's schema, so no test file sees another one's jobs. The migrations run once per set of
 * them; later files replay that schema as SQL (test/postgres.ts), ~0.2 s instead of 1–2 s.
 */
async function freshSchema(config: AppConfig): Promise<void> {
  const url = config.databaseUrl!;
  const orm = await MikroORM.init(ormOptions(config, ENTITIES) as Parameters<typeof MikroORM.init>[0]);
  try {
    const drop = `drop schema if exists public cascade; drop schema if exists ${JOB_SCHEMA} cascade;`;
    await orm.em.getConnection().execute(`${drop} create schema public;`);
    const sql = await migratedSchemaSql(url, migrationsKey(), async () => void (await orm.migrator.up()));
    // Without pg_dump the app's start runs the migrations on the empty schema, as it would anyway.
    if (sql === undefined) return;
    await orm.em.getConnection().execute(drop);
    // A connection of its own: the dump empties the search path of the session it runs in.
    await onDatabaseServer(url, (client) => client.query(sql));
  } finally {
    await orm.close();
  }
}

/**
 * The lifecycle every spec file shares: one app per file, closed at the end, and (unless
 * `resetBeforeEach` is false) emptied before each test. Returns the file's app, usable from
 * `beforeAll` on (`const t = useTestApp();`); `onStart` runs once it has started.
 */
export function useTestApp(
  onStart: (t: TestApp) => void | Promise<void> = () => undefined,
  options: { env?: Record<string, string>; overrides?: Partial<AppConfig>; resetBeforeEach?: boolean } = {},
): TestApp {
  let app: TestApp | undefined;
  const started = (): TestApp => {
    if (!app) throw new Error('Die Test-App startet erst in beforeAll');
    return app;
  };
  beforeAll(async () => {
    app = await startTestApp(options.env, { overrides: options.overrides });
    await onStart(app);
  });
  afterAll(() => app?.close());
  if (options.resetBeforeEach ?? true) beforeEach(() => started().reset());
  return {
    get app() {
      return started().app;
    },
    get orm() {
      return started().orm;
    },
    get config() {
      return started().config;
    },
    http: () => started().http(),
    auth: (type, id) => started().auth(type, id),
    reset: () => started().reset(),
    createGuest: (data) => started().createGuest(data),
    createProvider: (data) => started().createProvider(data),
    close: () => started().close(),
  };
}
