import { TICKER_MESSAGE_MAX_LENGTH } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

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
