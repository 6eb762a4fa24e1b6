/**
 * Writes a new migration into src/migrations from the difference between the entities and a
 * scratch database that has all committed migrations applied. Usage (after a build):
 *   npm run migration:create -w backend -- <Name>
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../src/config/app-config.js';
import { ormOptions } from '../src/database/orm-options.js';
import { ENTITIES } from '../src/entities.js';

const name = process.argv[2];
if (!name) throw new Error('Name der Migration fehlt');
const dir = mkdtempSync(path.join(os.tmpdir(), 'hp-migration-'));
const options = ormOptions(loadConfig({ DATA_DIR: dir, DEMO_DATA: 'false', JWT_SECRET: 'x'.repeat(32) }), ENTITIES);
const orm = await MikroORM.init({
  ...options,
  migrations: { ...options.migrations, path: path.resolve(import.meta.dirname, '../../src/migrations'), emit: 'ts', fileName: (ts: string) => `Migration${ts}${name}` },
} as Parameters<typeof MikroORM.init>[0]);
await orm.migrator.up();
const result = await orm.migrator.create();
if (result.fileName) {
  // Name the class like its file so the list in src/database/migrations.ts reads well.
  const file = path.resolve(import.meta.dirname, '../../src/migrations', result.fileName);
  const className = path.basename(result.fileName, '.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/Migration\d{14}\b/g, className));
  console.log(`Migration geschrieben: ${result.fileName}; jetzt in src/database/migrations.ts eintragen.`);
} else {
  console.log('Keine Änderungen am Schema.');
}
await orm.close();
rmSync(dir, { recursive: true, force: true });
