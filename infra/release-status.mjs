// What `node infra/remotes.mjs status <remote>` shows: the live and canary version and, per
// version, the page loads and failure reports of the last hour and day. The counts are kept by the
// web processes (POST /api/remote-loads): in PostgreSQL with DATABASE_URL (read here directly),
// else in the embedded database, of which the portal writes a copy of the counts beside the
// registry file every few seconds (remotes-status.json; the embedded database belongs to its process).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseStatus } from '@hochzeit/contracts/remote-releases';

/** @typedef {import('@hochzeit/contracts/remote-releases').VersionCountRow} VersionCountRow */
/** @typedef {import('@hochzeit/contracts/remote-releases').RemoteReleaseStatus} RemoteReleaseStatus */

export const STATUS_FILE_NAME = 'remotes-status.json';

/** The sums per version over the last hour and day (same query as the backend's remote-release-reports.ts). */
export const COUNTS_SQL = `select "version",
  coalesce(sum("loads") filter (where "minute" > now() - interval '1 hour'), 0)::int as "loads_hour",
  coalesce(sum("loads"), 0)::int as "loads_day",
  coalesce(sum("failures") filter (where "minute" > now() - interval '1 hour'), 0)::int as "failures_hour",
  coalesce(sum("failures"), 0)::int as "failures_day",
  coalesce(sum("fallbacks"), 0)::int as "fallbacks_day"
  from "remote_release_counts" where "remote" = $1 and "minute" > now() - interval '1 day' group by "version"`;

/**
 * @param {import('./registry.mjs').Locations} locations
 * @param {import('@hochzeit/contracts/remote-releases').Registry} registry
 * @param {import('@hochzeit/contracts/remote-releases').RemoteName} remote
 * @returns {Promise<RemoteReleaseStatus & { source: string }>}
 */
export async function readStatus(locations, registry, remote) {
  if (locations.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: locations.databaseUrl, application_name: 'hochzeit remotes.mjs' });
    await client.connect();
    try {
      const { rows } = await client.query(COUNTS_SQL, [remote]).catch((/** @type {Error} */ error) => {
        if (/remote_release_counts/.test(error.message)) return { rows: [] }; // the portal has not migrated yet
        throw error;
      });
      return { ...releaseStatus(remote, registry, rows), source: 'PostgreSQL' };
    } finally {
      await client.end();
    }
  }
  const file = path.join(path.dirname(locations.registryFile), STATUS_FILE_NAME);
  const json = await readFile(file, 'utf8').then(JSON.parse, () => null);
  /** @type {VersionCountRow[]} */
  const rows = json?.remotes?.[remote] ?? [];
  return { ...releaseStatus(remote, registry, rows), source: json ? `${file} (Stand ${json.generated_at})` : `${file} fehlt (läuft das Portal?)` };
}

/** @param {RemoteReleaseStatus & { source: string }} status */
export function formatStatus(status) {
  const lines = [`${status.remote}: aktiv ${status.current ?? '–'}${status.canary ? `, Canary ${status.canary.version} für ${status.canary.percent} %` : ', kein Canary'}`];
  if (status.freeze) lines.push(`Eingefroren bis ${status.freeze.until} (${status.freeze.reason})`);
  lines.push(`Zahlen: ${status.source}`);
  lines.push('Version     Rolle    Laden 1 h (Anteil)   Laden 24 h (Anteil)   Fehler 1 h   Fehler 24 h   Ausweichen 24 h');
  const role = { live: 'aktiv', canary: 'Canary', other: 'andere' };
  for (const v of status.versions) {
    lines.push(
      `${v.version.padEnd(11)} ${role[v.role].padEnd(8)} ${`${v.loads_hour} (${v.share_hour} %)`.padEnd(20)} ${`${v.loads_day} (${v.share_day} %)`.padEnd(21)} ${String(v.failures_hour).padEnd(12)} ${String(v.failures_day).padEnd(13)} ${v.fallbacks_day}`,
    );
  }
  return lines.join('\n');
}
