import { useEffect, useRef } from 'react';
import { useLocation } from '@hochzeit/shared-ui';

export const UNSAVED_CHANGES = 'Es gibt ungespeicherte Änderungen. Seite trotzdem verlassen?';

/** react-router's browser history keeps the entry's position in `history.state.idx`. */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/** A plain left click on a link to another page of this origin, which the router would follow. */
function leavingLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const next = new URL(link.href, window.location.href);
  return next.origin === window.location.origin && next.pathname !== window.location.pathname;
}

/**
 * While `dirty`, leaving asks first: closing or reloading the tab gets the browser's own question
 * (browsers show their own text there); a link inside the portal and the browser's back and forward
 * buttons get `message`. Staying on the same page (only the query or hash changing) is never held back.
 *
 * The shell uses a plain BrowserRouter (a data router with `useBlocker` would add ~18 KB to every
 * guest's first load), so the hook listens before the router does: link clicks in the capture phase
 * (react-router's Link skips a click whose default was prevented) and `popstate` in the capture phase
 * on window (at the target, capture listeners run before the router's own listener).
 */
export function useUnsavedChangesWarning(dirty: boolean, message = UNSAVED_CHANGES) {
  const { pathname } = useLocation();
  // The history position and path of this page, to step back to when a back/forward is refused.
  const here = useRef<{ index?: number; pathname: string }>({ pathname });
  const restoring = useRef(false);

  useEffect(() => {
    here.current = { index: historyIndex(window.history.state), pathname };
  });

  useEffect(() => {
    if (!dirty) return;

    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };

    const onPopState = (event: PopStateEvent) => {
      if (restoring.current) {
        // The step back to this page after a refusal: the router never saw the page leave.
        restoring.current = false;
        event.stopImmediatePropagation();
        return;
      }
      const { index, pathname: ours } = here.current;
      const target = historyIndex(event.state);
      if (window.location.pathname === ours || index === undefined || target === undefined) return;
      if (window.confirm(message)) return;
      event.stopImmediatePropagation();
      restoring.current = true;
      window.history.go(index - target);
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };

    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, message]);
}
