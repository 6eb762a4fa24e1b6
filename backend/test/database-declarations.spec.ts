/** @database none */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDatabaseFree } from './database-specs.js';

/**
 * A spec file declaring `@database none` is left out of the PostgreSQL pass. Besides the run-time
 * guard (test/database-environment.js: DATABASE_URL refuses connections, startTestApp refuses to
 * start), its own text must not name anything that opens a database: the test apps, the ORM's
 * start, the database drivers, the built server.
 */
const OPENS_A_DATABASE: [string, RegExp][] = [
  ['die Test-App', /\b(startTestApp|useTestApp|useMediaTestApp|startSmsTestApp)\b|['"][./]*(test\/)?(test-app|media|sms)\.js['"]/],
  ['das ORM', /\bMikroORM\b|\bormOptions\b|\bcreateApp\b|\bcreateWorker\b|\bmigratedSchemaImage\b/],
  ['einen Datenbanktreiber', /from ['"](pg|pg-boss|@electric-sql\/pglite|@mikro-orm\/(pglite|postgresql))['"]/],
  ['den gebauten Server', /dist\/(main|worker)\.js/],
];

const root = path.resolve(import.meta.dirname, '..');
const specs = ['src', 'test']
  .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true }).map((file) => path.join(folder, String(file))))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const databaseFree = specs.filter((file) => isDatabaseFree(path.join(root, file)));

describe('spec files declaring @database none', () => {
  it('are found (the PostgreSQL pass leaves exactly these out)', () => {
    expect(databaseFree).toContain(path.join('test', 'database-declarations.spec.ts'));
  });

  // This file names them all in its patterns.
  const others = databaseFree.filter((file) => file !== path.join('test', 'database-declarations.spec.ts'));
  it.each(others)('%s names nothing that opens a database', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const found = OPENS_A_DATABASE.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
    expect(found).toEqual([]);
  });
});
