import { useState } from 'react';
import { RSVP_LIMITS } from '@hochzeit/contracts/rsvp-constants';

interface Props {
  idPrefix: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/** Allergies and dietary needs as a list: type one, add it (Enter or the button), remove each with its ×. */
export function AllergyList({ idPrefix, value, onChange }: Props) {
  const [entry, setEntry] = useState('');
  const inputId = `${idPrefix}-allergy`;
  const full = value.length >= RSVP_LIMITS.allergies;

  function add() {
    const text = entry.trim();
    if (!text || full) return;
    if (!value.some((item) => item.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setEntry('');
  }

  return (
    <div className="field rsvp-allergies">
      <label htmlFor={inputId}>Allergien und Ernährung</label>
      {/* The hint as its own line: a placeholder is cut off beside the button on a phone. */}
      <p className="field-hint muted" id={`${inputId}-hint`}>
        z. B. Nüsse, vegan, laktosefrei
      </p>
      {value.length > 0 && (
        <ul className="rsvp-chips" aria-label="Angegebene Allergien">
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
          onChange={(e) => setEntry(e.target.value)}
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
