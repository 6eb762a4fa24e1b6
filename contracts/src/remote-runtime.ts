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
}

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
