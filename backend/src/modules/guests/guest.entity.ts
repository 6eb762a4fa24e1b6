import { defineEntity, p } from '@mikro-orm/core';
import { newLoginToken } from '../../auth/login-token.js';

export const GUEST_TYPES = ['Apéro', 'Inner Circle'] as const;
export type GuestType = (typeof GUEST_TYPES)[number];
export const GUEST_SIDES = ['Ehemann', 'Ehefrau', 'Beide'] as const;
export type GuestSide = (typeof GUEST_SIDES)[number];

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
    menu_id: p.integer().nullable(),
    allergies: p.json<string[]>().onCreate(() => []),
    special_requests: p.text().nullable(),
    guest_type: p.enum(GUEST_TYPES).default('Apéro'),
    side: p.enum(GUEST_SIDES).nullable(),
    group_id: p.integer().nullable().index(),
    admin_notes: p.text().nullable(),
    login_token: p.string().length(64).unique().onCreate(() => newLoginToken()),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export class Guest extends GuestSchema.class {}
GuestSchema.setClass(Guest);
