import { RSVP_ANSWERED_BY } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { Menu } from '../menus/index.js';

/**
 * One guest's RSVP answer (at most one per guest; no row: not answered yet). The guest's menu and
 * allergies are not here: the guest record holds them (one truth for every list); the answer
 * writes them there. The companion's menu and allergies live here, with the companion's name.
 */
const RsvpAnswerSchema = defineEntity({
  name: 'RsvpAnswer',
  tableName: 'rsvp_answer',
  properties: {
    // Column guest_id; the answer goes with its guest.
    guest: () => p.oneToOne(Guest).primary().deleteRule('cascade'),
    attending: p.boolean(),
    song_wish: p.string().length(300).nullable(),
    message: p.text().nullable(),
    companion_name: p.string().length(200).nullable(),
    // Column companion_menu_id; a deleted menu leaves the companion without a menu.
    companion_menu: () => p.manyToOne(Menu).nullable().deleteRule('set null').index(),
    companion_allergies: p.json<string[]>().onCreate(() => []),
    answered_at: p.datetime(),
    answered_by: p.enum(RSVP_ANSWERED_BY),
    // Column answered_by_guest_id: who of the group answered (null for an admin).
    answered_by_guest: () => p.manyToOne(Guest).nullable().deleteRule('set null').index(),
  },
});

export class RsvpAnswer extends RsvpAnswerSchema.class {}
RsvpAnswerSchema.setClass(RsvpAnswer);

/** A single row (id 1): the answer deadline and which optional questions are asked. */
const RsvpSettingsSchema = defineEntity({
  name: 'RsvpSettings',
  tableName: 'rsvp_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    /** 'YYYY-MM-DD' or null; answers are taken through the end of this day on the venue's calendar. */
    deadline: p.type('date').nullable(),
    ask_menu: p.boolean().default(true),
    ask_allergies: p.boolean().default(true),
    ask_song_wish: p.boolean().default(true),
    ask_message: p.boolean().default(true),
  },
});

export class RsvpSettings extends RsvpSettingsSchema.class {}
RsvpSettingsSchema.setClass(RsvpSettings);
