import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The product as `npm start` runs it (built frontends, migrations, demo data), on a fresh data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_PASSWORD = 'e2e-passwort-2025';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'hochzeit-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const REMOTES_FILE = path.join(dataDir, 'remotes.json');
/** Remote releases and their registry live in the test's data folder, never in the repository's. */
export const RELEASES_DIR = path.join(dataDir, 'releases');
export const REGISTRY_FILE = path.join(dataDir, 'remotes-registry.json');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Zurich',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      REMOTES_FILE,
      RELEASES_DIR,
      REGISTRY_FILE,
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      // Tests never ask the real Open-Meteo: a closed local port, so the weather page shows its
      // 'not reachable' message; tests/weather.spec.ts runs a server against its own stand-in.
      WEATHER_API_URL: 'http://127.0.0.1:9',
      WEATHER_ARCHIVE_URL: 'http://127.0.0.1:9',
    },
  },
});
