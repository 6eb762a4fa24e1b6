import 'reflect-metadata';
import { EntityManager, MikroORM } from '@mikro-orm/core';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { ZodSerializerInterceptor } from 'nestjs-zod';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { startRequestsInArrivalOrder } from './api/arrival-order.js';
import { PrototypedExpressAdapter } from './api/express-adapter.js';
import { bodyParsers } from './api/json-body.js';
import { CachedReplyInterceptor } from './api/cached-reply.js';
import { serveApiDocs } from './api/openapi.js';
import { ContractValidationPipe } from './api/validation.pipe.js';
import { AppModule } from './app.module.js';
import { AuthService } from './auth/auth.service.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { securityHeaders } from './common/security-headers.js';
import type { AppConfig } from './config/app-config.js';
import { CachedReads, DataChanges } from './database/data-changes.js';
import { type DataDirLock, lockDataDir } from './database/data-dir-lock.js';
import { ormOptions } from './database/orm-options.js';
import { ENTITIES } from './entities.js';
import { seedDemoData } from './modules/demo-data/index.js';
import { EventSettingsService } from './modules/event-settings/index.js';
import { guestWelcomeLookup, hostFrontend } from './modules/frontend/index.js';
import { RemoteReleaseCatalog, remoteFailureRateLimit } from './modules/remote-releases/index.js';
import { FileStorage } from './storage/file-storage.js';

export interface CreateAppOptions {
  /** Serve the built shell and remotes (off in API tests). */
  serveFrontend?: boolean;
  logger?: false;
}

/** How long an idle client connection stays open (the proxy's own upstream keep-alive is shorter). */
const KEEP_ALIVE_MS = 65_000;

/**
 * Builds the whole application: migrations applied, first admin and (optionally) demo data in place.
 * On the embedded database it first takes DATA_DIR's lock (DataDirInUseError while another process
 * holds it), held until the application is closed.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  return holdingDataDir(config, (dataDirLock) => buildApp(config, options, dataDirLock));
}

async function buildApp(config: AppConfig, options: CreateAppOptions, dataDirLock: DataDirLock | null): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, dataDirLock), new PrototypedExpressAdapter(), {
    logger: options.logger ?? ['log', 'warn', 'error'],
    // JSON and form bodies are parsed by bodyParsers below, with a size and depth limit per route.
    bodyParser: false,
  });
  // Forwarding headers count only from these proxies; any other sender is the client itself.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(bodyParsers(app));
  app.use(securityHeaders);
  app.use(compression());
  app.use('/api/remote-failures', remoteFailureRateLimit());
  app.useGlobalPipes(new ContractValidationPipe());
  // Cached replies are kept as they go out, so their interceptor comes before the serializer.
  app.useGlobalInterceptors(new CachedReplyInterceptor(app.get(Reflector), app.get(CachedReads), app.get(DataChanges)), new ZodSerializerInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  // A phone keeps its connection between page views (browsers for minutes, nginx 75 s). Node's
  // default of 5 s quiet would make nearly every view of a guest who reads a moment open a new
  // connection: a handshake and a trip through the accept queue each, hundreds a minute in the rush.
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  startRequestsInArrivalOrder(server);

  const orm = app.get(MikroORM);
  await orm.migrator.up();
  await app.get(AuthService).ensureFirstAdmin();
  if (config.demoData) await seedDemoData(orm.em.fork(), config, app.get(FileStorage));

  serveApiDocs(app);
  if (options.serveFrontend) hostFrontend(app, config, app.get(RemoteReleaseCatalog), guestWelcomeLookup(app.get(EntityManager), app.get(EventSettingsService)));
  await app.init();
  return app;
}

/**
 * The application without HTTP, working jobs only (`npm run worker`): the same modules and
 * handlers as the web process, so either can take any job.
 */
export async function createWorker(config: AppConfig, options: Pick<CreateAppOptions, 'logger'> = {}): Promise<INestApplicationContext> {
  return holdingDataDir(config, (dataDirLock) => buildWorker(config, options, dataDirLock));
}

async function buildWorker(config: AppConfig, options: Pick<CreateAppOptions, 'logger'>, dataDirLock: DataDirLock | null): Promise<INestApplicationContext> {
  // The context starts the job queue as it is created, so the schema must be current before.
  const orm = await MikroORM.init({
    ...ormOptions(config, ENTITIES),
    logger: (message: string) => options.logger !== false && Logger.log(message, 'Migrationen'),
  } as Parameters<typeof MikroORM.init>[0]);
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
  const worker = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, jobWorkers: 'inline' }, dataDirLock), {
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  worker.enableShutdownHooks();
  return worker;
}

/** Opens with DATA_DIR's lock held (embedded database only); a failed start gives it back. */
async function holdingDataDir<T>(config: AppConfig, open: (lock: DataDirLock | null) => Promise<T>): Promise<T> {
  const lock = lockDataDir(config);
  try {
    return await open(lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}
