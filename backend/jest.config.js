// Jest in ESM mode: NestJS 12 is ESM-only (see shared/STACK.md).
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

export default {
  testEnvironment: 'node',
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
