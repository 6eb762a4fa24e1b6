import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { TickerMessage } from './ticker-message.entity.js';

@Injectable()
export class TickerService {
  constructor(private readonly em: EntityManager) {}

  async list() {
    const messages = await this.em.find(TickerMessage, {}, { orderBy: { created_at: 'asc', id: 'asc' } });
    return messages.map(({ id, message, created_at }) => ({ id, message, created_at }));
  }
}
