import { GuestGroup, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { AddGuestToGroupInputDto, GuestGroupInputDto } from './dto/guest-group.input.js';
import { GuestGroupsService } from './guest-groups.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/guest-groups')
export class GuestGroupsController {
  constructor(private readonly groups: GuestGroupsService) {}

  @Get()
  @Reply(z.array(GuestGroup))
  @ApiDoc('List guest groups')
  list() {
    return this.groups.list();
  }

  @Post()
  @Reply(GuestGroup, 201)
  @ApiDoc('Create a guest group')
  create(@Body() input: GuestGroupInputDto) {
    return this.groups.create(input.name);
  }

  @Delete(':id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a guest group')
  async remove(@IdParam() id: number) {
    await this.groups.remove(id);
    return { success: true };
  }

  @Post(':id/add-guest')
  @Reply(SuccessReply, 201)
  @ApiDoc('Add a guest to a group', 409)
  async addGuest(@IdParam() id: number, @Body() input: AddGuestToGroupInputDto) {
    await this.groups.addGuest(id, input.guest_id);
    return { success: true };
  }

  /** Takes a guest out of the group; the guest stays, without a group. */
  @Delete(':id/guests/:guestId')
  @Reply(SuccessReply)
  @ApiDoc('Remove a guest from a group')
  async removeGuest(@IdParam() id: number, @IdParam('guestId') guestId: number) {
    await this.groups.removeGuest(id, guestId);
    return { success: true };
  }
}
