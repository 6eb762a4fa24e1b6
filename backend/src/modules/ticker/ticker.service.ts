import { EntityManager } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { TickerMessage } from './ticker-message.entity.js';

const view = ({ id, message, created_at }: TickerMessage) => ({ id, message, created_at });

@Injectable()
export class TickerService {
  constructor(private readonly em: EntityManager) {}

  async list() {
    return (await this.em.find(TickerMessage, {}, { orderBy: { created_at: 'asc', id: 'asc' } })).map(view);
  }

  async create(message: string) {
    const entry = this.em.create(TickerMessage, { message });
    await this.em.flush();
    return view(entry);
  }

  private async findOrFail(id: number) {
    const entry = await this.em.findOne(TickerMessage, { id });
    if (!entry) throw new NotFoundException('Nachricht nicht gefunden');
    return entry;
  }

  async update(id: number, message: string) {
    const entry = await this.findOrFail(id);
    entry.message = message;
    await this.em.flush();
    return view(entry);
  }

  async remove(id: number) {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }
}
