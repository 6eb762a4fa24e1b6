import { defineEntity, p } from '@mikro-orm/core';

/**
 * The plan's one row (id 1, made on first use): its version, raised by every change of tables or
 * places (a change made on an older version is refused), and from when guests see their table.
 */
const SeatingPlanStateSchema = defineEntity({
  name: 'SeatingPlanState',
  tableName: 'seating_plan',
  properties: {
    id: p.integer().primary().autoincrement(false),
    version: p.integer().default(0),
    guests_see_table_from: p.datetime().nullable(),
  },
});

export class SeatingPlanState extends SeatingPlanStateSchema.class {}
SeatingPlanStateSchema.setClass(SeatingPlanState);
