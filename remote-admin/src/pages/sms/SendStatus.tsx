import { sendLeftOutTexts, smsSendSummary } from '@hochzeit/contracts/sms-text';
import type { SendState } from './use-send-progress';

/** Who a send left out and why, in words; empty parts are not mentioned. */
export function leftOutText(state: Pick<SendState, 'optedOut' | 'unsubscribed' | 'withoutContact' | 'withoutEmail'>): string {
  const parts = sendLeftOutTexts(state);
  if (state.withoutEmail?.length) parts.push(`Ohne E-Mail-Adresse, keine Einladung: ${state.withoutEmail.join(', ')}`);
  return parts.map((part) => `. ${part}`).join('');
}

/** The last send: a progress bar while the batch runs, then its counts. */
export function SendStatus({ state }: { state: SendState }) {
  const processed = state.total - state.pending;
  if (!state.done) {
    return (
      <div className="sms-progress">
        <label htmlFor="sms-progress-bar">Versandfortschritt</label>
        <progress id="sms-progress-bar" value={processed} max={Math.max(state.total, 1)} />
        <span className="muted" aria-live="polite">
          {processed} von {state.total} Nachrichten verarbeitet
        </span>
      </div>
    );
  }
  return (
    <div className="notice notice--success sms-result" role="status">
      <span>
        {/* The server words SMS and e-mail per medium; a reply without it is an SMS-only one. */}
        {state.summary ?? smsSendSummary(state.channel, state.successful, state.failed)}
        {leftOutText(state)}
        {state.unclear > 0 && `. ${state.unclear} unklar – siehe Versandverlauf`}
        {state.lost && '. Der weitere Stand steht im Versandverlauf.'}
      </span>
    </div>
  );
}
