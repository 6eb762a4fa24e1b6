import type { TickerMessageJson } from '@hochzeit/contracts';
import { TICKER_MESSAGE_MAX_LENGTH, TICKER_SEPARATOR } from '@hochzeit/contracts/ticker-constants';

/**
 * What the guests' ticker shows (and the admins' preview of it): the non-empty messages, each at
 * most TICKER_MESSAGE_MAX_LENGTH characters, joined with ' - '.
 */
export function tickerText(messages: ReadonlyArray<Pick<TickerMessageJson, 'message'>>): string {
  return messages
    .map((m) => m.message.trim().slice(0, TICKER_MESSAGE_MAX_LENGTH))
    .filter(Boolean)
    .join(TICKER_SEPARATOR);
}
