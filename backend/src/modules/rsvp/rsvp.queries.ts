import type { RsvpStatus } from '@hochzeit/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';
import { EventSettings } from '../event-settings/index.js';
import { RsvpAnswer, RsvpSettings } from './rsvp.entity.js';

// The RSVP module's reads that replies and readings are kept from, each with the tables it reads:
// what is kept is read again when one of them changes.

/** The tables storedSettings reads. */
export const RSVP_SETTINGS_TABLES = [RsvpSettings, EventSettings];

/** The settings row (none until an admin saves them) and the venue's time zone (none before the event settings are saved). */
export async function storedSettings(em: EntityManager): Promise<{ row: RsvpSettings | null; timeZone: string | undefined }> {
  const row = await em.findOne(RsvpSettings, { id: 1 });
  const timeZone = (await em.findOne(EventSettings, { id: 1 }, { fields: ['time_zone'] }))?.time_zone;
  return { row, timeZone };
}

/** The tables the guest dashboard's RSVP card reads: the settings and whether the guest answered. */
export const RSVP_CARD_TABLES = [RsvpAnswer, ...RSVP_SETTINGS_TABLES];

export async function hasAnswered(em: EntityManager, guestId: number): Promise<boolean> {
  return (await em.count(RsvpAnswer, { guest: guestId })) > 0;
}

/** The guests who have an RSVP answer. */
export async function answeredGuestIds(em: EntityManager): Promise<Set<number>> {
  const rows = await sqlRows<{ guest_id: number }>(em, 'select guest_id from rsvp_answer');
  return new Set(rows.map((row) => Number(row.guest_id)));
}

/** The guests who declined: counted for no meal, room or seat. Read in `em`'s transaction, if any (a room's beds are counted in one). */
export async function declinedGuestIds(em: EntityManager): Promise<Set<number>> {
  const rows = await sqlRows<{ guest_id: number }>(em, 'select guest_id from rsvp_answer where not attending', [], { inTransaction: true });
  return new Set(rows.map((row) => Number(row.guest_id)));
}

/** A guest's RSVP as other lists show it: yes/no/open, and the companion of an attending answer. */
export interface GuestRsvpState {
  status: RsvpStatus;
  companion: { name: string; menu_id: number | null; allergies: string[] } | null;
}

export const OPEN_RSVP: GuestRsvpState = { status: 'open', companion: null };

/** The RSVP states of the given guests (all guests when left out); a guest missing from the map has not answered. */
export async function rsvpStates(em: EntityManager, guestIds?: readonly number[]): Promise<Map<number, GuestRsvpState>> {
  const answers = await em.find(RsvpAnswer, guestIds ? { guest: { $in: [...guestIds] } } : {});
  return new Map(
    answers.map((answer) => [
      answer.guest.id,
      {
        status: answer.attending ? 'yes' : 'no',
        companion:
          answer.attending && answer.companion_name
            ? { name: answer.companion_name, menu_id: answer.companion_menu?.id ?? null, allergies: answer.companion_allergies }
            : null,
      },
    ]),
  );
}
