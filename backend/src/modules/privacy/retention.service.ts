import { type PrivacySettings as PrivacySettingsReply, type PrivacySettingsInput, PRIVACY_MESSAGES, RETENTION_DEFAULT_MONTHS, RETENTION_FIELDS_LABEL, RETENTION_REMINDER_DAYS, type RetentionInfo } from '@hochzeit/contracts';
import { EntityManager, LockMode, sql } from '@mikro-orm/core';
import { BadRequestException, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { SessionVersions } from '../../auth/session-versions.js';
import { calendarDay, formatGermanDate } from '../../common/german-time.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { EventSettings, EventSettingsService } from '../event-settings/index.js';
import { Guest } from '../guests/index.js';
import { Media, MediaPersonalData } from '../media/index.js';
import { GuestSessions } from './guest-sessions.js';
import { PrivacyClock } from './privacy-clock.js';
import { DeletionRequest, PrivacySettings, RemovalRequest } from './privacy.entity.js';
import { privacyMailJob, retentionCheckJob } from './privacy.jobs.js';
import { deleteRetainedFields } from './privacy.queries.js';

/** The retention check runs at least this often (and at each start). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** 'YYYY-MM-DD' plus months, the day kept (the last day of a shorter month: 31 August + 6 months = 28/29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

interface Dates {
  stored: PrivacySettings | null;
  /** The couple has saved the wedding's settings (an installation nobody set up has only the neutral defaults: nothing is deleted). */
  configured: boolean;
  wedding: string;
  timeZone: string;
  chosen: string | null;
  fallback: string;
  effective: string;
  today: string;
  /** The day the data actually leaves: the date, but never less than 7 days after the couple's last reminder. */
  deletionDay: string;
}

/** The key of a reminder in `reminders_sent`: '<date>:<days>:<day it went out>'; the run's own: '<date>:done'. */
const reminderKey = (date: string, days: number, on: string) => `${date}:${days}:${on}`;
const LAST_REMINDER_DAYS = Math.min(...RETENTION_REMINDER_DAYS);

/** 'YYYY-MM-DD' plus days. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The retention date (issue 42): from it on, a job deletes the guests' phones, e-mail and postal
 * addresses, allergies, notes, message logs and sessions; names and the gallery stay unless the
 * couple chooses otherwise. The couple is reminded 30 and 7 days before (by e-mail to the portal's
 * sender address when one is set, and on the settings page). Each run deletes the same fields
 * again, so a run twice (or by two processes) changes nothing more; the sessions end once per date.
 */
@Injectable()
export class RetentionService implements OnModuleDestroy {
  private readonly logger = new Logger('Datenschutz');
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventSettingsService,
    private readonly media: MediaPersonalData,
    private readonly sessions: GuestSessions,
    private readonly queue: JobQueue,
    private readonly clock: PrivacyClock,
    private readonly versions: SessionVersions,
  ) {}

  private async dates(em: EntityManager): Promise<Dates> {
    const [stored, event] = await Promise.all([em.findOne(PrivacySettings, { id: 1 }), this.events.get()]);
    const wedding = calendarDay(event.starts_at, event.time_zone);
    const fallback = addMonths(wedding, RETENTION_DEFAULT_MONTHS);
    const chosen = stored?.retention_date ?? null;
    const effective = chosen ?? fallback;
    const today = calendarDay(this.clock.now(), event.time_zone);
    // The last reminder for this date went out on…; none yet: it goes out today at the latest.
    const warned = (stored?.reminders_sent ?? []).map((key) => key.split(':')).find(([date, days]) => date === effective && days === String(LAST_REMINDER_DAYS))?.[2];
    const deletionDay = later(effective, addDays(warned ?? today, LAST_REMINDER_DAYS));
    const configured = (await em.count(EventSettings, { id: 1 })) > 0;
    return { stored, configured, wedding, timeZone: event.time_zone, chosen, fallback, effective, today, deletionDay };
  }

  async settings(em: EntityManager = this.em.fork()): Promise<PrivacySettingsReply> {
    const dates = await this.dates(em);
    const [openDeletions, openRemovals] = await Promise.all([em.count(DeletionRequest, { state: 'open' }), em.count(RemovalRequest, {})]);
    return {
      retention_date: dates.chosen,
      default_retention_date: dates.fallback,
      effective_retention_date: dates.effective,
      delete_names: dates.stored?.delete_names ?? false,
      delete_gallery: dates.stored?.delete_gallery ?? false,
      require_photo_consent: dates.stored?.require_photo_consent ?? false,
      retention_done_at: dates.stored?.retention_done_at ?? null,
      days_left: daysBetween(dates.today, dates.deletionDay),
      open_deletion_requests: openDeletions,
      open_removal_requests: openRemovals,
    };
  }

  /**
   * What the admin's dashboard lists as open points: the days until personal data is deleted when
   * that is at most `withinDays` away (null: further, already done, or the wedding never set up,
   * when the job never runs), and the guests' open deletion and photo removal requests.
   */
  async openPoints(withinDays: number): Promise<{ days_until_deletion: number | null; deletion_requests: number; removal_requests: number }> {
    const em = this.em.fork();
    const [dates, deletionRequests, removalRequests] = await Promise.all([this.dates(em), em.count(DeletionRequest, { state: 'open' }), em.count(RemovalRequest, {})]);
    const days = daysBetween(dates.today, dates.deletionDay);
    const due = dates.configured && !dates.stored?.retention_done_at && days <= withinDays;
    return { days_until_deletion: due ? days : null, deletion_requests: deletionRequests, removal_requests: removalRequests };
  }

  /** What the guests' page says about the date. */
  async info(em: EntityManager): Promise<RetentionInfo> {
    const dates = await this.dates(em);
    return { delete_from: dates.deletionDay, names_kept: !(dates.stored?.delete_names ?? false), gallery_kept: !(dates.stored?.delete_gallery ?? false), fields: RETENTION_FIELDS_LABEL };
  }

  async requirePhotoConsent(em: EntityManager): Promise<boolean> {
    return (await em.findOne(PrivacySettings, { id: 1 }))?.require_photo_consent ?? false;
  }

  async update(input: PrivacySettingsInput): Promise<PrivacySettingsReply> {
    // Read before the transaction: the embedded database has one connection, which the transaction holds.
    const { wedding } = await this.dates(this.em.fork());
    if (input.retention_date && input.retention_date <= wedding) throw new BadRequestException(PRIVACY_MESSAGES.retentionDateBeforeWedding);
    await this.em.fork().transactional(async (em) => {
      await em.upsert(PrivacySettings, { id: 1 }, { onConflictAction: 'ignore' });
      const row = await em.findOneOrFail(PrivacySettings, { id: 1 });
      if (input.retention_date !== undefined) row.retention_date = input.retention_date;
      if (input.delete_names !== undefined) row.delete_names = input.delete_names;
      if (input.delete_gallery !== undefined) row.delete_gallery = input.delete_gallery;
      if (input.require_photo_consent !== undefined) row.require_photo_consent = input.require_photo_consent;
      runAfterCommit(em, retentionCheckJob, { reason: 'settings' });
    });
    return this.settings();
  }

  /**
   * The job: the couple's reminders before the date, the deletion from it on, once per date. Never
   * without a reminder 7 days before: a date that is (nearly) past when first checked is put off
   * until 7 days after that reminder.
   */
  async check(): Promise<void> {
    const em = this.em.fork();
    const dates = await this.dates(em);
    if (!dates.configured) return;
    const done = `${dates.effective}:done`;
    if (dates.stored?.reminders_sent.includes(done)) return;
    const daysLeft = daysBetween(dates.today, dates.effective);
    await this.remind(em, dates, daysLeft);
    if (dates.today < dates.deletionDay) return;
    await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(PrivacySettings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (row.reminders_sent.includes(done)) return;
      await deleteRetainedFields(tx, { names: row.delete_names });
      // The sessions end: a guest signs in again with their link (names and photos may stay).
      await tx.nativeUpdate(Guest, {}, { session_version: sql`session_version + 1` });
      if (row.delete_gallery) this.media.remove(tx, await tx.find(Media, {}));
      row.retention_done_at = this.clock.now();
      row.reminders_sent = [...row.reminders_sent, done];
      await tx.flush();
    });
    this.sessions.forget();
    this.versions.changed('guest');
    this.logger.log(`Aufbewahrungsfrist ${dates.effective}: personenbezogene Daten gelöscht`);
  }

  /** 30 and 7 days before the date: one reminder each (by e-mail to the couple's sender address when there is one). */
  private async remind(em: EntityManager, dates: Dates, daysLeft: number): Promise<void> {
    const step = [...RETENTION_REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
    if (step === undefined) return;
    // Read before the transaction (the embedded database's one connection is the transaction's then).
    const event = await this.events.getForAdmin();
    await em.transactional(async (tx) => {
      await tx.upsert(PrivacySettings, { id: 1 }, { onConflictAction: 'ignore' });
      const row = await tx.findOneOrFail(PrivacySettings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const sent = row.reminders_sent.map((key) => key.split(':'));
      // The last reminder (7 days) makes an earlier one superfluous; each goes out once per date.
      if (sent.some(([date, days]) => date === dates.effective && Number(days) <= step)) return;
      row.reminders_sent = [...row.reminders_sent, reminderKey(dates.effective, step, dates.today)];
      const deletionDay = later(dates.effective, step === LAST_REMINDER_DAYS ? addDays(dates.today, LAST_REMINDER_DAYS) : dates.effective);
      // The couple's own address, when they entered one as the portal's sender (the default sender is no mailbox of theirs).
      if (event.email_from_address) {
        const date = formatGermanDate(new Date(`${deletionDay}T12:00:00Z`), dates.timeZone);
        runAfterCommit(tx, privacyMailJob, {
          to: { name: event.couple_names, address: event.email_from_address },
          subject: `Hochzeitsportal: Am ${date} werden personenbezogene Daten gelöscht`,
          text: [
            `In ${daysBetween(dates.today, deletionDay)} Tagen, am ${date}, löscht das Hochzeitsportal die personenbezogenen Daten der Gäste: ${RETENTION_FIELDS_LABEL}.`,
            row.delete_names ? 'Auch die Namen der Gäste werden entfernt.' : 'Die Namen der Gäste bleiben erhalten.',
            row.delete_gallery ? 'Auch die Fotogalerie wird gelöscht.' : 'Die Fotogalerie bleibt erhalten.',
            'Wenn Sie die Daten behalten möchten, erstellen Sie vorher unter Einstellungen → Daten eine Sicherung oder verschieben Sie das Datum unter Einstellungen → Datenschutz.',
          ].join('\n\n'),
        });
      }
    });
  }

  /** Queues a check at the next full hour (each process keeps a timer; the key names the hour, so it is queued once). */
  planNext(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const now = Date.now();
    const wakeAt = Math.ceil((now + 1) / CHECK_EVERY_MS) * CHECK_EVERY_MS;
    this.timer = setTimeout(() => void this.wake(new Date(wakeAt)), wakeAt - now);
    this.timer.unref();
  }

  private async wake(at: Date): Promise<void> {
    try {
      await this.queue.send(retentionCheckJob, { reason: 'planned' }, { idempotencyKey: `retention:${at.toISOString()}` });
    } catch (error) {
      this.logger.warn(`Aufbewahrung: Prüfung nicht eingereiht (${error instanceof Error ? error.message : String(error)})`);
    }
    this.planNext();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
