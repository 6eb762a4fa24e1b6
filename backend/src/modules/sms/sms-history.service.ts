import {
  SMS_MESSAGES,
  SMS_OPT_IN_KEYWORDS,
  SMS_OPT_OUT_KEYWORDS,
  SMS_UNCLEAR_AFTER_SECONDS,
  type SmsBatchDetail,
  type SmsBatchListReply,
  type SmsBatchSummary,
  type SmsMessageRow,
  type SmsOptOut as SmsOptOutReply,
  type SmsStateCounts,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable } from '@nestjs/common';
import { orNotFound } from '../../common/persistence.js';
import { EmailSender } from '../email/index.js';
import { SmsAudience } from './sms-audience.js';
import { SmsDispatcher } from './sms-dispatcher.js';
import { type BatchCounts, batchSummary, SmsProgress, tally } from './sms-progress.js';
import { SmsSender } from './sms-sender.js';
import { SmsBatch, SmsMessage, SmsOptOut } from './sms.entity.js';

/** Batches shown in the history, newest first. */
const HISTORY_LIMIT = 50;
const OUTBOX_LIMIT = 200;

/** Twilio's delivery states as ours; the others ('queued', 'accepted', 'sending') change nothing. */
const REPORTED_STATES = { sent: 'sent', delivered: 'delivered', undelivered: 'undelivered', failed: 'failed' } as const;
/** A report may only move a message forward: a late 'sent' never overwrites 'delivered'. */
const REPORT_MAY_FOLLOW: Record<keyof typeof REPORTED_STATES, SmsMessage['state'][]> = {
  sent: ['sending', 'queued'],
  delivered: ['sending', 'sent'],
  undelivered: ['sending', 'sent'],
  failed: ['sending', 'sent'],
};

const keyword = (body: string) => body.trim().replace(/[\s.!]+/g, '').toUpperCase();

/**
 * What was sent and what became of it: the batch history, the outbox ('Postausgang'), Twilio's
 * delivery reports, STOP replies and the opt-out list, and sending an unclear message again by hand.
 */
@Injectable()
export class SmsHistoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly progress: SmsProgress,
    private readonly sender: SmsSender,
    private readonly audience: SmsAudience,
    private readonly dispatcher: SmsDispatcher,
    private readonly emailSender: EmailSender,
  ) {}

  async batches(): Promise<SmsBatchListReply> {
    const batches = await this.em.find(SmsBatch, {}, { orderBy: { id: 'desc' }, limit: HISTORY_LIMIT });
    const counts = await this.progress.counts(batches.map((batch) => batch.id));
    return {
      channel: this.sender.channel,
      from: this.sender.from(),
      email_channel: this.emailSender.channel,
      batches: batches.map((batch) => this.summary(batch, counts.get(batch.id)!)),
    };
  }

  async batch(id: number): Promise<SmsBatchDetail> {
    const batch = await this.em.findOneOrFail(SmsBatch, id, orNotFound(SMS_MESSAGES.batchNotFound));
    const [counts, messages] = await Promise.all([this.progress.counts([id]), this.em.find(SmsMessage, { batch: id }, { orderBy: { id: 'asc' } })]);
    return { ...this.summary(batch, counts.get(id)!), messages: messages.map((message) => this.row(message)) };
  }

  async outbox(): Promise<SmsMessageRow[]> {
    // SMS of batches without Twilio and e-mails of batches without SMTP: what never left.
    const messages = await this.em.find(
      SmsMessage,
      { $or: [{ medium: 'sms', batch: { channel: 'outbox' } }, { medium: 'email', batch: { email_channel: 'outbox' } }] },
      { orderBy: { id: 'desc' }, limit: OUTBOX_LIMIT },
    );
    return messages.map((message) => this.row(message));
  }

  /**
   * Sends a message again that failed or whose outcome is unclear: the admin decided it did not
   * arrive. It goes back to the queue of its batch.
   */
  async resend(id: number): Promise<SmsMessageRow> {
    const message = await this.em.findOneOrFail(SmsMessage, id, orNotFound(SMS_MESSAGES.messageNotFound));
    const unclear = this.isUnclear(message);
    if (!unclear && message.state !== 'failed' && message.state !== 'undelivered') throw new ConflictException({ msg: SMS_MESSAGES.resendNotAllowed });
    const requeued = await this.em.nativeUpdate(
      SmsMessage,
      { id, state: message.state, updated_at: message.updated_at },
      { state: 'queued', claimed_at: null, outcome_unknown: false, twilio_sid: null, email_message_id: null, error_code: null, error_message: null, updated_at: new Date() },
    );
    if (requeued === 0) throw new ConflictException({ msg: SMS_MESSAGES.resendNotAllowed });
    await this.dispatcher.schedule(message.batch.id, `resend:${id}:${Date.now()}`);
    return this.row(await this.em.refreshOrFail(message));
  }

  async optOuts(): Promise<SmsOptOutReply[]> {
    const [rows, guests] = await Promise.all([this.em.find(SmsOptOut, {}, { orderBy: { created_at: 'desc' } }), this.audience.guestsWithMobile()]);
    const names = new Map<string, string>();
    for (const guest of guests) {
      const number = this.audience.number(guest.mobile!);
      if (number && !names.has(number)) names.set(number, `${guest.first_name} ${guest.last_name}`.trim());
    }
    return rows.map((row) => ({ number: row.number, keyword: row.keyword, created_at: row.created_at, guest_name: names.get(row.number) ?? null }));
  }

  /** Lifts an opt-out (the guest asked for messages again in another way). */
  async removeOptOut(number: string): Promise<void> {
    const removed = await this.em.nativeDelete(SmsOptOut, { number });
    if (removed === 0) throw new ConflictException({ msg: SMS_MESSAGES.optOutNotFound });
  }

  /** Twilio's delivery report for one of our messages; reports for unknown messages are ignored. */
  async applyStatusReport(sid: string, status: string, errorCode?: string): Promise<void> {
    if (!(status in REPORTED_STATES)) return;
    const reported = status as keyof typeof REPORTED_STATES;
    const code = errorCode && /^\d+$/.test(errorCode) ? Number(errorCode) : null;
    await this.em.nativeUpdate(
      SmsMessage,
      { twilio_sid: sid, state: { $in: REPORT_MAY_FOLLOW[reported] } },
      { state: REPORTED_STATES[reported], updated_at: new Date(), ...(code !== null ? { error_code: code } : {}) },
    );
  }

  /** A reply to our number: STOP (and its variants) ends messages to it, START allows them again. */
  async applyIncoming(from: string, body: string): Promise<void> {
    const number = this.audience.number(from);
    if (!number) return;
    const word = keyword(body);
    if ((SMS_OPT_OUT_KEYWORDS as readonly string[]).includes(word)) {
      await this.em.upsert(SmsOptOut, { number, keyword: word, created_at: new Date() }, { onConflictAction: 'ignore' });
    } else if ((SMS_OPT_IN_KEYWORDS as readonly string[]).includes(word)) {
      await this.em.nativeDelete(SmsOptOut, { number });
    }
  }

  private isUnclear(message: Pick<SmsMessage, 'state' | 'outcome_unknown' | 'claimed_at'>): boolean {
    if (message.state !== 'sending') return false;
    return message.outcome_unknown || (message.claimed_at !== null && message.claimed_at!.getTime() < Date.now() - SMS_UNCLEAR_AFTER_SECONDS * 1000);
  }

  private summary(batch: SmsBatch, batchCounts: BatchCounts): SmsBatchSummary {
    const counts: SmsStateCounts = batchCounts.all;
    return {
      id: batch.id,
      created_at: batch.created_at,
      kind: batch.kind,
      channel: batch.channel,
      method: batch.method,
      from_name: batch.from_name,
      message: batch.message,
      include_events: batch.include_events,
      event_title: batch.event_title ?? null,
      channel_choice: batch.channel_choice,
      email_channel: batch.email_channel ?? null,
      subject: batch.subject ?? null,
      media: { sms: tally(batchCounts.sms).total, email: tally(batchCounts.email).total },
      opted_out: batch.opted_out,
      unsubscribed: batch.unsubscribed,
      without_contact: batch.without_contact,
      summary: batchSummary(batch, batchCounts),
      counts,
      ...tally(counts),
    };
  }

  private row(message: SmsMessage): SmsMessageRow {
    return {
      id: message.id,
      batch_id: message.batch.id,
      guest_id: message.guest?.id ?? null,
      guest_name: message.guest_name ?? null,
      medium: message.medium,
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      state: message.state,
      unclear: this.isUnclear(message),
      segments: message.segments,
      twilio_sid: message.twilio_sid ?? null,
      email_message_id: message.email_message_id ?? null,
      error_code: message.error_code ?? null,
      error_message: message.error_message ?? null,
      updated_at: message.updated_at,
    };
  }
}
