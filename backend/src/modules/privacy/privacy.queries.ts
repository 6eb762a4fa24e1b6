import { rsvpMenuLabel } from '@hochzeit/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';
import { JOB_SCHEMA } from '../../jobs/job-queue.js';

// The privacy module's SQL: what is stored about one guest (read across the modules' tables, as
// the export must name every row), the erasure of a guest's personal fields, and the retention run.

/** Runs a statement in the entity manager's transaction (if any) and gives back the affected rows' count where it has one. */
const run = (em: EntityManager, sql: string, params: readonly unknown[] = []) => sqlRows<Record<string, unknown>>(em, sql, params, { inTransaction: true });

export async function recordGuestSession(em: EntityManager, s: { guestId: number; version: number; hash: string; browser: string; at: Date }): Promise<void> {
  await run(
    em,
    `insert into guest_session (guest_id, token_hash, session_version, browser, signed_in_at, last_used_at) values (?, ?, ?, ?, ?, ?)
     on conflict (token_hash) do update set last_used_at = excluded.last_used_at, browser = excluded.browser`,
    [s.guestId, s.hash, s.version, s.browser, s.at, s.at],
  );
}

export interface GuestRecordRow {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  address: string | null;
  guest_type: string;
  side: string | null;
  group_name: string | null;
  menu_name: string | null;
  allergies: string[];
  allergy_consent_at: Date | null;
  photo_consent_at: Date | null;
  wall_hidden: boolean;
  special_requests: string | null;
  companion_allowed: boolean;
  created_at: Date;
  session_version: number;
}

/** The guest record as the couple entered it, without `admin_notes` (the couple's own notes). */
export async function guestRecord(em: EntityManager, guestId: number): Promise<GuestRecordRow | undefined> {
  const rows = await run(
    em,
    `select g.first_name, g.last_name, g.email, g.phone, g.mobile, g.address, g.guest_type, g.side, gg.name as group_name, m.type as menu_type, m.class as menu_class,
            g.allergies, g.allergy_consent_at, g.photo_consent_at, g.wall_hidden, g.special_requests, g.companion_allowed, g.created_at, g.session_version
       from guest g left join guest_group gg on gg.id = g.group_id left join menu m on m.id = g.menu_id where g.id = ?`,
    [guestId],
  );
  const row = rows.at(0);
  return row && { ...(row as unknown as GuestRecordRow), menu_name: menuName(row), allergy_consent_at: asDate(row.allergy_consent_at), photo_consent_at: asDate(row.photo_consent_at), created_at: asDate(row.created_at)! };
}

export interface AnswerRow {
  attending: boolean;
  song_wish: string | null;
  message: string | null;
  companion_name: string | null;
  companion_menu_name: string | null;
  companion_allergies: string[];
  answered_at: Date;
}

export async function answerOf(em: EntityManager, guestId: number): Promise<AnswerRow | null> {
  const rows = await run(
    em,
    `select a.attending, a.song_wish, a.message, a.companion_name, m.type as menu_type, m.class as menu_class, a.companion_allergies, a.answered_at
       from rsvp_answer a left join menu m on m.id = a.companion_menu_id where a.guest_id = ?`,
    [guestId],
  );
  const row = rows.at(0);
  return row ? { ...(row as unknown as AnswerRow), companion_menu_name: menuName(row), answered_at: asDate(row.answered_at)! } : null;
}

export interface MessageRow {
  medium: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  state: string;
  sent_at: Date;
}

/** Messages sent to the guest (SMS and e-mail), newest first. */
export async function messagesOf(em: EntityManager, guestId: number): Promise<MessageRow[]> {
  const rows = await run(em, `select medium, "to", subject, body, state, created_at from sms_message where guest_id = ? order by created_at desc, id desc`, [guestId]);
  return rows.map((row) => ({ medium: row.medium as MessageRow['medium'], to: String(row.to), subject: (row.subject as string | null) ?? null, body: String(row.body), state: String(row.state), sent_at: asDate(row.created_at)! }));
}

/**
 * Before a guest's row goes: the personal fields of the messages sent to them (the rows stay for
 * the batches' counts, without name, address, text or error text).
 */
export async function eraseMessagesOf(em: EntityManager, guestIds: number[]): Promise<void> {
  if (!guestIds.length) return;
  await run(em, `update sms_message set guest_name = null, "to" = '', subject = null, body = '', error_message = null where guest_id = any(?::int[])`, [`{${guestIds.join(',')}}`]);
}

/** Empties a finished job's data in the queue's table (it keeps finished jobs for days). */
export async function forgetJobData(em: EntityManager, jobId: string): Promise<void> {
  await run(em, `update ${JOB_SCHEMA}.job set data = '{}'::jsonb where id = ?::uuid`, [jobId]);
}

// ---------------------------------------------------------------- retention

/** What the retention run deletes of every guest (names and gallery by choice, see RetentionService). */
export async function deleteRetainedFields(em: EntityManager, { names }: { names: boolean }): Promise<void> {
  await run(
    em,
    `update guest set email = null, phone = null, mobile = null, address = null, allergies = '[]'::jsonb, allergy_consent_at = null, special_requests = null, admin_notes = null
       where email is not null or phone is not null or mobile is not null or address is not null or jsonb_array_length(allergies) > 0
          or allergy_consent_at is not null or special_requests is not null or admin_notes is not null`,
  );
  await run(em, `update rsvp_answer set companion_allergies = '[]'::jsonb where jsonb_array_length(companion_allergies) > 0`);
  await run(em, `delete from sms_message`);
  await run(em, `delete from email_unsubscribe`);
  await run(em, `delete from sms_opt_out`);
  await run(em, `delete from guest_session`);
  if (names) {
    await run(em, `update guest set first_name = 'Gast', last_name = id::text where not (first_name = 'Gast' and last_name = id::text)`);
    await run(em, `update rsvp_answer set companion_name = 'Begleitung' where companion_name is not null and companion_name <> 'Begleitung'`);
    await run(em, `update media set uploader_name = null where uploader_guest_id is not null and uploader_name is not null`);
  }
}

/** A menu as guests read it (rsvpMenuLabel), from the joined columns; null without one. */
const menuName = (row: Record<string, unknown>): string | null =>
  typeof row.menu_type === 'string' ? rsvpMenuLabel({ type: row.menu_type, class: typeof row.menu_class === 'string' ? row.menu_class : '' }) : null;

const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string));
