import { SMS_GUEST_TYPES, SMS_MESSAGES } from '@hochzeit/contracts/sms-text';
import { Loading } from '@hochzeit/shared-ui';
import type { SmsGuestNumbers } from './sms-api';
import type { MessageGuest } from './sms-model';

/** The stats box: guests that can get an SMS, by type, and the ones who answered STOP; beneath, the e-mail addresses. */
export function SmsStats({ data, guests, loading, failed }: { data: SmsGuestNumbers | null; guests: MessageGuest[] | null; loading: boolean; failed: boolean }) {
  const optedOut = data?.guests.filter((g) => g.opted_out).length ?? 0;
  const withEmail = guests?.filter((g) => g.email !== null) ?? [];
  const unsubscribed = withEmail.filter((g) => g.unsubscribed).length;
  return (
    <section className="card sms-stats" aria-labelledby="sms-stats-title">
      <h2 id="sms-stats-title">Gäste mit Handynummer</h2>
      {failed && (
        <p className="form-error" role="alert">
          {SMS_MESSAGES.loadStatsFailed}
        </p>
      )}
      {loading && !data && <Loading />}
      {data && (
        <dl className="sms-stats__figures">
          <div>
            <dt>Gesamt</dt>
            <dd>{data.total_guests}</dd>
          </div>
          {SMS_GUEST_TYPES.map((type) => (
            <div key={type}>
              <dt>{type}</dt>
              <dd>{data.stats_by_type[type]}</dd>
            </div>
          ))}
          <div>
            <dt>Abgemeldet (STOP)</dt>
            <dd>{optedOut}</dd>
          </div>
        </dl>
      )}
      {guests && (
        <p className="muted">
          Mit E-Mail-Adresse: {withEmail.length}
          {unsubscribed > 0 && ` (davon ${unsubscribed} abgemeldet)`}
        </p>
      )}
    </section>
  );
}
