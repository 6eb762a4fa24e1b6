import { SMS_UNCLEAR_AFTER_SECONDS } from '@hochzeit/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';
import { EventSettings } from '../event-settings/index.js';
import { GuestGroup } from '../guest-groups/index.js';
import { Guest } from '../guests/index.js';
import { Media } from '../media/index.js';
import { Menu } from '../menus/index.js';
import { DeletionRequest, PrivacySettings, RemovalRequest } from '../privacy/index.js';
import { Location, Room, RoomAssignment } from '../rooms/index.js';
import { RsvpAnswer, RsvpSettings } from '../rsvp/index.js';
import { ServiceProvider } from '../service-providers/index.js';
import { SmsBatch, SmsMessage } from '../sms/index.js';
import { TimelineEvent } from '../timeline/index.js';

// The dashboard's own reads (counts no other module offers), each in one statement, and the
// tables its cached reply is made from: a change to any of them reads the reply again.

/** Every table the dashboard's reply is made from (the RSVP overview, kitchen list and rooms included). */
export const ADMIN_DASHBOARD_TABLES = [
  Guest,
  GuestGroup,
  RsvpAnswer,
  RsvpSettings,
  EventSettings,
  Menu,
  Room,
  RoomAssignment,
  Location,
  Media,
  SmsBatch,
  SmsMessage,
  ServiceProvider,
  TimelineEvent,
  // The retention's date and the guests' requests (privacy).
  PrivacySettings,
  DeletionRequest,
  RemovalRequest,
];

/**
 * Per guest, whether an invitation e-mail (it carries the personal sign-in link) was ever made for
 * them, and whether one left: sent or delivered. A failed or still waiting one sent no link.
 */
export async function invitationCounts(em: EntityManager): Promise<{ never_invited: number; without_link: number }> {
  const [row] = await sqlRows<{ never_invited: number; without_link: number }>(
    em,
    `select
       count(*) filter (where not exists (select 1 from sms_message m join sms_batch b on b.id = m.batch_id
                                          where b.kind = 'invitation' and m.guest_id = g.id))::int as never_invited,
       count(*) filter (where not exists (select 1 from sms_message m join sms_batch b on b.id = m.batch_id
                                          where b.kind = 'invitation' and m.guest_id = g.id and m.state in ('sent', 'delivered')))::int as without_link
     from guest g`,
  );
  return row;
}

/**
 * The messages tool's trouble: messages in the outbox (SMS of batches without Twilio, e-mails of
 * batches without SMTP: they never left), failed or undelivered ones, and unclear ones (left
 * 'sending' longer than the messages tool waits, or their outcome unknown), as its pages count them.
 */
export async function messageCounts(em: EntityManager): Promise<{ outbox: number; failed: number; unclear: number }> {
  const [row] = await sqlRows<{ outbox: number; failed: number; unclear: number }>(
    em,
    `select
       count(*) filter (where (m.medium = 'sms' and b.channel = 'outbox') or (m.medium = 'email' and b.email_channel = 'outbox'))::int as outbox,
       count(*) filter (where m.state in ('failed', 'undelivered'))::int as failed,
       count(*) filter (where m.state = 'sending' and (m.outcome_unknown or m.claimed_at < now() - make_interval(secs => ?)))::int as unclear
     from sms_message m join sms_batch b on b.id = m.batch_id`,
    [SMS_UNCLEAR_AFTER_SECONDS],
  );
  return row;
}

/** All photos, hidden ones, those waiting for approval, and the upload times of the last two days (today on the venue's calendar lies within them). */
export async function photoCounts(em: EntityManager): Promise<{ total: number; hidden: number; pending: number; recent: Date[] }> {
  const [[counts], recent] = await Promise.all([
    sqlRows<{ total: number; hidden: number; pending: number }>(
      em,
      `select count(*)::int as total, count(*) filter (where hidden)::int as hidden, count(*) filter (where pending)::int as pending from media`,
    ),
    sqlRows<{ uploaded_at: Date | string }>(em, `select uploaded_at from media where uploaded_at > now() - interval '2 days'`),
  ]);
  return { ...counts, recent: recent.map((row) => new Date(row.uploaded_at)) };
}
