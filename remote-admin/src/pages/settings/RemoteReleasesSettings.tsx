import { REGISTRY_ACTION_LABELS, REMOTE_AREA_LABELS, REMOTE_PREVIEW_LINK_DAYS, type RemoteReleaseOverview } from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { DataTable, ListState } from '../../lib/ListState';
import { copyToClipboard, LINK_NOT_COPIED } from '../../lib/sign-in-link';
import { LoadFailure } from '../../lib/LoadFailure';
import { remoteReleasesQuery } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';

const api = createApi('admin');

type Overview = RemoteReleaseOverview;

function releaseState(area: Overview, version: string): string {
  if (area.current === version) return 'Aktiv';
  // A canary served a share of browsers only: it never was the live version.
  if (area.history.some((entry) => entry.to === version && (entry.action === 'promote' || entry.action === 'rollback'))) return 'Früher aktiv';
  if (area.history[0]?.action === 'canary' && area.history[0].to === version) return `Canary (${area.history[0].percent ?? 0} %)`;
  return 'Noch nicht aktiviert';
}

/**
 * 'Versionen der Bereiche': which release of the admin, guest and provider area is live, and preview
 * links for testers. Operators promote and roll back on the server (node infra/remotes.mjs); here
 * the couple's testers get a link that pins one release in their browser before it goes live.
 */
export function RemoteReleasesSettings() {
  const notice = useNotice();
  const overview = useQuery(remoteReleasesQuery());

  async function copyPreviewLink(area: Overview, version: string) {
    try {
      const link = await unwrap(api.POST('/api/remote-previews', { body: { remote: area.remote, version } }));
      await copyToClipboard(link.url).catch(() => {
        throw new Error(LINK_NOT_COPIED);
      });
      notice.success(`Vorschau-Link für ${REMOTE_AREA_LABELS[area.remote]} ${version} kopiert (gültig bis ${formatDateTime(link.expires_at)}).`);
    } catch (e) {
      notice.error(errorMessage(e, 'Der Vorschau-Link konnte nicht erstellt werden.'));
    }
  }

  return (
    <section className="card" aria-labelledby="remote-releases-title">
      <h3 id="remote-releases-title">Versionen der Bereiche</h3>
      <p>
        Jeder Bereich des Portals wird einzeln veröffentlicht. Ein Vorschau-Link zeigt einer Testperson eine bestimmte Version, bevor sie für alle
        gilt: Er gilt {REMOTE_PREVIEW_LINK_DAYS} Tage und nur in dem Browser, in dem er geöffnet wird.
      </p>
      <LoadFailure query={overview} text="Die Versionen konnten nicht geladen werden." />
      {notice.element}
      <ListState items={overview.data} loading={overview.isPending} empty="Keine Bereiche gefunden.">
        {(areas) =>
          areas.map((area) => (
            <div className="section" key={area.remote} role="group" aria-labelledby={`remote-${area.remote}-title`}>
              <h4 id={`remote-${area.remote}-title`}>
                {REMOTE_AREA_LABELS[area.remote]}: {area.current ? `Version ${area.current} aktiv` : 'Ohne Versionsnummer aktiv'}
              </h4>
              {area.releases.length === 0 ? (
                <p className="muted">Noch keine Versionen veröffentlicht.</p>
              ) : (
                <DataTable headers={['Version', 'Erstellt am', 'Status', '']}>
                  {area.releases.map((release) => (
                    <tr key={release.version}>
                      <td>{release.version}</td>
                      <td>{formatDateTime(release.built_at)}</td>
                      <td>{releaseState(area, release.version)}</td>
                      <td className="row-actions">
                        <button
                          className="button button--small"
                          type="button"
                          onClick={() => copyPreviewLink(area, release.version)}
                          aria-label={`Vorschau-Link für ${REMOTE_AREA_LABELS[area.remote]} ${release.version} kopieren`}
                        >
                          Vorschau-Link kopieren
                        </button>
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )}
              {area.history.length > 0 && (
                <p className="muted">
                  Zuletzt: {REGISTRY_ACTION_LABELS[area.history[0].action]} {area.history[0].to} am {formatDateTime(area.history[0].at)} von{' '}
                  {area.history[0].by}
                  {area.history[0].automatic && ' (automatisch)'}
                  {area.history[0].reason && ` – ${area.history[0].reason}`}
                </p>
              )}
            </div>
          ))
        }
      </ListState>
    </section>
  );
}
