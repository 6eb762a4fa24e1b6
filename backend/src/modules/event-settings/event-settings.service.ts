import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { UpdateEventSettingsInput } from './dto/event-settings.input.js';
import { DEFAULT_EVENT, EventSettings } from './event-settings.entity.js';

@Injectable()
export class EventSettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The one settings row (created by the migration; the defaults cover a database without it). */
  async get() {
    const settings = await this.em.findOne(EventSettings, { id: 1 });
    if (!settings) return { ...DEFAULT_EVENT };
    return {
      title: settings.title,
      starts_at: settings.starts_at.toISOString(),
      venue_name: settings.venue_name,
      venue_address: settings.venue_address,
    };
  }

  async update(input: UpdateEventSettingsInput) {
    const settings = (await this.em.findOne(EventSettings, { id: 1 })) ?? this.em.create(EventSettings, { id: 1, ...DEFAULT_EVENT, starts_at: new Date(DEFAULT_EVENT.starts_at) });
    Object.assign(settings, { ...input, starts_at: new Date(input.starts_at) });
    await this.em.flush();
    return this.get();
  }
}
