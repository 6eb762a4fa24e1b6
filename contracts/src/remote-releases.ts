/**
 * Remote releases and the registry that says which release of each remote is live. Shared by the
 * backend (serves /remotes.json from the registry) and the operators' tools in infra/ (release,
 * promote, rollback), so the file formats are defined once.
 */
import { z } from 'zod';
import { RELEASE_VERSION_PATTERN, REMOTE_NAMES, SERVED_RELEASES } from './remote-runtime.js';

export * from './remote-runtime.js';
export * from './remote-preview.js';

/** Where releases and the registry live unless RELEASES_DIR / REGISTRY_FILE say otherwise. */
export const RELEASES_DIR_NAME = 'releases';
export const REGISTRY_FILE_NAME = 'remotes-registry.json';
export const RELEASE_FILE_NAME = 'release.json';
const ReleaseVersion = z.string().regex(RELEASE_VERSION_PATTERN, 'ist keine Versionsnummer (z. B. 1.4.0)');

/** Subresource Integrity value of one file (SHA-384, base64). */
const SriHash = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'ist kein SHA-384-Integritätswert');

/** `releases/<remote>/<version>/release.json`, written once when the release is made. */
export const ReleaseInfo = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: ReleaseVersion,
  builtAt: z.iso.datetime(),
  /** The release's entry files (remoteEntry.js, mf-manifest.json) -> their SRI hash. */
  integrity: z.record(z.string(), SriHash),
  /** Shared packages -> the version range this release requires (from its manifest; false: any). */
  shared: z.record(z.string(), z.union([z.string(), z.literal(false)])),
});
export type ReleaseInfo = z.infer<typeof ReleaseInfo>;

const REGISTRY_ACTIONS = ['promote', 'rollback'] as const;

export const RegistryHistoryEntry = z.object({
  at: z.iso.datetime(),
  by: z.string().min(1),
  from: ReleaseVersion.nullable(),
  to: ReleaseVersion,
  action: z.enum(REGISTRY_ACTIONS),
  /** The checks the release passed before it went live. */
  checks: z.array(z.string()),
});
export type RegistryHistoryEntry = z.infer<typeof RegistryHistoryEntry>;

export const RegistryRemote = z.object({
  current: ReleaseVersion.nullable(),
  history: z.array(RegistryHistoryEntry),
  /**
   * Version -> its entry files' SRI hashes, recorded when it first went live. The shell loads a
   * release only when its files match these, so a file changed on the server later (even together
   * with its release.json) is refused.
   */
  integrity: z.record(ReleaseVersion, z.record(z.string(), SriHash)).default({}),
});
export type RegistryRemote = z.infer<typeof RegistryRemote>;

/**
 * The versions that were live, oldest first, as a stack: a promotion pushes; a rollback pops back
 * to its target (or replaces the top when the target was not on the stack). A version rolled back
 * from is thereby dropped: it is never a fallback and never the target of a plain rollback. The
 * top is the current version; below it, newest first, are the earlier good ones.
 */
export function liveVersionStack(state: Pick<RegistryRemote, 'history'> | undefined): string[] {
  const stack: string[] = [];
  for (const entry of state?.history ?? []) {
    if (entry.action === 'promote') {
      const existing = stack.lastIndexOf(entry.to);
      if (existing >= 0) stack.splice(existing, 1); // live again: it moves to the top
      stack.push(entry.to);
      continue;
    }
    const index = stack.lastIndexOf(entry.to);
    if (index >= 0) stack.length = index + 1;
    else stack.splice(-1, 1, entry.to);
  }
  return stack;
}

/** The earlier good versions of a remote, newest first, at most SERVED_RELEASES - 1. */
export const fallbackVersions = (state: RegistryRemote | undefined): string[] =>
  state?.current ? liveVersionStack(state).filter((v) => v !== state.current).reverse().slice(0, SERVED_RELEASES - 1) : [];

/** The registry file; every write raises `revision` by one (compare-and-swap on it). */
export const Registry = z.object({
  revision: z.number().int().min(0),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), RegistryRemote),
});
export type Registry = z.infer<typeof Registry>;

/** POST /api/remote-previews (admins): a preview link for one release of one remote. */
export const RemotePreviewInput = z.object({
  remote: z.enum(REMOTE_NAMES, { message: 'Unbekannter Bereich' }),
  version: ReleaseVersion,
});
export type RemotePreviewInput = z.infer<typeof RemotePreviewInput>;

export const RemotePreviewLink = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    version: z.string(),
    token: z.string(),
    /** The shell's start page with ?remote=<remote>@<version>&preview=<token>. */
    url: z.string(),
    expires_at: z.iso.datetime(),
  })
  .meta({ title: 'RemotePreviewLink' });
export type RemotePreviewLink = z.infer<typeof RemotePreviewLink>;

/** POST /api/remote-previews/resolve (public; the token is the permission). */
export const RemotePreviewResolveInput = z.object({ token: z.string().min(1, 'Vorschau-Link fehlt').max(2000, 'Ungültiger Vorschau-Link') });
export type RemotePreviewResolveInput = z.infer<typeof RemotePreviewResolveInput>;

export const RemotePreviewRelease = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    version: z.string(),
    manifest: z.string(),
    integrity: z.record(z.string(), z.string()),
  })
  .meta({ title: 'RemotePreviewRelease' });
export type RemotePreviewRelease = z.infer<typeof RemotePreviewRelease>;

/**
 * POST /api/remote-failures (public, rate-limited): the shell reports a remote it could not load
 * (integrity mismatch, missing files, a render error) and which version it fell back to, so
 * operators see a broken release before users call.
 */
export const RemoteFailureReportInput = z.object({
  remote: z.enum(REMOTE_NAMES, { message: 'Unbekannter Bereich' }),
  version: z.string().max(100).nullable(),
  /** What went wrong, e.g. "integrity" or the error message (shortened by the shell). */
  reason: z.string().min(1).max(500),
  /** The version loaded instead, or null when the German fallback page was shown. */
  fell_back_to: z.string().max(100).nullable(),
});
export type RemoteFailureReportInput = z.infer<typeof RemoteFailureReportInput>;
/** The answer (429) once a client has sent more reports than the limit per minute. */
export const REMOTE_FAILURE_RATE_LIMITED = 'Zu viele Fehlermeldungen. Bitte warten Sie eine Minute.';

/** GET /api/remote-releases (admins): per remote, the live version, what is released and what happened. */
export const RemoteReleaseOverview = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    /** null: the unversioned build is live (no release promoted yet). */
    current: z.string().nullable(),
    /** Newest first. */
    releases: z.array(z.object({ version: z.string(), built_at: z.iso.datetime() })),
    /** Newest first. */
    history: z.array(RegistryHistoryEntry),
  })
  .meta({ title: 'RemoteReleaseOverview' });
export type RemoteReleaseOverview = z.infer<typeof RemoteReleaseOverview>;
