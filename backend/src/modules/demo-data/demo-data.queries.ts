import { DEMO_DATA_PARTS, type DemoDataPart } from '@hochzeit/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';
import { DEMO_GUEST_PAGES, DEMO_STORY, DEMO_WISHLIST } from './demo-data.js';

// The demo data's SQL: removing the seeded rows table by table, as demo_record lists them.

/** Rows of `table` (alias t) that the demo seeding created. */
const seeded = (table: string) => `t.id in (select record_id from demo_record where table_name = '${table}')`;

/**
 * One removal step: the demo rows of a table, minus those that `keepIf` protects. Steps run in
 * this order, so a protection only ever sees what is left after the earlier steps: the couple's
 * own rows and the demo rows that those rows still use.
 */
interface Step {
  part: DemoDataPart;
  table: string;
  /** SQL condition on t: keep the row (something the couple created still uses it). */
  keepIf?: string;
  /** Rows that go with the parent rows of another step, instead of demo rows of their own. */
  rowsOf?: { parentColumn: string; parent: Step };
  params?: unknown[];
  /** The column holding a stored file's key: those files are deleted once the removal commits. */
  fileKeyColumn?: string;
}

const providers: Step = {
  part: 'service_providers',
  table: 'service_provider',
  keepIf: 'exists (select 1 from timeline_event e where e.service_provider_id = t.id)',
};

const STEPS: Step[] = [
  // The demo's links and entries: nothing refers to them.
  { part: 'room_assignments', table: 'room_assignment' },
  { part: 'guest_assignments', table: 'guest_assignment' },
  { part: 'timeline_events', table: 'timeline_event' },
  { part: 'ticker_messages', table: 'ticker_message' },
  // The demo people; links the couple made to them (a room, a relation) go with them.
  { part: 'guests', table: 'guest' },
  // Documents uploaded for a demo provider go with the provider, and their files with them.
  { part: 'provider_documents', table: 'provider_document', rowsOf: { parentColumn: 'service_provider_id', parent: providers }, fileKeyColumn: 'storage_key' },
  providers,
  // What the couple's own records may still use: kept then, so none of their records changes.
  { part: 'menus', table: 'menu', keepIf: 'exists (select 1 from guest g where g.menu_id = t.id) or exists (select 1 from rsvp_answer r where r.companion_menu_id = t.id)' },
  { part: 'guest_groups', table: 'guest_group', keepIf: 'exists (select 1 from guest g where g.group_id = t.id)' },
  { part: 'relation_types', table: 'relation_type', keepIf: 'exists (select 1 from guest_assignment a where a.relation_type_id = t.id)' },
  { part: 'rooms', table: 'room', keepIf: 'exists (select 1 from room_assignment a where a.room_id = t.id)' },
  { part: 'locations', table: 'location', keepIf: 'exists (select 1 from room r where r.location_id = t.id)' },
  // The single story and wish list (id 1) only while they still hold the demo text.
  { part: 'story', table: 'story', keepIf: 'not (t.title = ? and t.blocks = cast(? as jsonb))', params: [DEMO_STORY.title, JSON.stringify(DEMO_STORY.blocks)] },
  { part: 'wishlist', table: 'wishlist', keepIf: 'not (t.content = ? and t.payment_info = ?)', params: [DEMO_WISHLIST.content, DEMO_WISHLIST.payment_info] },
  // A guest page only while it still holds the demo content of that page.
  { part: 'guest_pages', table: 'guest_page', keepIf: 't.content is distinct from (cast(? as jsonb) -> t.page)', params: [JSON.stringify(DEMO_GUEST_PAGES)] },
];

/** The rows a step removes, as a condition on t. */
function removable(step: Step): string {
  return step.keepIf ? `${seeded(step.table)} and not (${step.keepIf})` : seeded(step.table);
}

/**
 * Deletes the demo rows (in `em`'s transaction): how many went of each part, how many demo rows
 * stayed (still used by the couple's own), and the stored files the removed rows held.
 */
export async function deleteDemoRows(em: EntityManager): Promise<{ removed: Record<DemoDataPart, number>; kept: number; fileKeys: string[] }> {
  const run = (sql: string, params: unknown[] = []) => sqlRows<{ id: number; file_key?: string }>(em, sql, params, { inTransaction: true });
  const fileKeys: string[] = [];

  const removed = Object.fromEntries(Object.keys(DEMO_DATA_PARTS).map((part) => [part, 0])) as Record<DemoDataPart, number>;
  for (const step of STEPS) {
    const where = step.rowsOf
      ? `t.${step.rowsOf.parentColumn} in (select t.id from "${step.rowsOf.parent.table}" t where ${removable(step.rowsOf.parent)})`
      : removable(step);
    const params = step.rowsOf ? (step.rowsOf.parent.params ?? []) : (step.params ?? []);
    const returning = step.fileKeyColumn ? `t.id, t.${step.fileKeyColumn} as file_key` : 't.id';
    const rows = await run(`delete from "${step.table}" t where ${where} returning ${returning}`, params);
    removed[step.part] += rows.length;
    fileKeys.push(...rows.flatMap((row) => (row.file_key ? [row.file_key] : [])));
  }
  // Forget the removed rows; the list keeps the demo rows that stayed, so a later call can remove them once unused.
  for (const table of new Set(STEPS.filter((step) => !step.rowsOf).map((step) => step.table))) {
    await run(`delete from demo_record d where d.table_name = '${table}' and not exists (select 1 from "${table}" x where x.id = d.record_id) returning d.record_id as id`);
  }
  const [{ kept }] = await sqlRows<{ kept: number }>(em, 'select count(*)::int as kept from demo_record', [], { inTransaction: true });
  return { removed, kept, fileKeys };
}
