// Fake builds: just the files a release is made of, so the tests need no webpack run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRelease } from '../release-remote.mjs';
import { REPO_ROOT } from '../registry.mjs';

export const CLI = path.resolve(import.meta.dirname, '..', 'remotes.mjs');
export const RELEASE_CLI = path.resolve(import.meta.dirname, '..', 'release-remote.mjs');

const roots = [];
export const removeTempLocations = () => Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));

export async function tempLocations() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hochzeit-registry-'));
  roots.push(root);
  return { root, releasesDir: path.join(root, 'releases'), registryFile: path.join(root, 'data', 'remotes-registry.json') };
}

/** The versions today's shell provides, so a fake release fits the built shell like a real one. */
const REACT_VERSION = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/react/package.json'), 'utf8')).version;
const SHARED_UI_VERSION = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-ui/package.json'), 'utf8')).version;

/** A build output as webpack's federation plugin writes it, with the given build version. */
export function fakeBuild(remote, buildVersion, entry = 'console.log("remote");') {
  return async (dir) => {
    await writeFile(path.join(dir, 'remoteEntry.js'), entry);
    await writeFile(path.join(dir, 'chunk.0123456789ab.js'), 'export {}');
    const manifest = {
      id: `hochzeit_${remote}`,
      name: `hochzeit_${remote}`,
      metaData: { name: `hochzeit_${remote}`, buildInfo: { buildVersion, buildName: `@hochzeit/remote-${remote}` }, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
      shared: [
        { name: 'react', version: REACT_VERSION, requiredVersion: `^${REACT_VERSION}`, singleton: true },
        { name: '@hochzeit/shared-ui', version: SHARED_UI_VERSION, requiredVersion: `^${SHARED_UI_VERSION}`, singleton: true },
      ],
      remotes: [],
      exposes: [],
    };
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  };
}

export function release(locations, remote, version, build = fakeBuild(remote, version)) {
  return createRelease({ remote, version, releasesDir: locations.releasesDir, build });
}

/**
 * Runs a CLI as an operator would, with the test's files. Fake builds cannot render, so promotions
 * skip the smoke test unless `smoke: true` (smoke-gate.test.mjs promotes real builds).
 */
export function run(script, args, locations, extraEnv = {}, { smoke = false } = {}) {
  const skip = script === CLI && args[0] === 'promote' && !smoke ? ['--skip-smoke'] : [];
  return new Promise((resolve, reject) => {
    // The file registry unless the test names a database (DATABASE_URL would move the registry there).
    const { DATABASE_URL: _database, ...env } = process.env;
    const child = spawn(process.execPath, [script, ...args, ...skip], {
      env: { ...env, REGISTRY_FILE: locations.registryFile, RELEASES_DIR: locations.releasesDir, USER: 'tester', INIT_CWD: '', ...extraEnv },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
