import { useState } from 'react';
import { SMS_BATCH_KIND_LABELS, SMS_MESSAGE_STATE_LABELS } from '@hochzeit/contracts';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { SMS_DATA, smsBatchQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { type SmsBatchRow, type SmsMessageItem, smsApi } from './sms-api';
import { countsText } from './sms-model';

/** A message the admin may send again: its outcome is unknown, or it did not arrive. */
const mayResend = (m: SmsMessageItem) => m.unclear || m.state === 'failed' || m.state === 'undelivered';

export const RESEND_QUESTION = (to: string) => `SMS an ${to} erneut senden?`;

/** 'Versandverlauf': the latest batches, each with its messages on demand. */
export function SmsHistory({ batches, loading, failed }: { batches: SmsBatchRow[] | null; loading: boolean; failed: boolean }) {
  return (
    <section className="card section" aria-labelledby="sms-history-title">
      <h2 id="sms-history-title">Versandverlauf</h2>
      {failed && (
        <p className="form-error" role="alert">
          Fehler beim Laden des Versandverlaufs
        </p>
      )}
      {loading && !batches && <Loading />}
      {batches && batches.length === 0 && <p className="muted">Noch keine SMS versendet.</p>}
      {batches && batches.length > 0 && (
        <ul className="sms-batches">
          {batches.map((batch) => (
            <BatchItem key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BatchItem({ batch }: { batch: SmsBatchRow }) {
  const [open, setOpen] = useState(false);
  const kind = batch.kind === 'reminder' && batch.event_title ? `${SMS_BATCH_KIND_LABELS.reminder}: ${batch.event_title}` : SMS_BATCH_KIND_LABELS[batch.kind];
  const title = `${formatDateTime(batch.created_at)} · ${kind}`;
  return (
    <li className="sms-batch" aria-label={`Versand vom ${title}`}>
      <div className="sms-batch__head">
        <div>
          <strong>{title}</strong>
          <span className="muted">
            {' '}
            · {batch.total} SMS{batch.channel === 'outbox' ? ' · Postausgang' : ''}
            {!batch.done && ' · läuft'}
          </span>
        </div>
        <button type="button" className="button button--small" aria-expanded={open} aria-controls={`sms-batch-${batch.id}`} onClick={() => setOpen(!open)}>
          {open ? 'Details ausblenden' : 'Details anzeigen'}
        </button>
      </div>
      <p className="sms-batch__text">{batch.message}</p>
      <p className="muted">
        {countsText(batch.counts, SMS_MESSAGE_STATE_LABELS)}
        {batch.opted_out > 0 && ` · ${batch.opted_out} abgemeldet (STOP)`}
      </p>
      {open && (
        <div id={`sms-batch-${batch.id}`}>
          <BatchMessages batchId={batch.id} />
        </div>
      )}
    </li>
  );
}

function BatchMessages({ batchId }: { batchId: number }) {
  const notice = useNotice();
  const detail = useQuery(smsBatchQuery(batchId));
  const change = useAdminChange(SMS_DATA);
  const [busy, setBusy] = useState<number | null>(null);

  async function resend(message: SmsMessageItem) {
    if (!window.confirm(RESEND_QUESTION(message.to))) return;
    setBusy(message.id);
    try {
      await change(() => smsApi.resend(message.id));
      notice.success(`SMS an ${message.to} wird erneut gesendet`);
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim erneuten Senden'));
    } finally {
      setBusy(null);
    }
  }

  if (detail.isPending) return <Loading />;
  if (!detail.data)
    return (
      <p className="form-error" role="alert">
        Fehler beim Laden der Nachrichten
      </p>
    );
  return (
    <>
      {notice.element}
      <ul className="sms-messages">
        {detail.data.messages.map((m) => (
          <li key={m.id} className={`sms-message sms-message--${m.unclear ? 'unclear' : m.state}`}>
            <div className="sms-message__head">
              <span>
                <strong>{m.guest_name ?? m.to}</strong>
                {m.guest_name && <span className="muted"> · {m.to}</span>}
              </span>
              <span className="sms-badge">{m.unclear ? SMS_MESSAGE_STATE_LABELS.unclear : SMS_MESSAGE_STATE_LABELS[m.state]}</span>
            </div>
            <p className="sms-message__text">{m.body}</p>
            {(m.error_code !== null || m.error_message) && (
              <p className="field__error">
                {m.error_code !== null && `Twilio-Fehler ${m.error_code}`}
                {m.error_code !== null && m.error_message && ': '}
                {m.error_message}
              </p>
            )}
            <span className="muted">
              {m.segments} SMS · {formatDateTime(m.updated_at)}
            </span>
            {mayResend(m) && (
              <button type="button" className="button button--small" disabled={busy === m.id} onClick={() => resend(m)} aria-label={`Erneut senden an ${m.to}`}>
                Erneut senden
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
