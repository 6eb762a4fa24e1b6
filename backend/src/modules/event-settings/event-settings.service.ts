import type { EventSettings as EventSettingsReply, EventSettingsInput } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { UPDATE } from '../../common/persistence.js';
import { DEFAULT_EVENT, EventSettings } from './event-settings.entity.js';

const defaults = (): EventSettingsReply => ({ ...DEFAULT_EVENT, starts_at: new Date(DEFAULT_EVENT.starts_at) });

@Injectable()
export class EventSettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The one settings row (created by the migration; the defaults cover a database without it). */
  async get(): Promise<EventSettingsReply> {
    const settings = await this.em.findOne(EventSettings, { id: 1 });
    if (!settings) return defaults();
    const { title, starts_at, venue_name, venue_address, time_zone } = settings;
    return { title, starts_at, venue_name, venue_address, time_zone };
  }

  async update(input: EventSettingsInput): Promise<EventSettingsReply> {
    const settings = (await this.em.findOne(EventSettings, { id: 1 })) ?? this.em.create(EventSettings, { id: 1, ...defaults() });
    this.em.assign(settings, input, UPDATE);
    await this.em.flush();
    return this.get();
  }
}
