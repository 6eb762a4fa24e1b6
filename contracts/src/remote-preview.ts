/**
 * The preview of a release before it goes live, as admins and preview links see it: the areas'
 * German names, the pin syntax, and the messages. Apart from the run-time constants (remote-runtime.ts),
 * so the shell's first load does not carry texts that only a preview shows.
 */
import { RELEASE_VERSION_PATTERN, REMOTE_NAMES, type RemoteName } from './remote-runtime.js';

/** German names of the areas, for banners and messages. */
export const REMOTE_AREA_LABELS: Record<RemoteName, string> = {
  admin: 'Admin-Bereich',
  guest: 'Gäste-Bereich',
  provider: 'Dienstleister-Bereich',
};

/** How long a preview link works. */
export const REMOTE_PREVIEW_LINK_DAYS = 7;

/** `guest@1.4.0` -> { remote, version }, or null when it is not a known remote and a version. */
export function parseRemotePin(value: string | null | undefined): { remote: RemoteName; version: string } | null {
  const match = /^([a-z]+)@(.+)$/.exec(value ?? '');
  if (!match) return null;
  const [, remote, version] = match;
  if (!(REMOTE_NAMES as readonly string[]).includes(remote) || !RELEASE_VERSION_PATTERN.test(version)) return null;
  return { remote: remote as RemoteName, version };
}

export const REMOTE_PREVIEW_MESSAGES = {
  invalidPin: 'Die Vorschau-Angabe ist ungültig. Erwartet wird z. B. ?remote=guest@1.4.0.',
  forbidden: 'Eine Vorschau ist nur für angemeldete Admins oder mit einem Vorschau-Link möglich.',
  invalidLink: 'Der Vorschau-Link ist ungültig oder abgelaufen.',
  unknownVersion: 'Diese Version ist nicht in der Registry.',
  banner: (remote: RemoteName, version: string) => `Vorschau: ${REMOTE_AREA_LABELS[remote]} in Version ${version}`,
  leave: 'Vorschau beenden',
} as const;
