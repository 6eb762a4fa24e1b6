/**
 * Remote releases and the registry that says which release of each remote is live. Shared by the
 * backend (serves /remotes.json from the registry) and the operators' tools in infra/ (release,
 * promote, rollback), so the file formats are defined once.
 */
import { z } from 'zod';
import { RELEASE_VERSION_PATTERN, REMOTE_NAMES, SERVED_RELEASES, type RemoteName } from './remote-runtime.js';

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

/**
 * promote / rollback change the live version; canary starts a canary (or changes its share),
 * canary-end ends one without promoting it (by hand or automatically).
 */
export const REGISTRY_ACTIONS = ['promote', 'rollback', 'canary', 'canary-end'] as const;
export type RegistryAction = (typeof REGISTRY_ACTIONS)[number];
/** A history entry in words ('Zuletzt: aktiviert 1.5.0 am …'). */
export const REGISTRY_ACTION_LABELS: Record<RegistryAction, string> = {
  promote: 'aktiviert',
  rollback: 'zurückgerollt auf',
  canary: 'als Canary gestartet',
  'canary-end': 'Canary beendet für',
};

export const RegistryHistoryEntry = z.object({
  at: z.iso.datetime(),
  by: z.string().min(1),
  from: ReleaseVersion.nullable(),
  to: ReleaseVersion,
  action: z.enum(REGISTRY_ACTIONS),
  /** The checks the release passed before it went live. */
  checks: z.array(z.string()),
  /** Why: an automatic rollback's figures, or the reason given for a forced change in a freeze window. */
  reason: z.string().max(500).optional(),
  /** Made in a freeze window with --force. */
  forced: z.boolean().optional(),
  /** Made by the registry itself from the browsers' failure reports. */
  automatic: z.boolean().optional(),
  /** A canary's share of browsers in percent after this change. */
  percent: z.number().min(0).max(100).optional(),
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
  /** A release served to a share of browsers beside the live one (see canaryBucket). */
  canary: z
    .object({ version: ReleaseVersion, percent: z.number().gt(0).max(100), started_at: z.iso.datetime(), by: z.string().min(1), checks: z.array(z.string()) })
    .nullable()
    .optional(),
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
    if (entry.action !== 'promote' && entry.action !== 'rollback') continue; // a canary never was the live version
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

/** A wedding day: promotions and canaries are refused from `from` to `until` unless forced with a reason. */
export const FreezeWindow = z.object({ from: z.iso.datetime(), until: z.iso.datetime(), reason: z.string().min(1).max(500), by: z.string().min(1) });
export type FreezeWindow = z.infer<typeof FreezeWindow>;

export const RELEASE_FREEZE_MESSAGES = {
  fromRequired: 'Bitte den Beginn angeben.',
  untilRequired: 'Bitte das Ende angeben.',
  untilAfterFrom: 'Das Ende muss nach dem Beginn liegen.',
  untilPast: 'Das Ende muss in der Zukunft liegen.',
  reasonRequired: 'Bitte einen Grund angeben (zum Beispiel „Hochzeitstag“).',
  reasonTooLong: 'Der Grund ist zu lang (höchstens 500 Zeichen).',
  busy: 'Die Versionen wurden gerade geändert. Bitte erneut versuchen.',
  noRegistry: 'Diese Installation verwaltet keine Versionen (kein Versionsregister eingerichtet).',
} as const;

/** `PUT /api/remote-releases/freeze` (admins): the window in which promotions and canaries are refused unless forced. */
export const ReleaseFreezeInput = z
  .object({
    from: z.iso.datetime({ error: RELEASE_FREEZE_MESSAGES.fromRequired }),
    until: z.iso.datetime({ error: RELEASE_FREEZE_MESSAGES.untilRequired }),
    reason: z.string({ error: RELEASE_FREEZE_MESSAGES.reasonRequired }).trim().min(1, RELEASE_FREEZE_MESSAGES.reasonRequired).max(500, RELEASE_FREEZE_MESSAGES.reasonTooLong),
  })
  // Only when both are dates (an invalid one has its own message).
  .refine((input) => !(Date.parse(input.until) <= Date.parse(input.from)), { path: ['until'], message: RELEASE_FREEZE_MESSAGES.untilAfterFrom })
  .meta({ title: 'ReleaseFreezeInput' });
export type ReleaseFreezeInput = z.infer<typeof ReleaseFreezeInput>;

/** The freeze window as set (also one still ahead), and whether it is in force now. */
export const ReleaseFreezeReply = z.object({ freeze: FreezeWindow.nullable(), active: z.boolean() }).meta({ title: 'ReleaseFreezeReply' });
export type ReleaseFreezeReply = z.infer<typeof ReleaseFreezeReply>;

/**
 * When the registry ends a canary (or rolls back a version promoted less than `watch_minutes` ago)
 * by itself: at least `failures` browsers reported a failure of it and they are at least `percent`
 * of its page loads, both within the last `window_minutes`.
 */
export const RollbackThreshold = z.object({
  failures: z.number().int().min(1).max(100_000),
  percent: z.number().min(0).max(100),
  window_minutes: z.number().int().min(1).max(1440),
  watch_minutes: z.number().int().min(0).max(1440),
});
export type RollbackThreshold = z.infer<typeof RollbackThreshold>;
export const DEFAULT_ROLLBACK_THRESHOLD: RollbackThreshold = { failures: 5, percent: 2, window_minutes: 10, watch_minutes: 30 };

/** The registry file; every write raises `revision` by one (compare-and-swap on it). */
export const Registry = z.object({
  revision: z.number().int().min(0),
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), RegistryRemote),
  freeze: FreezeWindow.nullable().optional(),
  /** Missing: DEFAULT_ROLLBACK_THRESHOLD. */
  threshold: RollbackThreshold.optional(),
});
export type Registry = z.infer<typeof Registry>;

/** The freeze window in force at `now`, if any. */
export const activeFreeze = (registry: Pick<Registry, 'freeze'>, now = new Date()): FreezeWindow | null | undefined =>
  registry.freeze && Date.parse(registry.freeze.from) <= now.getTime() && now.getTime() < Date.parse(registry.freeze.until) ? registry.freeze : null;

/** When the current version went live (its last promote or rollback), or null. */
export function liveSince(state: RegistryRemote | undefined): string | null {
  const entry = state?.history.findLast((e) => (e.action === 'promote' || e.action === 'rollback') && e.to === state.current);
  return entry?.at ?? null;
}

/** What the browsers reported about one version within the threshold's window. */
export interface WindowFigures {
  /** Page loads that loaded this version or tried it first. */
  loads: number;
  /** Distinct browsers that reported a failure of it. */
  failingBrowsers: number;
}

/**
 * Whether the registry must act on `version` of `state` by itself, and what to do: end the canary,
 * or roll a version promoted less than `watch_minutes` ago back to the one before. The reason
 * names the figures (German, for the history and the log).
 */
export function automaticAction(
  state: RegistryRemote | undefined,
  version: string,
  figures: WindowFigures,
  threshold: RollbackThreshold,
  now = new Date(),
): { action: 'canary-end' | 'rollback'; reason: string } | null {
  if (!state) return null;
  const isCanary = state.canary?.version === version;
  const since = liveSince(state);
  const freshLive = state.current === version && since !== null && now.getTime() - Date.parse(since) < threshold.watch_minutes * 60_000 && liveVersionStack(state).length >= 2;
  if (!isCanary && !freshLive) return null;
  const share = figures.loads > 0 ? (100 * figures.failingBrowsers) / figures.loads : 100;
  if (figures.failingBrowsers < threshold.failures || share < threshold.percent) return null;
  const reason = `Automatisch: ${figures.failingBrowsers} Browser meldeten Fehler von ${version} bei ${figures.loads} Ladevorgängen (${share.toFixed(1).replace('.', ',')} %) in ${threshold.window_minutes} Minuten (Schwelle: ${threshold.failures} Browser und ${String(threshold.percent).replace('.', ',')} %).`;
  return { action: isCanary ? 'canary-end' : 'rollback', reason };
}

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
  /** The browser's random id: failures count once per browser and version (automatic rollback). */
  browser: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Ungültige Browser-Kennung').optional(),
});
export type RemoteFailureReportInput = z.infer<typeof RemoteFailureReportInput>;

/** The random id a browser keeps for canary shares and reports (never tied to a person). */
const BrowserId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Ungültige Browser-Kennung');
export { BrowserId as RemoteBrowserId };

/**
 * POST /api/remote-loads (public, rate-limited per browser): once per page load and remote, which
 * version the shell loaded and whether it had to fall back to it (a release before it failed),
 * under the browser's random id. Counted per version and minute.
 */
export const RemoteLoadReportInput = z.object({
  browser: BrowserId,
  remote: z.enum(REMOTE_NAMES, { message: 'Unbekannter Bereich' }),
  /** The version loaded ('dev' for an unversioned build), or null when none loaded (the German fallback page). */
  version: z.string().max(100).nullable(),
  fell_back: z.boolean(),
});
export type RemoteLoadReportInput = z.infer<typeof RemoteLoadReportInput>;

/** Page loads and failure reports of one version over the last hour and day. */
export const RemoteVersionFigures = z
  .object({
    version: z.string(),
    role: z.enum(['live', 'canary', 'other']),
    loads_hour: z.number().int(),
    loads_day: z.number().int(),
    /** Share of the remote's page loads in percent (one decimal). */
    share_hour: z.number(),
    share_day: z.number(),
    failures_hour: z.number().int(),
    failures_day: z.number().int(),
    /** Page loads that ended on another version than this one first tried. */
    fallbacks_day: z.number().int(),
  })
  .meta({ title: 'RemoteVersionFigures' });
export type RemoteVersionFigures = z.infer<typeof RemoteVersionFigures>;

/** GET /api/remote-releases/status (admins): live and canary version and the figures per version. */
export const RemoteReleaseStatus = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    current: z.string().nullable(),
    canary: z.object({ version: z.string(), percent: z.number(), started_at: z.iso.datetime() }).nullable(),
    freeze: z.object({ from: z.iso.datetime(), until: z.iso.datetime(), reason: z.string() }).nullable(),
    versions: z.array(RemoteVersionFigures),
  })
  .meta({ title: 'RemoteReleaseStatus' });
export type RemoteReleaseStatus = z.infer<typeof RemoteReleaseStatus>;
export const REMOTE_LOAD_RATE_LIMITED = 'Zu viele Meldungen. Bitte warten Sie eine Minute.';
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

/** One version's counts as the database sums them (remote_release_counts). */
export interface VersionCountRow {
  version: string;
  loads_hour: number;
  loads_day: number;
  failures_hour: number;
  failures_day: number;
  fallbacks_day: number;
}

/** The status of one remote: registry state and the counts, with each version's share of the page loads. */
export function releaseStatus(remote: RemoteName, registry: Pick<Registry, 'remotes' | 'freeze'> | null, rows: VersionCountRow[], now = new Date()): RemoteReleaseStatus {
  const state = registry?.remotes[remote];
  const total = (key: 'loads_hour' | 'loads_day') => rows.reduce((sum, row) => sum + row[key], 0);
  const share = (value: number, all: number) => (all > 0 ? Math.round((1000 * value) / all) / 10 : 0);
  const [hour, day] = [total('loads_hour'), total('loads_day')];
  const known = new Set(rows.map((row) => row.version));
  const all = [...rows];
  for (const version of [state?.current, state?.canary?.version]) {
    if (version && !known.has(version)) all.push({ version, loads_hour: 0, loads_day: 0, failures_hour: 0, failures_day: 0, fallbacks_day: 0 });
  }
  const role = (version: string): RemoteVersionFigures['role'] => (version === state?.current ? 'live' : version === state?.canary?.version ? 'canary' : 'other');
  const order = { live: 0, canary: 1, other: 2 } as const;
  const freeze = registry ? activeFreeze({ freeze: registry.freeze ?? null }, now) : null;
  return {
    remote,
    current: state?.current ?? null,
    canary: state?.canary ? { version: state.canary.version, percent: state.canary.percent, started_at: state.canary.started_at } : null,
    freeze: freeze ? { from: freeze.from, until: freeze.until, reason: freeze.reason } : null,
    versions: all
      .map((row) => ({ ...row, role: role(row.version), share_hour: share(row.loads_hour, hour), share_day: share(row.loads_day, day) }))
      .sort((a, b) => order[a.role] - order[b.role] || b.loads_day - a.loads_day || a.version.localeCompare(b.version)),
  };
}
