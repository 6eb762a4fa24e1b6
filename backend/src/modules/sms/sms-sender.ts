import { SMS_FROM_NAME, type SmsChannel } from '@hochzeit/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Twilio } from 'twilio';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { createTwilioClient, isRetryable, sendViaTwilio, type TwilioSendOutcome } from './twilio-client.js';

/** Where Twilio reports a message's delivery; Twilio signs the call with the account's token. */
export const SMS_STATUS_CALLBACK_PATH = '/api/sms/twilio/status';
/** Where Twilio forwards replies to our number (STOP and START). */
export const SMS_INCOMING_PATH = '/api/sms/twilio/incoming';

/** What became of one message after all retries. */
export type DeliveryOutcome =
  | { kind: 'sent'; sid: string | null }
  | { kind: 'failed'; code: number | null; message: string }
  /** No answer and the request may have reached Twilio: the message stays 'sending' ('unklar'). */
  | { kind: 'unclear'; message: string };

/** A sender number ('+41…') can receive replies; an alphanumeric sender ID cannot. */
const isPhoneNumber = (from: string) => /^\+\d+$/.test(from);

/**
 * Hands one message to Twilio through the official SDK, or to the outbox when no account is
 * configured. Twilio's 429 and 5xx answers (and a connection that never opened) are retried with
 * exponential backoff and jitter; any other error answer is final and keeps Twilio's code.
 */
@Injectable()
export class SmsSender {
  private readonly logger = new Logger('SMS');
  private client?: Promise<Twilio>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get channel(): SmsChannel {
    return this.config.sms.twilio ? 'twilio' : 'outbox';
  }

  /** The SDK client, made on the first message (the SDK is only loaded when there is an account). */
  private twilio(): Promise<Twilio> | undefined {
    const account = this.config.sms.twilio;
    if (account) this.client ??= createTwilioClient({ ...account, timeoutMs: this.config.sms.requestTimeoutMs });
    return this.client;
  }

  /** The sender recipients see: the configured number, or for an alphanumeric sender the batch's name. */
  from(fromName: string = SMS_FROM_NAME): string | null {
    const account = this.config.sms.twilio;
    if (!account) return null;
    return isPhoneNumber(account.from) ? account.from : fromName || account.from;
  }

  async deliver(message: { to: string; body: string; fromName: string }, stopping?: AbortSignal): Promise<DeliveryOutcome> {
    const pending = this.twilio();
    if (!pending) return { kind: 'sent', sid: null };
    const client = await pending;
    const request = {
      to: message.to,
      from: this.from(message.fromName)!,
      body: message.body,
      statusCallback: `${this.config.publicUrl}${SMS_STATUS_CALLBACK_PATH}`,
    };
    const { retryBaseMs, maxAttempts } = this.config.sms;
    let outcome: TwilioSendOutcome;
    for (let attempt = 1; ; attempt++) {
      outcome = await sendViaTwilio(client, request);
      if (outcome.kind === 'accepted' || !isRetryable(outcome) || attempt >= maxAttempts || stopping?.aborted) break;
      // Full jitter: parallel senders that were refused together do not come back together.
      const wait = retryBaseMs * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * (wait / 2)));
    }
    switch (outcome.kind) {
      case 'accepted':
        return { kind: 'sent', sid: outcome.sid };
      case 'rejected':
        this.logger.warn(`Twilio lehnt SMS an ${message.to} ab: ${outcome.httpStatus} ${outcome.code ?? ''} ${outcome.message}`);
        return { kind: 'failed', code: outcome.code, message: outcome.message };
      case 'unreachable':
        return outcome.mayHaveArrived
          ? { kind: 'unclear', message: outcome.message }
          : { kind: 'failed', code: null, message: `Twilio nicht erreichbar: ${outcome.message}` };
    }
  }
}
