// Playwright for test:deploy only: run through `npm run test:deploy`, which starts the stack
// (infra/deploy/stack.mjs) and names its description in DEPLOY_STACK.
import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

if (!process.env.DEPLOY_STACK) throw new Error('Diese Tests laufen über "npm run test:deploy" (es startet nginx, Backends und Datenbank).');
const stack = JSON.parse(readFileSync(process.env.DEPLOY_STACK, 'utf8'));

export default defineConfig({
  testDir: './tests',
  // Traces and screenshots of a failure go with the stack's temporary folder, not into the repository.
  outputDir: `${stack.root}/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: stack.origins.main,
    locale: 'de-DE',
    timezoneId: 'Europe/Zurich',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The test's self-signed certificate is trusted by its key (no certificate error, so the
      // browser caches and behaves as with a real certificate).
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--ignore-certificate-errors-spki-list=${stack.spki}`],
    },
    trace: 'off',
  },
});
