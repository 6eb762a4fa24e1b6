import { GUEST_SIDES, GUEST_TYPES } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { newLoginToken } from '../../auth/login-token.js';
import { GuestGroup } from '../guest-groups/index.js';
import { Menu } from '../menus/index.js';

/** Kept for modules that still import the type from here; the constants live in @hochzeit/contracts. */
export type { GuestType } from '@hochzeit/contracts';

const GuestSchema = defineEntity({
  name: 'Guest',
  tableName: 'guest',
  properties: {
    id: p.integer().primary(),
    first_name: p.string().length(100).default(''),
    last_name: p.string().length(100).default(''),
    email: p.string().length(254).nullable(),
    phone: p.string().length(50).nullable(),
    mobile: p.string().length(50).nullable(),
    address: p.text().nullable(),
    // Column menu_id; deleting a menu leaves its guests without one.
    menu: () => p.manyToOne(Menu).nullable().deleteRule('set null'),
    allergies: p.json<string[]>().onCreate(() => []),
    special_requests: p.text().nullable(),
    guest_type: p.enum(GUEST_TYPES).default('Apéro'),
    side: p.enum(GUEST_SIDES).nullable(),
    // Column group_id; deleting a group keeps its members, without a group.
    group: () => p.manyToOne(GuestGroup).nullable().deleteRule('set null').index(),
    admin_notes: p.text().nullable(),
    /** The guest may bring a named companion (plus-one), named in their RSVP. */
    companion_allowed: p.boolean().default(false),
    login_token: p.string().length(64).unique().onCreate(() => newLoginToken()),
    // Raised to end the sessions opened so far (see auth/session-versions.ts).
    session_version: p.integer().default(0),
    /** Consent to store allergies and dietary needs (health data), with its time; null: none (issue 42). */
    allergy_consent_at: p.datetime().nullable(),
    /** The one-time confirmation before the first photo upload (when the couple requires it). */
    photo_consent_at: p.datetime().nullable(),
    /** 'Auf der Diashow nicht zeigen': the guest's photos stay off the photo wall. */
    wall_hidden: p.boolean().default(false),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export class Guest extends GuestSchema.class {}
GuestSchema.setClass(Guest);
