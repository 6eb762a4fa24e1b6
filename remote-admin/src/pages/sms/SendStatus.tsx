import { smsSendSummary } from '@hochzeit/contracts/sms-text';
import type { SendState } from './use-send-progress';

/** The last send: a progress bar while the batch runs, then its counts. */
export function SendStatus({ state }: { state: SendState }) {
  const processed = state.total - state.pending;
  if (!state.done) {
    return (
      <div className="sms-progress">
        <label htmlFor="sms-progress-bar">Versandfortschritt</label>
        <progress id="sms-progress-bar" value={processed} max={Math.max(state.total, 1)} />
        <span className="muted" aria-live="polite">
          {processed} von {state.total} SMS verarbeitet
        </span>
      </div>
    );
  }
  return (
    <div className="notice notice--success sms-result" role="status">
      <span>
        {smsSendSummary(state.channel, state.successful, state.failed)}
        {state.optedOut > 0 && `. ${state.optedOut} abgemeldete Nummern (STOP) ausgelassen`}
        {state.unclear > 0 && `. ${state.unclear} unklar – siehe Versandverlauf`}
        {state.lost && '. Der weitere Stand steht im Versandverlauf.'}
      </span>
    </div>
  );
}
