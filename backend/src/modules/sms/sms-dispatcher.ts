import { SMS_MESSAGES } from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { defineJob, type JobAttempt } from '../../jobs/job-definition.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { EmailSender, EmailUnsubscribes, type MailContext } from '../email/index.js';
import { Guest } from '../guests/index.js';
import { MailNotComposable, MessageMail, mailKindOf } from './message-mail.js';
import { SmsSender } from './sms-sender.js';
import { SmsBatch, SmsMessage } from './sms.entity.js';
import { batchesWithQueuedMessages, type ClaimedMessage, claimQueuedMessage } from './sms.queries.js';

/**
 * Sends the waiting messages of one batch for at most a round's time, then hands the rest to the
 * next round's job. A job interrupted by a stop or a crash is run again by the queue; messages it
 * had already claimed are never sent again by it.
 */
export const smsBatchJob = defineJob<{ batchId: number; round: number }>('sms.send-batch', {
  retryLimit: 20,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 60,
  // A round (20 s) plus one slow Twilio call (timeout 30 s) and its retries: later than this it died.
  expireInSeconds: 90,
});

/** What the e-mails of one round share. */
interface EmailRound {
  context: MailContext;
  /** Lower case. */
  unsubscribed: Set<string>;
  guests: Map<number, Guest>;
}

/** Twilio's own code for a message to a number that answered STOP. */
const TWILIO_UNSUBSCRIBED = 21610;

/**
 * Works the SMS batches. Every message is claimed (queued → sending) in the database before the
 * call to Twilio, so no two workers and no rerun ever send it twice; a message found 'sending'
 * is left alone (after a crash it is 'unklar' and only an admin sends it again).
 */
@Injectable()
export class SmsDispatcher implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('SMS');

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    private readonly sender: SmsSender,
    private readonly emailSender: EmailSender,
    private readonly unsubscribes: EmailUnsubscribes,
    private readonly mails: MessageMail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.queue.work(smsBatchJob, (data, attempt) => this.sendRound(data, attempt));
  }

  /**
   * A batch whose jobs all ended while messages still wait (its retries used up while the database
   * was away) is picked up again at the next start.
   */
  async onApplicationBootstrap(): Promise<void> {
    const batchIds = await batchesWithQueuedMessages(this.orm.em.fork());
    const startedAt = Date.now();
    for (const batch_id of batchIds) await this.queue.send(smsBatchJob, { batchId: batch_id, round: 1 }, { idempotencyKey: `sms-batch:${batch_id}:resume:${startedAt}` });
  }

  /** Queues (another) round for a batch; rounds of one batch never run twice for the same key. */
  async schedule(batchId: number, key: string): Promise<void> {
    await this.queue.send(smsBatchJob, { batchId, round: 1 }, { idempotencyKey: `sms-batch:${batchId}:${key}` });
  }

  private async sendRound({ batchId, round }: { batchId: number; round: number }, attempt: JobAttempt): Promise<void> {
    const em = this.orm.em.fork();
    const batch = await em.findOne(SmsBatch, batchId);
    if (!batch) return;
    const waiting = await em.find(SmsMessage, { batch: batchId, state: 'queued' }, { fields: ['id', 'medium', 'guest'], orderBy: { id: 'asc' } });
    const ids = waiting.map((message) => message.id);
    const mailGuestIds = [...new Set(waiting.flatMap((message) => (message.medium === 'email' && message.guest ? [message.guest.id] : [])))];
    const deadline = Date.now() + this.config.sms.roundSeconds * 1000;
    const concurrency = batch.method === 'parallel' ? this.config.sms.parallel : 1;
    // What all e-mails of the round share, read once when the first one is sent.
    let emailRound: Promise<EmailRound> | undefined;
    const context = () => (emailRound ??= this.emailRound(mailGuestIds));
    let next = 0;
    const lane = async () => {
      while (next < ids.length && Date.now() < deadline && !attempt.stopping.aborted) await this.sendOne(ids[next++], batch, attempt.stopping, context);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, lane));

    if (next >= ids.length) return;
    // Interrupted: fail this attempt so the queue runs it again, here after a restart or in another worker.
    if (attempt.stopping.aborted) throw new Error(`SMS-Versand ${batchId} unterbrochen, ${ids.length - next} Nachrichten warten`);
    await this.queue.send(smsBatchJob, { batchId, round: round + 1 }, { idempotencyKey: `sms-batch:${batchId}:${attempt.id}:${round + 1}` });
  }

  /**
   * The sender and the couple's settings, the unsubscribed addresses as they are when the round
   * starts (an unsubscribe during a round of at most `roundSeconds` takes effect from the next one),
   * and the round's guests, each read once instead of once per e-mail.
   */
  private async emailRound(guestIds: number[]): Promise<EmailRound> {
    const em = this.orm.em.fork();
    const [context, unsubscribed, guests] = await Promise.all([
      this.mails.context(),
      this.unsubscribes.unsubscribedAddresses(),
      guestIds.length ? em.find(Guest, { id: { $in: guestIds } }) : Promise.resolve([]),
    ]);
    return { context, unsubscribed: new Set([...unsubscribed].map((address) => address.toLowerCase())), guests: new Map(guests.map((guest) => [guest.id, guest])) };
  }

  private async sendOne(id: number, batch: SmsBatch, stopping: AbortSignal, context: () => Promise<EmailRound>): Promise<void> {
    const em = this.orm.em.fork();
    const message = await claimQueuedMessage(em, id);
    if (!message) return;
    const finish = (changes: Partial<Pick<SmsMessage, 'state' | 'twilio_sid' | 'email_message_id' | 'error_code' | 'error_message'>>) =>
      em.nativeUpdate(SmsMessage, { id, state: 'sending' }, { ...changes, updated_at: new Date() });
    if (message.medium === 'email') return this.sendEmail(id, message, batch, stopping, context, finish);

    if (message.opted_out) {
      await finish({ state: 'failed', error_code: TWILIO_UNSUBSCRIBED, error_message: SMS_MESSAGES.optedOut });
      return;
    }
    const outcome = await this.sender.deliver({ to: message.to, body: message.body, fromName: batch.from_name }, stopping);
    switch (outcome.kind) {
      case 'sent':
        await finish({ state: 'sent', twilio_sid: outcome.sid });
        break;
      case 'failed':
        await finish({ state: 'failed', error_code: outcome.code, error_message: outcome.message });
        break;
      case 'unclear':
        // It may have gone out: it stays 'sending' and becomes 'unklar' for the admin, never resent by itself.
        await em.nativeUpdate(SmsMessage, { id }, { outcome_unknown: true, error_message: outcome.message, updated_at: new Date() });
        this.logger.warn(`SMS ${id} an ${message.to}: Ausgang unklar (${outcome.message})`);
        break;
    }
  }

  /**
   * One e-mail, claimed like an SMS: an address unsubscribed since the batch was stored gets
   * nothing; a refusal (bounce at the door) is 'failed' with SMTP's code and text; silence after
   * the hand-over is 'unklar' and never sent again by itself.
   */
  private async sendEmail(
    id: number,
    message: ClaimedMessage,
    batch: SmsBatch,
    stopping: AbortSignal,
    context: () => Promise<EmailRound>,
    finish: (changes: Partial<Pick<SmsMessage, 'state' | 'email_message_id' | 'error_code' | 'error_message'>>) => Promise<number>,
  ): Promise<void> {
    const em = this.orm.em.fork();
    const round = await context();
    if (round.unsubscribed.has(message.to.trim().toLowerCase())) {
      await finish({ state: 'failed', error_message: SMS_MESSAGES.unsubscribed });
      return;
    }
    let mail;
    try {
      mail = await this.mails.build(mailKindOf(batch.kind), message, round.context, message.guest_id === null ? null : (round.guests.get(message.guest_id) ?? null));
    } catch (error) {
      // Nothing has left yet: the message fails with the reason instead of staying 'sending'.
      if (!(error instanceof MailNotComposable)) this.logger.error(`E-Mail ${id}: nicht zusammengestellt`, error instanceof Error ? error.stack : String(error));
      await finish({ state: 'failed', error_message: error instanceof MailNotComposable ? error.message : SMS_MESSAGES.emailSendFailed });
      return;
    }
    const outcome = await this.emailSender.deliver(mail, stopping);
    switch (outcome.kind) {
      case 'sent':
        await finish({ state: 'sent', email_message_id: outcome.messageId.slice(0, 255) });
        break;
      case 'failed':
        await finish({ state: 'failed', error_code: outcome.code, error_message: outcome.message });
        break;
      case 'unclear':
        await em.nativeUpdate(SmsMessage, { id }, { outcome_unknown: true, error_message: outcome.message, updated_at: new Date() });
        this.logger.warn(`E-Mail ${id} an ${message.to}: Ausgang unklar (${outcome.message})`);
        break;
    }
  }
}
