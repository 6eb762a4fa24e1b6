import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { SHARED_SINGLETONS, singletonConflicts } from '../promotion-gates.mjs';
import { CLI, fakeBuild, release, removeTempLocations, run, tempLocations } from './helpers.mjs';

after(removeTempLocations);

/** A built shell as the gate reads it: only its manifest's shared versions matter. */
async function fakeShell(root, provided) {
  const dir = path.join(root, 'frontend', 'shell', 'dist');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'hochzeit_shell', shared: Object.entries(provided).map(([name, version]) => ({ name, version, singleton: true })) }));
  return path.join(root, 'frontend');
}

/** A release build that requires the given ranges of shared packages. */
function buildRequiring(remote, version, requires) {
  const base = fakeBuild(remote, version);
  return async (dir) => {
    await base(dir);
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8'));
    manifest.shared = Object.entries(requires).map(([name, requiredVersion]) => ({ name, version: '0.0.0', requiredVersion, singleton: true }));
    await writeFile(file, JSON.stringify(manifest));
  };
}

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', 'react-dom/client': '19.3.1', 'react/jsx-runtime': '19.3.1', zustand: '5.1.0', '@hochzeit/shared-ui': '1.2.0' };

describe('shared-singleton gate', () => {
  it('accepts ranges the shell meets, including a release built against an older minor of shared-ui', () => {
    assert.deepEqual(singletonConflicts({ react: '^19.0.0', 'react-dom/client': '^19.3.1', zustand: '^5.0.0', '@hochzeit/shared-ui': '^1.0.0', 'date-fns': '^9.0.0' }, SHELL), []);
    assert.deepEqual(singletonConflicts({ '@hochzeit/shared-ui': false }, SHELL), []);
    assert.deepEqual(SHARED_SINGLETONS, ['react', 'react-dom', 'zustand', '@hochzeit/shared-ui']);
  });

  it('names every package whose range the shell does not meet, once', () => {
    assert.deepEqual(singletonConflicts({ react: '^20.0.0', 'react/jsx-runtime': '^20.0.0', zustand: '^5.0.0' }, SHELL), ['react ^20.0.0 verlangt, die Shell stellt 19.3.1 bereit']);
    assert.deepEqual(singletonConflicts({ '@hochzeit/shared-ui': '^2.0.0', 'react-dom': '~19.2.0' }, SHELL), [
      '@hochzeit/shared-ui ^2.0.0 verlangt, die Shell stellt 1.2.0 bereit',
      'react-dom ~19.2.0 verlangt, die Shell stellt 19.3.1 bereit',
    ]);
    assert.deepEqual(singletonConflicts({ zustand: '^5.0.0' }, { react: '19.3.1' }), ['zustand ^5.0.0 verlangt, die Shell stellt zustand nicht bereit']);
  });

  it('promote refuses a release outside the shell\'s range, names the package and changes nothing', async () => {
    const locations = await tempLocations();
    const frontendDir = await fakeShell(locations.root, SHELL);
    await release(locations, 'guest', '1.0.0', buildRequiring('guest', '1.0.0', { react: '^19.0.0', '@hochzeit/shared-ui': '^1.0.0' }));
    await release(locations, 'guest', '2.0.0', buildRequiring('guest', '2.0.0', { react: '^20.0.0', '@hochzeit/shared-ui': '^1.0.0' }));
    assert.equal((await run(CLI, ['promote', 'guest', '1.0.0'], locations, { FRONTEND_DIR: frontendDir })).code, 0);
    const before = await readFile(locations.registryFile, 'utf8');

    const refused = await run(CLI, ['promote', 'guest', '2.0.0'], locations, { FRONTEND_DIR: frontendDir });
    assert.equal(refused.code, 1);
    assert.equal(refused.stderr.trim(), 'guest 2.0.0 passt nicht zur Shell: react ^20.0.0 verlangt, die Shell stellt 19.3.1 bereit. Die Release wird nicht aktiviert.');
    assert.equal(await readFile(locations.registryFile, 'utf8'), before);
  });

  it('a rollback checks the target against today\'s shell too', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.0.0', buildRequiring('guest', '1.0.0', { '@hochzeit/shared-ui': '^1.0.0' }));
    await release(locations, 'guest', '1.1.0', buildRequiring('guest', '1.1.0', { '@hochzeit/shared-ui': '^2.0.0' }));
    const oldShell = await fakeShell(locations.root, SHELL);
    assert.equal((await run(CLI, ['promote', 'guest', '1.0.0'], locations, { FRONTEND_DIR: oldShell })).code, 0);
    const newShell = await fakeShell(path.join(locations.root, 'next'), { ...SHELL, '@hochzeit/shared-ui': '2.0.0' });
    assert.equal((await run(CLI, ['promote', 'guest', '1.1.0'], locations, { FRONTEND_DIR: newShell })).code, 0);
    const before = await readFile(locations.registryFile, 'utf8');
    const refused = await run(CLI, ['rollback', 'guest'], locations, { FRONTEND_DIR: newShell });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /@hochzeit\/shared-ui \^1\.0\.0 verlangt, die Shell stellt 2\.0\.0 bereit/);
    assert.equal(await readFile(locations.registryFile, 'utf8'), before);
  });

  it('without a built shell a promotion is refused with the way out', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.0.0');
    const refused = await run(CLI, ['promote', 'guest', '1.0.0'], locations, { FRONTEND_DIR: path.join(locations.root, 'nowhere') });
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Die gebaute Shell fehlt .* zuerst npm run build\./);
  });
});
