import { useEffect, useState } from 'react';
import { type MessageChannelChoice, SMS_MESSAGES } from '@hochzeit/contracts/sms-text';
import { errorMessage, useQuery } from '@hochzeit/shared-ui';
import { type SmsPreviewTarget, smsApi } from './sms-api';

/** Typing pauses this long before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 600;

/**
 * The server's personalised preview of the current text for the chosen guests, asked a moment
 * after typing stops (whether the preview list is shown or not: the counter needs the longest
 * message) and at once by `loadNow`. The channel choice decides who gets an e-mail and who an SMS. Nothing is asked while the text or the choice is empty; the
 * previous preview stays until the next one arrives.
 */
export function useSmsPreview(target: SmsPreviewTarget | null, message: string, includeEvents: boolean, channelChoice: MessageChannelChoice) {
  const key = target && message.trim() ? JSON.stringify([target, message, includeEvents, channelChoice]) : null;
  /** The draft whose preview is wanted: the current one once typing has paused, or at once by loadNow. */
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setWanted(key), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const preview = useQuery({
    queryKey: ['/api/sms/preview-personalized', { target, message, includeEvents, channelChoice }],
    queryFn: () => smsApi.preview(message, includeEvents, target as SmsPreviewTarget, channelChoice),
    enabled: key !== null && wanted === key,
    placeholderData: (previous) => previous,
  });

  return {
    data: key && !preview.isError ? (preview.data ?? null) : null,
    loading: key !== null && preview.isFetching,
    error: key && preview.isError ? errorMessage(preview.error, SMS_MESSAGES.previewFailed) : null,
    loadNow: () => setWanted(key),
  };
}
