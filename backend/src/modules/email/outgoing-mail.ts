/** One e-mail as the composer builds it and the sender hands it to SMTP (nodemailer's message fields). */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Inline images carry a `cid` the HTML refers to (`<img src="cid:…">`). */
  attachments: MailAttachment[];
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), on every mail. */
  headers: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  cid?: string;
}

/** What became of one e-mail after all retries (the same three outcomes as an SMS). */
export type EmailDeliveryOutcome =
  | { kind: 'sent'; messageId: string }
  /** Refused (a bounce at the door: unknown recipient, 5xx) or never delivered: SMTP's code and text. */
  | { kind: 'failed'; code: number | null; message: string }
  /** No answer after the message was handed over: it may have arrived ('unklar'); not sent again by itself. */
  | { kind: 'unclear'; message: string };
