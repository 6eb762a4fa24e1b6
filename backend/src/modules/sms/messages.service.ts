import type { MessageChannelChoice } from '@hochzeit/contracts';
import { Injectable } from '@nestjs/common';

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

/**
 * The messages tool's public surface for other modules: RSVP reminders (rsvp-reminders module).
 * Every message is stored before it is sent and claimed before delivery, like any other send.
 */
@Injectable()
export class MessagesService {
  /**
   * One batch of kind 'rsvp_reminder', one message per guest with dedupe key
   * `rsvp-reminder:<stepKey>:<guestId>` (unique: at most once per guest and step across restarts,
   * workers and reruns), queued for sending. Returns without waiting for delivery.
   */
  sendReminders(input: SendRemindersInput): Promise<SendRemindersResult> {
    void input;
    throw new Error('not yet');
  }
}
