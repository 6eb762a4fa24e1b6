import { useCallback, useEffect } from 'react';
import { useBlocker } from '@hochzeit/shared-ui';

export const UNSAVED_CHANGES = 'Es gibt ungespeicherte Änderungen. Seite trotzdem verlassen?';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab gets the browser's own question
 * (browsers show their own text there), a link inside the portal gets `UNSAVED_CHANGES`.
 * Staying on the same page (only the query or hash changing) is never held back.
 */
export function useUnsavedChangesWarning(dirty: boolean, message = UNSAVED_CHANGES) {
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
