import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { SeatingTable } from './seating-table.entity.js';

/**
 * Who sits at which table: the guest themself (companion false) or the companion that guest named
 * (companion true); at most one place each, and a numbered seat at most once per table (a database
 * rule, not just a check). Deleting the guest or the table removes the place.
 */
const SeatAssignmentSchema = defineEntity({
  name: 'SeatAssignment',
  tableName: 'seat_assignment',
  properties: {
    id: p.integer().primary(),
    guest: () => p.manyToOne(Guest).deleteRule('cascade'),
    companion: p.boolean().default(false),
    table: () => p.manyToOne(SeatingTable).deleteRule('cascade').index(),
    /** The seat's number within the table (1…seats); null: free. */
    seat: p.integer().nullable(),
  },
  uniques: [
    { name: 'seat_assignment_person_unique', properties: ['guest', 'companion'] },
    { name: 'seat_assignment_table_seat_unique', properties: ['table', 'seat'] },
  ],
});

export class SeatAssignment extends SeatAssignmentSchema.class {}
SeatAssignmentSchema.setClass(SeatAssignment);
