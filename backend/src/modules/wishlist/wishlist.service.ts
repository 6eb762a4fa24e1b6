import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { UpdateWishlistInput } from './dto/wishlist.input.js';
import { Wishlist } from './wishlist.entity.js';

@Injectable()
export class WishlistService {
  constructor(private readonly em: EntityManager) {}

  async get() {
    const wishlist = await this.em.findOne(Wishlist, { id: 1 });
    return { content: wishlist?.content ?? '', payment_info: wishlist?.payment_info ?? '' };
  }

  async save(input: UpdateWishlistInput) {
    const wishlist = (await this.em.findOne(Wishlist, { id: 1 })) ?? this.em.create(Wishlist, { id: 1, content: '', payment_info: '' });
    if (input.content !== undefined) wishlist.content = input.content;
    if (input.payment_info !== undefined) wishlist.payment_info = input.payment_info;
    await this.em.flush();
    return this.get();
  }
}
