import { EntityManager } from '@mikro-orm/core';
import type { EventSettingsService } from '../event-settings/index.js';
import { Guest } from '../guests/index.js';
import type { WelcomeLookup } from './frontend-hosting.js';

/** The wedding's look for a guest's personal link: only a token that belongs to a guest gets it. */
export function guestWelcomeLookup(em: EntityManager, settings: EventSettingsService): WelcomeLookup {
  return async (token) => {
    const guest = await em.fork().findOne(Guest, { login_token: token }, { fields: ['id'] });
    if (!guest) return null;
    const { couple_names, starts_at, venue_name, time_zone, cover } = await settings.get();
    return { couple_names, starts_at: starts_at.toISOString(), venue_name, time_zone, cover };
  };
}
