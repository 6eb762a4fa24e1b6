import { type KeyboardEvent, useRef } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Prefix of the tab and panel ids ('sms' gives sms-tab-…, sms-panel-…). */
  idPrefix: string;
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  /** Asked for a tab; the page may refuse (e.g. unsaved changes) by not changing `value`. */
  onSelect: (tab: T) => void;
}

/**
 * A row of tabs with the WAI-ARIA tab pattern: one tab stop, arrow keys, Home and End move
 * between the tabs. The panel takes its ids from `tabPanelProps`.
 */
export function Tabs<T extends string>({ idPrefix, label, tabs, value, onSelect }: TabsProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((t) => t.id === value);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length].id;
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.id}
          ref={(element) => {
            refs.current[t.id] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={value === t.id}
          aria-controls={`${idPrefix}-panel-${t.id}`}
          tabIndex={value === t.id ? 0 : -1}
          className={`tabs__tab${value === t.id ? ' tabs__tab--active' : ''}`}
          onClick={() => onSelect(t.id)}
          onKeyDown={onKey}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The attributes of the panel that belongs to the selected tab. */
export const tabPanelProps = (idPrefix: string, value: string) => ({
  role: 'tabpanel' as const,
  id: `${idPrefix}-panel-${value}`,
  'aria-labelledby': `${idPrefix}-tab-${value}`,
});
