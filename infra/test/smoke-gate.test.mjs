// The smoke gate with real builds: the built shell, backend and guest remote of this checkout
// (npm test builds them first). A release that renders is promoted; one that throws is refused
// and the registry stays as it was.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from '../registry.mjs';
import { CLI, release, removeTempLocations, run, tempLocations } from './helpers.mjs';

after(removeTempLocations);

const GUEST_DIST = path.join(REPO_ROOT, 'remote-guest', 'dist');
const require = createRequire(import.meta.url);

/**
 * The built guest remote released as `version` (its manifest names the build version, as a build
 * with MF_BUILD_VERSION would); `breakIt` makes the exposed App throw when it is loaded.
 */
function guestBuild(version, { breakIt = false } = {}) {
  return async (dir) => {
    await cp(GUEST_DIST, dir, { recursive: true });
    const manifestFile = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    await writeFile(manifestFile, JSON.stringify(manifest));
    if (breakIt) {
      const exposed = path.join(dir, manifest.exposes.find((e) => e.name === 'App').assets.js.sync[0]);
      await writeFile(exposed, `throw new Error('Kaputte Release');\n${await readFile(exposed, 'utf8')}`);
    }
  };
}

describe('smoke gate', { timeout: 180_000 }, () => {
  it('promotes a release that renders in the shell, and refuses one that throws, leaving the registry as it was', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.0.1', guestBuild('1.0.1'));
    await release(locations, 'guest', '1.0.2', guestBuild('1.0.2', { breakIt: true }));

    const passed = await run(CLI, ['promote', 'guest', '1.0.1', '--by', 'anna'], locations, {}, { smoke: true });
    assert.equal(passed.code, 0, passed.stderr);
    assert.match(passed.stdout, /guest: – -> 1\.0\.1 aktiviert/);
    const registry = JSON.parse(await readFile(locations.registryFile, 'utf8'));
    assert.deepEqual(registry.remotes.guest.history.at(-1).checks, ['release', 'integrity', 'shared-singletons', 'smoke']);

    const before = await readFile(locations.registryFile, 'utf8');
    const refused = await run(CLI, ['promote', 'guest', '1.0.2', '--by', 'anna'], locations, {}, { smoke: true });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^Smoke-Test: guest 1\.0\.2 .*Die Release wird nicht aktiviert\./m);
    assert.match(refused.stderr, /Kaputte Release/);
    assert.equal(await readFile(locations.registryFile, 'utf8'), before);
  });
});

describe('shared-ui minor versions', { timeout: 300_000 }, () => {
  it('a release built against an older minor of shared-ui passes the gate and runs in a shell built with the newer one', async () => {
    const locations = await tempLocations();
    // Second build: the shell, providing shared-ui one minor version higher than the guest release requires.
    const frontendDir = path.join(locations.root, 'frontend');
    await mkdir(frontendDir, { recursive: true });
    // As deployed: beside the shell, each remote's unversioned build (the live one before any promotion).
    for (const remote of ['admin', 'guest', 'provider']) await symlink(path.join(REPO_ROOT, `remote-${remote}`), path.join(frontendDir, `remote-${remote}`));
    await promisify(execFile)(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js'), '--config', path.join(import.meta.dirname, 'fixtures', 'shell-newer-shared-ui.webpack.mjs'), '--mode', 'production', '--stats', 'errors-warnings', '--output-path', path.join(frontendDir, 'shell', 'dist')],
      { cwd: REPO_ROOT },
    );
    const shell = JSON.parse(await readFile(path.join(frontendDir, 'shell', 'dist', 'mf-manifest.json'), 'utf8'));
    const provided = shell.shared.find((s) => s.name === '@hochzeit/shared-ui').version;
    const { release: guest } = await release(locations, 'guest', '1.0.5', guestBuild('1.0.5'));
    const { version: sharedUi } = JSON.parse(await readFile(path.join(REPO_ROOT, 'shared-ui', 'package.json'), 'utf8'));
    const [major, minor] = sharedUi.split('.').map(Number);
    assert.equal(guest.shared['@hochzeit/shared-ui'], `^${sharedUi}`);
    assert.equal(provided, `${major}.${minor + 1}.0`);

    const promoted = await run(CLI, ['promote', 'guest', '1.0.5'], locations, { FRONTEND_DIR: frontendDir }, { smoke: true });
    assert.equal(promoted.code, 0, promoted.stderr);
    const registry = JSON.parse(await readFile(locations.registryFile, 'utf8'));
    assert.deepEqual(registry.remotes.guest.history.at(-1).checks, ['release', 'integrity', 'shared-singletons', 'smoke']);
  });
});
