import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { IdParam } from '../../common/id-param.js';
import { AddGuestToGroupInput, CreateGuestGroupInput } from './dto/guest-group.input.js';
import { GuestGroupsService } from './guest-groups.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin/guest-groups')
export class GuestGroupsController {
  constructor(private readonly groups: GuestGroupsService) {}

  @Get()
  list() {
    return this.groups.list();
  }

  @Post()
  create(@Body() input: CreateGuestGroupInput) {
    return this.groups.create(input.name);
  }

  @Delete(':id')
  async remove(@IdParam() id: number) {
    await this.groups.remove(id);
    return { success: true };
  }

  @Post(':id/add-guest')
  async addGuest(@IdParam() id: number, @Body() input: AddGuestToGroupInput) {
    await this.groups.addGuest(id, input.guest_id);
    return { success: true };
  }

  /** Not in the spec's call table (core §7 "path not shown"); this is the path issue 3 chose. */
  @Delete(':id/guests/:guestId')
  async removeGuest(@IdParam() id: number, @IdParam('guestId') guestId: number) {
    await this.groups.removeGuest(id, guestId);
    return { success: true };
  }
}
