import { defineEntity, p } from '@mikro-orm/core';

/** A family or couple: guests who belong together. */
const GuestGroupSchema = defineEntity({
  name: 'GuestGroup',
  tableName: 'guest_group',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export class GuestGroup extends GuestGroupSchema.class {}
GuestGroupSchema.setClass(GuestGroup);
