import { useState, type KeyboardEvent } from 'react';
import { Field, formatDateTime, tickerText } from '@hochzeit/shared-ui';
import { adminApi } from '../../lib/admin-api';
import { ListState } from '../../lib/ListState';
import { useLoad } from '../../lib/use-load';
import { useNotice } from '../../lib/use-notice';
import { TICKER_MAX, tickerMessageProblem } from './ticker-rules';

interface TickerMessage {
  id: number;
  message: string;
  created_at: string;
}

const load = async () => (await adminApi.get<{ success: boolean; messages: TickerMessage[] }>('/api/admin/ticker-messages')).messages;

/** 'Laufschrift Gäste Dashboard' (spec content §2): preview, add with counter, inline edit, delete. */
export function TickerSettings() {
  const notice = useNotice(3000);
  const messages = useLoad(load, () => notice.error('Fehler beim Laden der Nachrichten'));
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const draftProblem = tickerMessageProblem(draft);
  const editProblem = editing ? tickerMessageProblem(editing.text) : null;

  async function create() {
    if (draftProblem) return;
    try {
      await adminApi.post('/api/admin/ticker-messages', { message: draft.trim() });
      setDraft('');
      notice.success('Nachricht hinzugefügt');
      await messages.reload();
    } catch {
      notice.error('Fehler beim Erstellen der Nachricht');
    }
  }

  async function update() {
    if (!editing || editProblem) return;
    try {
      await adminApi.put(`/api/admin/ticker-messages/${editing.id}`, { message: editing.text.trim() });
      setEditing(null);
      notice.success('Nachricht gespeichert');
      await messages.reload();
    } catch {
      notice.error('Fehler beim Aktualisieren der Nachricht');
    }
  }

  async function remove(message: TickerMessage) {
    if (!window.confirm('Sind Sie sicher, dass Sie diese Nachricht löschen möchten?')) return;
    try {
      await adminApi.delete(`/api/admin/ticker-messages/${message.id}`);
      notice.success('Nachricht gelöscht');
      await messages.reload();
    } catch {
      notice.error('Fehler beim Löschen der Nachricht');
    }
  }

  /** Enter saves (Shift+Enter is left alone). */
  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      action();
    }
  };
  const list = messages.data ?? [];

  return (
    <section className="card" aria-labelledby="ticker-title">
      <h2 id="ticker-title">Laufschrift Gäste Dashboard</h2>
      {/* Ticker notices disappear after 3 s (spec content §9). */}
      <div className="ticker-notice">{notice.element}</div>
      <div className="ticker-preview" aria-label="Vorschau">
        <strong>Vorschau:</strong> {tickerText(list) || <span className="muted">(keine Nachrichten)</span>}
      </div>

      <div className="inline-form section">
        <Field label="Neue Nachricht" hint={`${draft.trim().length}/${TICKER_MAX} Zeichen`}>
          <input value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onEnter(create)} aria-invalid={draft !== '' && draftProblem !== null} />
        </Field>
        <button className="button button--primary" type="button" onClick={create} disabled={draftProblem !== null}>
          Hinzufügen
        </button>
      </div>
      {draft !== '' && draftProblem && <p className="form-error">{draftProblem}</p>}

      <h3 className="section">Nachrichten ({list.length})</h3>
      <ListState items={messages.data} loading={messages.loading} empty="Noch keine Nachrichten.">
        {(list) => (
          <ul className="list-plain">
            {list.map((m) =>
              editing?.id === m.id ? (
                <li key={m.id}>
                  <div style={{ flex: 1 }}>
                    <Field label="Nachricht bearbeiten" hint={`${editing.text.trim().length}/${TICKER_MAX} Zeichen`}>
                      <input value={editing.text} onChange={(e) => setEditing({ id: m.id, text: e.target.value })} onKeyDown={onEnter(update)} autoFocus />
                    </Field>
                    {editProblem && <p className="form-error">{editProblem}</p>}
                  </div>
                  <span className="row-actions">
                    <button className="button button--small button--primary" type="button" onClick={update} disabled={editProblem !== null}>
                      Speichern
                    </button>
                    <button className="button button--small" type="button" onClick={() => setEditing(null)}>
                      Abbrechen
                    </button>
                  </span>
                </li>
              ) : (
                <li key={m.id}>
                  <span>
                    {m.message}
                    <span className="muted"> · {formatDateTime(m.created_at)}</span>
                  </span>
                  <span className="row-actions">
                    <button className="button button--small" type="button" onClick={() => setEditing({ id: m.id, text: m.message })} disabled={editing !== null}>
                      Bearbeiten
                    </button>
                    <button className="button button--small button--danger" type="button" onClick={() => remove(m)}>
                      Löschen
                    </button>
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
      </ListState>
      <ul className="muted section">
        <li>Alle Nachrichten laufen nacheinander, getrennt mit „ - “, über das Gäste-Dashboard.</li>
        <li>Höchstens {TICKER_MAX} Zeichen pro Nachricht, damit sie auf dem Handy lesbar bleibt.</li>
        <li>Enter speichert; es wird immer nur eine Nachricht gleichzeitig bearbeitet.</li>
        <li>Änderungen sehen Gäste beim nächsten Öffnen des Dashboards.</li>
      </ul>
    </section>
  );
}
