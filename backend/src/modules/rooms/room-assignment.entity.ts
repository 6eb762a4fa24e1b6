import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { Room } from './room.entity.js';

/** One room per guest: the unique guest column makes that a database rule, not just a check. */
const RoomAssignmentSchema = defineEntity({
  name: 'RoomAssignment',
  tableName: 'room_assignment',
  properties: {
    id: p.integer().primary(),
    guest: () => p.manyToOne(Guest).deleteRule('cascade').unique(),
    room: () => p.manyToOne(Room).deleteRule('cascade').index(),
  },
});

export class RoomAssignment extends RoomAssignmentSchema.class {}
RoomAssignmentSchema.setClass(RoomAssignment);
