// Jest in ESM mode for the contract's own logic (texts, counters, schemas): plain Node, no DOM;
// swc strips the types, and './x.js' imports resolve to the TypeScript sources (not libphonenumber's
// 'metadata.min.json.js', which would become a JSON import).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*(?<!\\.json))\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
