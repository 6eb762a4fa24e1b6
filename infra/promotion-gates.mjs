// The checks a release must pass before it goes live (node infra/remotes.mjs promote):
//  - shared singletons: every singleton the release requires (react, react-dom, zustand,
//    @hochzeit/shared-ui) is provided by the shell in a version inside the release's range, since
//    a page holds one copy of each and a release cannot bring its own;
//  - smoke test (smoke-gate.mjs): the release renders in the real shell in headless Chromium.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { MANIFEST_FILE_NAME } from '@hochzeit/contracts/remote-releases';
import { REPO_ROOT, RegistryError } from './registry.mjs';

/** One copy per page, provided by the shell (tooling/webpack.config.mjs shares them as singletons). */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'zustand', '@hochzeit/shared-ui'];

/** The package a shared entry belongs to ('react-dom/client' -> 'react-dom'). */
const packageOf = (/** @type {string} */ name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);

/**
 * The versions of the shared packages the shell's build provides, from its manifest.
 * @param {string} frontendDir  where shell/dist is (FRONTEND_DIR, as the backend resolves it)
 * @returns {Promise<Record<string, string>>}
 */
export async function shellProvidedVersions(frontendDir) {
  const file = path.join(frontendDir, 'shell', 'dist', MANIFEST_FILE_NAME);
  let manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new RegistryError('refused', `Die gebaute Shell fehlt (${file}). Ohne sie lässt sich nicht prüfen, ob die Release zu ihr passt: zuerst npm run build.`);
  }
  /** @type {Record<string, string>} */
  const provided = {};
  for (const shared of manifest.shared ?? []) if (shared.version) provided[shared.name] = shared.version;
  return provided;
}

/**
 * The release's requirements on singletons that the shell does not meet, in German, one per package.
 * @param {Record<string, string | false>} required  release.json's `shared`: package -> range
 * @param {Record<string, string>} provided          the shell's versions
 * @returns {string[]}
 */
export function singletonConflicts(required, provided) {
  const problems = new Map();
  for (const [name, range] of Object.entries(required)) {
    const pkg = packageOf(name);
    if (!SHARED_SINGLETONS.includes(pkg) || range === false) continue;
    const version = provided[name] ?? provided[pkg];
    if (!version) problems.set(pkg, `${pkg} ${range} verlangt, die Shell stellt ${pkg} nicht bereit`);
    else if (!semver.satisfies(version, range, { includePrerelease: true })) problems.set(pkg, `${pkg} ${range} verlangt, die Shell stellt ${version} bereit`);
  }
  return [...problems.values()];
}

/**
 * Refuses a release whose singleton requirements the live shell cannot meet.
 * @param {import('@hochzeit/contracts/remote-releases').ReleaseInfo} release
 * @param {string} [frontendDir]
 */
export async function checkSharedSingletons(release, frontendDir = REPO_ROOT) {
  const conflicts = singletonConflicts(release.shared, await shellProvidedVersions(frontendDir));
  if (conflicts.length > 0) {
    throw new RegistryError('refused', `${release.remote} ${release.version} passt nicht zur Shell: ${conflicts.join('; ')}. Die Release wird nicht aktiviert.`);
  }
  return 'shared-singletons';
}

/** FRONTEND_DIR as the backend resolves it (relative to where the command was typed). */
export function resolveFrontendDir(env = process.env) {
  return env.FRONTEND_DIR ? path.resolve(env.INIT_CWD || process.cwd(), env.FRONTEND_DIR) : REPO_ROOT;
}
