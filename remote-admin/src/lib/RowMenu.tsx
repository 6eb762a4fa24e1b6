import { type ReactNode, useRef } from 'react';

/**
 * A card's actions folded into one button ('Aktionen'), so a phone card stays short. A native
 * <details>: Enter/Space open it, the actions are ordinary buttons reached by Tab, Escape closes
 * it and gives the focus back. It stays open after an action, so the action's answer can be read
 * beside it; an edit or a delete replaces the card anyway.
 */
export function RowMenu({ name, children }: { /** Whose actions: 'Aktionen für Anna Meier'. */ name: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  return (
    <details
      ref={ref}
      className="row-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && ref.current?.open) {
          close();
          ref.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="button button--small" aria-label={`Aktionen für ${name}`}>
        Aktionen
      </summary>
      <div className="row-menu__items">{children}</div>
    </details>
  );
}
