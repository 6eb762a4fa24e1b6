import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  MANIFEST_FILE_NAME,
  RELEASE_FILE_NAME,
  REMOTE_NAMES,
  Registry,
  ReleaseInfo,
  fallbackVersions,
  releaseManifestPath,
  RELEASE_VERSION_PATTERN,
  type RemoteName,
  type RemoteReleaseOverview,
  type RemoteReleaseRef,
  type RemotesDocument,
} from '@hochzeit/contracts';
import type { AppConfig } from '../../config/app-config.js';
import type { RemoteRegistryStore } from './remote-registry-store.js';

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/** Modification time and size: enough to notice an operator's edit or a registry rename. */
async function fileStamp(file: string | undefined): Promise<string> {
  if (!file) return '-';
  return stat(file).then(
    (info) => `${info.mtimeMs}:${info.size}:${info.ino}`,
    () => 'missing',
  );
}

/**
 * The remote releases on disk and the registry that says which one is live: builds /remotes.json
 * and answers whether a version may be previewed. The registry is read again only when its file
 * changed, so a promotion is live at the next request while the wedding-day load of /remotes.json
 * revalidations costs one stat per request.
 */
export class RemoteReleaseCatalog {
  private cached?: { stamp: string; registry: Registry | null; document: RemotesDocument };

  constructor(
    private readonly config: AppConfig,
    /** Without one (frontend-hosting tests), the registry file is read directly. */
    private readonly store?: RemoteRegistryStore,
  ) {}

  /** A remote's manifest URL below its own origin when one is configured, else below the portal. */
  manifestUrl(remote: RemoteName, version: string): string {
    return `${this.config.remoteOrigins[remote] ?? ''}${releaseManifestPath(remote, version)}`;
  }

  /** A released version with the SRI hashes recorded when it was made; null when there is no such release. */
  async release(remote: RemoteName, version: string): Promise<RemoteReleaseRef | null> {
    const json = await readJson(path.join(this.config.releasesDir, remote, version, RELEASE_FILE_NAME)).catch(() => null);
    const release = ReleaseInfo.safeParse(json).data;
    if (!release || release.remote !== remote || release.version !== version || !release.integrity[MANIFEST_FILE_NAME]) return null;
    return { version, manifest: this.manifestUrl(remote, version), integrity: release.integrity };
  }

  /** Every remote's live version, its releases (newest build first) and its history (newest first). */
  async overview(): Promise<RemoteReleaseOverview[]> {
    const registry = await this.registry();
    return Promise.all(
      REMOTE_NAMES.map(async (remote) => {
        const folders = await readdir(path.join(this.config.releasesDir, remote)).catch(() => []);
        const releases = [];
        for (const version of folders.filter((name) => RELEASE_VERSION_PATTERN.test(name))) {
          const json = await readJson(path.join(this.config.releasesDir, remote, version, RELEASE_FILE_NAME)).catch(() => null);
          const info = ReleaseInfo.safeParse(json).data;
          if (info?.remote === remote && info.version === version) releases.push({ version, built_at: info.builtAt });
        }
        releases.sort((a, b) => b.built_at.localeCompare(a.built_at));
        const state = registry?.remotes[remote];
        return { remote, current: state?.current ?? null, releases, history: [...(state?.history ?? [])].reverse() };
      }),
    );
  }

  /** The registry (file or PostgreSQL, see RemoteRegistryStore), read again only when it changed. */
  async registry(): Promise<Registry | null> {
    if (this.store) return this.store.read();
    if (!this.config.registryFile) return null;
    const stamp = await fileStamp(this.config.registryFile);
    if (this.fileRegistry?.stamp === stamp) return this.fileRegistry.registry;
    const json = await readJson(this.config.registryFile).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    this.fileRegistry = { stamp, registry: json === null ? null : Registry.parse(json) };
    return this.fileRegistry.registry;
  }
  private fileRegistry?: { stamp: string; registry: Registry | null };

  /**
   * `/remotes.json`: remote name -> its mf-manifest.json. A remote with a live version in the
   * registry points at that release and lists its earlier good releases as fallbacks; the others
   * point at their unversioned build (or at REMOTES_FILE's entry).
   */
  async document(): Promise<RemotesDocument> {
    const stamp = await fileStamp(this.config.remotesFile);
    const registry = await this.registry();
    if (this.cached?.stamp === stamp && this.cached.registry === registry) return this.cached.document;
    const document = await this.build(registry);
    this.cached = { stamp, registry, document };
    return document;
  }

  /**
   * Every origin other than the portal's own that remote code may come from: the configured
   * REMOTE_ORIGIN_* and whatever absolute addresses /remotes.json names (REMOTES_FILE entries,
   * live releases and their fallbacks). The shell's Content-Security-Policy allows exactly these.
   */
  async origins(): Promise<string[]> {
    const document = await this.document();
    const urls: string[] = [];
    for (const remote of REMOTE_NAMES) {
      const entry = document[remote];
      if (entry) urls.push(entry);
      const release = document.versions?.[remote];
      if (release) urls.push(release.manifest, ...release.fallbacks.map((fallback) => fallback.manifest), ...(release.canary ? [release.canary.manifest] : []));
    }
    const origins = new Set(Object.values(this.config.remoteOrigins));
    for (const url of urls) {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    }
    origins.delete(new URL(this.config.publicUrl).origin);
    return [...origins];
  }

  private async build(registry: Registry | null): Promise<RemotesDocument> {
    const document: RemotesDocument = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/${MANIFEST_FILE_NAME}`]));
    if (this.config.remotesFile) {
      const overrides = await readJson(this.config.remotesFile).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return {};
        throw error;
      });
      if (typeof overrides !== 'object' || overrides === null) throw new Error('REMOTES_FILE: JSON-Objekt erwartet');
      Object.assign(document, overrides);
    }
    if (!registry) return document;
    const versions: NonNullable<RemotesDocument['versions']> = {};
    for (const remote of REMOTE_NAMES) {
      const state = registry.remotes[remote];
      if (!state?.current) continue;
      document[remote] = this.manifestUrl(remote, state.current);
      // The hashes recorded in the registry when the version went live win over its release.json
      // (changed files on the server then fail the shell's check); a missing fallback is skipped.
      const withRecorded = (ref: RemoteReleaseRef | null): RemoteReleaseRef | null =>
        ref && { ...ref, integrity: state.integrity[ref.version] ?? ref.integrity };
      const live = withRecorded(await this.release(remote, state.current)) ?? {
        version: state.current,
        manifest: document[remote],
        integrity: state.integrity[state.current] ?? {},
      };
      const fallbacks = (await Promise.all(fallbackVersions(state).map(async (version) => withRecorded(await this.release(remote, version))))).filter(
        (ref): ref is RemoteReleaseRef => ref !== null,
      );
      const canary = state.canary && withRecorded(await this.release(remote, state.canary.version));
      versions[remote] = { ...live, fallbacks, ...(canary && state.canary ? { canary: { ...canary, percent: state.canary.percent } } : {}) };
    }
    if (Object.keys(versions).length > 0) document.versions = versions;
    return document;
  }
}
