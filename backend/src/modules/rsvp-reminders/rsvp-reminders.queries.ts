import { DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE } from '@hochzeit/contracts';
import type { EntityManager } from '@mikro-orm/core';
import { sqlRows } from '../../database/sql.js';

// The reminders module's SQL. Claims use the database's clock (the same for every process); due
// times come from the application's Clock.

/** A claim older than this without a send was lost with its process and is taken again. */
export const STALE_CLAIM_SECONDS = 120;

export interface StepToClaim {
  key: string;
  deadline: string;
  daysBefore: number;
  dueAt: Date;
}

/**
 * Takes the step on: true for exactly one caller while the step is unsent, unless an earlier claim
 * went stale (its process died). Sent steps are never taken again.
 */
export async function claimStep(em: EntityManager, step: StepToClaim): Promise<boolean> {
  const rows = await sqlRows<{ step_key: string }>(
    em,
    `insert into rsvp_reminder_step (step_key, deadline, days_before, due_at, claimed_at, messages) values (?, ?::date, ?, ?::timestamptz, now(), 0)
     on conflict (step_key) do update set claimed_at = now()
       where rsvp_reminder_step.sent_at is null
         and (rsvp_reminder_step.claimed_at is null or rsvp_reminder_step.claimed_at < now() - make_interval(secs => ?))
     returning step_key`,
    [step.key, step.deadline, step.daysBefore, step.dueAt.toISOString(), STALE_CLAIM_SECONDS],
  );
  return rows.length === 1;
}

/** Gives a claim back after a failed send, so the job's retry takes the step at once. */
export async function releaseStep(em: EntityManager, key: string): Promise<void> {
  await sqlRows(em, `update rsvp_reminder_step set claimed_at = null where step_key = ? and sent_at is null`, [key]);
}

/**
 * A claim retaken after a crash that followed the batch's commit finds every guest reached already
 * (no new batch, no new messages): the first batch and its count stay.
 */
export async function markStepSent(em: EntityManager, key: string, sentAt: Date, batchId: number | null, messages: number): Promise<void> {
  await sqlRows(em, `update rsvp_reminder_step set sent_at = ?::timestamptz, batch_id = coalesce(?, batch_id), messages = messages + ? where step_key = ?`, [
    sentAt.toISOString(),
    batchId,
    messages,
    key,
  ]);
}

/** Whether the step is sent or being sent by a live claim (another worker is on it). */
export async function stepTaken(em: EntityManager, key: string): Promise<'sent' | 'claimed' | 'free'> {
  const [row] = await sqlRows<{ sent: boolean; claimed: boolean } | undefined>(
    em,
    `select sent_at is not null as sent, (claimed_at is not null and claimed_at >= now() - make_interval(secs => ?)) as claimed from rsvp_reminder_step where step_key = ?`,
    [STALE_CLAIM_SECONDS, key],
  );
  return !row ? 'free' : row.sent ? 'sent' : row.claimed ? 'claimed' : 'free';
}

/** The setting's single row, as a fresh installation has it, unless it exists (inside the caller's transaction). */
export async function ensureSettingsRow(em: EntityManager): Promise<void> {
  await sqlRows(
    em,
    `insert into rsvp_reminder_settings (id, enabled, days_before, channel_choice) values (1, false, '[]', ?) on conflict (id) do nothing`,
    [DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE],
    { inTransaction: true },
  );
}
