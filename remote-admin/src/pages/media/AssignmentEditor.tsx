import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Ref } from './media-api';

/**
 * A medium's categories or groups: the current ones as chips, and behind 'Bearbeiten' a checkbox
 * list of all of them. 'Übernehmen' hands the ticked ids to `onSave`; Escape or 'Abbrechen' closes.
 */
export function AssignmentEditor({
  what,
  mediumName,
  options,
  current,
  none,
  onSave,
}: {
  /** 'Kategorien' or 'Gruppen'. */
  what: string;
  mediumName: string;
  options: readonly Ref[];
  /** null while loading. */
  current: readonly Ref[] | null;
  /** What no assignment means, e.g. 'Keine' or 'Alle Gäste'. */
  none: string;
  onSave: (ids: number[]) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

  function openEditor() {
    setTicked((current ?? []).map((ref) => ref.id));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  async function save() {
    setSaving(true);
    try {
      await onSave(ticked);
    } finally {
      setSaving(false);
      close();
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className="assignment">
      {current === null ? (
        <span className="muted">Lade...</span>
      ) : current.length === 0 ? (
        <span className="muted">{none}</span>
      ) : (
        <ul className="chips" aria-label={`${what} von ${mediumName}`}>
          {current.map((ref) => (
            <li key={ref.id} className="chip">
              {ref.name}
            </li>
          ))}
        </ul>
      )}
      <button
        ref={toggle}
        type="button"
        className="button button--small button--ghost"
        aria-label={`${what} von ${mediumName} bearbeiten`}
        aria-expanded={open}
        aria-controls={popoverId}
        disabled={current === null}
        onClick={() => (open ? close() : openEditor())}
      >
        Bearbeiten
      </button>
      {open && (
        <div className="assignment__popover" id={popoverId} role="group" aria-label={`${what} für ${mediumName}`} onKeyDown={onKeyDown}>
          {options.length === 0 ? (
            <p className="muted">Noch keine {what} angelegt.</p>
          ) : (
            <ul className="list-plain assignment__options">
              {options.map((option) => (
                <li key={option.id}>
                  <label className="field--inline">
                    <input
                      type="checkbox"
                      checked={ticked.includes(option.id)}
                      onChange={() => setTicked((list) => (list.includes(option.id) ? list.filter((id) => id !== option.id) : [...list, option.id]))}
                    />
                    {option.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <div className="actions">
            <button type="button" className="button button--small button--primary" onClick={save} disabled={saving}>
              Übernehmen
            </button>
            <button type="button" className="button button--small" onClick={close}>
              Abbrechen
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
