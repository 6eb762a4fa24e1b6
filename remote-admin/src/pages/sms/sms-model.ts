import { type GuestType, type MessageHistoryState, SMS_BATCH_KIND_LABELS, type SmsBatchSummary, type SmsStateCounts } from '@hochzeit/contracts';
import { gsm7Units, type MessageChannelChoice, parseCustomNumbers, SMS_MESSAGES, type SmsSegments } from '@hochzeit/contracts/sms-text';
import type { SmsGuestRow } from './sms-api';

/** The ways to choose recipients; 'Noch ohne Antwort' are the guests without an RSVP answer. */
export const SMS_TABS = [
  { id: 'types', label: SMS_BATCH_KIND_LABELS.guest_types },
  { id: 'guests', label: SMS_BATCH_KIND_LABELS.guests },
  { id: 'unanswered', label: SMS_BATCH_KIND_LABELS.unanswered },
  { id: 'numbers', label: SMS_BATCH_KIND_LABELS.numbers },
] as const;
export type SmsTab = (typeof SMS_TABS)[number]['id'];

/**
 * A guest the messages tool can reach, by SMS, by e-mail or both, as `/api/sms/recipients`
 * gives them: mobile and STOP, address and unsubscribe, whether the RSVP is still open.
 */
export type MessageGuest = SmsGuestRow;

/** Whether the channel choice reaches the guest: as the server splits them (an address first for 'E-Mail, sonst SMS'). */
export function reachable(guest: MessageGuest, choice: MessageChannelChoice): boolean {
  const byEmail = guest.email !== null && !guest.unsubscribed;
  const bySms = guest.mobile !== null && !guest.opted_out;
  if (choice === 'sms') return bySms;
  if (choice === 'email') return byEmail;
  return byEmail || bySms;
}

/** Guests no way reaches (STOP and unsubscribed, or STOP without an address): they cannot be chosen. */
export const unreachable = (guest: MessageGuest) => !reachable(guest, 'email_else_sms');

/** What the admin has chosen on the tabs. */
export interface SmsRecipients {
  tab: SmsTab;
  guestTypes: GuestType[];
  guestIds: number[];
  numbersText: string;
}

export interface DraftErrors {
  message?: string;
  recipients?: string;
}

/** The recipients' check of the current tab: the contract's message when nothing usable is chosen. */
function recipientsError(recipients: SmsRecipients): string | undefined {
  if (recipients.tab === 'types') return recipients.guestTypes.length ? undefined : SMS_MESSAGES.guestTypeRequired;
  if (recipients.tab === 'guests') return recipients.guestIds.length ? undefined : SMS_MESSAGES.guestsRequired;
  // Who has not answered is decided by the server when the message is sent.
  if (recipients.tab === 'unanswered') return undefined;
  return parseCustomNumbers(recipients.numbersText).length ? undefined : SMS_MESSAGES.noValidNumbers;
}

/** Checked before anything is sent, so a wrong form never reaches the server; both problems at once. */
export function checkDraft(purpose: 'send' | 'preview', message: string, recipients: SmsRecipients): DraftErrors {
  const errors: DraftErrors = {};
  if (!message.trim()) errors.message = purpose === 'send' ? SMS_MESSAGES.textRequired : SMS_MESSAGES.previewTextRequired;
  const recipientProblem = recipientsError(recipients);
  if (recipientProblem) errors.recipients = recipientProblem;
  return errors;
}

/**
 * A fresh id for one send the admin means (the server makes one batch per id). crypto.randomUUID
 * exists only on https and localhost; a portal on a plain-http address gets the same v4 form here.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const hasErrors = (errors: DraftErrors) => Boolean(errors.message || errors.recipients);

/** The counter's figures: the same shape whether computed here (smsSegments) or by the server. */
export type SegmentFigures = SmsSegments;

/** '123 / 160 Zeichen · 1 SMS (GSM-7)': characters as billed, of what the billed messages hold. */
export function counterText(s: SegmentFigures): string {
  const capacity = Math.max(s.segments, 1) * s.per_segment;
  return `${s.length} / ${capacity} Zeichen · ${s.segments} SMS (${s.encoding})`;
}

/** Why the text is billed as Unicode, naming each character that forces it; null for GSM-7. */
export function unicodeHint(s: SegmentFigures): string | null {
  if (s.encoding !== 'UCS-2') return null;
  return `Erzwingt Unicode (${s.per_segment} Zeichen je SMS): ${s.ucs2_characters.join(' ')}`;
}

/** GSM-7 characters that take two places (€, [, ], {, } …), each once, in order of appearance. */
export function doubleWidthCharacters(text: string): string[] {
  const found: string[] = [];
  for (const char of Array.from(text)) if (gsm7Units(char) === 2 && !found.includes(char)) found.push(char);
  return found;
}

/** A text cut into pieces, the unknown placeholders marked, so the preview can highlight them. */
export function markUnknown(text: string, unknown: readonly string[]): { text: string; unknown: boolean }[] {
  if (unknown.length === 0) return [{ text, unknown: false }];
  const escaped = unknown.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'g');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, unknown: unknown.includes(part) }));
}

export const unknownPlaceholderWarning = (unknown: readonly string[]) => `Unbekannte Platzhalter: ${unknown.join(', ')} – sie werden unverändert gesendet`;



/** The state counts of a batch in words, leaving out the zeros: '3 Gesendet · 1 Fehlgeschlagen'. */
export function countsText(c: SmsStateCounts, labels: Record<keyof SmsStateCounts, string>): string {
  // 'sending' includes the unclear ones; show them apart.
  const shown: [keyof SmsStateCounts, number][] = [
    ['queued', c.queued],
    ['sending', c.sending - c.unclear],
    ['unclear', c.unclear],
    ['sent', c.sent],
    ['delivered', c.delivered],
    ['failed', c.failed],
    ['undelivered', c.undelivered],
  ];
  const parts = shown.filter(([, n]) => n > 0).map(([state, n]) => `${n} ${labels[state]}`);
  return parts.length ? parts.join(' · ') : 'Keine Nachrichten';
}

/**
 * Whether a batch has messages in a state the dashboard counts: in the outbox (SMS of a batch without
 * Twilio, e-mails of one without SMTP), failed or undelivered, or unclear.
 */
export function batchInState(batch: Pick<SmsBatchSummary, 'channel' | 'email_channel' | 'media' | 'failed' | 'counts'>, state: MessageHistoryState): boolean {
  if (state === 'outbox') return (batch.channel === 'outbox' && batch.media.sms > 0) || (batch.email_channel === 'outbox' && batch.media.email > 0);
  if (state === 'failed') return batch.failed > 0;
  return batch.counts.unclear > 0;
}
