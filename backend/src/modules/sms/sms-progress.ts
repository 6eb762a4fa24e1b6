import {
  type EmailChannel,
  type MessageChannelChoice,
  messagesSendSummary,
  SMS_MESSAGE_STATES,
  SMS_UNCLEAR_AFTER_SECONDS,
  type SmsChannel,
  smsSendSummary,
  type SmsStateCounts,
} from '@hochzeit/contracts';
import { MikroORM } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { SmsBatch } from './sms.entity.js';
import { messageCounts } from './sms.queries.js';

/** Where a batch stands, as every send reply gives it. */
export interface BatchProgress {
  batch_id: number;
  total: number;
  pending: number;
  done: boolean;
  opted_out: number;
  unsubscribed: number;
  without_contact: number;
  channel: SmsChannel;
  email_channel: EmailChannel | null;
  channel_choice: MessageChannelChoice;
  successful: number;
  failed: number;
  summary: string;
}

/** A batch's state counts, in all and per medium. */
export interface BatchCounts {
  all: SmsStateCounts;
  sms: SmsStateCounts;
  email: SmsStateCounts;
}

const emptyCounts = (): SmsStateCounts => ({ ...Object.fromEntries(SMS_MESSAGE_STATES.map((state) => [state, 0])), unclear: 0 }) as SmsStateCounts;

/**
 * A batch's figures from its state counts: sent and delivered are successful, failed and
 * undelivered failed; waiting or being sent is pending. An unclear message is none of these: it is
 * no longer on its way, and whether it arrived is unknown.
 */
export function tally(counts: SmsStateCounts) {
  const total = SMS_MESSAGE_STATES.reduce((sum, state) => sum + counts[state], 0);
  const pending = counts.queued + counts.sending - counts.unclear;
  return { total, pending, done: pending === 0, successful: counts.sent + counts.delivered, failed: counts.failed + counts.undelivered };
}

/**
 * The outcome in words: a batch without e-mails says it as the SMS tool always did; e-mails get
 * their own part (SMTP or the outbox), next to the SMS part when the send used both.
 */
export function batchSummary(batch: Pick<SmsBatch, 'channel' | 'email_channel'>, counts: BatchCounts): string {
  const sms = tally(counts.sms);
  const email = tally(counts.email);
  if (email.total === 0 || !batch.email_channel) return smsSendSummary(batch.channel, sms.successful, sms.failed);
  return messagesSendSummary({
    ...(sms.total > 0 ? { sms: { channel: batch.channel, successful: sms.successful, failed: sms.failed } } : {}),
    email: { channel: batch.email_channel, successful: email.successful, failed: email.failed },
  });
}

/** Counts the messages of batches by state, in one query. */
@Injectable()
export class SmsProgress {
  constructor(private readonly orm: MikroORM) {}

  async counts(batchIds: readonly number[]): Promise<Map<number, BatchCounts>> {
    const result = new Map(batchIds.map((id) => [id, { all: emptyCounts(), sms: emptyCounts(), email: emptyCounts() }]));
    if (batchIds.length === 0) return result;
    for (const row of await messageCounts(this.orm.em.fork(), batchIds, SMS_UNCLEAR_AFTER_SECONDS)) {
      const counts = result.get(row.batch_id)!;
      for (const part of [counts.all, counts[row.medium]]) {
        part[row.state] += row.n;
        if (row.unclear) part.unclear += row.n;
      }
    }
    return result;
  }

  async of(batchId: number): Promise<BatchProgress> {
    const batch = await this.orm.em
      .fork()
      .findOneOrFail(SmsBatch, batchId, { fields: ['channel', 'email_channel', 'channel_choice', 'opted_out', 'unsubscribed', 'without_contact'] });
    const counts = (await this.counts([batchId])).get(batchId)!;
    const figures = tally(counts.all);
    return {
      batch_id: batchId,
      opted_out: batch.opted_out,
      unsubscribed: batch.unsubscribed,
      without_contact: batch.without_contact,
      channel: batch.channel,
      email_channel: batch.email_channel ?? null,
      channel_choice: batch.channel_choice,
      ...figures,
      summary: batchSummary(batch, counts),
    };
  }

  /** The batch's progress once it is done, or after `timeoutMs` as far as it got. */
  async waitFor(batchId: number, timeoutMs: number): Promise<BatchProgress> {
    const deadline = Date.now() + timeoutMs;
    for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
      const progress = await this.of(batchId);
      if (progress.done || Date.now() >= deadline) return progress;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
