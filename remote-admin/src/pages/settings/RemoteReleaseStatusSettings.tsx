import { REMOTE_AREA_LABELS, type RemoteReleaseStatus, type RemoteVersionFigures } from '@hochzeit/contracts';
import { createApi, unwrap, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { DataTable, ListState } from '../../lib/ListState';
import { LoadFailure } from '../../lib/LoadFailure';
import { ReleaseFreezeForm } from './ReleaseFreezeForm';

const api = createApi('admin');
/** The figures move with every page load of the guests: asked again every 30 s while the page is open. */
const REFRESH_MS = 30_000;

const ROLE_LABELS: Record<RemoteVersionFigures['role'], string> = { live: 'Aktiv', canary: 'Canary', other: 'Ältere Version' };
const percent = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

function Area({ status }: { status: RemoteReleaseStatus }) {
  const label = REMOTE_AREA_LABELS[status.remote];
  return (
    <div className="section" role="group" aria-labelledby={`remote-status-${status.remote}`}>
      <h4 id={`remote-status-${status.remote}`}>{label}</h4>
      <p>
        {status.current ? `Aktiv: Version ${status.current}` : 'Aktiv: ohne Versionsnummer'}
        {status.canary
          ? ` · Canary: Version ${status.canary.version} für ${percent(status.canary.percent)} der Browser seit ${formatDateTime(status.canary.started_at)}`
          : ' · Kein Canary'}
      </p>
      {status.versions.length === 0 ? (
        <p className="muted">Noch keine Ladevorgänge gemeldet.</p>
      ) : (
        <DataTable headers={['Version', 'Rolle', 'Geladen (1 Std.)', 'Geladen (24 Std.)', 'Fehler (1 Std.)', 'Fehler (24 Std.)', 'Ausgewichen (24 Std.)']}>
          {status.versions.map((v) => (
            <tr key={v.version}>
              <td>{v.version}</td>
              <td>{ROLE_LABELS[v.role]}</td>
              <td>
                {v.loads_hour} ({percent(v.share_hour)})
              </td>
              <td>
                {v.loads_day} ({percent(v.share_day)})
              </td>
              <td>{v.failures_hour}</td>
              <td>{v.failures_day}</td>
              <td>{v.fallbacks_day}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

/**
 * 'Nutzung der Versionen': which version of each area the browsers loaded over the last hour and
 * day, with the share of a canary and the failures the browsers reported, and the freeze window
 * (here or with node infra/remotes.mjs). The operators start canaries on the server; a failing
 * canary is ended by the registry itself.
 */
export function RemoteReleaseStatusSettings() {
  const status = useQuery({
    queryKey: ['/api/remote-releases/status'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/remote-releases/status', { signal })),
    refetchInterval: REFRESH_MS,
  });
  const freeze = status.data?.find((area) => area.freeze)?.freeze;
  return (
    <section className="card" aria-labelledby="remote-status-title">
      <h3 id="remote-status-title">Nutzung der Versionen</h3>
      <p>
        Welche Version der Bereiche die Browser geladen haben, in der letzten Stunde und den letzten 24 Stunden. Ein Canary erhält eine neue
        Version nur für einen Teil der Browser; melden zu viele davon Fehler, wird er automatisch beendet.
      </p>
      {freeze && (
        <p role="status">
          Eingefroren bis {formatDateTime(freeze.until)} ({freeze.reason}): neue Versionen und Canaries nur mit ausdrücklicher Begründung.
        </p>
      )}
      <LoadFailure query={status} text="Die Nutzung der Versionen konnte nicht geladen werden." />
      <ReleaseFreezeForm />
      <ListState items={status.data} loading={status.isPending} empty="Keine Bereiche gefunden.">
        {(areas) => areas.map((area) => <Area key={area.remote} status={area} />)}
      </ListState>
    </section>
  );
}
