import type { EntityManager } from '@mikro-orm/core';
import { EventSettings } from './event-settings.entity.js';

/** The tables storedEventSettings reads (the cached settings reply is kept until one changes). */
export const EVENT_SETTINGS_TABLES = [EventSettings];

/** The one settings row (created by the migration; none in a database without it). */
export function storedEventSettings(em: EntityManager): Promise<EventSettings | null> {
  return em.findOne(EventSettings, { id: 1 });
}
