import { useCallback, useEffect, useRef, useState } from 'react';
import { Notice, type NoticeMessage } from '@hochzeit/shared-ui/toolkit';
import { scrollIntoView } from './scroll';

/**
 * One toast-like message per place: success and error texts of the spec, gone after 5 s (or
 * `timeoutMs`). Pages render `element` beside the control that acted; should that spot be out of
 * view when the message arrives (a long list, a reload that moved the page), it is scrolled into
 * view, so an admin never misses the outcome of what they did.
 */
export function useNotice(timeoutMs = 5000) {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const close = useCallback(() => setNotice(null), []);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) scrollIntoView(anchor.current, { block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  return {
    success: (text: string) => setNotice({ kind: 'success', text }),
    error: (text: string) => setNotice({ kind: 'error', text }),
    info: (text: string) => setNotice({ kind: 'info', text }),
    element: notice ? (
      <div ref={anchor} className="notice-anchor">
        <Notice notice={notice} onClose={close} timeoutMs={timeoutMs} />
      </div>
    ) : null,
  };
}
