import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Guest } from '../guests/guest.entity.js';
import { GuestAssignment } from './guest-assignment.entity.js';
import { RelationType } from './relation-type.entity.js';

/** Relation types ("Trauzeuge", "Familie Braut") and which guest has which. */
@Injectable()
export class RelationsService {
  constructor(private readonly em: EntityManager) {}

  listTypes() {
    return this.em.find(RelationType, {}, { orderBy: { name: 'asc' } });
  }

  async createType(name: string) {
    if (await this.em.count(RelationType, { name })) throw new ConflictException('Diesen Beziehungstyp gibt es bereits');
    const type = this.em.create(RelationType, { name });
    await this.em.flush();
    return type;
  }

  /** Its assignments go with it (cascade). */
  async removeType(id: number): Promise<void> {
    const type = await this.em.findOne(RelationType, { id });
    if (!type) throw new NotFoundException('Beziehungstyp nicht gefunden');
    this.em.remove(type);
    await this.em.flush();
  }

  private toAssignmentView(assignment: GuestAssignment) {
    const guest = assignment.guest;
    return {
      id: assignment.id,
      guest_id: guest.id,
      guest_name: `${guest.first_name} ${guest.last_name}`.trim(),
      relation_type_id: assignment.relation_type.id,
      relation_type: assignment.relation_type.name,
    };
  }

  async listAssignments() {
    const assignments = await this.em.find(GuestAssignment, {}, { populate: ['guest', 'relation_type'] });
    return assignments
      .map((a) => this.toAssignmentView(a))
      .sort((a, b) => a.guest_name.localeCompare(b.guest_name, 'de') || a.relation_type.localeCompare(b.relation_type, 'de'));
  }

  async createAssignment(guestId: number, relationTypeId: number) {
    const guest = await this.em.findOne(Guest, { id: guestId });
    if (!guest) throw new NotFoundException('Gast nicht gefunden');
    const type = await this.em.findOne(RelationType, { id: relationTypeId });
    if (!type) throw new NotFoundException('Beziehungstyp nicht gefunden');
    if (await this.em.count(GuestAssignment, { guest, relation_type: type })) {
      throw new ConflictException('Diese Zuordnung gibt es bereits');
    }
    const assignment = this.em.create(GuestAssignment, { guest, relation_type: type });
    await this.em.flush();
    return this.toAssignmentView(assignment);
  }

  async removeAssignment(id: number): Promise<void> {
    const assignment = await this.em.findOne(GuestAssignment, { id });
    if (!assignment) throw new NotFoundException('Zuordnung nicht gefunden');
    this.em.remove(assignment);
    await this.em.flush();
  }
}
