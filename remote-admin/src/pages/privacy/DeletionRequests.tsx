import { type FormEvent, useState } from 'react';
import { type AdminDeletionRequestJson, DELETION_REQUEST_STATE_LABELS, PRIVACY_LIMITS } from '@hochzeit/contracts';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { confirmDeletion, declineDeletion, deletionRequestsQuery, privacySettingsQuery } from './privacy-queries';

/** What a confirmation deletes, asked before it happens. */
export const confirmQuestion = (name: string) =>
  `Alle Daten von ${name} endgültig löschen? Angaben, Antworten, Fotos, Nachrichten und Anmeldungen werden entfernt; der persönliche Link gilt nicht mehr. Das lässt sich nicht rückgängig machen.`;

type Status = ReturnType<typeof useNotice>;

function DeletionRequestCard({ request, status }: { request: AdminDeletionRequestJson; status: Status }) {
  const change = useAdminChange([deletionRequestsQuery().queryKey, privacySettingsQuery().queryKey, ['/api/admin/guests'], ['/api/admin/dashboard']]);
  const [declining, setDeclining] = useState(false);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const open = request.state === 'open';

  async function act(call: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await change(call);
      status.success(success);
      setDeclining(false);
    } catch (error) {
      status.error(errorMessage(error, 'Das hat nicht geklappt.'));
    } finally {
      setBusy(false);
    }
  }

  function confirm() {
    if (!window.confirm(confirmQuestion(request.guest_name))) return;
    void act(() => confirmDeletion(request.id), `Die Daten von ${request.guest_name} wurden gelöscht.`);
  }

  function decline(event: FormEvent) {
    event.preventDefault();
    void act(() => declineDeletion(request.id, reply.trim() || null), 'Antrag abgelehnt. Der Gast sieht es auf seiner Seite „Meine Daten“.');
  }

  return (
    <li className="card privacy-request">
      <h3>{request.guest_name}</h3>
      <p className="muted">
        Beantragt am {formatDateTime(request.requested_at)} · {DELETION_REQUEST_STATE_LABELS[request.state]}
        {request.decided_at && ` am ${formatDateTime(request.decided_at)}`}
      </p>
      {request.note && <p className="privacy-request__note">„{request.note}“</p>}
      {request.reply && <p className="muted">Ihre Antwort: „{request.reply}“</p>}
      {open && !declining && (
        <div className="actions">
          <button type="button" className="button button--danger" disabled={busy} onClick={confirm}>
            Bestätigen und löschen
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => setDeclining(true)}>
            Ablehnen
          </button>
        </div>
      )}
      {open && declining && (
        <form onSubmit={decline} aria-label={`Antrag von ${request.guest_name} ablehnen`}>
          <Field label="Begründung für den Gast (optional)">
            <textarea rows={2} maxLength={PRIVACY_LIMITS.note} value={reply} onChange={(event) => setReply(event.target.value)} />
          </Field>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              Ablehnen
            </button>
            <button type="button" className="button button--ghost" onClick={() => setDeclining(false)}>
              Abbrechen
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

/** 'Löschanträge': guests who asked for their data to be deleted; the couple confirms (deletes) or declines. */
export function DeletionRequests() {
  const requests = useQuery(deletionRequestsQuery());
  // One message for the list: a confirmed request leaves it.
  const status = useNotice();
  return (
    <section className="section" aria-labelledby="privacy-deletions">
      <h2 id="privacy-deletions">Löschanträge</h2>
      <LoadFailure query={requests} text="Die Löschanträge konnten nicht geladen werden." />
      {requests.isPending ? (
        <Loading />
      ) : !requests.data?.length ? (
        <p className="muted">Keine Löschanträge.</p>
      ) : (
        <ul className="privacy-requests">
          {requests.data.map((request) => (
            <DeletionRequestCard key={request.id} request={request} status={status} />
          ))}
        </ul>
      )}
      {status.element}
    </section>
  );
}
