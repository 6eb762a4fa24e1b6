import type { SmsChannel } from '@hochzeit/contracts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQuery } from '@hochzeit/shared-ui';
import { smsBatchQuery } from '../../lib/queries';
import type { SmsBatchDetailRow } from './sms-api';

/** How often a running batch is asked for its progress. */
export const PROGRESS_POLL_MS = 1000;

/** Where the last send stands. */
export interface SendState {
  batchId: number;
  total: number;
  pending: number;
  done: boolean;
  successful: number;
  failed: number;
  optedOut: number;
  /** Sent through Twilio, or only put into the outbox (no Twilio account). */
  channel: SmsChannel;
  /** Messages whose outcome is unknown (see the history to send them again). */
  unclear: number;
  /** The progress could no longer be read; the history shows the outcome. */
  lost?: boolean;
}

/** A send's reply: the guest-types call names its counts total_sent/total_failed, the others successful/failed. */
type SendReply = { batch_id: number; total: number; pending: number; done: boolean; opted_out: number; channel: SmsChannel } & (
  | { total_sent: number; total_failed: number }
  | { successful: number; failed: number }
);

export function fromReply(reply: SendReply): SendState {
  const counts = 'total_sent' in reply ? { successful: reply.total_sent, failed: reply.total_failed } : { successful: reply.successful, failed: reply.failed };
  return { batchId: reply.batch_id, total: reply.total, pending: reply.pending, done: reply.done, optedOut: reply.opted_out, channel: reply.channel, unclear: 0, ...counts };
}

function fromBatch(batch: SmsBatchDetailRow): SendState {
  const { total, pending, done, successful, failed } = batch;
  return { batchId: batch.id, total, pending, done, successful, failed, optedOut: batch.opted_out, channel: batch.channel, unclear: batch.counts.unclear };
}

/**
 * The last send's progress: a batch the server did not finish within the request is asked for
 * every second until it is done (or can no longer be read). `onDone` runs once per batch when it is.
 */
export function useSendProgress(onDone: () => void) {
  const [sent, setSent] = useState<SendState | null>(null);
  const batch = useQuery({
    ...smsBatchQuery(sent?.batchId ?? 0),
    enabled: sent !== null && !sent.done,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' || query.state.data?.done ? false : PROGRESS_POLL_MS),
  });
  const latest = batch.data && sent && !sent.done ? fromBatch(batch.data) : sent;
  const state = latest && batch.isError && !latest.done ? { ...latest, done: true, lost: true } : latest;

  const reportDone = useEffectEvent(onDone);
  const reported = useRef<number | null>(null);
  const finished = state?.done ? state.batchId : null;
  useEffect(() => {
    if (finished === null || reported.current === finished) return;
    reported.current = finished;
    reportDone();
  }, [finished]);

  return { state, start: (reply: SendReply) => setSent(fromReply(reply)), clear: () => setSent(null) };
}
