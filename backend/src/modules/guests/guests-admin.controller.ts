import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { GuestsService } from './guests.service.js';

/** Admin-only (the guard's default). */
@Controller('api')
export class GuestsAdminController {
  constructor(private readonly guests: GuestsService) {}

  @Get('admin/guests')
  list(@CurrentUser() admin: AuthUser) {
    return this.guests.listForAdmin(admin);
  }

  /** Both paths are in the spec; each answers the guest's QR code as a PNG. */
  @Get(['guest-qrcode/:id', 'guest/qrcode/:id'])
  @Header('Content-Type', 'image/png')
  @Header('Cache-Control', 'private, no-store')
  async qrCode(@IdParam() id: number) {
    return new StreamableFile(await this.guests.qrCode(id));
  }
}
