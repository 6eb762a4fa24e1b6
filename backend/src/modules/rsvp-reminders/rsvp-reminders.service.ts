import { DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE, type RsvpReminderSettings as RsvpReminderSettingsReply, type RsvpReminderSettingsInput, type RsvpReminderStep as StepReply } from '@hochzeit/contracts';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { JobQueue } from '../../jobs/job-queue.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { Guest } from '../guests/index.js';
import { answeredGuestIds, RsvpService } from '../rsvp/index.js';
import { MessagesService } from '../sms/index.js';
import { Clock } from './clock.js';
import { deadlineEnd, plannedSteps, type PlannedStep, stepDueNow } from './reminder-steps.js';
import { RsvpReminderSettings, RsvpReminderStep } from './rsvp-reminders.entity.js';
import { rsvpReminderCheckJob } from './rsvp-reminders.jobs.js';
import { claimStep, ensureSettingsRow, markStepSent, releaseStep, stepTaken } from './rsvp-reminders.queries.js';

/** What a fresh installation has: reminders off, no days, e-mail where possible. */
const DEFAULTS = { enabled: false, days_before: [] as number[], channel_choice: DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE, active_since: null };

/** Besides each step's own time, a check runs at least this often: a deadline changed in the RSVP settings is noticed by then. */
const CHECK_EVERY_SECONDS = 3600;

/** A step another worker is sending: this check's job is retried, and takes the step on if that worker died. */
export class StepBusyError extends Error {}

/**
 * RSVP reminders: on each chosen day before the answer deadline, at 10:00 on the venue's clocks,
 * one reminder to every guest without an answer, through the messages tool. A check (a job) sends
 * the step that is due, if any; checks are queued at every start, after each change of the
 * setting, and by each process's timer at the next step's time (at least hourly). A step is sent at most once (its row is claimed by one worker), and each guest
 * gets it at most once (the messages' dedupe keys), also across restarts and several workers.
 */
@Injectable()
export class RsvpRemindersService implements OnModuleDestroy {
  private readonly logger = new Logger('Erinnerungen');
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly rsvp: RsvpService,
    private readonly messages: MessagesService,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  private async stored(em: EntityManager) {
    return (await em.findOne(RsvpReminderSettings, { id: 1 })) ?? DEFAULTS;
  }

  /** The setting and the current deadline's steps with their state. */
  async settings(): Promise<RsvpReminderSettingsReply> {
    const em = this.em.fork();
    const [stored, { deadline, time_zone }] = await Promise.all([this.stored(em), this.rsvp.settings(em)]);
    const base = { enabled: stored.enabled, days_before: stored.days_before, channel_choice: stored.channel_choice, deadline, time_zone };
    if (!deadline) return { ...base, steps: [] };
    const steps = plannedSteps(deadline, stored.days_before, time_zone);
    const records = new Map((await em.find(RsvpReminderStep, { step_key: { $in: steps.map((s) => s.key) } })).map((r) => [r.step_key, r]));
    const now = this.clock.now();
    const dueNow = stored.enabled ? stepDueNow(steps, now, stored.active_since ?? null, deadlineEnd(deadline, time_zone)) : undefined;
    return {
      ...base,
      steps: steps.map((step): StepReply => {
        const record = records.get(step.key);
        const sent = Boolean(record?.sent_at);
        return {
          days_before: step.daysBefore,
          due_date: step.dueDate,
          due_at: step.dueAt,
          // Pending: its time has not come, or it is the step a check is about to send.
          state: sent ? 'sent' : step.dueAt > now || step === dueNow ? 'pending' : 'skipped',
          sent_at: record?.sent_at ?? null,
          batch_id: record?.batch_id ?? null,
          messages: record?.messages ?? 0,
        };
      }),
    };
  }

  /** Saves the setting; a check follows its commit (a step due now goes out, the next one is planned). */
  async update(input: RsvpReminderSettingsInput): Promise<RsvpReminderSettingsReply> {
    await this.em.fork().transactional(async (em) => {
      // The row locked: two saves at once are applied one after the other (each sees the other's days).
      await ensureSettingsRow(em);
      const row = await em.findOneOrFail(RsvpReminderSettings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const daysChanged = row.days_before.join(',') !== input.days_before.join(',');
      // Steps already past when reminders are switched on (or their days change) are not sent late.
      if (input.enabled && (!row.enabled || daysChanged || !row.active_since)) row.active_since = this.clock.now();
      row.enabled = input.enabled;
      row.days_before = input.days_before;
      row.channel_choice = input.channel_choice;
      runAfterCommit(em, rsvpReminderCheckJob, { reason: 'settings' });
    });
    await this.planNext();
    return this.settings();
  }

  /** The job: sends the step due now (if any), then sets this process's timer for the next check. */
  async check(): Promise<void> {
    try {
      await this.sendDueStep();
    } finally {
      await this.planNext().catch((error: Error) => this.logger.warn(`Erinnerungen: nächste Prüfung nicht geplant (${error.message})`));
    }
  }

  private async sendDueStep(): Promise<void> {
    const em = this.em.fork();
    const stored = await this.stored(em);
    // Switched off: steps not sent yet stay unsent.
    if (!stored.enabled) return;
    const { deadline, time_zone } = await this.rsvp.settings(em);
    if (!deadline) return;
    const step = stepDueNow(plannedSteps(deadline, stored.days_before, time_zone), this.clock.now(), stored.active_since ?? null, deadlineEnd(deadline, time_zone));
    if (!step) return;
    if (!(await claimStep(em, { key: step.key, deadline, daysBefore: step.daysBefore, dueAt: step.dueAt }))) {
      if ((await stepTaken(em, step.key)) === 'claimed') throw new StepBusyError(`Erinnerung ${step.key} wird gerade von einem anderen Prozess gesendet`);
      return;
    }
    try {
      await this.send(em, step, stored.channel_choice);
    } catch (error) {
      await releaseStep(em, step.key);
      throw error;
    }
  }

  /** Every guest without an answer now gets the step's reminder (the messages tool leaves out opted-out numbers and unsubscribed addresses). */
  private async send(em: EntityManager, step: PlannedStep, channelChoice: RsvpReminderSettings['channel_choice']): Promise<void> {
    const answered = await answeredGuestIds(em);
    const guestIds = (await em.find(Guest, {}, { fields: ['id'], orderBy: { id: 'asc' } })).map((g) => g.id).filter((id) => !answered.has(id));
    const result = guestIds.length ? await this.messages.sendReminders({ stepKey: step.key, guestIds, channelChoice }) : { batchId: null, queued: 0 };
    await markStepSent(em, step.key, this.clock.now(), result.batchId, result.queued);
    this.logger.log(`Erinnerung ${step.key}: ${result.queued} Nachrichten an Gäste ohne Antwort`);
  }

  /**
   * Wakes this process at the next step's due time, and after an hour at the latest (a deadline
   * changed in the RSVP settings is noticed then), to queue a check. A timer, not a delayed job:
   * nothing waits in the queue for hours, and every process keeps one, so one that stops leaves
   * the others; the check's key names the time, so processes waking together queue it once.
   */
  async planNext(): Promise<void> {
    const em = this.em.fork();
    const now = this.clock.now();
    let wakeAt = Math.ceil((now.getTime() + 1) / (CHECK_EVERY_SECONDS * 1000)) * CHECK_EVERY_SECONDS * 1000;
    const stored = await this.stored(em);
    const { deadline, time_zone } = await this.rsvp.settings(em);
    if (stored.enabled && deadline) {
      const next = plannedSteps(deadline, stored.days_before, time_zone).find((step) => step.dueAt > now);
      if (next) wakeAt = Math.min(wakeAt, next.dueAt.getTime());
    }
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.wake(new Date(wakeAt)), wakeAt - now.getTime());
    this.timer.unref();
  }

  private async wake(at: Date): Promise<void> {
    try {
      await this.queue.send(rsvpReminderCheckJob, { reason: 'planned' }, { idempotencyKey: `check:${at.toISOString()}` });
    } catch (error) {
      this.logger.warn(`Erinnerungen: Prüfung nicht eingereiht (${error instanceof Error ? error.message : String(error)})`);
    }
    await this.planNext().catch(() => undefined);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
