/**
 * Remote releases and the registry that says which release of each remote is live. Shared by the
 * backend (serves /remotes.json from the registry) and the operators' tools in infra/ (release,
 * promote, rollback), so the file formats are defined once.
 */
import { z } from 'zod';

/** The audiences' remotes; each is built from the workspace `remote-<name>`. */
export const REMOTE_NAMES = ['admin', 'guest', 'provider'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where releases and the registry live unless RELEASES_DIR / REGISTRY_FILE say otherwise. */
export const RELEASES_DIR_NAME = 'releases';
export const REGISTRY_FILE_NAME = 'remotes-registry.json';
export const RELEASE_FILE_NAME = 'release.json';
export const MANIFEST_FILE_NAME = 'mf-manifest.json';

/** A release version is a plain semantic version (it becomes a URL path segment). */
export const RELEASE_VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
export const ReleaseVersionSchema = z.string().regex(RELEASE_VERSION_PATTERN, 'ist keine Versionsnummer (z. B. 1.4.0)');

/** Subresource Integrity value of one file (SHA-384, base64). */
export const SriSchema = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'ist kein SHA-384-Integritätswert');

/** `releases/<remote>/<version>/release.json`, written once when the release is made. */
export const ReleaseInfoSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: ReleaseVersionSchema,
  builtAt: z.iso.datetime(),
  /** The release's entry files (remoteEntry.js, mf-manifest.json) -> their SRI hash. */
  integrity: z.record(z.string(), SriSchema),
  /** Shared packages -> the version range this release requires (from its manifest; false: any). */
  shared: z.record(z.string(), z.union([z.string(), z.literal(false)])),
});
export type ReleaseInfo = z.infer<typeof ReleaseInfoSchema>;

export const REGISTRY_ACTIONS = ['promote', 'rollback'] as const;

export const RegistryHistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  by: z.string().min(1),
  from: ReleaseVersionSchema.nullable(),
  to: ReleaseVersionSchema,
  action: z.enum(REGISTRY_ACTIONS),
  /** The checks the release passed before it went live. */
  checks: z.array(z.string()),
});
export type RegistryHistoryEntry = z.infer<typeof RegistryHistoryEntrySchema>;

export const RegistryRemoteSchema = z.object({
  current: ReleaseVersionSchema.nullable(),
  history: z.array(RegistryHistoryEntrySchema),
});
export type RegistryRemote = z.infer<typeof RegistryRemoteSchema>;

/** The registry file; every write raises `revision` by one (compare-and-swap on it). */
export const RegistrySchema = z.object({
  revision: z.number().int().min(0),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), RegistryRemoteSchema),
});
export type Registry = z.infer<typeof RegistrySchema>;

/** Where a release is served; versioned files never change, so they are cached forever. */
export const releaseManifestPath = (remote: RemoteName, version: string) => `/remotes/${remote}/${version}/${MANIFEST_FILE_NAME}`;

/**
 * `/remotes.json`: remote name -> URL of its mf-manifest.json (what the shell registers), plus
 * `versions` for the remotes whose live release comes from the registry (version and SRI hashes).
 */
export type RemotesDocument = Partial<Record<RemoteName, string>> & {
  versions?: Partial<Record<RemoteName, { version: string; integrity: Record<string, string> }>>;
};
