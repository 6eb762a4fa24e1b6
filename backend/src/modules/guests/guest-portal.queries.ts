import { GUEST_NOT_FOUND, MENU_NOT_FOUND } from '@hochzeit/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { orNotFound } from '../../common/persistence.js';
import { GuestGroup } from '../guest-groups/index.js';
import { Menu } from '../menus/index.js';
import { Location, Room, RoomAssignment } from '../rooms/index.js';
import { RSVP_CARD_TABLES } from '../rsvp/index.js';
import { Guest } from './guest.entity.js';
import { byPersonName } from '../../common/german-sort.js';

// The guest portal's reads, each with the tables it reads: the portal's replies are kept
// (@CachedReply) until one of their tables changes.

export function guestById(em: EntityManager, id: number, populate: Array<'group'> = []): Promise<Guest> {
  return em.findOneOrFail(Guest, { id }, { populate, ...orNotFound(GUEST_NOT_FOUND) });
}

/** The tables roomOf reads. */
const ROOM_TABLES = [RoomAssignment, Room, Location];

/** The guest's room assignment with room and location, in one joined query (this runs on every guest's first screen). */
export function roomOf(em: EntityManager, guestId: number): Promise<RoomAssignment | null> {
  return em.findOne(RoomAssignment, { guest: guestId }, { populate: ['room.location'], strategy: 'joined' });
}

/** The members of a group, by name. */
export async function membersOf(em: EntityManager, groupId: number): Promise<Guest[]> {
  return (await em.find(Guest, { group: groupId })).sort(byPersonName);
}

export function menuById(em: EntityManager, id: number): Promise<Menu> {
  return em.findOneOrFail(Menu, { id }, orNotFound(MENU_NOT_FOUND));
}

/** The dashboard: the guest, their room and their RSVP card. */
export const DASHBOARD_TABLES = [Guest, ...ROOM_TABLES, ...RSVP_CARD_TABLES];
/** The own group: the guest with their group, and its members. */
export const OWN_GROUP_TABLES = [Guest, GuestGroup];
/** The own menu: the guest (which menu is theirs) and the menu. */
export const OWN_MENU_TABLES = [Guest, Menu];
