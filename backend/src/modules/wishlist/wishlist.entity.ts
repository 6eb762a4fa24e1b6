import { defineEntity, p } from '@mikro-orm/core';

/** A single row (id 1): the couple's wish text and how to pay. */
const WishlistSchema = defineEntity({
  name: 'Wishlist',
  tableName: 'wishlist',
  properties: {
    id: p.integer().primary().autoincrement(false),
    content: p.text().default(''),
    payment_info: p.text().default(''),
    updated_at: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Wishlist extends WishlistSchema.class {}
WishlistSchema.setClass(Wishlist);
