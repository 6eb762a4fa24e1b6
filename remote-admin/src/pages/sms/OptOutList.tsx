import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { SMS_DATA, smsOptOutsQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { smsApi, type SmsOptOutRow } from './sms-api';
import { RowActions } from '../../lib/RowActions';

export const REMOVE_OPT_OUT_QUESTION = (number: string) => `Abmeldung von ${number} aufheben? Die Nummer erhält dann wieder SMS.`;

/** 'Abgemeldete Nummern (STOP)': numbers that answered STOP get nothing until an admin removes them here. */
export function OptOutList() {
  const notice = useNotice();
  const optOuts = useQuery(smsOptOutsQuery());
  const change = useAdminChange(SMS_DATA);

  async function remove(entry: SmsOptOutRow) {
    try {
      await change(() => smsApi.removeOptOut(entry.number));
      notice.success(`Abmeldung von ${entry.number} aufgehoben`);
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Aufheben der Abmeldung'));
    }
  }

  return (
    <section className="card section" aria-labelledby="sms-optouts-title">
      <h2 id="sms-optouts-title">Abgemeldete Nummern (STOP)</h2>
      {notice.element}
      {optOuts.isPending && <Loading />}
      {optOuts.isLoadingError && (
        <p className="form-error" role="alert">
          Fehler beim Laden der abgemeldeten Nummern
        </p>
      )}
      {optOuts.data && optOuts.data.length === 0 && <p className="muted">Keine Nummer hat sich abgemeldet.</p>}
      {optOuts.data && optOuts.data.length > 0 && (
        <ul className="list-plain">
          {optOuts.data.map((entry) => (
            <li key={entry.number}>
              <span>
                <strong>{entry.number}</strong>
                {entry.guest_name && <span> · {entry.guest_name}</span>}
                <span className="muted">
                  {' '}
                  · „{entry.keyword}“ am {formatDateTime(entry.created_at)}
                </span>
              </span>
              <RowActions
                onDelete={() => void remove(entry)}
                confirmDelete={REMOVE_OPT_OUT_QUESTION(entry.number)}
                deleteText="Abmeldung aufheben"
                deleteName={`Abmeldung von ${entry.number} aufheben`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
