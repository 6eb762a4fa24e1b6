import { useState } from 'react';
import { RSVP_MESSAGES, type RsvpDraft, rsvpAnswerBody, rsvpDraft, rsvpMenuLabel } from '@hochzeit/contracts/rsvp-constants';
import { createApi, errorMessage, unwrap } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { joinCommaList, splitCommaList } from '../../lib/form-values';
import type { RsvpOverview, RsvpRow } from './rsvp-model';
import { Options } from '../../lib/Options';
import { RSVP_DATA, useAdminChange } from '../../lib/queries';

const api = createApi('admin');

/** Every question may be recorded by an admin, asked or not. */
const ALL_QUESTIONS = { ask_menu: true, ask_allergies: true, ask_song_wish: true, ask_message: true } as const;

/** Admins may give any menu; the ones guests cannot choose say so. */
const menuChoice = (menu: RsvpOverview['menus'][number]) => rsvpMenuLabel(menu) + (menu.choosable ? '' : ' (nicht zur Auswahl)');

interface Props {
  row: RsvpRow;
  overview: RsvpOverview;
  /** Closes the editor; with a message after a save or reset. */
  onDone: (message?: string) => void;
}

/**
 * An admin records or corrects one guest's answer (also after the deadline), or resets it to open.
 * Before an answer the form starts from the guest record's menu and allergies (the row carries
 * them): a 'Zusage' saved unchanged keeps what the guest list already knows instead of clearing it.
 */
export function RsvpAnswerEditor({ row, overview, onDone }: Props) {
  const [draft, setDraft] = useState<RsvpDraft>(() => rsvpDraft(row.answer, row));
  // Allergies are edited as comma-separated text, like on the guest list: whatever is typed is kept.
  const [allergies, setAllergies] = useState(() => joinCommaList(draft.allergies));
  const [companionAllergies, setCompanionAllergies] = useState(() => joinCommaList(row.answer?.companion_allergies ?? []));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${row.first_name} ${row.last_name}`.trim();
  const id = `rsvp-edit-${row.guest_id}`;
  const change = (patch: Partial<RsvpDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const send = useAdminChange(RSVP_DATA);

  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    setError(null);
    try {
      await send(action);
      onDone(message);
    } catch (e) {
      setError(errorMessage(e, RSVP_MESSAGES.saveFailed));
      setBusy(false);
    }
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (draft.attending === null) {
      setError(RSVP_MESSAGES.attendingRequired);
      return;
    }
    const body = rsvpAnswerBody(
      { ...draft, attending: draft.attending, allergies: splitCommaList(allergies), companion_allergies: splitCommaList(companionAllergies) },
      ALL_QUESTIONS,
      row.companion_allowed,
    );
    void run(() => unwrap(api.PUT('/api/admin/rsvp/{guestId}', { params: { path: { guestId: row.guest_id } }, body })), RSVP_MESSAGES.adminSaved);
  }

  function reset() {
    if (!window.confirm(`Antwort von ${name} zurücksetzen? Der Gast gilt dann wieder als „Noch offen“.`)) return;
    void run(() => unwrap(api.DELETE('/api/admin/rsvp/{guestId}', { params: { path: { guestId: row.guest_id } } })), RSVP_MESSAGES.adminReset);
  }

  return (
    <form className="rsvp-editor" onSubmit={save} aria-label={`Antwort von ${name} bearbeiten`}>
      <h3>{name}</h3>
      <fieldset className="rsvp-questions">
        <legend>Antwort</legend>
        <label className="field field--inline">
          <input type="radio" name={`${id}-attending`} checked={draft.attending === true} onChange={() => change({ attending: true })} />
          <span>Zusage</span>
        </label>
        <label className="field field--inline">
          <input type="radio" name={`${id}-attending`} checked={draft.attending === false} onChange={() => change({ attending: false })} />
          <span>Absage</span>
        </label>
      </fieldset>
      <div className="form-grid">
        {draft.attending && (
          <>
            <Field label="Menü">
              <select value={draft.menu_id ?? ''} onChange={(e) => change({ menu_id: e.target.value ? Number(e.target.value) : null })}>
                <Options placeholder="Kein Menü" items={overview.menus} label={menuChoice} />
              </select>
            </Field>
            <Field label="Allergien (durch Komma getrennt)">
              <input value={allergies} onChange={(e) => setAllergies(e.target.value)} />
            </Field>
            <Field label="Musikwunsch">
              <input value={draft.song_wish} maxLength={300} onChange={(e) => change({ song_wish: e.target.value })} />
            </Field>
            {row.companion_allowed && (
              <>
                <Field label="Begleitung">
                  <input value={draft.companion_name} maxLength={200} onChange={(e) => change({ companion_name: e.target.value })} />
                </Field>
                {draft.companion_name.trim() && (
                  <>
                    <Field label="Menü der Begleitung">
                      <select value={draft.companion_menu_id ?? ''} onChange={(e) => change({ companion_menu_id: e.target.value ? Number(e.target.value) : null })}>
                        <Options placeholder="Kein Menü" items={overview.menus} label={menuChoice} />
                      </select>
                    </Field>
                    <Field label="Allergien der Begleitung (durch Komma getrennt)">
                      <input value={companionAllergies} onChange={(e) => setCompanionAllergies(e.target.value)} />
                    </Field>
                  </>
                )}
              </>
            )}
          </>
        )}
        <Field label="Nachricht an das Brautpaar">
          <textarea rows={2} value={draft.message} maxLength={2000} onChange={(e) => change({ message: e.target.value })} />
        </Field>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Speichern
        </button>
        <button type="button" className="button" onClick={() => onDone()} disabled={busy}>
          Abbrechen
        </button>
        {row.answer && (
          <button type="button" className="button button--danger" onClick={reset} disabled={busy}>
            Zurücksetzen (offen)
          </button>
        )}
      </div>
    </form>
  );
}
