import { Module } from '@nestjs/common';
import { GuestGroupsController } from './guest-groups.controller.js';
import { GuestGroupsService } from './guest-groups.service.js';

@Module({ controllers: [GuestGroupsController], providers: [GuestGroupsService] })
export class GuestGroupsModule {}
