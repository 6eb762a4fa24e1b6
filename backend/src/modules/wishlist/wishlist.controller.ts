import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Roles } from '../../auth/decorators.js';
import { UpdateWishlistInput } from './dto/wishlist.input.js';
import { WishlistService } from './wishlist.service.js';

@Controller('api')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Roles('guest')
  @Get('guest/wishlist')
  forGuest() {
    return this.wishlist.get();
  }

  /** Admin-only (the guard's default). */
  @Get('admin/wishlist')
  forAdmin() {
    return this.wishlist.get();
  }

  @Post('admin/wishlist')
  @HttpCode(200)
  save(@Body() input: UpdateWishlistInput) {
    return this.wishlist.save(input);
  }
}
