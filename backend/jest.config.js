// Jest in ESM mode: NestJS 12 is ESM-only (see shared/STACK.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isDatabaseFree } from './test/database-specs.js';

const swc = ({ tsx }) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

/**
 * The PostgreSQL pass (DATABASE_URL set) runs only the spec files that may open a database: a file
 * declaring `@database none` would run exactly as on PGlite. The test environment makes such a file
 * fail in the PGlite pass if it opens a database after all (test/database-environment.js).
 */
function databaseFreeSpecs() {
  const root = import.meta.dirname;
  return ['src', 'test']
    .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true }).map((file) => path.join(root, folder, String(file))))
    .filter((file) => file.endsWith('.spec.ts') && isDatabaseFree(file))
    .map((file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export default {
  testEnvironment: '<rootDir>/test/database-environment.js',
  // A Jest started by a database-free spec inherits its refusing DATABASE_URL: no PostgreSQL pass.
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL && process.env.TEST_DATABASE !== 'none' ? databaseFreeSpecs() : [])],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // './x.js' -> the TypeScript source; not libphonenumber's 'metadata.min.json.js' (that would become a JSON import).
  moduleNameMapper: { '^(\\.{1,2}/.*(?<!\\.json))\\.js$': '$1' },
  // .tsx (the exports' HTML, rendered by React) apart: in a .ts file `<T>(x) => x` is a generic, not JSX.
  transform: { '^.+\\.ts$': swc({ tsx: false }), '^.+\\.tsx$': swc({ tsx: true }) },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  testTimeout: 60_000,
  // On PostgreSQL each worker gets a database of its own (test/postgres.ts).
  setupFiles: ['<rootDir>/test/jest-worker-env.ts'],
  // A worker is replaced once it holds this much: ESM module registries otherwise pile up file
  // after file and every later file gets slower.
  workerIdleMemoryLimit: '1200MB',
};
