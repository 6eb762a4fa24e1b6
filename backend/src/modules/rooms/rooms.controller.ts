import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { IdParam } from '../../common/id-param.js';
import { CreateRoomAssignmentInput, CreateRoomInput, UpdateRoomInput } from './dto/room.input.js';
import { RoomsService } from './rooms.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin')
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Get('rooms')
  listRooms() {
    return this.rooms.listRooms();
  }

  @Post('rooms')
  createRoom(@Body() input: CreateRoomInput) {
    return this.rooms.createRoom(input);
  }

  @Put('rooms/:id')
  updateRoom(@IdParam() id: number, @Body() input: UpdateRoomInput) {
    return this.rooms.updateRoom(id, input);
  }

  @Get('room-assignments')
  listAssignments() {
    return this.rooms.listAssignments();
  }

  @Post('room-assignments')
  assign(@Body() input: CreateRoomAssignmentInput) {
    return this.rooms.assign(input);
  }

  @Delete('room-assignments/:id')
  async unassign(@IdParam() id: number) {
    await this.rooms.unassign(id);
    return { success: true };
  }

  @Get('inner-circle-guests')
  innerCircleGuests() {
    return this.rooms.innerCircleGuests();
  }

  @Get('locations')
  locations() {
    return this.rooms.listLocations();
  }
}
