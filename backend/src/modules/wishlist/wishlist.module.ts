import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { WishlistController } from './wishlist.controller.js';
import { WishlistService } from './wishlist.service.js';
import { Wishlist } from './wishlist.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([Wishlist])], controllers: [WishlistController], providers: [WishlistService] })
export class WishlistModule {}
