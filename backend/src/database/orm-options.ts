import path from 'node:path';
import { Logger } from '@nestjs/common';
import { Migrator } from '@mikro-orm/migrations';
import type { Options } from '@mikro-orm/core';
import { defineConfig as definePgliteConfig } from '@mikro-orm/pglite';
import { defineConfig as definePostgresConfig } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config.js';
import { MIGRATIONS } from './migrations.js';
import { ThreadedPgliteDriver } from './pglite-thread.js';

export type DatabaseKind = 'pglite' | 'postgresql';

export function databaseKind(config: Pick<AppConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgresql' : 'pglite';
}

/**
 * One ORM configuration for both drivers: same entities, same committed migrations. `entities`:
 * none inside Nest (each module registers its own), all of them (src/entities.ts) for an ORM
 * started on its own.
 */
export function ormOptions(config: AppConfig, entities: NonNullable<Options['entities']>) {
  const common = {
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS.map((m) => ({ name: m.name, class: m })),
      path: 'src/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    debug: false,
    // The migrator's lines ('Applied …') go through Nest's logger, JSON like every other line (common/logging.ts).
    colors: false,
    logger: (message: string) => Logger.log(message, 'Datenbank'),
    allowGlobalContext: false,
  };

  if (config.databaseUrl) {
    return definePostgresConfig({ ...common, clientUrl: config.databaseUrl });
  }
  const dbName = config.inMemoryDatabase ? 'memory://' : path.join(config.dataDir, 'db');
  return definePgliteConfig({ ...common, dbName, driver: ThreadedPgliteDriver, driverOptions: { image: config.inMemoryDatabase ? config.embeddedDatabaseImage : undefined } });
}
