import { GuestAssignment, RelationType, SuccessReply } from '@hochzeit/contracts';
import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { z } from 'zod';
import { ApiDoc, Reply } from '../../api/reply.js';
import { IdParam } from '../../common/id-param.js';
import { GuestAssignmentInputDto, RelationTypeInputDto } from './dto/relation.input.js';
import { RelationsService } from './relations.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin')
export class RelationsController {
  constructor(private readonly relations: RelationsService) {}

  @Get('relation-types')
  @Reply(z.array(RelationType))
  @ApiDoc('List relation types')
  listTypes() {
    return this.relations.listTypes();
  }

  @Post('relation-types')
  @Reply(RelationType, 201)
  @ApiDoc('Create a relation type', 409)
  createType(@Body() input: RelationTypeInputDto) {
    return this.relations.createType(input.name);
  }

  @Delete('relation-types/:id')
  @Reply(SuccessReply)
  @ApiDoc('Delete a relation type')
  async removeType(@IdParam() id: number) {
    await this.relations.removeType(id);
    return { success: true };
  }

  @Get('guest-assignments')
  @Reply(z.array(GuestAssignment))
  @ApiDoc("List the guests' relations")
  listAssignments() {
    return this.relations.listAssignments();
  }

  @Post('guest-assignments')
  @Reply(GuestAssignment, 201)
  @ApiDoc('Give a guest a relation', 409)
  createAssignment(@Body() input: GuestAssignmentInputDto) {
    return this.relations.createAssignment(input.guest_id, input.relation_type_id);
  }

  @Delete('guest-assignments/:id')
  @Reply(SuccessReply)
  @ApiDoc("Remove a guest's relation")
  async removeAssignment(@IdParam() id: number) {
    await this.relations.removeAssignment(id);
    return { success: true };
  }
}
