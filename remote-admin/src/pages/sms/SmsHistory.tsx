import { useState } from 'react';
import {
  MESSAGE_CHANNEL_CHOICE_LABELS,
  MESSAGE_HISTORY_STATE_LABELS,
  MESSAGE_HISTORY_STATES,
  MESSAGE_MEDIUM_LABELS,
  type MessageHistoryState,
  SMS_BATCH_KIND_LABELS,
  SMS_MESSAGE_STATE_LABELS,
} from '@hochzeit/contracts';
import { emailCount, messageErrorCodeText } from '@hochzeit/contracts/sms-text';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { SMS_DATA, smsBatchQuery, useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { ListFilters } from '../../lib/ResponsiveList';
import { Options } from '../../lib/Options';
import { type SmsBatchRow, type SmsMessageItem, smsApi } from './sms-api';
import { batchInState, countsText } from './sms-model';

/** A message the admin may send again: its outcome is unknown, or it did not arrive. */
const mayResend = (m: SmsMessageItem) => m.unclear || m.state === 'failed' || m.state === 'undelivered';

export const RESEND_QUESTION = (m: Pick<SmsMessageItem, 'to' | 'medium'>) => `${MESSAGE_MEDIUM_LABELS[m.medium]} an ${m.to} erneut senden?`;

/** '3 SMS · 2 E-Mails' (only the media the batch has), and where they went when not out. */
function mediaText(batch: SmsBatchRow): string {
  const { media } = batch;
  const parts: string[] = [];
  if (media.sms > 0 || media.email === 0) parts.push(`${media.sms} SMS${batch.channel === 'outbox' ? ' (Postausgang)' : ''}`);
  if (media.email > 0) parts.push(`${emailCount(media.email)}${batch.email_channel === 'outbox' ? ' (Postausgang)' : ''}`);
  return parts.join(' · ');
}

/** Who the batch left out, in words; nothing for zeros. */
function leftOut(batch: SmsBatchRow): string {
  const parts: string[] = [];
  if (batch.opted_out > 0) parts.push(`${batch.opted_out} abgemeldet (STOP)`);
  if (batch.unsubscribed > 0) parts.push(`${batch.unsubscribed} abgemeldet (E-Mail)`);
  if (batch.without_contact > 0) parts.push(`${batch.without_contact} ohne Kontaktangabe`);
  return parts.map((part) => ` · ${part}`).join('');
}

/** A refusal's code as the sender named it: Twilio's error code for SMS, the SMTP reply code for e-mail. */

/** The state a link asks for (/admin/sms?state=failed); an unknown one is every batch. */
function stateFromSearch(search: string): MessageHistoryState | '' {
  const state = new URLSearchParams(search).get('state');
  return MESSAGE_HISTORY_STATES.find((s) => s === state) ?? '';
}

/** Whether a batch matches the words searched for (its text, subject or event), the chosen kind and state. */
function matches(batch: SmsBatchRow, search: string, kind: string, state: MessageHistoryState | '') {
  if (kind && batch.kind !== kind) return false;
  if (state && !batchInState(batch, state)) return false;
  const text = [batch.message, batch.subject, batch.event_title].filter(Boolean).join(' ').toLocaleLowerCase('de');
  return search
    .toLocaleLowerCase('de')
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** 'Versandverlauf': the latest batches, searchable by text and filtered by kind, each with its messages on demand. */
export function SmsHistory({ batches, loading, failed }: { batches: SmsBatchRow[] | null; loading: boolean; failed: boolean }) {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  // The dashboard's message figures open the history narrowed to their state.
  const [state, setState] = useState<MessageHistoryState | ''>(() => stateFromSearch(window.location.search));
  const shown = batches?.filter((batch) => matches(batch, search.trim(), kind, state));
  const kinds = [...new Set((batches ?? []).map((batch) => batch.kind))];
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
        <>
          <ListFilters label="Versandverlauf durchsuchen">
            <Field label="Suchen">
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Text, Betreff oder Ereignis" />
            </Field>
            <Field label="Art">
              <select value={kind} onChange={(e) => setKind(e.target.value)}>
                <Options items={kinds} label={(k) => SMS_BATCH_KIND_LABELS[k]} placeholder="Alle" />
              </select>
            </Field>
            <Field label="Zustand">
              <select value={state} onChange={(e) => setState(e.target.value as MessageHistoryState | '')}>
                <Options items={MESSAGE_HISTORY_STATES} label={(s) => MESSAGE_HISTORY_STATE_LABELS[s]} placeholder="Alle" />
              </select>
            </Field>
          </ListFilters>
          {shown?.length === 0 && <p className="muted">Kein Versand gefunden.</p>}
          <ul className="sms-batches">
            {shown?.map((batch) => (
              <BatchItem key={batch.id} batch={batch} />
            ))}
          </ul>
        </>
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
            · {mediaText(batch)}
            {/* The media say 'SMS' or 'E-Mail' already; only the mixed choice adds something. */}
            {batch.channel_choice === 'email_else_sms' && ` · ${MESSAGE_CHANNEL_CHOICE_LABELS.email_else_sms}`}
            {!batch.done && ' · läuft'}
          </span>
        </div>
        <button type="button" className="button button--small" aria-expanded={open} aria-controls={`sms-batch-${batch.id}`} onClick={() => setOpen(!open)}>
          {open ? 'Details ausblenden' : 'Details anzeigen'}
        </button>
      </div>
      {batch.subject && <p className="sms-batch__subject">Betreff: {batch.subject}</p>}
      <p className={open ? 'sms-batch__text' : 'sms-batch__text sms-batch__text--folded'}>{batch.message}</p>
      <p className="muted">
        {countsText(batch.counts, SMS_MESSAGE_STATE_LABELS)}
        {leftOut(batch)}
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
    if (!window.confirm(RESEND_QUESTION(message))) return;
    setBusy(message.id);
    try {
      await change(() => smsApi.resend(message.id));
      notice.success(`${MESSAGE_MEDIUM_LABELS[message.medium]} an ${message.to} wird erneut gesendet`);
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
              <span>
                <span className="sms-badge sms-badge--medium">{MESSAGE_MEDIUM_LABELS[m.medium]}</span>
                <span className="sms-badge">{m.unclear ? SMS_MESSAGE_STATE_LABELS.unclear : SMS_MESSAGE_STATE_LABELS[m.state]}</span>
              </span>
            </div>
            {m.subject && <p className="sms-message__subject">Betreff: {m.subject}</p>}
            <p className="sms-message__text">{m.body}</p>
            {(m.error_code !== null || m.error_message) && (
              <p className="field__error">
                {m.error_code !== null && messageErrorCodeText(m.medium, m.error_code)}
                {m.error_code !== null && m.error_message && ': '}
                {m.error_message}
              </p>
            )}
            <span className="muted">{m.medium === 'email' ? formatDateTime(m.updated_at) : `${m.segments} SMS · ${formatDateTime(m.updated_at)}`}</span>
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
