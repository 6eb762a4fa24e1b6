import { Body, Controller, Delete, Get, Header, Post, Put, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { CreateGuestInput, UpdateGuestInput } from './dto/guest.input.js';
import { GuestsService } from './guests.service.js';

/** Admin-only (the guard's default). */
@Controller('api')
export class GuestsAdminController {
  constructor(private readonly guests: GuestsService) {}

  @Get('admin/guests')
  list(@CurrentUser() admin: AuthUser) {
    return this.guests.listForAdmin(admin);
  }

  @Post('admin/guests')
  create(@CurrentUser() admin: AuthUser, @Body() input: CreateGuestInput) {
    return this.guests.create(admin, input);
  }

  @Put('admin/guests/:id')
  update(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() input: UpdateGuestInput) {
    return this.guests.update(admin, id, input);
  }

  @Delete('admin/guests/:id')
  async remove(@IdParam() id: number) {
    await this.guests.remove(id);
    return { success: true };
  }

  @Post('admin/guests/:id/regenerate-token')
  regenerateToken(@CurrentUser() admin: AuthUser, @IdParam() id: number) {
    return this.guests.regenerateToken(admin, id);
  }

  /** Both paths are in the spec; each answers the guest's QR code as a PNG. */
  @Get(['guest-qrcode/:id', 'guest/qrcode/:id'])
  @Header('Content-Type', 'image/png')
  @Header('Cache-Control', 'private, no-store')
  async qrCode(@IdParam() id: number) {
    return new StreamableFile(await this.guests.qrCode(id));
  }
}
