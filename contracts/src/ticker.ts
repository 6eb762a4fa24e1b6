import { z } from 'zod';
import { timestamp } from './fields.js';
import { TICKER_MESSAGE_MAX_LENGTH, TICKER_MESSAGE_REQUIRED, tickerMessageTooLong } from './ticker-constants.js';

export * from './ticker-constants.js';

/** A ticker message as admins write it: required, trimmed, at most 160 characters. */
export const TickerMessageInput = z.object({
  message: z
    .string({ error: TICKER_MESSAGE_REQUIRED })
    .trim()
    .min(1, TICKER_MESSAGE_REQUIRED)
    .max(TICKER_MESSAGE_MAX_LENGTH, { error: (issue) => tickerMessageTooLong(typeof issue.input === 'string' ? issue.input.length : TICKER_MESSAGE_MAX_LENGTH + 1) }),
});
export type TickerMessageInput = z.output<typeof TickerMessageInput>;

export const TickerMessage = z
  .object({ id: z.number().int(), message: z.string(), created_at: timestamp() })
  .meta({ title: 'TickerMessage' });
export type TickerMessage = z.output<typeof TickerMessage>;
/** As it arrives in the browser: created_at is ISO text. */
export type TickerMessageJson = z.input<typeof TickerMessage>;

/** `GET /api/admin/ticker-messages`, read by the guest dashboard without a sign-in. */
export const TickerMessageList = z
  .object({ success: z.literal(true), messages: z.array(TickerMessage) })
  .meta({ title: 'TickerMessageList' });
export type TickerMessageList = z.output<typeof TickerMessageList>;
export type TickerMessageListJson = z.input<typeof TickerMessageList>;
