/**
 * What the shell needs at run time to find, verify and pin remote releases, without zod (the shell
 * is on every visitor's first load). The file formats and API schemas built on it are in
 * remote-releases.ts.
 */

/** The audiences' remotes; each is built from the workspace `remote-<name>`. */
export const REMOTE_NAMES = ['admin', 'guest', 'provider'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const MANIFEST_FILE_NAME = 'mf-manifest.json';

/** A release version is a plain semantic version (it becomes a URL path segment). */
export const RELEASE_VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;

/**
 * How many releases of a remote stay served and usable as fallbacks: the live one and the four
 * that were live before it. Tabs opened before a promotion keep loading their chunks from these.
 */
export const SERVED_RELEASES = 5;

/** Where a release is served (below the remote's own origin when one is configured). */
export const releaseManifestPath = (remote: RemoteName, version: string) => `/remotes/${remote}/${version}/${MANIFEST_FILE_NAME}`;

/** One servable release: its manifest URL and the SRI hashes (SHA-384) of its entry files. */
export interface RemoteReleaseRef {
  version: string;
  /** URL of the release's mf-manifest.json. */
  manifest: string;
  /** File name relative to the manifest's folder (remoteEntry.js, mf-manifest.json) -> `sha384-…`. */
  integrity: Record<string, string>;
}

/** A registry-managed remote in /remotes.json: the live release and, newest first, earlier good ones. */
interface RemoteVersionInfo extends RemoteReleaseRef {
  fallbacks: RemoteReleaseRef[];
  /** A canary release served to `percent` % of browsers (chosen by canaryBucket). */
  canary?: RemoteReleaseRef & { percent: number };
}

/** localStorage key of the browser's random id (canary shares, load reports; never tied to a person). */
export const BROWSER_ID_STORAGE_KEY = 'hochzeit.browser-id';
/** sessionStorage key: remote -> the version this visit was given, so a visit never flips. */
export const REMOTE_ASSIGNMENT_STORAGE_KEY = 'hochzeit.remote-assignment';

/**
 * The browser's place 0..9999 for one remote's canary: FNV-1a of the id and the remote. The same
 * browser keeps its place across visits; a canary of p % goes to the places below p * 100, so
 * raising the share keeps every browser that already had the canary.
 */
export function canaryBucket(browserId: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${browserId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // FNV's low bits mix poorly for similar ids: fold the high half in.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x45d9f3b) >>> 0;
  hash ^= hash >>> 16;
  return (hash >>> 0) % 10_000;
}

/** Whether this browser gets the canary of `percent` %. */
export const inCanary = (browserId: string, remote: RemoteName, percent: number) => canaryBucket(browserId, remote) < Math.round(percent * 100);

/**
 * `/remotes.json`: remote name -> URL of its mf-manifest.json (what the shell registers), plus
 * `versions` for the remotes whose live release comes from the registry.
 */
export type RemotesDocument = Partial<Record<RemoteName, string>> & {
  versions?: Partial<Record<RemoteName, RemoteVersionInfo>>;
};

/**
 * A preview pins one release of one remote for a browser session: `?remote=guest@1.4.0` (a signed-in
 * admin) or a preview link an admin created (`?remote=guest@1.4.0&preview=<token>`).
 */
export const REMOTE_PREVIEW_QUERY = 'remote';
export const REMOTE_PREVIEW_TOKEN_QUERY = 'preview';
/** sessionStorage key of the pinned preview (it ends with the browser session). */
export const REMOTE_PREVIEW_STORAGE_KEY = 'hochzeit.remote-preview';
