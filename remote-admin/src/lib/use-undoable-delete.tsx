import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a deleted guest, event or photo can still be brought back. */
export const UNDO_WINDOW_MS = 10_000;
export const UNDO_LABEL = 'Rückgängig';

interface PendingDelete {
  key: string;
  /** 'Anna Meier gelöscht.': what the notice says while the deletion can still be undone. */
  text: string;
  commit: () => Promise<void>;
  onFailed: (error: unknown) => void;
}

/**
 * Deletion with a way back: the item leaves the list at once, a notice offers 'Rückgängig' for
 * 10 s, and only then is the deletion sent. Leaving the page sends what is still pending at once,
 * so nothing is lost by navigating; closing the tab within the 10 s keeps the item (the safe side).
 * Items are keyed by the page ('guest-12'); `isPending` hides them from the list meanwhile.
 */
export function useUndoableDelete(windowMs = UNDO_WINDOW_MS) {
  // Waiting: still undoable, with its notice; sending: gone from the list until the server has it.
  const [pending, setPending] = useState<(PendingDelete & { sending: boolean })[]>([]);
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; item: PendingDelete }>());

  const send = useCallback((key: string) => {
    const entry = timers.current.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    timers.current.delete(key);
    setPending((items) => items.map((item) => (item.key === key ? { ...item, sending: true } : item)));
    entry.item
      .commit()
      .catch(entry.item.onFailed)
      .finally(() => setPending((items) => items.filter((item) => item.key !== key)));
  }, []);

  const remove = useCallback(
    (item: PendingDelete) => {
      const timer = setTimeout(() => send(item.key), windowMs);
      timers.current.set(item.key, { timer, item });
      setPending((items) => [...items.filter((other) => other.key !== item.key), { ...item, sending: false }]);
    },
    [send, windowMs],
  );

  const undo = useCallback((key: string) => {
    const entry = timers.current.get(key);
    if (entry) clearTimeout(entry.timer);
    timers.current.delete(key);
    setPending((items) => items.filter((item) => item.key !== key));
  }, []);

  // Leaving the page: what is still waiting is sent now rather than forgotten.
  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const { timer, item } of waiting.values()) {
        clearTimeout(timer);
        item.commit().catch(item.onFailed);
      }
      waiting.clear();
    };
  }, []);

  return {
    remove,
    isPending: (key: string) => pending.some((item) => item.key === key),
    element:
      pending.some((item) => !item.sending) ? (
        <div className="undo-notices">
          {pending.filter((item) => !item.sending).map((item) => (
            <div key={item.key} className="notice notice--info" role="status">
              <span>{item.text}</span>
              <button type="button" className="button button--small" onClick={() => undo(item.key)}>
                {UNDO_LABEL}
              </button>
            </div>
          ))}
        </div>
      ) : null,
  };
}

export type UndoableDelete = ReturnType<typeof useUndoableDelete>;
