/** The e-mail module's public surface: sending (SMTP or outbox), composing, unsubscribes, and its entity. */
export { EmailUnsubscribe } from './email-unsubscribe.entity.js';
export { EmailSender } from './email-sender.js';
export { EmailComposer, type AnsweredRsvp, type MailContext, type MailGuest, type MailRequest } from './email-composer.js';
export { EmailUnsubscribes } from './email-unsubscribes.js';
export type { EmailDeliveryOutcome, MailAttachment, OutgoingMail } from './outgoing-mail.js';
export { EmailModule } from './email.module.js';
