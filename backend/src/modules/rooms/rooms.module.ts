import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { LocationsController } from './locations.controller.js';
import { LocationsService } from './locations.service.js';
import { RoomsController } from './rooms.controller.js';
import { RoomsService } from './rooms.service.js';
import { Location } from './location.entity.js';
import { RoomAssignment } from './room-assignment.entity.js';
import { Room } from './room.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([Location, Room, RoomAssignment])], controllers: [RoomsController, LocationsController], providers: [RoomsService, LocationsService], exports: [RoomsService] })
export class RoomsModule {}
