import type { Wishlist as WishlistReply, WishlistInput } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { UPDATE } from '../../common/persistence.js';
import { Wishlist } from './wishlist.entity.js';

@Injectable()
export class WishlistService {
  constructor(private readonly em: EntityManager) {}

  async get(): Promise<WishlistReply> {
    const wishlist = await this.em.findOne(Wishlist, { id: 1 });
    return { content: wishlist?.content ?? '', payment_info: wishlist?.payment_info ?? '' };
  }

  async save(input: WishlistInput): Promise<WishlistReply> {
    const wishlist = (await this.em.findOne(Wishlist, { id: 1 })) ?? this.em.create(Wishlist, { id: 1, content: '', payment_info: '' });
    this.em.assign(wishlist, input, UPDATE);
    await this.em.flush();
    return this.get();
  }
}
