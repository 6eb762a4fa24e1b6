// Jest for the React packages: jsdom, swc, ESM mode (react-router 8 ships only ES modules).
// Run with NODE_OPTIONS=--experimental-vm-modules (the packages' test scripts do).
const path = require('node:path');

// Dates are shown in the wedding's time zone; tests must not depend on the machine's.
process.env.TZ = 'Europe/Zurich';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

/** @param {string} dir the package directory */
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '\\.(png|jpe?g|svg|webp|mp4)$': path.join(__dirname, 'jest-file-stub.cjs') },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
});
