import { MESSAGE_MEDIUM_LABELS } from '@hochzeit/contracts/sms-text';
import { Loading, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { smsOutboxQuery } from '../../lib/queries';

/** 'Postausgang': without Twilio credentials every SMS, without SMTP every e-mail is kept here instead of being sent (newest first). */
export function SmsOutbox() {
  const outbox = useQuery(smsOutboxQuery());
  return (
    <section className="card section" aria-labelledby="sms-outbox-title">
      <h2 id="sms-outbox-title">Postausgang</h2>
      {outbox.isPending && <Loading />}
      {outbox.isLoadingError && (
        <p className="form-error" role="alert">
          Fehler beim Laden des Postausgangs
        </p>
      )}
      {outbox.data && outbox.data.length === 0 && <p className="muted">Der Postausgang ist leer.</p>}
      {outbox.data && outbox.data.length > 0 && (
        <ul className="sms-messages" aria-label="Nachrichten im Postausgang">
          {outbox.data.map((m) => (
            <li key={m.id} className="sms-message">
              <div className="sms-message__head">
                <span>
                  <strong>{m.to}</strong>
                  {m.guest_name && <span className="muted"> · {m.guest_name}</span>}
                  <span className="sms-badge sms-badge--medium">{MESSAGE_MEDIUM_LABELS[m.medium]}</span>
                </span>
                <time dateTime={m.updated_at} className="muted">
                  {formatDateTime(m.updated_at)}
                </time>
              </div>
              {m.subject && <p className="sms-message__subject">Betreff: {m.subject}</p>}
              <p className="sms-message__text">{m.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
