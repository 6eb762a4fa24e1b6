import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ES module without types
import { createRelease } from '../../infra/release-remote.mjs';
// @ts-expect-error plain ES module without types
import { serveRemote } from '../../infra/serve-remote.mjs';
import { REGISTRY_FILE, RELEASES_DIR, REMOTES_FILE } from '../playwright.config';
import { demoGuest, recordRequests } from './support';

const REMOTE_PORT = 3299;
let server: Server;

test.beforeAll(async () => {
  server = await serveRemote(path.resolve(import.meta.dirname, '../../remote-guest/dist'), REMOTE_PORT);
});
test.afterAll(async () => {
  rmSync(REMOTES_FILE, { force: true });
  rmSync(REGISTRY_FILE, { force: true });
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

test('a promoted release is loaded from its versioned folder, cached forever, and /remotes.json revalidates with 304', async ({ page, request }) => {
  const guestDist = path.resolve(import.meta.dirname, '../../remote-guest/dist');
  const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../remote-guest/package.json'), 'utf8'));
  // The release script's own code, with the already built dist as the build (its manifest carries the package version).
  await createRelease({ remote: 'guest', version, releasesDir: RELEASES_DIR, build: async (out: string) => cpSync(guestDist, out, { recursive: true }) });
  const before = await request.get('/remotes.json');
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../infra/remotes.mjs'), 'promote', 'guest', version, '--by', 'e2e'], {
    env: { ...process.env, REGISTRY_FILE, RELEASES_DIR },
  });

  const registry = await request.get('/remotes.json', { headers: { 'If-None-Match': before.headers().etag } });
  expect(registry.status()).toBe(200);
  const body = await registry.json();
  expect(body.guest).toBe(`/remotes/guest/${version}/mf-manifest.json`);
  expect(Object.keys(body.versions.guest.integrity).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
  expect((await request.get('/remotes.json', { headers: { 'If-None-Match': registry.headers().etag } })).status()).toBe(304);

  const sophie = await demoGuest(request, 'Sophie');
  const urls = recordRequests(page);
  await page.goto(`/guest-login?token=${sophie.login_token}`);
  await expect(page.getByRole('heading', { name: 'Willkommen, Sophie Keller!' })).toBeVisible();
  const guestFiles = urls.filter((url) => url.includes('/remotes/guest/'));
  expect(guestFiles.some((url) => url.endsWith(`/remotes/guest/${version}/remoteEntry.js`))).toBe(true);
  expect(guestFiles.filter((url) => !url.includes(`/remotes/guest/${version}/`))).toEqual([]);
  expect((await request.get(`/remotes/guest/${version}/remoteEntry.js`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
