import { useState } from 'react';
import { TICKER_MESSAGE_MAX_LENGTH, TickerMessageInput } from '@hochzeit/contracts';
import { createApi, tickerMessagesQuery, tickerText, unwrap, useQuery } from '@hochzeit/shared-ui';
import { Field, formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { useContractForm } from '../../lib/contract-form';
import { ListState } from '../../lib/ListState';
import { LoadFailure } from '../../lib/LoadFailure';
import { useAdminChange } from '../../lib/queries';
import { useNotice } from '../../lib/use-notice';
import { RowActions } from '../../lib/RowActions';

const api = createApi('admin');
type Message = Awaited<ReturnType<NonNullable<ReturnType<typeof tickerMessagesQuery>['queryFn']>>>['messages'][number];
/** The ticker's list is read by guests too: one query for both, a change refreshes it. */
const TICKER_DATA = [tickerMessagesQuery().queryKey];

/** Ticker notices disappear after 3 s. */
const NOTICE_MS = 3000;
const counter = (text: string | undefined) => `${(text ?? '').trim().length}/${TICKER_MESSAGE_MAX_LENGTH} Zeichen`;

/** Adding a message: live counter, checked by the contract as it is typed; Enter adds it. */
function AddMessage() {
  const status = useNotice(NOTICE_MS);
  const change = useAdminChange(TICKER_DATA);
  const { register, handleSubmit, reset, watch, formState } = useContractForm(TickerMessageInput, { message: '' }, { mode: 'onChange' });
  const draft = watch('message');
  const create = handleSubmit(async (values) => {
    try {
      await change(() => unwrap(api.POST('/api/admin/ticker-messages', { body: values })));
      reset({ message: '' });
      status.success('Nachricht hinzugefügt');
    } catch {
      status.error('Fehler beim Erstellen der Nachricht');
    }
  });
  return (
    <form className="section" onSubmit={create} aria-label="Nachricht hinzufügen">
      <div className="inline-form">
        <Field label="Neue Nachricht" hint={counter(draft)} error={draft ? formState.errors.message?.message : undefined}>
          <input {...register('message')} />
        </Field>
        <button className="button button--primary" type="submit" disabled={!formState.isValid || formState.isSubmitting}>
          Hinzufügen
        </button>
        {status.element}
      </div>
    </form>
  );
}

/** Editing one message in its row: Enter or 'Speichern' saves, 'Abbrechen' leaves it as it was. */
function EditMessage({ message, onSave, onCancel }: { message: Message; onSave: (text: string) => Promise<void>; onCancel: () => void }) {
  const { register, handleSubmit, watch, formState } = useContractForm(TickerMessageInput, { message: message.message }, { mode: 'onChange' });
  const text = watch('message');
  return (
    <form className="ticker-edit" style={{ display: 'contents' }} onSubmit={handleSubmit((values) => onSave(values.message))}>
      <div style={{ flex: 1 }}>
        <Field label="Nachricht bearbeiten" hint={counter(text)} error={formState.errors.message?.message}>
          <input {...register('message')} autoFocus />
        </Field>
      </div>
      <span className="row-actions">
        <button className="button button--small button--primary" type="submit" disabled={!formState.isValid || formState.isSubmitting}>
          Speichern
        </button>
        <button className="button button--small" type="button" onClick={onCancel}>
          Abbrechen
        </button>
      </span>
    </form>
  );
}

/** 'Laufschrift Gäste Dashboard': preview, add with counter, inline edit of one message at a time, delete. */
export function TickerSettings() {
  // Outcome of a row's action: shown in that row, or at the list's heading once the row is gone.
  const rowNotice = useNotice(NOTICE_MS);
  const [noticeRow, setNoticeRow] = useState<number | null>(null);
  const messages = useQuery({ ...tickerMessagesQuery(), select: (reply) => reply.messages });
  const change = useAdminChange(TICKER_DATA);
  const [editing, setEditing] = useState<number | null>(null);
  const list = messages.data ?? [];
  const rowGone = noticeRow !== null && !list.some((m) => m.id === noticeRow);

  async function update(id: number, message: string) {
    setNoticeRow(id);
    try {
      await change(() => unwrap(api.PUT('/api/admin/ticker-messages/{id}', { params: { path: { id } }, body: { message } })));
      setEditing(null);
      rowNotice.success('Nachricht gespeichert');
    } catch {
      rowNotice.error('Fehler beim Aktualisieren der Nachricht');
    }
  }

  async function remove(message: Message) {
    setNoticeRow(message.id);
    try {
      await change(() => unwrap(api.DELETE('/api/admin/ticker-messages/{id}', { params: { path: { id: message.id } } })));
      rowNotice.success('Nachricht gelöscht');
    } catch {
      rowNotice.error('Fehler beim Löschen der Nachricht');
    }
  }

  return (
    <section className="card" aria-labelledby="ticker-title">
      <h3 id="ticker-title">Laufschrift Gäste Dashboard</h3>
      <div className="ticker-notice">
        <LoadFailure query={messages} text="Fehler beim Laden der Nachrichten" />
      </div>
      <div className="ticker-preview" aria-label="Vorschau">
        <strong>Vorschau:</strong> {tickerText(list) || <span className="muted">(keine Nachrichten)</span>}
      </div>

      <AddMessage />

      <h4 className="section">Nachrichten ({list.length})</h4>
      {rowGone && rowNotice.element}
      <ListState items={messages.data} loading={messages.isPending} empty="Noch keine Nachrichten.">
        {(items) => (
          <ul className="list-plain">
            {items.map((m) => (
              <li key={m.id}>
                {editing === m.id ? (
                  <EditMessage message={m} onSave={(text) => update(m.id, text)} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <span>
                      {m.message}
                      <span className="muted"> · {formatDateTime(m.created_at)}</span>
                    </span>
                    <span className="row-actions">
                      <RowActions onEdit={() => setEditing(m.id)} editDisabled={editing !== null} onDelete={() => void remove(m)} confirmDelete="Sind Sie sicher, dass Sie diese Nachricht löschen möchten?" />
                    </span>
                  </>
                )}
                {noticeRow === m.id && rowNotice.element}
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ul className="muted section">
        <li>Alle Nachrichten laufen nacheinander, getrennt mit „ - “, über das Gäste-Dashboard.</li>
        <li>Höchstens {TICKER_MESSAGE_MAX_LENGTH} Zeichen pro Nachricht, damit sie auf dem Handy lesbar bleibt.</li>
        <li>Enter speichert; es wird immer nur eine Nachricht gleichzeitig bearbeitet.</li>
        <li>Änderungen sehen Gäste beim nächsten Öffnen des Dashboards.</li>
      </ul>
    </section>
  );
}
