import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ES module without types
import { serveRemote } from '../../infra/serve-remote.mjs';
import { REMOTES_FILE } from '../playwright.config';
import { demoGuest, recordRequests } from './support';

const REMOTE_PORT = 3299;
let server: Server;

test.beforeAll(async () => {
  server = await serveRemote(path.resolve(import.meta.dirname, '../../remote-guest/dist'), REMOTE_PORT);
});
test.afterAll(async () => {
  rmSync(REMOTES_FILE, { force: true });
  await new Promise((resolve) => server.close(resolve));
});

test('the shell loads the guest remote from its own origin once the registry points there, without a restart', async ({ page, request }) => {
  const registryBefore = await (await request.get('/remotes.json')).json();
  expect(registryBefore.guest).toBe('/remotes/guest/mf-manifest.json');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');

  writeFileSync(REMOTES_FILE, JSON.stringify({ guest: `http://127.0.0.1:${REMOTE_PORT}/mf-manifest.json` }));
  expect((await (await request.get('/remotes.json')).json()).guest).toBe(`http://127.0.0.1:${REMOTE_PORT}/mf-manifest.json`);

  const sophie = await demoGuest(request, 'Sophie');
  const urls = recordRequests(page);
  await page.goto(`/guest-login?token=${sophie.login_token}`);
  await expect(page.getByRole('heading', { name: 'Willkommen, Sophie Keller!' })).toBeVisible();
  expect(urls.some((url) => url.startsWith(`http://127.0.0.1:${REMOTE_PORT}/`) && url.endsWith('remoteEntry.js'))).toBe(true);
  expect(urls.filter((url) => url.includes('/remotes/guest/'))).toEqual([]);
});

test('hashed chunks are cacheable forever, entries and manifests are revalidated', async ({ request }) => {
  const manifest = await request.get('/remotes/guest/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = await manifest.json();
  const entry = await request.get(`/remotes/guest/${body.metaData.remoteEntry.name}`);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const chunk: string = body.exposes[0].assets.js.sync[0];
  const chunkResponse = await request.get(`/remotes/guest/${chunk}`);
  expect(chunkResponse.ok()).toBe(true);
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/guest-dashboard')).headers()['cache-control']).toBe('no-cache');
});
