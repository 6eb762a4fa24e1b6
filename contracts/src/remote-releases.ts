/**
 * Remote releases and the registry that says which release of each remote is live. Shared by the
 * backend (serves /remotes.json from the registry) and the operators' tools in infra/ (release,
 * promote, rollback), so the file formats are defined once.
 */
import { z } from 'zod';
import { MANIFEST_FILE_NAME, RELEASE_VERSION_PATTERN, REMOTE_NAMES, SERVED_RELEASES } from './remote-runtime.js';

export * from './remote-runtime.js';
export * from './remote-preview.js';

/** Where releases and the registry live unless RELEASES_DIR / REGISTRY_FILE say otherwise. */
export const RELEASES_DIR_NAME = 'releases';
export const REGISTRY_FILE_NAME = 'remotes-registry.json';
export const RELEASE_FILE_NAME = 'release.json';
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
  /**
   * Version -> its entry files' SRI hashes, recorded when it first went live. The shell loads a
   * release only when its files match these, so a file changed on the server later (even together
   * with its release.json) is refused.
   */
  integrity: z.record(ReleaseVersionSchema, z.record(z.string(), SriSchema)).default({}),
});
export type RegistryRemote = z.infer<typeof RegistryRemoteSchema>;

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
export const RegistrySchema = z.object({
  revision: z.number().int().min(0),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), RegistryRemoteSchema),
});
export type Registry = z.infer<typeof RegistrySchema>;

/** POST /api/remote-previews (admins): a preview link for one release of one remote. */
export const RemotePreviewInputSchema = z.object({
  remote: z.enum(REMOTE_NAMES, { message: 'Unbekannter Bereich' }),
  version: ReleaseVersionSchema,
});
export type RemotePreviewInput = z.infer<typeof RemotePreviewInputSchema>;

export const RemotePreviewLinkSchema = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    version: z.string(),
    token: z.string(),
    /** The shell's start page with ?remote=<remote>@<version>&preview=<token>. */
    url: z.string(),
    expires_at: z.iso.datetime(),
  })
  .meta({ title: 'RemotePreviewLink' });
export type RemotePreviewLinkJson = z.infer<typeof RemotePreviewLinkSchema>;

/** POST /api/remote-previews/resolve (public; the token is the permission). */
export const RemotePreviewResolveInputSchema = z.object({ token: z.string().min(1, 'Vorschau-Link fehlt').max(2000, 'Ungültiger Vorschau-Link') });
export type RemotePreviewResolveInput = z.infer<typeof RemotePreviewResolveInputSchema>;

export const RemoteReleaseRefSchema = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    version: z.string(),
    manifest: z.string(),
    integrity: z.record(z.string(), z.string()),
  })
  .meta({ title: 'RemoteReleaseRef' });
export type RemoteReleaseRefJson = z.infer<typeof RemoteReleaseRefSchema>;

/**
 * POST /api/remote-failures (public, rate-limited): the shell reports a remote it could not load
 * (integrity mismatch, missing files, a render error) and which version it fell back to, so
 * operators see a broken release before users call.
 */
export const RemoteFailureReportSchema = z.object({
  remote: z.enum(REMOTE_NAMES, { message: 'Unbekannter Bereich' }),
  version: z.string().max(100).nullable(),
  /** What went wrong, e.g. "integrity" or the error message (shortened by the shell). */
  reason: z.string().min(1).max(500),
  /** The version loaded instead, or null when the German fallback page was shown. */
  fell_back_to: z.string().max(100).nullable(),
});
export type RemoteFailureReport = z.infer<typeof RemoteFailureReportSchema>;
/** The answer (429) once a client has sent more reports than the limit per minute. */
export const REMOTE_FAILURE_RATE_LIMITED = 'Zu viele Fehlermeldungen. Bitte warten Sie eine Minute.';

/** GET /api/remote-releases (admins): per remote, the live version, what is released and what happened. */
export const RemoteReleaseOverviewSchema = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    /** null: the unversioned build is live (no release promoted yet). */
    current: z.string().nullable(),
    /** Newest first. */
    releases: z.array(z.object({ version: z.string(), built_at: z.iso.datetime() })),
    /** Newest first. */
    history: z.array(RegistryHistoryEntrySchema),
  })
  .meta({ title: 'RemoteReleaseOverview' });
export type RemoteReleaseOverviewJson = z.infer<typeof RemoteReleaseOverviewSchema>;
