import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { RelationsController } from './relations.controller.js';
import { RelationsService } from './relations.service.js';
import { GuestAssignment } from './guest-assignment.entity.js';
import { RelationType } from './relation-type.entity.js';

@Module({ imports: [MikroOrmModule.forFeature([GuestAssignment, RelationType])], controllers: [RelationsController], providers: [RelationsService] })
export class RelationsModule {}
