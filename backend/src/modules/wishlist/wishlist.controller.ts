import { Wishlist } from '@hochzeit/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiDoc, Reply } from '../../api/reply.js';
import { Roles } from '../../auth/decorators.js';
import { WishlistInputDto } from './dto/wishlist.input.js';
import { WishlistService } from './wishlist.service.js';

@Controller('api')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Roles('guest')
  @Get('guest/wishlist')
  @Reply(Wishlist)
  @ApiDoc('The wish list as guests see it')
  forGuest() {
    return this.wishlist.get();
  }

  /** Admin-only (the guard's default). */
  @Get('admin/wishlist')
  @Reply(Wishlist)
  @ApiDoc('The wish list (admin)')
  forAdmin() {
    return this.wishlist.get();
  }

  /** Saves the single wish list (a POST that replaces, so 200 rather than 201). */
  @Post('admin/wishlist')
  @Reply(Wishlist)
  @ApiDoc('Save the wish list')
  save(@Body() input: WishlistInputDto) {
    return this.wishlist.save(input);
  }
}
