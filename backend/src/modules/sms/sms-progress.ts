import { SMS_MESSAGE_STATES, SMS_UNCLEAR_AFTER_SECONDS, type SmsChannel, smsSendSummary, type SmsStateCounts } from '@hochzeit/contracts';
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
  channel: SmsChannel;
  successful: number;
  failed: number;
  summary: string;
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

/** Counts the messages of batches by state, in one query. */
@Injectable()
export class SmsProgress {
  constructor(private readonly orm: MikroORM) {}

  async counts(batchIds: readonly number[]): Promise<Map<number, SmsStateCounts>> {
    const result = new Map(batchIds.map((id) => [id, emptyCounts()]));
    if (batchIds.length === 0) return result;
    for (const row of await messageCounts(this.orm.em.fork(), batchIds, SMS_UNCLEAR_AFTER_SECONDS)) {
      const counts = result.get(row.batch_id)!;
      counts[row.state] += row.n;
      if (row.unclear) counts.unclear += row.n;
    }
    return result;
  }

  async of(batchId: number): Promise<BatchProgress> {
    const batch = await this.orm.em.fork().findOneOrFail(SmsBatch, batchId, { fields: ['channel', 'opted_out'] });
    const counts = (await this.counts([batchId])).get(batchId)!;
    const figures = tally(counts);
    return { batch_id: batchId, opted_out: batch.opted_out, channel: batch.channel, ...figures, summary: smsSendSummary(batch.channel, figures.successful, figures.failed) };
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
