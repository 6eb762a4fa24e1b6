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
  /** Left out: their e-mail address is unsubscribed (and no SMS instead). */
  unsubscribed: number;
  /** Left out: no address for the chosen medium. */
  withoutContact: number;
  /** Sent through Twilio, or only put into the outbox (no Twilio account). */
  channel: SmsChannel;
  /** The server's outcome in words per medium (SMS, e-mail or the outbox); absent in replies that predate e-mail. */
  summary?: string;
  /** An invitation send: the chosen guests without an e-mail address, who get none. */
  withoutEmail?: string[];
  /** Messages whose outcome is unknown (see the history to send them again). */
  unclear: number;
  /** The progress could no longer be read; the history shows the outcome. */
  lost?: boolean;
}

/** A send's reply: the guest-types call names its counts total_sent/total_failed, the others successful/failed. */
type SendReply = {
  batch_id: number;
  total: number;
  pending: number;
  done: boolean;
  opted_out: number;
  unsubscribed?: number;
  without_contact?: number;
  channel: SmsChannel;
  summary?: string;
  without_email?: { id: number; name: string }[];
} & (
  | { total_sent: number; total_failed: number }
  | { successful: number; failed: number }
);

export function fromReply(reply: SendReply): SendState {
  const counts = 'total_sent' in reply ? { successful: reply.total_sent, failed: reply.total_failed } : { successful: reply.successful, failed: reply.failed };
  return {
    batchId: reply.batch_id,
    total: reply.total,
    pending: reply.pending,
    done: reply.done,
    optedOut: reply.opted_out,
    unsubscribed: reply.unsubscribed ?? 0,
    withoutContact: reply.without_contact ?? 0,
    channel: reply.channel,
    summary: reply.summary,
    withoutEmail: reply.without_email?.map((guest) => guest.name),
    unclear: 0,
    ...counts,
  };
}

/** The batch as polled; what only the send's reply knew (the guests without an address) is kept. */
function fromBatch(batch: SmsBatchDetailRow, sent: SendState): SendState {
  const { total, pending, done, successful, failed, summary } = batch;
  return {
    ...sent,
    total,
    pending,
    done,
    successful,
    failed,
    summary,
    optedOut: batch.opted_out,
    unsubscribed: batch.unsubscribed,
    withoutContact: batch.without_contact,
    channel: batch.channel,
    unclear: batch.counts.unclear,
  };
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
  const latest = batch.data && sent && !sent.done ? fromBatch(batch.data, sent) : sent;
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
