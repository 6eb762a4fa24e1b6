import { SEATING_TABLE_SHAPES } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** A table of the dinner: a name or number (unique), its shape, its seats and an optional note ('Brauttisch'). */
const SeatingTableSchema = defineEntity({
  name: 'SeatingTable',
  tableName: 'seating_table',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
    shape: p.enum(SEATING_TABLE_SHAPES).default('round'),
    seats: p.integer(),
    note: p.string().length(200).nullable(),
  },
});

export class SeatingTable extends SeatingTableSchema.class {}
SeatingTableSchema.setClass(SeatingTable);
