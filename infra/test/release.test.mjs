import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ReleaseInfo } from '@hochzeit/contracts/remote-releases';
import { createRelease } from '../release-remote.mjs';
import { RELEASE_CLI, fakeBuild, release, removeTempLocations, run, tempLocations } from './helpers.mjs';

after(removeTempLocations);

const sha384 = (content) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

describe('release', () => {
  it('places the build under releases/<remote>/<version>/ with the SRI hashes of its entry files', async () => {
    const locations = await tempLocations();
    const { dir, release: info } = await release(locations, 'guest', '1.4.0');
    assert.equal(dir, path.join(locations.releasesDir, 'guest', '1.4.0'));
    const stored = ReleaseInfo.parse(JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')));
    assert.deepEqual(stored, info);
    assert.equal(stored.integrity['remoteEntry.js'], sha384(await readFile(path.join(dir, 'remoteEntry.js'))));
    assert.equal(stored.integrity['mf-manifest.json'], sha384(await readFile(path.join(dir, 'mf-manifest.json'))));
    // The ranges the build requires, as its manifest lists them.
    const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
    assert.deepEqual(stored.shared, Object.fromEntries(manifest.shared.map((s) => [s.name, s.requiredVersion])));
    assert.deepEqual(Object.keys(stored.shared), ['react', '@hochzeit/shared-ui']);
    // Only the release itself: the temporary build folder is gone.
    assert.deepEqual(await readdir(path.join(locations.releasesDir, 'guest')), ['1.4.0']);
  });

  it('refuses to release an existing version again, before building, and changes nothing', async () => {
    const locations = await tempLocations();
    await release(locations, 'guest', '1.4.0');
    const before = await readFile(path.join(locations.releasesDir, 'guest', '1.4.0', 'release.json'), 'utf8');
    let built = false;
    await assert.rejects(
      createRelease({ remote: 'guest', version: '1.4.0', releasesDir: locations.releasesDir, build: async () => void (built = true) }),
      { message: `guest 1.4.0 ist bereits veröffentlicht (${path.join(locations.releasesDir, 'guest', '1.4.0')}). Eine Release wird nie überschrieben: bitte die Version in remote-guest/package.json erhöhen.` },
    );
    assert.equal(built, false);
    assert.equal(await readFile(path.join(locations.releasesDir, 'guest', '1.4.0', 'release.json'), 'utf8'), before);
    assert.deepEqual(await readdir(path.join(locations.releasesDir, 'guest')), ['1.4.0']);
  });

  it('lets only one of two simultaneous releases of a version win', async () => {
    const locations = await tempLocations();
    const results = await Promise.allSettled([
      release(locations, 'guest', '2.0.0', fakeBuild('guest', '2.0.0', 'first')),
      release(locations, 'guest', '2.0.0', fakeBuild('guest', '2.0.0', 'second')),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
    assert.match(results.find((r) => r.status === 'rejected').reason.message, /ist bereits veröffentlicht/);
    assert.deepEqual(await readdir(path.join(locations.releasesDir, 'guest')), ['2.0.0']);
  });

  it('refuses a build whose manifest carries another build version, leaving no folder behind', async () => {
    const locations = await tempLocations();
    await assert.rejects(release(locations, 'guest', '1.5.0', fakeBuild('guest', '1.0.0')), {
      message: 'Die Build-Version im Manifest (1.0.0) ist nicht die Release-Version 1.5.0.',
    });
    await assert.rejects(release(locations, 'guest', '1.5.0', fakeBuild('admin', '1.5.0')), { message: 'Das Manifest gehört zu „hochzeit_admin“, nicht zu hochzeit_guest.' });
    assert.deepEqual(await readdir(path.join(locations.releasesDir, 'guest')), []);
  });

  it('the release command refuses an existing version of the workspace before building', async () => {
    const locations = await tempLocations();
    const { version } = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../../remote-guest/package.json'), 'utf8'));
    const existing = path.join(locations.releasesDir, 'guest', version);
    await mkdir(existing, { recursive: true });
    await writeFile(path.join(existing, 'release.json'), 'original');
    const result = await run(RELEASE_CLI, ['remote-guest'], locations);
    assert.equal(result.code, 1);
    assert.equal(result.stderr.trim(), `guest ${version} ist bereits veröffentlicht (${existing}). Eine Release wird nie überschrieben: bitte die Version in remote-guest/package.json erhöhen.`);
    assert.equal(await readFile(path.join(existing, 'release.json'), 'utf8'), 'original');
    assert.equal(existsSync(path.join(locations.releasesDir, 'admin')), false);
  });
});
