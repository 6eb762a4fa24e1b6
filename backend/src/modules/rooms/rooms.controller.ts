import { InnerCircleGuest, Room, RoomAssignment, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { RoomAssignmentInputDto, RoomInputDto } from './dto/room.input.js';
import { RoomsService } from './rooms.service.js';

/** Rooms, room assignments and the Inner Circle guests who can get one. Admin-only (the guard's default). */
@Controller('api/admin')
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @Get('rooms')
  @Reply(z.array(Room))
  @ApiDoc('List rooms')
  listRooms() {
    return this.rooms.listRooms();
  }

  @Post('rooms')
  @Reply(Room, 201)
  @ApiDoc('Create a room')
  createRoom(@Body() input: RoomInputDto) {
    return this.rooms.createRoom(input);
  }

  @Put('rooms/:id')
  @Reply(Room)
  @ApiDoc('Update a room', 409)
  updateRoom(@IdParam() id: number, @Body() input: RoomInputDto) {
    return this.rooms.updateRoom(id, input);
  }

  @Get('room-assignments')
  @Reply(z.array(RoomAssignment))
  @ApiDoc('List room assignments')
  listAssignments() {
    return this.rooms.listAssignments();
  }

  @Post('room-assignments')
  @Reply(RoomAssignment, 201)
  @ApiDoc('Assign a guest to a room', 409)
  assign(@Body() input: RoomAssignmentInputDto) {
    return this.rooms.assign(input);
  }

  @Delete('room-assignments/:id')
  @Reply(SuccessReply)
  @ApiDoc('Remove a room assignment')
  async unassign(@IdParam() id: number) {
    await this.rooms.unassign(id);
    return { success: true as const };
  }

  @Get('inner-circle-guests')
  @Reply(z.array(InnerCircleGuest))
  @ApiDoc('Inner-circle guests who can get a room')
  innerCircleGuests() {
    return this.rooms.innerCircleGuests();
  }
}
