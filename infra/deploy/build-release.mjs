#!/usr/bin/env node
// A real release build of one remote with a given version into a given RELEASES_DIR, through the
// release script's own createRelease + webpackBuild (the package.json version is not touched):
//   node infra/deploy/build-release.mjs <remote> <version> <releases-dir>
// test:deploy runs it as a child process, so webpack's output lands in the test's log folder.
import path from 'node:path';
import { REPO_ROOT } from '../registry.mjs';
import { createRelease, webpackBuild } from '../release-remote.mjs';

const [remote, version, releasesDir] = process.argv.slice(2);
if (!remote || !version || !releasesDir) {
  console.error('Aufruf: node infra/deploy/build-release.mjs <admin|guest|provider> <version> <releases-dir>');
  process.exit(1);
}
const packageDir = path.join(REPO_ROOT, `remote-${remote}`);
const { dir, release } = await createRelease({
  remote,
  version,
  releasesDir: path.resolve(releasesDir),
  build: webpackBuild(packageDir, `@hochzeit/remote-${remote}`, version),
});
console.log(`${remote} ${release.version} gebaut: ${dir}`);
