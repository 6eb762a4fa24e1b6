import { GUEST_NOT_FOUND, type GuestType } from '@hochzeit/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { orNotFound } from '../../common/persistence.js';
import { Guest } from '../guests/index.js';
import { TimelineEvent } from './timeline-event.entity.js';

// The timeline's reads that are kept (CachedReads, @CachedReply), each with the tables it reads:
// what is kept is read again when one of them changes.

/** The tables guestTypeOf reads. */
export const GUEST_TYPE_TABLES = [Guest];

export async function guestTypeOf(em: EntityManager, guestId: number): Promise<GuestType> {
  const guest = await em.findOneOrFail(Guest, { id: guestId }, orNotFound(GUEST_NOT_FOUND));
  return guest.guest_type;
}

/** The tables eventsOfTypes reads. */
export const DAY_PLAN_TABLES = [TimelineEvent];

/** The events of these timeline types, in time order. */
export function eventsOfTypes(em: EntityManager, types: readonly TimelineEvent['timeline_type'][]): Promise<TimelineEvent[]> {
  return em.find(TimelineEvent, { timeline_type: { $in: [...types] } }, { orderBy: { time: 'asc', id: 'asc' } });
}

/** Every table a guest's day plan is made from. */
export const GUEST_DAY_PLAN_TABLES = [...GUEST_TYPE_TABLES, ...DAY_PLAN_TABLES];
