import type { EntityManager } from '@mikro-orm/core';
import { TickerMessage } from './ticker-message.entity.js';

/** The tables messagesInOrder reads (the cached ticker reply is kept until one changes). */
export const TICKER_TABLES = [TickerMessage];

/** Every ticker message, oldest first. */
export function messagesInOrder(em: EntityManager): Promise<TickerMessage[]> {
  return em.find(TickerMessage, {}, { orderBy: { created_at: 'asc', id: 'asc' } });
}
