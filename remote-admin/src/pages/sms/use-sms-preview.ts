import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_MESSAGES } from '@hochzeit/contracts/sms-text';
import { type SmsPreview, type SmsPreviewTarget, smsApi } from './sms-api';
import { errorMessage } from '@hochzeit/shared-ui';

/** Typing pauses this long before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 600;

interface PreviewState {
  data: SmsPreview | null;
  loading: boolean;
  error: string | null;
}

/**
 * The server's personalised preview of the current text for the chosen guests, fetched a moment
 * after typing stops (whether the preview list is shown or not: the counter needs the longest
 * message) and at once by `loadNow`. Nothing is asked while the text or the choice is empty.
 */
export function useSmsPreview(target: SmsPreviewTarget | null, message: string, includeEvents: boolean) {
  const [state, setState] = useState<PreviewState>({ data: null, loading: false, error: null });
  const key = target && message.trim() ? JSON.stringify([target, message, includeEvents]) : null;
  const latest = useRef({ key, target, message, includeEvents });
  latest.current = { key, target, message, includeEvents };
  /** The request whose reply counts; older replies arriving late are dropped. */
  const sequence = useRef(0);
  const loadedKey = useRef<string | null>(null);

  const loadNow = useCallback(async () => {
    const current = latest.current;
    if (!current.key || !current.target || loadedKey.current === current.key) return;
    loadedKey.current = current.key;
    const id = ++sequence.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await smsApi.preview(current.message, current.includeEvents, current.target);
      if (id === sequence.current) setState({ data, loading: false, error: null });
    } catch (e) {
      if (id !== sequence.current) return;
      loadedKey.current = null;
      setState({ data: null, loading: false, error: errorMessage(e, SMS_MESSAGES.previewFailed) });
    }
  }, []);

  useEffect(() => {
    if (!key) {
      sequence.current++;
      loadedKey.current = null;
      setState({ data: null, loading: false, error: null });
      return;
    }
    const timer = setTimeout(() => void loadNow(), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, loadNow]);

  return { ...state, loadNow };
}
