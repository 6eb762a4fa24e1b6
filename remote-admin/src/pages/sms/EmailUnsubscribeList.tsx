import { Loading, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { emailUnsubscribesQuery } from '../../lib/queries';

/**
 * 'Abgemeldete E-Mail-Adressen': addresses that unsubscribed with the link or button of a mail get no
 * e-mail from the portal any more (as a STOP for SMS); only their owner can undo it, so the list is read-only.
 */
export function EmailUnsubscribeList({ names }: { names: ReadonlyMap<string, string> }) {
  const list = useQuery(emailUnsubscribesQuery());
  return (
    <section className="card section" aria-labelledby="email-unsubscribes-title">
      <h2 id="email-unsubscribes-title">Abgemeldete E-Mail-Adressen</h2>
      {list.isPending && <Loading />}
      {list.isLoadingError && (
        <p className="form-error" role="alert">
          Fehler beim Laden der abgemeldeten E-Mail-Adressen
        </p>
      )}
      {list.data && list.data.length === 0 && <p className="muted">Keine E-Mail-Adresse hat sich abgemeldet.</p>}
      {list.data && list.data.length > 0 && (
        <ul className="list-plain">
          {list.data.map((entry) => (
            <li key={entry.address}>
              <span>
                <strong>{entry.address}</strong>
                {names.get(entry.address) && <span> · {names.get(entry.address)}</span>}
                <span className="muted"> · abgemeldet am {formatDateTime(entry.created_at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
