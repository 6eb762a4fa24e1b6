import type { AccessTokenReply, LoginInput } from '@hochzeit/contracts';
import type { paths } from '@hochzeit/contracts/openapi';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import getPort from 'get-port';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/** API paths that answer a GET with JSON, and that JSON, as the backend's OpenAPI document says. */
type JsonGetPath = { [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': unknown } } } } } ? P : never }[keyof paths];
export type GetReply<P extends JsonGetPath> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer R } } } } } ? R : never;
export type AdminGuest = GetReply<'/api/admin/guests'>[number];

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } satisfies LoginInput });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as AccessTokenReply).access_token;
}

export async function adminGet<P extends JsonGetPath>(request: APIRequestContext, path: P): Promise<GetReply<P>> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** A demo guest (seeded at start) by first name. */
export async function demoGuest(request: APIRequestContext, firstName: string): Promise<AdminGuest> {
  const guests = await adminGet(request, '/api/admin/guests');
  const guest = guests.find((g) => g.first_name === firstName);
  if (!guest) throw new Error(`Demo-Gast ${firstName} fehlt`);
  return guest;
}

export async function submitAdminLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await submitAdminLogin(page);
  await expect(page.getByRole('heading', { name: 'Willkommen im Admin-Dashboard' })).toBeVisible();
}

/** Every URL the page requests, for asserting what a visit downloads. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** A server a spec file runs for itself; `stop()` ends it and removes its data folder. */
export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the built product as `npm start` does (fresh data folder, demo data, the e2e admin
 * password) on a free port, for a spec that must not share the config's server: one that removes
 * the demo data, or that needs other settings (`env`, e.g. the weather stand-in's address). Like
 * the shared server it never asks the real weather service unless `env` says where to.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await getPort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hochzeit-e2e-own-'));
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      PUBLIC_URL: baseURL,
      WEATHER_API_URL: 'http://127.0.0.1:9',
      WEATHER_ARCHIVE_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 110_000;
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`Der Server hat sich beendet (Code ${server.exitCode})`);
      if (await fetch(`${baseURL}/api/health`).then((res) => res.ok, () => false)) return { baseURL, stop };
      if (Date.now() > deadline) throw new Error(`Der Server antwortet nicht unter ${baseURL}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
