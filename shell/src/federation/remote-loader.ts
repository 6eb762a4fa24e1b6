import type { ComponentType } from 'react';
import { createApi } from '@hochzeit/shared-ui';
import { loadExposed, preloadExposed, type RemoteRef } from './container-runtime';
import { failedIntegrity, INTEGRITY_FAILURE, protectRelease } from './integrity';
import { browserId } from './canary';
import { DEV_VERSION, failedReleases, releasesFor, type Release, type RemoteName } from './remote-registry';

/** Pauses before the second and third attempt of one release. */
export const RETRY_DELAYS_MS = [300, 1000];

export const federationName = (remote: RemoteName) => `hochzeit_${remote}`;

/**
 * Each release is kept under a name of its own, so a new release loads beside the one still
 * mounted (an open tab keeps loading the old one's chunks) instead of replacing it underneath.
 * An unversioned build keeps the plain federation name.
 */
export const releaseName = (remote: RemoteName, release: Release) =>
  release.version === DEV_VERSION ? federationName(remote) : `${federationName(remote)}_${release.version.replace(/[^A-Za-z0-9]/g, '_')}`;

export interface LoadedRemote {
  release: Release;
  App: ComponentType;
}

const lastLoaded = new Map<RemoteName, LoadedRemote>();
/** The load under way per remote, with the releases it tries. */
const loading = new Map<RemoteName, { releases: string; promise: Promise<LoadedRemote> }>();
const preloaded = new Set<RemoteName>();

/** The release as the container runtime loads it, with its recorded hashes in force. */
function refOf(remote: RemoteName, release: Release): RemoteRef {
  const name = releaseName(remote, release);
  protectRelease(name, release);
  return { name, manifest: release.manifest };
}

/** The App already loaded for `remote` when it is still the release to show. */
export function loadedApp(remote: RemoteName): LoadedRemote | undefined {
  const loaded = lastLoaded.get(remote);
  return loaded && loaded.release.manifest === releasesFor(remote)[0]?.manifest ? loaded : undefined;
}

/** Tells the operators (POST /api/remote-failures); a lost report must not disturb the page. */
function report(remote: RemoteName, failures: { version: string; reason: string }[], fellBackTo: string | null): void {
  for (const { version, reason } of failures) {
    createApi(null)
      .POST('/api/remote-failures', { body: { remote, version, reason, fell_back_to: fellBackTo, browser: browserId() } })
      .catch(() => undefined);
  }
}

/** The remotes whose load this page reported already: once per page load and remote. */
const reportedLoads = new Set<RemoteName>();

/** Which version this page loaded (null: none) and whether it had to fall back (POST /api/remote-loads). */
function reportLoad(remote: RemoteName, version: string | null, fellBack: boolean): void {
  if (reportedLoads.has(remote)) return;
  reportedLoads.add(remote);
  createApi(null)
    .POST('/api/remote-loads', { body: { browser: browserId(), remote, version, fell_back: fellBack } })
    .catch(() => undefined);
}

/** A render error inside the remote's App: the German fallback is shown. */
export function reportRenderError(remote: RemoteName, version: string, error: unknown): void {
  report(remote, [{ version, reason: String(error).slice(0, 500) }], null);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadReleases(remote: RemoteName, onAttempt: (version: string) => void, delays: number[]): Promise<LoadedRemote> {
  const failures: { version: string; reason: string }[] = [];
  let lastError: unknown = new Error(`Für „${remote}“ ist kein Remote registriert`);
  for (const release of releasesFor(remote)) {
    onAttempt(release.version);
    let integrity = false;
    for (let attempt = 0; ; attempt++) {
      try {
        const module = await loadExposed<{ default?: ComponentType } | undefined>(refOf(remote, release), 'App');
        if (!module?.default) throw new Error(`Remote ${remote} ${release.version} hat keine App`);
        const loaded = { release, App: module.default };
        lastLoaded.set(remote, loaded);
        report(remote, failures, release.version);
        reportLoad(remote, release.version, failures.length > 0);
        return loaded;
      } catch (error) {
        lastError = error;
        // Changed bytes stay changed: no retry. (One look at the bytes per release is enough.)
        if (attempt === 0) integrity = await failedIntegrity(release, error);
        if (integrity || attempt >= delays.length) break;
        await sleep(delays[attempt]);
      }
    }
    failedReleases.add(release.manifest);
    failures.push({ version: release.version, reason: integrity ? INTEGRITY_FAILURE : String(lastError).slice(0, 500) });
  }
  report(remote, failures, null);
  reportLoad(remote, null, true);
  throw lastError;
}

/**
 * Loads the App of the release to show for `remote`: each release is tried three times (after
 * 300 ms and 1 s), then the next one (pinned preview, live, earlier good ones); every release
 * given up is reported. Rejects only when none loads. Concurrent calls for the same releases
 * share one load; a changed registry or pin starts another.
 */
export function loadRemoteApp(remote: RemoteName, onAttempt: (version: string) => void = () => undefined, delays = RETRY_DELAYS_MS): Promise<LoadedRemote> {
  const releases = releasesFor(remote)
    .map((release) => release.manifest)
    .join(' ');
  const current = loading.get(remote);
  if (current?.releases === releases) return current.promise;
  const promise = loadReleases(remote, onAttempt, delays).finally(() => loading.get(remote)?.promise === promise && loading.delete(remote));
  loading.set(remote, { releases, promise });
  return promise;
}

/** Fetches the manifest, entry and App chunks of the release to show, without running the App. */
export function preloadRemoteApp(remote: RemoteName): void {
  const release = releasesFor(remote).at(0);
  if (!release || preloaded.has(remote) || lastLoaded.has(remote) || loading.has(remote)) return;
  preloaded.add(remote);
  preloadExposed(refOf(remote, release), 'App').catch(() => preloaded.delete(remote));
}

/** 'Erneut versuchen': releases that failed in this page get another chance. */
export function forgetFailures(remote: RemoteName): void {
  for (const release of releasesFor(remote, undefined, undefined, new Set())) failedReleases.delete(release.manifest);
}
