import { useEffect } from 'react';

export type NoticeKind = 'success' | 'error' | 'info';
export interface NoticeMessage {
  kind: NoticeKind;
  text: string;
}

/** An inline success/error/info message that clears itself after `timeoutMs` (toasts: 5 s). */
export function Notice({ notice, onClose, timeoutMs = 5000 }: { notice: NoticeMessage | null; onClose: () => void; timeoutMs?: number }) {
  useEffect(() => {
    if (!notice || timeoutMs <= 0) return;
    const timer = setTimeout(onClose, timeoutMs);
    return () => clearTimeout(timer);
  }, [notice, onClose, timeoutMs]);

  if (!notice) return null;
  return (
    <div className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <span>{notice.text}</span>
      <button type="button" className="notice__close" aria-label="Meldung schließen" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
