import type { GuestPageName, GuestPages } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** One row per guest page the couple has written (castle, dress code, directions, payment details): its content as validated by the contract. */
const GuestPageSchema = defineEntity({
  name: 'GuestPage',
  tableName: 'guest_page',
  properties: {
    id: p.integer().primary(),
    page: p.string().length(30).unique(),
    content: p.json<GuestPages[GuestPageName]>(),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class GuestPage extends GuestPageSchema.class {}
GuestPageSchema.setClass(GuestPage);
