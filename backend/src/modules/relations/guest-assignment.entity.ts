import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { RelationType } from './relation-type.entity.js';

/** "Anna is the bride's sister": a guest linked to a relation type. */
const GuestAssignmentSchema = defineEntity({
  name: 'GuestAssignment',
  tableName: 'guest_assignment',
  uniques: [{ properties: ['guest', 'relation_type'] }],
  properties: {
    id: p.integer().primary(),
    guest: () => p.manyToOne(Guest).deleteRule('cascade'),
    relation_type: () => p.manyToOne(RelationType).deleteRule('cascade'),
  },
});

export class GuestAssignment extends GuestAssignmentSchema.class {}
GuestAssignmentSchema.setClass(GuestAssignment);
