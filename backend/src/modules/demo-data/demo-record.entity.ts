import { defineEntity, p } from '@mikro-orm/core';

/**
 * Which rows the demo seeding created, as (table, id) pairs, written in the same transaction as
 * the rows themselves.
 *
 * Why a list of ids rather than an `is_demo` column on every seeded table: the demo spans twelve
 * tables that belong to other modules, and a flag column would have to be carried (and kept out
 * of every reply) by each of them. A separate list touches none of them, and it cannot point at
 * the couple's rows later: every seeded table takes its ids from a sequence, and PostgreSQL never
 * hands out a sequence value twice. The two single-row tables with the fixed id 1 (story, wish
 * list) are removed only while they still hold exactly the demo text, so a story the couple wrote
 * over the demo one stays.
 */
const DemoRecordSchema = defineEntity({
  name: 'DemoRecord',
  tableName: 'demo_record',
  properties: {
    table_name: p.string().length(63).primary(),
    record_id: p.integer().primary().autoincrement(false),
  },
});

export class DemoRecord extends DemoRecordSchema.class {}
DemoRecordSchema.setClass(DemoRecord);

/**
 * One row (id 1) once a database has received demo data, kept after the demo data is removed:
 * a restart with DEMO_DATA=true must not bring back what the couple removed.
 */
const DemoSeedSchema = defineEntity({
  name: 'DemoSeed',
  tableName: 'demo_seed',
  properties: {
    id: p.integer().primary().autoincrement(false),
    seeded_at: p.datetime(),
  },
});

export class DemoSeed extends DemoSeedSchema.class {}
DemoSeedSchema.setClass(DemoSeed);
