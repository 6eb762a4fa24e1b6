// Which backend spec files open a database: read by jest.config.js (the PostgreSQL pass leaves the
// others out) and by the test environment (which makes a database-free file fail if it opens one).
// Plain JavaScript: the Jest configuration loads it untransformed.
import { readFileSync } from 'node:fs';
import { extract, parse } from 'jest-docblock';

/** A database-free spec's DATABASE_URL: a closed port, so any connection fails at once. */
export const NO_DATABASE_URL = 'postgresql://spec-declared-database-none@127.0.0.1:9/database_none';

/**
 * The file's `@database` pragma: 'none' (it never opens a database) or undefined (it may: it runs on
 * PGlite and on PostgreSQL). Any other value is an error, so a typo never changes what runs where.
 */
export function databaseDeclaration(pragmas, file) {
  const value = pragmas.database;
  if (value === undefined) return undefined;
  if (value === 'none') return 'none';
  throw new Error(`${file}: @database ${String(value)} ist unbekannt (nur "@database none", allein im ersten Kommentar der Datei)`);
}

/** Whether the spec file at `file` declares `@database none` in its leading docblock. */
export function isDatabaseFree(file) {
  return databaseDeclaration(parse(extract(readFileSync(file, 'utf8'))), file) === 'none';
}
