import 'reflect-metadata';
import { EntityManager, MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { ZodSerializerInterceptor } from 'nestjs-zod';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { Logger as ProcessLogger } from 'pino';
import { startRequestsInArrivalOrder } from './api/arrival-order.js';
import { PrototypedExpressAdapter } from './api/express-adapter.js';
import { bodyParsers } from './api/json-body.js';
import { CachedReplyInterceptor } from './api/cached-reply.js';
import { serveApiDocs } from './api/openapi.js';
import { ContractValidationPipe } from './api/validation.pipe.js';
import { AppModule } from './app.module.js';
import { AuthService } from './auth/auth.service.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { createLogger, type LoggerOptions, requestIds } from './common/logging.js';
import { securityHeaders } from './common/security-headers.js';
import type { AppConfig } from './config/app-config.js';
import { CachedReads, DataChanges } from './database/data-changes.js';
import { type DataDirLock, lockDataDir } from './database/data-dir-lock.js';
import { ormOptions } from './database/orm-options.js';
import { ENTITIES } from './entities.js';
import { seedDemoData } from './modules/demo-data/index.js';
import { EventSettingsService } from './modules/event-settings/index.js';
import { guestWelcomeLookup, hostFrontend } from './modules/frontend/index.js';
import { RemoteReleaseCatalog, remoteFailureRateLimit, remoteLoadRateLimit } from './modules/remote-releases/index.js';
import { FileStorage } from './storage/file-storage.js';

export interface CreateAppOptions {
  /** Serve the built shell and remotes (off in API tests). */
  serveFrontend?: boolean;
  /** false: log nothing (tests); otherwise LOG_FORMAT and LOG_LEVEL, to stdout or `logDestination`. */
  logger?: false;
  logDestination?: LoggerOptions['destination'];
}

/** The process's logger for these options (common/logging.ts). */
function processLogger(config: AppConfig, options: CreateAppOptions): ProcessLogger {
  return createLogger(config.log, { silent: options.logger === false, destination: options.logDestination });
}

/**
 * Builds the whole application: migrations applied, first admin and (optionally) demo data in place.
 * On the embedded database it first takes DATA_DIR's lock (DataDirInUseError while another process
 * holds it), held until the application is closed.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  return holdingDataDir(config, (dataDirLock) => buildApp(config, options, dataDirLock));
}

async function buildApp(config: AppConfig, options: CreateAppOptions, dataDirLock: DataDirLock | null): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, dataDirLock, processLogger(config, options)), new PrototypedExpressAdapter(config.http), {
    // Nest's lines from the start wait for the logger below, so every line is JSON.
    bufferLogs: true,
    // JSON and form bodies are parsed by bodyParsers below, with a size and depth limit per route.
    bodyParser: false,
  });
  app.useLogger(app.get(PinoNestLogger));
  // Forwarding headers count only from these proxies; any other sender is the client itself.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestIds());
  app.use(bodyParsers(app, config.http));
  app.use(securityHeaders);
  app.use(compression());
  app.use('/api/remote-failures', remoteFailureRateLimit());
  app.use('/api/remote-loads', remoteLoadRateLimit());
  app.useGlobalPipes(new ContractValidationPipe());
  // Cached replies are kept as they go out, so their interceptor comes before the serializer.
  app.useGlobalInterceptors(new CachedReplyInterceptor(app.get(Reflector), app.get(CachedReads), app.get(DataChanges)), new ZodSerializerInterceptor(app.get(Reflector)));
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  startRequestsInArrivalOrder(app.getHttpServer());

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
export async function createWorker(config: AppConfig, options: Pick<CreateAppOptions, 'logger' | 'logDestination'> = {}): Promise<INestApplicationContext> {
  return holdingDataDir(config, (dataDirLock) => buildWorker(config, options, dataDirLock));
}

async function buildWorker(config: AppConfig, options: Pick<CreateAppOptions, 'logger' | 'logDestination'>, dataDirLock: DataDirLock | null): Promise<INestApplicationContext> {
  const logger = processLogger(config, options);
  // The context starts the job queue as it is created, so the schema must be current before.
  const orm = await MikroORM.init({
    ...ormOptions(config, ENTITIES),
    logger: (message: string) => logger.info({ context: 'Migrationen' }, message),
  } as Parameters<typeof MikroORM.init>[0]);
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
  const worker = await NestFactory.createApplicationContext(AppModule.forRoot({ ...config, jobWorkers: 'inline' }, dataDirLock, logger), { bufferLogs: true });
  worker.useLogger(worker.get(PinoNestLogger));
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
