import { RSVP_LIMITS } from '@hochzeit/contracts/rsvp-constants';

interface Props {
  idPrefix: string;
  /** Whose needs these are: '' for the guest, ' der Begleitung' for their companion (in both labels). */
  whose?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The text still in the field: the page keeps it, so a save adds it to the list (see `withTypedAllergies`). */
  entry: string;
  onEntryChange: (entry: string) => void;
}

/**
 * The list with what was typed added: entries split on commas ('Nüsse, vegan'), trimmed, empty
 * ones dropped, each once (case-insensitive, the list's spelling first), never beyond the limit.
 * A save uses it with the field's text, so an allergy typed without 'Hinzufügen' is never lost.
 */
export function withTypedAllergies(list: readonly string[], typed: string): string[] {
  const result = [...list];
  for (const part of typed.split(',')) {
    const text = part.trim().slice(0, RSVP_LIMITS.allergyLength);
    if (!text || result.length >= RSVP_LIMITS.allergies) continue;
    if (!result.some((item) => item.toLowerCase() === text.toLowerCase())) result.push(text);
  }
  return result;
}

/** Allergies and dietary needs as a list: type one, add it (Enter or the button), remove each with its ×. */
export function AllergyList({ idPrefix, whose = '', value, onChange, entry, onEntryChange }: Props) {
  const inputId = `${idPrefix}-allergy`;
  const full = value.length >= RSVP_LIMITS.allergies;

  function add() {
    if (!entry.trim() || full) return;
    onChange(withTypedAllergies(value, entry));
    onEntryChange('');
  }

  return (
    <div className="field rsvp-allergies">
      <label htmlFor={inputId}>Allergien und Ernährung{whose}</label>
      {/* The hint as its own line: a placeholder is cut off beside the button on a phone. */}
      <p className="field-hint muted" id={`${inputId}-hint`}>
        z. B. Nüsse, vegan, laktosefrei
      </p>
      {value.length > 0 && (
        <ul className="rsvp-chips" aria-label={`Angegebene Allergien${whose}`}>
          {value.map((item) => (
            <li key={item}>
              {item}
              <button type="button" className="rsvp-chip__remove" aria-label={`${item} entfernen`} onClick={() => onChange(value.filter((x) => x !== item))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="rsvp-allergies__add">
        <input
          id={inputId}
          value={entry}
          maxLength={RSVP_LIMITS.allergyLength}
          aria-describedby={`${inputId}-hint`}
          disabled={full}
          onChange={(e) => onEntryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button--small" onClick={add} disabled={!entry.trim() || full}>
          Hinzufügen
        </button>
      </div>
    </div>
  );
}
