import { AdminGuest, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Header, Post, Put, StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, FileReply, Reply } from '../../api/reply.js';
import type { AuthUser } from '../../auth/auth.types.js';
import { CurrentUser } from '../../auth/decorators.js';
import { IdParam } from '../../common/id-param.js';
import { GuestInputDto } from './dto/guest.input.js';
import { GuestsService } from './guests.service.js';

/** Admin-only (the guard's default). */
@Controller('api')
export class GuestsAdminController {
  constructor(private readonly guests: GuestsService) {}

  @Get('admin/guests')
  @Reply(z.array(AdminGuest))
  @ApiDoc('List guests')
  list(@CurrentUser() admin: AuthUser) {
    return this.guests.listForAdmin(admin);
  }

  @Post('admin/guests')
  @Reply(AdminGuest, 201)
  @ApiDoc('Create a guest')
  create(@CurrentUser() admin: AuthUser, @Body() input: GuestInputDto) {
    return this.guests.create(admin, input);
  }

  @Put('admin/guests/:id')
  @Reply(AdminGuest)
  @ApiDoc('Update a guest')
  update(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() input: GuestInputDto) {
    return this.guests.update(admin, id, input);
  }

  @Delete('admin/guests/:id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a guest')
  async remove(@IdParam() id: number) {
    await this.guests.remove(id);
    return { success: true };
  }

  /** A new sign-in secret: the guest's old QR code and link stop working. */
  @Post('admin/guests/:id/regenerate-token')
  @Reply(AdminGuest, 201)
  @ApiDoc('Give a guest a new invitation link', 409)
  regenerateToken(@CurrentUser() admin: AuthUser, @IdParam() id: number) {
    return this.guests.regenerateToken(admin, id);
  }

  /** Both paths answer the guest's QR code (their sign-in link) as a PNG. */
  @Get(['guest-qrcode/:id', 'guest/qrcode/:id'])
  @FileReply('image/png')
  @Header('Content-Type', 'image/png')
  @Header('Cache-Control', 'private, no-store')
  @ApiDoc("QR code of a guest's invitation link")
  async qrCode(@IdParam() id: number) {
    return new StreamableFile(await this.guests.qrCode(id));
  }
}
