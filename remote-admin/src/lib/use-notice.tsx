import { useCallback, useState } from 'react';
import { Notice, type NoticeMessage } from '@hochzeit/shared-ui';

/** One toast-like message per page: success and error texts of the spec, gone after 5 s (or `timeoutMs`). */
export function useNotice(timeoutMs = 5000) {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const close = useCallback(() => setNotice(null), []);
  return {
    success: (text: string) => setNotice({ kind: 'success', text }),
    error: (text: string) => setNotice({ kind: 'error', text }),
    info: (text: string) => setNotice({ kind: 'info', text }),
    element: <Notice notice={notice} onClose={close} timeoutMs={timeoutMs} />,
  };
}
