import {
  ASSIGNMENT_EXISTS,
  ASSIGNMENT_NOT_FOUND,
  GUEST_NOT_FOUND,
  RELATION_TYPE_EXISTS,
  RELATION_TYPE_NOT_FOUND,
  type GuestAssignment as GuestAssignmentReply,
  type RelationType as RelationTypeReply,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable } from '@nestjs/common';
import { orNotFound } from '../../common/persistence.js';
import { Guest } from '../guests/index.js';
import { GuestAssignment } from './guest-assignment.entity.js';
import { RelationType } from './relation-type.entity.js';
import { byName, germanCollator } from '../../common/german-sort.js';

/** Relation types ("Trauzeuge", "Familie Braut") and which guest has which. */
@Injectable()
export class RelationsService {
  constructor(private readonly em: EntityManager) {}

  async listTypes(): Promise<RelationTypeReply[]> {
    return (await this.em.find(RelationType, {})).sort(byName);
  }

  async createType(name: string): Promise<RelationTypeReply> {
    if (await this.em.count(RelationType, { name })) throw new ConflictException(RELATION_TYPE_EXISTS);
    const type = this.em.create(RelationType, { name });
    await this.em.flush();
    return type;
  }

  /** Its assignments go with it (cascade). */
  async removeType(id: number): Promise<void> {
    this.em.remove(await this.em.findOneOrFail(RelationType, { id }, orNotFound(RELATION_TYPE_NOT_FOUND)));
    await this.em.flush();
  }

  private toAssignmentView(assignment: GuestAssignment): GuestAssignmentReply {
    const guest = assignment.guest;
    return {
      id: assignment.id,
      guest_id: guest.id,
      guest_name: `${guest.first_name} ${guest.last_name}`.trim(),
      relation_type_id: assignment.relation_type.id,
      relation_type: assignment.relation_type.name,
    };
  }

  async listAssignments(): Promise<GuestAssignmentReply[]> {
    const assignments = await this.em.find(GuestAssignment, {}, { populate: ['guest', 'relation_type'] });
    return assignments
      .map((a) => this.toAssignmentView(a))
      .sort((a, b) => germanCollator.compare(a.guest_name, b.guest_name) || germanCollator.compare(a.relation_type, b.relation_type));
  }

  async createAssignment(guestId: number, relationTypeId: number): Promise<GuestAssignmentReply> {
    const guest = await this.em.findOneOrFail(Guest, { id: guestId }, orNotFound(GUEST_NOT_FOUND));
    const type = await this.em.findOneOrFail(RelationType, { id: relationTypeId }, orNotFound(RELATION_TYPE_NOT_FOUND));
    if (await this.em.count(GuestAssignment, { guest, relation_type: type })) throw new ConflictException(ASSIGNMENT_EXISTS);
    const assignment = this.em.create(GuestAssignment, { guest, relation_type: type });
    await this.em.flush();
    return this.toAssignmentView(assignment);
  }

  async removeAssignment(id: number): Promise<void> {
    this.em.remove(await this.em.findOneOrFail(GuestAssignment, { id }, orNotFound(ASSIGNMENT_NOT_FOUND)));
    await this.em.flush();
  }
}
