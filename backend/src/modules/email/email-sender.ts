import { randomUUID } from 'node:crypto';
import type { EmailChannel } from '@hochzeit/contracts';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createRequire } from 'node:module';
import type nodemailer from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { EmailDeliveryOutcome, OutgoingMail } from './outgoing-mail.js';

type Transporter = ReturnType<typeof pooled>;

/**
 * nodemailer's pooled SMTP transport: parallel sends share a few open connections. nodemailer loads
 * with the first e-mail sent by SMTP, not with the server (~4.5 MB of the heap; docs/decisions/0015).
 */
function pooled(url: string, options: { maxConnections: number; timeoutMs: number }) {
  const mailer = createRequire(import.meta.url)('nodemailer') as typeof nodemailer;
  return mailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections,
    // A message whose connection closed may have arrived: not sent again by the pool itself.
    maxRequeues: 0,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
}

/** What one SMTP attempt gave, before retries. */
type Attempt =
  | { kind: 'sent'; messageId: string }
  /** The server answered with a code (4xx temporary, 5xx permanent). */
  | { kind: 'refused'; code: number; message: string }
  /** No answer; `neverSent`: the message certainly did not reach the server (refused connection, no greeting). */
  | { kind: 'unreachable'; message: string; neverSent: boolean };

/** Failures that happen before a byte of the message is sent: safe to try again. */
const NEVER_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EDNS', 'EAUTH', 'ENOAUTH', 'ETLS']);
const NEVER_SENT_TIMEOUTS = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

function attemptOf(error: unknown): Attempt {
  const failure = error as Error & { code?: string; originalCode?: string; responseCode?: number; response?: string; timeoutType?: string };
  if (typeof failure.responseCode === 'number') {
    // The server's text without its reply code, which is kept apart ('550 5.1.1 …' -> '5.1.1 …').
    return { kind: 'refused', code: failure.responseCode, message: (failure.response ?? failure.message).trim().replace(/^\d{3}[ -]/, '') };
  }
  const codes = [failure.code, failure.originalCode].filter((code): code is string => typeof code === 'string');
  const neverSent = codes.some((code) => NEVER_SENT_CODES.has(code)) || NEVER_SENT_TIMEOUTS.has(failure.timeoutType ?? '');
  return { kind: 'unreachable', message: failure.message || codes.join(', '), neverSent };
}

/**
 * Hands one e-mail to the SMTP server of SMTP_URL (nodemailer's pooled transport), or to the
 * outbox when none is configured (stored as sent, nothing leaves). A 4xx answer and a connection
 * that never opened are retried with backoff; a 5xx answer (an unknown recipient: a bounce at the
 * door) is final with SMTP's code and text; silence after the message was handed over is 'unclear',
 * never sent again by itself (the pool's own requeueing is off for the same reason).
 */
@Injectable()
export class EmailSender implements OnModuleDestroy {
  private readonly logger = new Logger('E-Mail');
  private transporter?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get channel(): EmailChannel {
    return this.config.email.smtpUrl ? 'smtp' : 'outbox';
  }

  private transport(url: string): Transporter {
    const { maxConnections, requestTimeoutMs } = this.config.email;
    this.transporter ??= pooled(url, { maxConnections, timeoutMs: requestTimeoutMs });
    return this.transporter;
  }

  async deliver(mail: OutgoingMail, stopping?: AbortSignal): Promise<EmailDeliveryOutcome> {
    const url = this.config.email.smtpUrl;
    if (!url) return { kind: 'sent', messageId: `<${randomUUID()}@outbox>` };
    const transporter = this.transport(url);
    const { retryBaseMs, maxAttempts } = this.config.email;
    let attempt: Attempt;
    for (let tries = 1; ; tries++) {
      attempt = await this.attempt(transporter, mail);
      const retryable = (attempt.kind === 'refused' && attempt.code < 500) || (attempt.kind === 'unreachable' && attempt.neverSent);
      if (!retryable || tries >= maxAttempts || stopping?.aborted) break;
      // Full jitter: parallel senders that were turned away together do not come back together.
      const wait = retryBaseMs * 2 ** (tries - 1);
      await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * (wait / 2)));
    }
    switch (attempt.kind) {
      case 'sent':
        return attempt;
      case 'refused':
        this.logger.warn(`SMTP lehnt E-Mail an ${mail.to.address} ab: ${attempt.message}`);
        return { kind: 'failed', code: attempt.code, message: attempt.message };
      case 'unreachable':
        return attempt.neverSent
          ? { kind: 'failed', code: null, message: `SMTP-Server nicht erreichbar: ${attempt.message}` }
          : { kind: 'unclear', message: attempt.message };
    }
  }

  private async attempt(transporter: Transporter, mail: OutgoingMail): Promise<Attempt> {
    try {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: mail.headers,
      });
      return { kind: 'sent', messageId: String(info.messageId) };
    } catch (error) {
      // Not `instanceof Error`: socket errors come from Node's own realm (under Jest's VM, another one).
      if (typeof error !== 'object' || error === null) throw error;
      return attemptOf(error);
    }
  }

  onModuleDestroy(): void {
    this.transporter?.close();
    this.transporter = undefined;
  }
}
