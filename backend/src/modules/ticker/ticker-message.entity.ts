import { defineEntity, p } from '@mikro-orm/core';

/** Longest ticker message (spec content §5). */
export const TICKER_MESSAGE_MAX_LENGTH = 160;

const TickerMessageSchema = defineEntity({
  name: 'TickerMessage',
  tableName: 'ticker_message',
  properties: {
    id: p.integer().primary(),
    message: p.string().length(TICKER_MESSAGE_MAX_LENGTH),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export class TickerMessage extends TickerMessageSchema.class {}
TickerMessageSchema.setClass(TickerMessage);
