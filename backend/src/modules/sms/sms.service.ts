import {
  MESSAGE_DEFAULT_SUBJECT,
  type MessageChannelChoice,
  SMS_FROM_NAME,
  SMS_MESSAGES,
  SMS_PREVIEW_COUNT,
  type SmsBatchKind,
  type SmsGuestNumbersReply,
  type SmsRecipientsReply,
  type SmsPreviewInput,
  type SmsPreviewReply,
  type SmsSendMethod,
  type SmsSendMultipleInput,
  type SmsSendToGuestTypesInput,
  type SmsSendToUnansweredInput,
  type SmsTimelineReminderInput,
  smsReminderTemplate,
} from '@hochzeit/contracts';
import { EntityManager, MikroORM } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { orNotFound } from '../../common/persistence.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { EventSettingsService } from '../event-settings/index.js';
import { isInGuestDayPlan, TimelineEvent } from '../timeline/index.js';
import { EmailSender } from '../email/index.js';
import { type GuestFilter, SmsAudience, type SmsRecipient } from './sms-audience.js';
import { smsBatchJob } from './sms-dispatcher.js';
import { SmsProgress, type BatchProgress } from './sms-progress.js';
import { SmsSender } from './sms-sender.js';
import { SmsBatch } from './sms.entity.js';
import { insertMessagesOnce } from './sms.queries.js';

export interface NewBatch {
  kind: SmsBatchKind;
  message: string;
  method: SmsSendMethod;
  includeEvents: boolean;
  fromName: string;
  event?: TimelineEvent;
  /** Unset: 'sms'. */
  channelChoice?: MessageChannelChoice;
  /** The e-mails' subject as written (free-text sends). */
  subject?: string | null;
  /** An invitation request's client id (unique per batch). */
  requestId?: string;
}

/** Who was left out of a batch, and why. */
export interface LeftOut {
  optedOut: number;
  unsubscribed?: number;
  withoutContact?: number;
}

/** A batch stored: its id, and how many messages were new (0: every dedupe key existed, nothing stored). */
export interface StoredBatch {
  batchId: number | null;
  inserted: number;
}

/** Thrown inside the transaction to roll back a batch none of whose messages were new. */
class NothingNew extends Error {}

/**
 * The SMS tool: who has a number, the personalised preview, and sending. A send stores the batch
 * and one row per recipient in one transaction, queues the batch's job in the same commit, and
 * then waits a moment for it, so a short batch answers with its final counts.
 */
@Injectable()
export class SmsService {
  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly audience: SmsAudience,
    private readonly sender: SmsSender,
    private readonly emailSender: EmailSender,
    private readonly progress: SmsProgress,
    private readonly eventSettings: EventSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The guests with a mobile number (the spec's list), with address and unsubscribe as well. */
  async guestNumbers(): Promise<SmsGuestNumbersReply> {
    const reply = await this.recipients();
    return { ...reply, guests: reply.guests.flatMap((guest) => (guest.mobile === null ? [] : [{ ...guest, mobile: guest.mobile }])) };
  }

  /** The messages tool's list: everyone reachable by SMS or e-mail; the figures count the guests with a mobile, as before e-mail existed. */
  async recipients(): Promise<SmsRecipientsReply> {
    const [all, optedOut, unsubscribed, answered] = await Promise.all([
      this.audience.guestsMatching(),
      this.audience.optedOutNumbers(),
      this.audience.unsubscribedAddresses(),
      this.audience.answeredGuestIds(),
    ]);
    const trimmed = (value: string | null | undefined) => (value ?? '').trim() || null;
    const guests = all.filter((guest) => trimmed(guest.mobile) || trimmed(guest.email));
    const withMobile = guests.filter((guest) => trimmed(guest.mobile));
    return {
      guests: guests.map((guest) => {
        const mobile = trimmed(guest.mobile);
        const email = trimmed(guest.email);
        return {
          id: guest.id,
          first_name: guest.first_name,
          last_name: guest.last_name,
          mobile,
          email,
          guest_type: guest.guest_type,
          opted_out: mobile !== null && this.audience.isOptedOut(optedOut, mobile),
          unsubscribed: email !== null && SmsAudience.isUnsubscribed(unsubscribed, email),
          rsvp_open: !answered.has(guest.id),
        };
      }),
      total_guests: withMobile.length,
      stats_by_type: SmsAudience.statsByType(withMobile),
    };
  }

  /** The first recipients' messages as the send would make them, by the channel choice (e-mails personalised like SMS). */
  async preview(input: SmsPreviewInput): Promise<SmsPreviewReply> {
    const filter: GuestFilter = input.unanswered ? { unanswered: true } : input.guest_ids ? { ids: input.guest_ids } : { types: input.guest_types };
    const options = { personalize: input.include_events };
    const optedOut = await this.audience.optedOutNumbers();
    let recipients: SmsRecipient[];
    if (input.channel_choice === 'sms') {
      const guests = await this.audience.guestsWithMobile(filter);
      recipients = await this.audience.forGuests(guests.filter((guest) => !this.audience.isOptedOut(optedOut, guest.mobile!)), input.message, options);
    } else {
      const guests = await this.audience.guestsMatching(filter);
      const split = this.audience.split(guests, input.channel_choice, optedOut, await this.audience.unsubscribedAddresses());
      const order = new Map(guests.map((guest, index) => [guest.id, index]));
      // In the guests' order (by name), whichever medium each gets.
      recipients = [...(await this.audience.forEmail(split.email, input.message, MESSAGE_DEFAULT_SUBJECT, options)), ...(await this.audience.forGuests(split.sms, input.message, options))].sort(
        (a, b) => order.get(a.guest!.id)! - order.get(b.guest!.id)!,
      );
    }
    let longest: SmsPreviewReply['longest'] = null;
    for (const recipient of recipients) {
      if (recipient.medium === 'email') continue;
      const segments = SmsAudience.segments(recipient.body);
      if (!longest || segments.segments > longest.segments.segments || (segments.segments === longest.segments.segments && segments.length > longest.segments.length)) {
        longest = { guest_name: recipient.guestName ?? recipient.raw, segments };
      }
    }
    return {
      previews: recipients.slice(0, SMS_PREVIEW_COUNT).map((recipient) => ({
        guest_name: recipient.guestName ?? '',
        guest_type: recipient.guest!.guest_type,
        medium: recipient.medium ?? 'sms',
        personalized_message: recipient.body,
        next_event: recipient.event ? { title: recipient.event.title, time: recipient.event.time } : null,
        segments: SmsAudience.segments(recipient.body),
      })),
      total_recipients: recipients.length,
      unknown_placeholders: input.include_events ? SmsAudience.unknownPlaceholders(input.message) : [],
      longest,
    };
  }

  async sendToGuestTypes(input: SmsSendToGuestTypesInput) {
    const progress = await this.sendByChoice({ types: input.guest_types }, { kind: 'guest_types', ...this.batchFields(input) });
    return { ...progress, total_sent: progress.successful, total_failed: progress.failed };
  }

  async sendMultiple(input: SmsSendMultipleInput): Promise<BatchProgress> {
    const batch: NewBatch = { kind: 'numbers', ...this.batchFields(input) };
    if (input.guest_ids) return this.sendByChoice({ ids: input.guest_ids }, { ...batch, kind: 'guests' });
    // Own numbers can only get an SMS.
    batch.channelChoice = 'sms';
    batch.subject = null;
    for (const raw of input.numbers) if (!this.audience.number(raw)) throw new BadRequestException({ msg: SMS_MESSAGES.invalidNumber(raw) });
    const optedOut = await this.audience.optedOutNumbers();
    const numbers = [...new Set(input.numbers.map((raw) => this.audience.number(raw)!))];
    const allowed = numbers.filter((number) => !optedOut.has(number));
    return this.store(batch, this.audience.forNumbers(allowed, input.message), { optedOut: numbers.length - allowed.length });
  }

  /** 'Noch ohne Antwort': every guest with a mobile who has not answered the RSVP when the send is made. */
  async sendToUnanswered(input: SmsSendToUnansweredInput): Promise<BatchProgress> {
    return this.sendByChoice({ unanswered: true }, { kind: 'unanswered', ...this.batchFields(input) });
  }

  private batchFields(input: SmsSendToUnansweredInput): Omit<NewBatch, 'kind'> {
    const email = input.channel_choice !== 'sms';
    return {
      message: input.message,
      method: input.method,
      includeEvents: input.include_events,
      fromName: input.from_name,
      channelChoice: input.channel_choice,
      subject: email ? (input.subject ?? MESSAGE_DEFAULT_SUBJECT) : null,
    };
  }

  /**
   * The free-text send to chosen guests by the admin's channel choice. 'sms' is the SMS tool as it
   * always was; the e-mail choices take guests with either address and split them.
   */
  private async sendByChoice(filter: GuestFilter, batch: NewBatch): Promise<BatchProgress> {
    if (!batch.channelChoice || batch.channelChoice === 'sms') return this.sendToGuests(await this.audience.guestsWithMobile(filter), batch);
    const guests = await this.audience.guestsMatching(filter);
    const [optedOut, unsubscribed] = await Promise.all([this.audience.optedOutNumbers(), this.audience.unsubscribedAddresses()]);
    const split = this.audience.split(guests, batch.channelChoice, optedOut, unsubscribed);
    if (split.email.length + split.sms.length + split.optedOut + split.unsubscribed === 0) {
      throw new BadRequestException({ msg: batch.channelChoice === 'email' ? SMS_MESSAGES.noEmailRecipients : SMS_MESSAGES.noContactRecipients });
    }
    const options = { personalize: batch.includeEvents, event: batch.event };
    const recipients = [
      ...(await this.audience.forEmail(split.email, batch.message, batch.subject ?? MESSAGE_DEFAULT_SUBJECT, options)),
      ...(await this.audience.forGuests(split.sms, batch.message, options)),
    ];
    return this.store(batch, recipients, { optedOut: split.optedOut, unsubscribed: split.unsubscribed, withoutContact: split.withoutContact });
  }

  /**
   * The event's reminder to every guest with a mobile whose day plan shows the event. A number the
   * reminder has reached once is never messaged again by it, also when it is sent again.
   */
  async sendTimelineReminder({ event_id }: SmsTimelineReminderInput) {
    const event = await this.em.findOneOrFail(TimelineEvent, event_id, orNotFound(SMS_MESSAGES.eventNotFound));
    if (!event.sms_notification) throw new BadRequestException({ msg: SMS_MESSAGES.reminderNotEnabled });
    const guests = (await this.audience.guestsWithMobile()).filter((guest) => isInGuestDayPlan(guest.guest_type, event));
    if (guests.length === 0) throw new BadRequestException({ msg: SMS_MESSAGES.noReminderRecipients });
    const { guest_address } = await this.eventSettings.get();
    const message = smsReminderTemplate(guest_address, Boolean(event.location));
    // Parallel: a reminder is due soon, and it goes to many guests at once.
    const progress = await this.sendToGuests(guests, { kind: 'reminder', message, method: 'parallel', includeEvents: true, fromName: SMS_FROM_NAME, event });
    return { ...progress, sms_sent: true };
  }

  private async sendToGuests(guests: Awaited<ReturnType<SmsAudience['guestsWithMobile']>>, batch: NewBatch): Promise<BatchProgress> {
    if (guests.length === 0) throw new BadRequestException({ msg: SMS_MESSAGES.noRecipients });
    const optedOut = await this.audience.optedOutNumbers();
    const allowed = guests.filter((guest) => !this.audience.isOptedOut(optedOut, guest.mobile!));
    const recipients = await this.audience.forGuests(allowed, batch.message, { personalize: batch.includeEvents, event: batch.event });
    return this.store(batch, recipients, { optedOut: guests.length - allowed.length });
  }

  /** Stores the batch and its messages and queues its job in one commit, then waits for it a moment. */
  async store(batch: NewBatch, recipients: SmsRecipient[], leftOut: LeftOut): Promise<BatchProgress> {
    const { batchId } = await this.storeOnly(batch, recipients, leftOut);
    return this.progress.waitFor(batchId!, this.config.sms.replyWaitMs);
  }

  /**
   * Stores the batch and its messages and queues its job in one commit. Messages whose dedupe key
   * exists are skipped; with `dropIfNothingNew` a batch left without a new message is not stored.
   */
  async storeOnly(batch: NewBatch, recipients: SmsRecipient[], leftOut: LeftOut, { dropIfNothingNew = false } = {}): Promise<StoredBatch> {
    const hasEmail = recipients.some((recipient) => recipient.medium === 'email');
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const record = em.create(SmsBatch, {
          kind: batch.kind,
          channel: this.sender.channel,
          channel_choice: batch.channelChoice ?? 'sms',
          email_channel: hasEmail ? this.emailSender.channel : null,
          subject: batch.subject ?? null,
          request_id: batch.requestId ?? null,
          method: batch.method,
          from_name: batch.fromName,
          message: batch.message,
          include_events: batch.includeEvents,
          timeline_event: batch.event?.id ?? null,
          event_title: batch.event?.title ?? null,
          opted_out: leftOut.optedOut,
          unsubscribed: leftOut.unsubscribed ?? 0,
          without_contact: leftOut.withoutContact ?? 0,
        });
        await em.flush();
        const now = new Date();
        const rows = recipients.map((recipient) => {
          const email = recipient.medium === 'email';
          return {
            batch: record.id,
            guest: recipient.guest?.id ?? null,
            guest_name: recipient.guestName,
            medium: recipient.medium ?? ('sms' as const),
            to: recipient.to ?? recipient.raw.slice(0, 20),
            subject: email ? (recipient.subject ?? null) : null,
            body: recipient.body,
            segments: email ? 0 : SmsAudience.segments(recipient.body).segments,
            // An unusable stored number is recorded, as failed, instead of silently left out.
            state: recipient.to ? ('queued' as const) : ('failed' as const),
            error_message: recipient.to ? null : SMS_MESSAGES.invalidRecipient,
            created_at: now,
            updated_at: now,
            dedupe_key: recipient.dedupeKey ?? (batch.event && recipient.to ? `reminder:${batch.event.id}:${recipient.to}` : null),
          };
        });
        const inserted = await insertMessagesOnce(em, rows);
        if (dropIfNothingNew && inserted === 0) throw new NothingNew();
        if (batch.event) await em.nativeUpdate(TimelineEvent, { id: batch.event.id }, { sms_sent: true });
        runAfterCommit(em, smsBatchJob, { batchId: record.id, round: 1 });
        return { batchId: record.id, inserted };
      });
    } catch (error) {
      if (error instanceof NothingNew) return { batchId: null, inserted: 0 };
      throw error;
    }
  }
}
