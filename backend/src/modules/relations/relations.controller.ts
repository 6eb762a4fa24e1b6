import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { IdParam } from '../../common/id-param.js';
import { CreateGuestAssignmentInput, CreateRelationTypeInput } from './dto/relation.input.js';
import { RelationsService } from './relations.service.js';

/** Admin-only (the guard's default). */
@Controller('api/admin')
export class RelationsController {
  constructor(private readonly relations: RelationsService) {}

  @Get('relation-types')
  listTypes() {
    return this.relations.listTypes();
  }

  @Post('relation-types')
  createType(@Body() input: CreateRelationTypeInput) {
    return this.relations.createType(input.name);
  }

  @Delete('relation-types/:id')
  async removeType(@IdParam() id: number) {
    await this.relations.removeType(id);
    return { success: true };
  }

  @Get('guest-assignments')
  listAssignments() {
    return this.relations.listAssignments();
  }

  @Post('guest-assignments')
  createAssignment(@Body() input: CreateGuestAssignmentInput) {
    return this.relations.createAssignment(input.guest_id, input.relation_type_id);
  }

  @Delete('guest-assignments/:id')
  async removeAssignment(@IdParam() id: number) {
    await this.relations.removeAssignment(id);
    return { success: true };
  }
}
