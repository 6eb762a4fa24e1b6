import { useState } from 'react';
import type { ReleaseFreezeReply } from '@hochzeit/contracts';
import { createApi, errorMessage, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';

const api = createApi('admin');
const FREEZE_KEY = ['/api/remote-releases/freeze'];
/** The status shows the freeze in force too: both are read again after a change. */
const FREEZE_DATA = [FREEZE_KEY, ['/api/remote-releases/status']];

/**
 * 'Versionen einfrieren': a window (the wedding day) in which no new version and no canary goes
 * live unless an operator forces it with a reason; rolling back stays possible.
 */
export function ReleaseFreezeForm() {
  const freeze = useQuery({ queryKey: FREEZE_KEY, queryFn: ({ signal }) => unwrap(api.GET('/api/remote-releases/freeze', { signal })) });
  if (!freeze.data) return null;
  return <FreezeForm key={`${freeze.data.freeze?.from ?? ''}-${freeze.data.freeze?.until ?? ''}`} current={freeze.data} />;
}

function FreezeForm({ current }: { current: ReleaseFreezeReply }) {
  const window = current.freeze;
  const [from, setFrom] = useState(toLocalInput(window?.from));
  const [until, setUntil] = useState(toLocalInput(window?.until));
  const [reason, setReason] = useState(window?.reason ?? '');
  const change = useAdminChange(FREEZE_DATA);
  const notice = useNotice();

  async function save() {
    try {
      const body = { from: from ? fromLocalInput(from) : '', until: until ? fromLocalInput(until) : '', reason };
      await change(() => unwrap(api.PUT('/api/remote-releases/freeze', { body })));
      notice.success('Gespeichert: In diesem Zeitraum geht keine neue Version live.');
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Speichern'));
    }
  }

  async function lift() {
    if (!globalThis.confirm('Den Freeze aufheben? Danach können wieder neue Versionen live gehen.')) return;
    try {
      await change(() => unwrap(api.DELETE('/api/remote-releases/freeze')));
      notice.success('Der Freeze ist aufgehoben.');
    } catch (e) {
      notice.error(errorMessage(e, 'Fehler beim Aufheben'));
    }
  }

  return (
    <form
      className="section"
      aria-labelledby="release-freeze-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h4 id="release-freeze-title">Versionen einfrieren</h4>
      <p className="muted">
        {window
          ? `${current.active ? 'Eingefroren' : 'Geplant'}: von ${formatDateTime(window.from)} bis ${formatDateTime(window.until)} (${window.reason}, von ${window.by}).`
          : 'Kein Freeze geplant. Für den Hochzeitstag empfohlen: Dann geht keine neue Version live, außer mit ausdrücklicher Begründung; zurückrollen bleibt möglich.'}
      </p>
      <div className="form-grid form-grid--top">
        <Field label="Von">
          <input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Field label="Bis">
          <input type="datetime-local" value={until} onChange={(event) => setUntil(event.target.value)} />
        </Field>
        <Field label="Grund">
          <input type="text" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} placeholder="Hochzeitstag" />
        </Field>
      </div>
      <div className="actions">
        <button className="button button--primary" type="submit">
          {window ? 'Freeze ändern' : 'Einfrieren'}
        </button>
        {window && (
          <button className="button" type="button" onClick={() => void lift()}>
            Freeze aufheben
          </button>
        )}
        {notice.element}
      </div>
    </form>
  );
}
