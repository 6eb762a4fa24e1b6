import { PhotoGroup, PhotoGroupGuest, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { PhotoGroupGuestInputDto, PhotoGroupInputDto } from './dto/media.dto.js';
import { PhotoGroupsService } from './photo-groups.service.js';

/** Photo groups and their guests. Admin-only (the guard's default). */
@Controller('api/media/admin/photo-groups')
export class PhotoGroupsController {
  constructor(private readonly groups: PhotoGroupsService) {}

  @Get()
  @Reply(z.array(PhotoGroup))
  @ApiDoc('List photo groups')
  list() {
    return this.groups.list();
  }

  @Post()
  @Reply(PhotoGroup, 201)
  @ApiDoc('Create a photo group')
  create(@Body() input: PhotoGroupInputDto) {
    return this.groups.create(input.name);
  }

  @Put(':id')
  @Reply(PhotoGroup)
  @ApiDoc('Rename a photo group')
  rename(@IdParam() id: number, @Body() input: PhotoGroupInputDto) {
    return this.groups.rename(id, input.name);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a photo group')
  async remove(@IdParam() id: number) {
    await this.groups.remove(id);
    return { success: true as const };
  }

  @Get(':id/guests')
  @Reply(z.array(PhotoGroupGuest))
  @ApiDoc("List a photo group's guests")
  guests(@IdParam() id: number) {
    return this.groups.guests(id);
  }

  @Post(':id/guests')
  @Reply(SuccessReply, 201)
  @ApiDoc('Add a guest to a photo group', 409)
  async addGuest(@IdParam() id: number, @Body() input: PhotoGroupGuestInputDto) {
    await this.groups.addGuest(id, input.guest_id);
    return { success: true as const };
  }

  @Delete(':id/guests/:guestId')
  @Reply(SuccessReply)
  @ApiDoc('Remove a guest from a photo group')
  async removeGuest(@IdParam() id: number, @IdParam('guestId') guestId: number) {
    await this.groups.removeGuest(id, guestId);
    return { success: true as const };
  }
}
