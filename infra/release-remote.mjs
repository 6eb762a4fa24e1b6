#!/usr/bin/env node
// Makes an immutable release of one remote: `npm run release -w remote-guest` (or
// `node infra/release-remote.mjs remote-guest`) builds it with its package.json version into
// <RELEASES_DIR>/<remote>/<version>/, served at /remotes/<remote>/<version>/. The build goes into a
// temporary folder beside the target and is renamed into place only when complete, so a release
// folder is either whole or absent; an existing version is refused before anything is built.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MANIFEST_FILE_NAME, RELEASE_FILE_NAME, ReleaseInfo } from '@hochzeit/contracts/remote-releases';
import { REPO_ROOT, RegistryError, assertRemote, assertVersion, resolveLocations, sri } from './registry.mjs';

const require = createRequire(import.meta.url);

/** @param {string} remote @param {string} version @param {string} releasesDir */
function alreadyReleased(remote, version, releasesDir) {
  return new RegistryError(
    'refused',
    `${remote} ${version} ist bereits veröffentlicht (${path.join(releasesDir, remote, version)}). Eine Release wird nie überschrieben: bitte die Version in remote-${remote}/package.json erhöhen.`,
  );
}

/**
 * @param {object} options
 * @param {string} options.remote
 * @param {string} options.version
 * @param {string} options.releasesDir
 * @param {(outputDir: string) => Promise<void>} options.build  writes the remote's build output into outputDir
 * @returns {Promise<{ dir: string, release: import('@hochzeit/contracts/remote-releases').ReleaseInfo }>}
 */
export async function createRelease({ remote, version, releasesDir, build }) {
  assertRemote(remote);
  assertVersion(version);
  const target = path.join(releasesDir, remote, version);
  if (await stat(target).then(() => true, () => false)) throw alreadyReleased(remote, version, releasesDir);

  await mkdir(path.dirname(target), { recursive: true });
  // A dot folder in the same place: same file system (rename is atomic), never served (not a version).
  const temp = await mkdtemp(path.join(path.dirname(target), `.${version}-`));
  try {
    await build(temp);
    const manifest = JSON.parse(await readFile(path.join(temp, MANIFEST_FILE_NAME), 'utf8'));
    if (manifest?.name !== `hochzeit_${remote}`) throw new RegistryError('refused', `Das Manifest gehört zu „${manifest?.name}“, nicht zu hochzeit_${remote}.`);
    const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
    if (buildVersion !== version) {
      throw new RegistryError('refused', `Die Build-Version im Manifest (${buildVersion}) ist nicht die Release-Version ${version}.`);
    }
    const entryFile = path.posix.join(manifest.metaData.remoteEntry.path || '', manifest.metaData.remoteEntry.name);
    /** @type {Record<string, string>} */
    const integrity = {};
    for (const file of [entryFile, MANIFEST_FILE_NAME]) integrity[file] = sri(await readFile(path.join(temp, file)));
    const release = ReleaseInfo.parse({
      remote,
      version,
      builtAt: new Date().toISOString(),
      integrity,
      shared: Object.fromEntries((manifest.shared ?? []).map((/** @type {{ name: string, requiredVersion?: string | false }} */ s) => [s.name, s.requiredVersion ?? false])),
    });
    await writeFile(path.join(temp, RELEASE_FILE_NAME), `${JSON.stringify(release, null, 2)}\n`);
    await chmod(temp, 0o755); // mkdtemp makes it private; a web server must read the release
    try {
      await rename(temp, target);
    } catch (error) {
      // Released by someone else while this one was building: theirs stands.
      if (['ENOTEMPTY', 'EEXIST'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) throw alreadyReleased(remote, version, releasesDir);
      throw error;
    }
    return { dir: target, release };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} options */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new RegistryError('refused', `Build fehlgeschlagen (${[command, ...args].join(' ')}: Exit-Code ${code}).`))));
  });
}

/**
 * The real build: the workspace's dependencies (turbo, cached), then webpack in production mode
 * into outputDir with the release version as the manifest's build version.
 * @param {string} packageDir @param {string} packageName @param {string} version
 */
export function webpackBuild(packageDir, packageName, version) {
  return async (/** @type {string} */ outputDir) => {
    await run(process.execPath, [require.resolve('turbo/bin/turbo'), 'run', 'build', `--filter=${packageName}^...`, '--output-logs=errors-only'], { cwd: REPO_ROOT });
    await run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--stats', 'errors-warnings', '--output-path', outputDir], {
      cwd: packageDir,
      env: { ...process.env, MF_BUILD_VERSION: version },
    });
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // From a workspace (npm run release -w remote-guest) or with the workspace folder as argument.
  const packageDir = path.resolve(REPO_ROOT, process.argv[2] ?? process.cwd());
  const folder = path.basename(packageDir);
  try {
    if (!folder.startsWith('remote-')) throw new RegistryError('refused', `Aufruf: npm run release -w remote-<admin|guest|provider> (nicht aus ${folder}).`);
    const remote = folder.slice('remote-'.length);
    const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
    const { releasesDir } = resolveLocations();
    const { dir, release } = await createRelease({ remote, version: pkg.version, releasesDir, build: webpackBuild(packageDir, pkg.name, pkg.version) });
    console.log(`${remote} ${release.version} veröffentlicht: ${dir}`);
    for (const [file, hash] of Object.entries(release.integrity)) console.log(`  ${file}  ${hash}`);
    console.log(`Aktivieren: node infra/remotes.mjs promote ${remote} ${release.version}`);
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
