import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { GuestGroupsController } from './guest-groups.controller.js';
import { GuestGroupsService } from './guest-groups.service.js';
import { GuestGroup } from './guest-group.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([GuestGroup])], controllers: [GuestGroupsController], providers: [GuestGroupsService] })
export class GuestGroupsModule {}
