import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where admin lists turn into cards: the same width at which data-table.css stacks the tables
 * that are not yet card lists, so a page never shows both kinds at once.
 */
export const PHONE_QUERY = '(max-width: 699.98px)';

/** Whether a CSS media query matches now, updated when it changes; false where there is no matchMedia (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone-wide window: admin lists show cards instead of tables. */
export const usePhone = () => useMediaQuery(PHONE_QUERY);
