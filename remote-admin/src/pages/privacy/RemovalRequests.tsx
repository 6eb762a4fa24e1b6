import { useState } from 'react';
import type { AdminRemovalRequestJson } from '@hochzeit/contracts';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { decideRemoval, privacySettingsQuery, removalRequestsQuery } from './privacy-queries';

type Status = ReturnType<typeof useNotice>;

function RemovalRequestCard({ request, status }: { request: AdminRemovalRequestJson; status: Status }) {
  const change = useAdminChange([removalRequestsQuery().queryKey, privacySettingsQuery().queryKey, ['/api/media/admin/list'], ['/api/admin/dashboard']]);
  const [busy, setBusy] = useState(false);

  async function decide(decision: 'remove' | 'keep') {
    if (decision === 'remove' && !window.confirm(`Foto „${request.original_name}“ endgültig löschen?`)) return;
    setBusy(true);
    try {
      await change(() => decideRemoval(request.media_id, decision));
      status.success(decision === 'remove' ? `Foto „${request.original_name}“ gelöscht.` : `Foto „${request.original_name}“ wird wieder gezeigt.`);
    } catch (error) {
      status.error(errorMessage(error, 'Das hat nicht geklappt.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card privacy-request privacy-request--photo">
      <img src={request.thumb_url} alt={request.original_name} width={120} height={120} loading="lazy" />
      <div>
        <h3>{request.original_name}</h3>
        <p className="muted">
          {request.uploader_name ? `Hochgeladen von ${request.uploader_name}` : 'Vom Brautpaar hochgeladen'} · Entfernen lassen
          {request.requested_by_name ? ` von ${request.requested_by_name}` : ''} am {formatDateTime(request.requested_at)}
        </p>
        {request.note && <p className="privacy-request__note">„{request.note}“</p>}
        <div className="actions">
          <button type="button" className="button button--danger" disabled={busy} onClick={() => void decide('remove')}>
            Foto löschen
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void decide('keep')}>
            Wieder zeigen
          </button>
        </div>
      </div>
    </li>
  );
}

/** Photos guests asked to have removed ('Entfernen lassen'): hidden until the couple deletes them or shows them again. */
export function RemovalRequests() {
  const requests = useQuery(removalRequestsQuery());
  const status = useNotice();
  return (
    <section className="section" aria-labelledby="privacy-removals">
      <h2 id="privacy-removals">Fotos: Bitten um Entfernung</h2>
      <LoadFailure query={requests} text="Die Bitten um Entfernung konnten nicht geladen werden." />
      {requests.isPending ? (
        <Loading />
      ) : !requests.data?.length ? (
        <p className="muted">Keine offenen Bitten um Entfernung.</p>
      ) : (
        <ul className="privacy-requests">
          {requests.data.map((request) => (
            <RemovalRequestCard key={request.media_id} request={request} status={status} />
          ))}
        </ul>
      )}
      {status.element}
    </section>
  );
}
