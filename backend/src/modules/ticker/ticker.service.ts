import type { TickerMessage as TickerMessageReply } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { TickerMessage } from './ticker-message.entity.js';
import { messagesInOrder } from './ticker.queries.js';

const view = ({ id, message, created_at }: TickerMessage): TickerMessageReply => ({ id, message, created_at });
const NOT_FOUND = orNotFound('Nachricht nicht gefunden');

@Injectable()
export class TickerService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<TickerMessageReply[]> {
    return (await messagesInOrder(this.em)).map(view);
  }

  async create(message: string): Promise<TickerMessageReply> {
    const entry = this.em.create(TickerMessage, { message });
    await this.em.flush();
    return view(entry);
  }

  async update(id: number, message: string): Promise<TickerMessageReply> {
    const entry = await this.em.findOneOrFail(TickerMessage, { id }, NOT_FOUND);
    this.em.assign(entry, { message }, UPDATE);
    await this.em.flush();
    return view(entry);
  }

  async remove(id: number): Promise<void> {
    this.em.remove(await this.em.findOneOrFail(TickerMessage, { id }, NOT_FOUND));
    await this.em.flush();
  }
}
