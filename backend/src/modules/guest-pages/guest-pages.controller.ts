import { CastlePage, DirectionsPage, DressCodePage, GalleryFoldersPage, GuestPages, PaymentPage } from '@hochzeit/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { CachedReply } from '../../api/cached-reply.js';
import { ApiDoc, Reply } from '../../api/reply.js';
import { Roles } from '../../auth/decorators.js';
import { CastlePageDto, DirectionsPageDto, DressCodePageDto, GalleryFoldersPageDto, PaymentPageDto } from './dto/guest-pages.input.js';
import { GUEST_PAGE_TABLES } from './guest-pages.queries.js';
import { GuestPagesService } from './guest-pages.service.js';

/** Read by many guests and rarely changed, with no secret beyond what every guest sees: revalidated by ETag. */
const SHARED_PAGE = { per: 'everyone', browser: 'revalidate' } as const;

/**
 * The guest pages the couple writes (and the gallery folders' names). Admins read and save them (the guard's default: admin-only);
 * guests read each page, providers the dress code and the directions (their 'Anfahrt & Parken').
 * Photos are uploaded through the story's upload (POST /api/story/admin/images).
 */
@Controller('api')
export class GuestPagesController {
  constructor(private readonly pages: GuestPagesService) {}

  @Get('admin/guest-pages')
  @Reply(GuestPages)
  @ApiDoc('All guest pages (admin)')
  all() {
    return this.pages.all();
  }

  @Put('admin/guest-pages/castle')
  @Reply(CastlePage)
  @ApiDoc('Save the castle page')
  saveCastle(@Body() input: CastlePageDto) {
    return this.pages.save('castle', input);
  }

  @Put('admin/guest-pages/dress-code')
  @Reply(DressCodePage)
  @ApiDoc('Save the dress code page')
  saveDressCode(@Body() input: DressCodePageDto) {
    return this.pages.save('dress-code', input);
  }

  @Put('admin/guest-pages/directions')
  @Reply(DirectionsPage)
  @ApiDoc('Save the directions page')
  saveDirections(@Body() input: DirectionsPageDto) {
    return this.pages.save('directions', input);
  }

  @Put('admin/guest-pages/payment')
  @Reply(PaymentPage)
  @ApiDoc('Save the payment page')
  savePayment(@Body() input: PaymentPageDto) {
    return this.pages.save('payment', input);
  }

  @Put('admin/guest-pages/gallery-folders')
  @Reply(GalleryFoldersPage)
  @ApiDoc("Save the gallery folders' texts")
  saveGalleryFolders(@Body() input: GalleryFoldersPageDto) {
    return this.pages.save('gallery-folders', input);
  }

  /** The gallery's folder names and dates (the admin's media page reads them from GET admin/guest-pages). */
  @Roles('guest')
  @Get('guest/pages/gallery-folders')
  @Reply(GalleryFoldersPage)
  @CachedReply(GUEST_PAGE_TABLES, SHARED_PAGE)
  @ApiDoc("The gallery folders' texts")
  galleryFolders() {
    return this.pages.get('gallery-folders');
  }

  @Roles('guest')
  @Get('guest/pages/castle')
  @Reply(CastlePage)
  @CachedReply(GUEST_PAGE_TABLES, SHARED_PAGE)
  @ApiDoc('The castle page')
  castle() {
    return this.pages.get('castle');
  }

  @Roles('guest', 'service_provider')
  @Get('guest/pages/dress-code')
  @Reply(DressCodePage)
  @CachedReply(GUEST_PAGE_TABLES, SHARED_PAGE)
  @ApiDoc('The dress code page')
  dressCode() {
    return this.pages.get('dress-code');
  }

  @Roles('guest', 'service_provider')
  @Get('guest/pages/directions')
  @Reply(DirectionsPage)
  @CachedReply(GUEST_PAGE_TABLES, SHARED_PAGE)
  @ApiDoc('The directions page')
  directions() {
    return this.pages.get('directions');
  }

  /** The account details: guests only, never kept by a shared cache. */
  @Roles('guest')
  @Get('guest/pages/payment')
  @Reply(PaymentPage)
  @CachedReply(GUEST_PAGE_TABLES, { per: 'everyone', browser: 'no-store' })
  @ApiDoc('The payment page')
  payment() {
    return this.pages.get('payment');
  }
}
