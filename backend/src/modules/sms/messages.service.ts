import {
  type MessageChannelChoice,
  RSVP_REMINDER_SMS_TEXT,
  SMS_FROM_NAME,
  SMS_MESSAGES,
  type SmsSendInvitationsInput,
  type SmsSendInvitationsReply,
} from '@hochzeit/contracts';
import { EntityManager, RequestContext, UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { runInRequestContext } from '../../database/request-context.js';
import { JobQueue } from '../../jobs/job-queue.js';
import type { MailContext } from '../email/index.js';
import { EventSettingsService } from '../event-settings/index.js';
import { fullName, Guest } from '../guests/index.js';
import { RsvpAnswer, rsvpAnsweredJob } from '../rsvp/index.js';
import { type MailKind, MessageMail } from './message-mail.js';
import { SmsAudience, type SmsRecipient } from './sms-audience.js';
import { SmsProgress } from './sms-progress.js';
import { SmsService } from './sms.service.js';
import { batchOfRequest } from './sms.queries.js';
import { byPersonName } from '../../common/german-sort.js';

/** One RSVP reminder step for the guests given (the reminders module decides who and when). */
export interface SendRemindersInput {
  /** The step, e.g. '14' for 14 days before the deadline; part of each message's dedupe key. */
  stepKey: string;
  guestIds: readonly number[];
  channelChoice: MessageChannelChoice;
}

export interface SendRemindersResult {
  /** The batch made; null when every guest had had this step's reminder already (or none could get one). */
  batchId: number | null;
  /** Messages stored and queued now. */
  queued: number;
  /** Guests this step had reached before (their dedupe key exists): not sent again. */
  alreadySent: number;
  /** Left out: number answered STOP / address unsubscribed / no address for the channel. */
  optedOut: number;
  unsubscribed: number;
  withoutContact: number;
}

/** Called from a job or a request it runs in their ORM context; called from elsewhere, in its own. */
const inContext = <T>(em: EntityManager, work: () => Promise<T>): Promise<T> => (RequestContext.currentRequestContext() ? work() : runInRequestContext(em, work));

/**
 * The messages tool's sends for other parts of the portal: RSVP reminders (for the
 * rsvp-reminders module), invitation e-mails, and the confirmation e-mail after each answer a
 * guest stores (the handler of rsvp's `rsvpAnsweredJob`). Every message is stored before it is
 * sent and claimed before delivery, like any other send of the tool.
 */
@Injectable()
export class MessagesService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly sms: SmsService,
    private readonly audience: SmsAudience,
    private readonly mails: MessageMail,
    private readonly progress: SmsProgress,
    private readonly queue: JobQueue,
    private readonly eventSettings: EventSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work(rsvpAnsweredJob, (data) => this.confirmAnswer(data));
  }

  /**
   * One batch of kind 'rsvp_reminder', one message per guest with dedupe key
   * `rsvp-reminder:<stepKey>:<guestId>` (unique: at most once per guest and step across restarts,
   * workers and reruns), queued for sending. Returns without waiting for delivery.
   */
  sendReminders(input: SendRemindersInput): Promise<SendRemindersResult> {
    return inContext(this.em, () => this.storeReminders(input));
  }

  private async storeReminders({ stepKey, guestIds, channelChoice }: SendRemindersInput): Promise<SendRemindersResult> {
    const guests = await this.audience.guestsMatching({ ids: guestIds });
    const [optedOut, unsubscribed, settings] = await Promise.all([this.audience.optedOutNumbers(), this.audience.unsubscribedAddresses(), this.eventSettings.get()]);
    const split = this.audience.split(guests, channelChoice, optedOut, unsubscribed);
    const template = RSVP_REMINDER_SMS_TEXT[settings.guest_address];
    const key = (guest: Guest | null) => `rsvp-reminder:${stepKey}:${guest!.id}`;
    const recipients = [
      ...(await this.composed('rsvp_reminder', split.email)),
      ...(await this.audience.forGuests(split.sms, template, { personalize: true })),
    ].map((recipient) => ({ ...recipient, dedupeKey: key(recipient.guest) }));
    const leftOut = { optedOut: split.optedOut, unsubscribed: split.unsubscribed, withoutContact: split.withoutContact };
    const result = { optedOut: leftOut.optedOut, unsubscribed: leftOut.unsubscribed, withoutContact: leftOut.withoutContact };
    if (recipients.length === 0) return { batchId: null, queued: 0, alreadySent: 0, ...result };
    const stored = await this.sms.storeOnly(
      { kind: 'rsvp_reminder', message: template, method: 'parallel', includeEvents: true, fromName: SMS_FROM_NAME, channelChoice },
      recipients,
      leftOut,
      { dropIfNothingNew: true },
    );
    return { batchId: stored.batchId, queued: stored.inserted, alreadySent: recipients.length - stored.inserted, ...result };
  }

  /**
   * The invitation e-mail to the chosen guests, one batch of kind 'invitation'. The same
   * `request_id` again (a double click, a retried request) answers with the batch it made before.
   */
  async sendInvitations(input: SmsSendInvitationsInput): Promise<SmsSendInvitationsReply> {
    const guests = (await this.em.find(Guest, { id: { $in: [...input.guest_ids] } })).sort(byPersonName);
    const withEmail = guests.filter((guest) => (guest.email ?? '').trim() !== '');
    const withoutEmail = guests.filter((guest) => !withEmail.includes(guest)).map((guest) => ({ id: guest.id, name: fullName(guest.first_name, guest.last_name) }));
    const repeated = await this.repeatedRequest(input.request_id, withoutEmail);
    if (repeated) return repeated;

    const unsubscribedAddresses = await this.audience.unsubscribedAddresses();
    const allowed = withEmail.filter((guest) => !SmsAudience.isUnsubscribed(unsubscribedAddresses, guest.email!));
    if (allowed.length === 0) throw new BadRequestException({ msg: SMS_MESSAGES.noInvitationRecipients });
    const recipients = await this.composed('invitation', allowed);
    const leftOut = { optedOut: 0, unsubscribed: withEmail.length - allowed.length, withoutContact: guests.length - withEmail.length };
    let batchId: number;
    try {
      ({ batchId } = (await this.sms.storeOnly(
        { kind: 'invitation', message: recipients[0].subject ?? '', method: input.method, includeEvents: false, fromName: SMS_FROM_NAME, channelChoice: 'email', requestId: input.request_id },
        recipients,
        leftOut,
      )) as { batchId: number });
    } catch (error) {
      // The same request at the same moment: the other one stored the batch.
      if (error instanceof UniqueConstraintViolationException) {
        const again = await this.repeatedRequest(input.request_id, withoutEmail);
        if (again) return again;
      }
      throw error;
    }
    const progress = await this.progress.waitFor(batchId, this.config.sms.replyWaitMs);
    return { ...progress, without_email: withoutEmail, repeated: false };
  }

  /**
   * After an answer a guest stored: one confirmation e-mail to that guest's address listing what
   * was answered. The dedupe key (guest and answer time) makes a retried job store nothing new.
   */
  confirmAnswer(data: { guestId: number; answeredAt: string }): Promise<void> {
    return inContext(this.em, () => this.storeConfirmation(data));
  }

  private async storeConfirmation({ guestId, answeredAt }: { guestId: number; answeredAt: string }): Promise<void> {
    const em = this.em.fork();
    const guest = await em.findOne(Guest, guestId);
    if (!guest || (guest.email ?? '').trim() === '') return;
    if (!(await em.count(RsvpAnswer, { guest: guestId }))) return;
    if (SmsAudience.isUnsubscribed(await this.audience.unsubscribedAddresses(), guest.email!)) return;
    const [recipient] = await this.composed('rsvp_confirmation', [guest]);
    await this.sms.storeOnly(
      { kind: 'rsvp_confirmation', message: recipient.subject ?? '', method: 'sequential', includeEvents: false, fromName: SMS_FROM_NAME, channelChoice: 'email' },
      [{ ...recipient, dedupeKey: `rsvp-confirmation:${guestId}:${answeredAt}` }],
      { optedOut: 0 },
      { dropIfNothingNew: true },
    );
  }

  /** The reply for a request id that made its batch before, or undefined. */
  private async repeatedRequest(requestId: string, withoutEmail: SmsSendInvitationsReply['without_email']): Promise<SmsSendInvitationsReply | undefined> {
    const batchId = await batchOfRequest(this.em.fork(), requestId);
    if (batchId === undefined) return undefined;
    return { ...(await this.progress.of(batchId)), without_email: withoutEmail, repeated: true };
  }

  /** E-mails composed per guest (subject and plain text as the history shows them; delivery composes the same again). */
  private async composed(kind: MailKind, guests: readonly Guest[]): Promise<SmsRecipient[]> {
    if (guests.length === 0) return [];
    const context: MailContext = await this.mails.context();
    const recipients: SmsRecipient[] = [];
    for (const guest of guests) {
      const to = guest.email!.trim();
      const mail = await this.mails.build(kind, { to, subject: null, body: '', guest_id: guest.id, guest_name: null }, context);
      recipients.push({ medium: 'email', guest, guestName: fullName(guest.first_name, guest.last_name), to, raw: to, subject: mail.subject.slice(0, 200), body: mail.text, event: undefined });
    }
    return recipients;
  }
}
