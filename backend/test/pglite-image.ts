import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { PgliteConnection } from '@mikro-orm/pglite';
import type { AppConfig } from '../src/config/app-config.js';
import { MIGRATIONS } from '../src/database/migrations.js';
import { ormOptions } from '../src/database/orm-options.js';
import { ENTITIES } from '../src/entities.js';
import type { PgliteThread } from '../src/database/pglite-thread.js';

const PREFIX = 'hochzeit-test-schema-';

/**
 * An in-memory embedded database with the committed migrations applied, as a file PGlite starts
 * from (AppConfig.embeddedDatabaseImage). Starting each test file's database from it instead of
 * an empty one skips initdb and the migrations: ~3 s of each file's start on these machines.
 *
 * Made once per set of migrations (their code and PGlite's version name the file) by the first
 * test file that needs it, in the system’s temporary folder; images of older migrations are removed.
 */
export async function migratedSchemaImage(config: AppConfig): Promise<string> {
  const pgliteVersion = pgliteVersionOf(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(MIGRATIONS.map((migration) => migration.toString()).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `${PREFIX}${key}.tar`);
  if (existsSync(file)) return file;

  const orm = await MikroORM.init(ormOptions({ ...config, embeddedDatabaseImage: undefined }, ENTITIES) as Parameters<typeof MikroORM.init>[0]);
  try {
    await orm.migrator.up();
    const thread = (await (orm.driver.getConnection() as unknown as PgliteConnection).getNativeClient()) as unknown as PgliteThread;
    // Written under a name of its own, then renamed: a file started from alongside is always whole.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, await thread.dump());
    renameSync(partial, file);
  } finally {
    await orm.close();
  }
  for (const name of readdirSync(os.tmpdir())) {
    if (name.startsWith(PREFIX) && !name.includes(key)) rmSync(path.join(os.tmpdir(), name), { force: true });
  }
  return file;
}

/** Names the committed migrations' code: an image of the schema they build is made again when it changes. */
export function migrationsKey(): string {
  return createHash('sha256')
    .update(MIGRATIONS.map((migration) => migration.toString()).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/** The version in the package.json of the package `entry` (a file of it) belongs to. */
function pgliteVersionOf(entry: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (name === '@electric-sql/pglite') return version;
    }
  }
  throw new Error(`No package.json of @electric-sql/pglite above ${entry}`);
}
