import { z } from 'zod';
import { timestamp } from './fields.js';
import type { AddressedText } from './guest-texts.js';

/**
 * E-mail beside SMS: the sender settings, the kinds of e-mail the portal writes, the one-click
 * unsubscribe (RFC 8058) and every German text of the e-mails, in both forms of address.
 */

/** What the portal sends by e-mail. */
export const EMAIL_KINDS = ['invitation', 'rsvp_confirmation', 'rsvp_reminder', 'message'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** Where e-mail goes: an SMTP server (SMTP_URL) or, without one, the outbox ('Postausgang') only. */
export const EMAIL_CHANNELS = ['smtp', 'outbox'] as const;
export type EmailChannel = (typeof EMAIL_CHANNELS)[number];

/** The sender's name until the couple is named (and the settings name no other). */
export const EMAIL_DEFAULT_FROM_NAME = 'Hochzeitsportal';
/** The local part of the default sender address on the portal's own host (`hochzeit@<PUBLIC_URL host>`). */
export const EMAIL_DEFAULT_FROM_LOCAL_PART = 'hochzeit';
export const EMAIL_FROM_NAME_MAX = 100;

export const EMAIL_FROM_NAME_TOO_LONG = `Der Absendername ist zu lang (höchstens ${EMAIL_FROM_NAME_MAX} Zeichen)`;
export const EMAIL_FROM_NAME_INVALID = 'Der Absendername darf keine Zeilenumbrüche, spitzen Klammern oder Anführungszeichen enthalten';
export const EMAIL_FROM_ADDRESS_INVALID = 'Die Absenderadresse ist keine gültige E-Mail-Adresse (z. B. hochzeit@example.ch)';

/** Characters that would break a From header or let a name pose as an address. */
const UNSAFE_NAME = /[\r\n<>"\\]/;

/**
 * The sender name in the settings (`PUT /api/admin/event-settings`, `email_from_name`): null or
 * empty means the default, the couple's names (or 'Hochzeitsportal'); omitted: stays as it is.
 */
export const emailFromName = () =>
  z
    .string({ error: EMAIL_FROM_NAME_INVALID })
    .trim()
    .max(EMAIL_FROM_NAME_MAX, EMAIL_FROM_NAME_TOO_LONG)
    .refine((name) => !UNSAFE_NAME.test(name), EMAIL_FROM_NAME_INVALID)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The sender address (`email_from_address`), lower-cased; null or empty: `hochzeit@` the portal's host. */
export const emailFromAddress = () =>
  z
    .union([z.literal(''), z.email({ error: EMAIL_FROM_ADDRESS_INVALID }).max(254, EMAIL_FROM_ADDRESS_INVALID)], { error: EMAIL_FROM_ADDRESS_INVALID })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value.toLowerCase() : null));

/** The default sender name: the couple's names once the admin has named them, else 'Hochzeitsportal'. */
export function defaultEmailFromName(coupleNames: string, neutralCoupleNames: string): string {
  const names = coupleNames.trim();
  return names && names !== neutralCoupleNames ? names : EMAIL_DEFAULT_FROM_NAME;
}

/** Where a mail's unsubscribe link and its one-click POST go (`<PUBLIC_URL>/api/email/unsubscribe/<token>`). */
export const EMAIL_UNSUBSCRIBE_PATH = '/api/email/unsubscribe';
export const EMAIL_UNSUBSCRIBE_INVALID = 'Dieser Abmeldelink ist ungültig. Bitte verwenden Sie den Link aus Ihrer E-Mail.';
export const EMAIL_UNSUBSCRIBE_DONE = 'Sie sind abgemeldet und erhalten keine E-Mails mehr vom Hochzeitsportal.';
export const EMAIL_UNSUBSCRIBE_TITLE = 'E-Mails abbestellen';
export const EMAIL_UNSUBSCRIBE_QUESTION = 'Möchten Sie keine E-Mails mehr an {address} erhalten?';
export const EMAIL_UNSUBSCRIBE_BUTTON = 'E-Mails abbestellen';

/** `POST /api/email/unsubscribe/{token}`: the address is on the list (also when it was already). */
export const EmailUnsubscribeReply = z.object({ address: z.string(), msg: z.string() }).meta({ title: 'EmailUnsubscribeReply' });
export type EmailUnsubscribeReply = z.output<typeof EmailUnsubscribeReply>;

/** `GET /api/admin/email-unsubscribes`: every unsubscribed address (lower case), newest first. */
export const EmailUnsubscribed = z.object({ address: z.string(), created_at: timestamp() }).meta({ title: 'EmailUnsubscribed' });
export type EmailUnsubscribed = z.output<typeof EmailUnsubscribed>;
export const EmailUnsubscribedList = z.array(EmailUnsubscribed);

/** The texts of the e-mails in both forms of address; `{name}`-style placeholders are filled by the composer. */
export const EMAIL_TEXTS = {
  greeting: { sie: 'Guten Tag {name}', ihr: 'Hallo {name}' },
  invitationSubject: { sie: 'Einladung zur Hochzeit von {couple}', ihr: 'Einladung zur Hochzeit von {couple}' },
  invitationIntro: {
    sie: 'wir freuen uns sehr, Sie zu unserer Hochzeit am {date} einzuladen.',
    ihr: 'wir freuen uns sehr, euch zu unserer Hochzeit am {date} einzuladen.',
  },
  invitationVenue: { sie: 'Ort: {venue}', ihr: 'Ort: {venue}' },
  linkIntro: {
    sie: 'Über Ihren persönlichen Link melden Sie sich im Hochzeitsportal an, sagen zu oder ab und sehen Ihren Tagesplan:',
    ihr: 'Über euren persönlichen Link meldet ihr euch im Hochzeitsportal an, sagt zu oder ab und seht euren Tagesplan:',
  },
  qrHint: { sie: 'Oder scannen Sie diesen QR-Code mit Ihrem Handy:', ihr: 'Oder scannt diesen QR-Code mit eurem Handy:' },
  icsHint: {
    sie: 'Im Anhang finden Sie den Tagesablauf für Ihren Kalender.',
    ihr: 'Im Anhang findet ihr den Tagesablauf für euren Kalender.',
  },
  linkPersonal: { sie: 'Bitte geben Sie diesen Link nicht weiter: er meldet Sie persönlich an.', ihr: 'Bitte gebt diesen Link nicht weiter: er meldet euch persönlich an.' },
  confirmationSubject: { sie: 'Ihre Antwort zur Hochzeit von {couple}', ihr: 'Eure Antwort zur Hochzeit von {couple}' },
  confirmationIntro: { sie: 'vielen Dank! Wir haben Ihre Antwort erhalten:', ihr: 'vielen Dank! Wir haben eure Antwort erhalten:' },
  confirmationChange: {
    sie: 'Bis zur Antwortfrist können Sie Ihre Antwort jederzeit über Ihren persönlichen Link ändern:',
    ihr: 'Bis zur Antwortfrist könnt ihr eure Antwort jederzeit über euren persönlichen Link ändern:',
  },
  reminderSubject: { sie: 'Erinnerung: Bitte antworten Sie bis {deadline}', ihr: 'Erinnerung: Bitte antwortet bis {deadline}' },
  reminderIntro: {
    sie: 'wir haben noch keine Antwort von Ihnen. Bitte sagen Sie uns bis {deadline}, ob Sie zu unserer Hochzeit kommen.',
    ihr: 'wir haben noch keine Antwort von euch. Bitte sagt uns bis {deadline}, ob ihr zu unserer Hochzeit kommt.',
  },
  signature: { sie: 'Herzliche Grüße\n{couple}', ihr: 'Herzliche Grüße\n{couple}' },
  unsubscribeText: {
    sie: 'Keine E-Mails mehr vom Hochzeitsportal erhalten: {url}',
    ihr: 'Keine E-Mails mehr vom Hochzeitsportal erhalten: {url}',
  },
  unsubscribeLink: { sie: 'E-Mails abbestellen', ihr: 'E-Mails abbestellen' },
} satisfies Record<string, AddressedText>;

/** Labels of the confirmation's summary (the same in both forms of address). */
export const EMAIL_ANSWER_LABELS = {
  attending: 'Teilnahme',
  attendingYes: 'Zusage',
  attendingNo: 'Absage',
  menu: 'Menü',
  allergies: 'Allergien',
  companion: 'Begleitung',
  companionMenu: 'Menü der Begleitung',
  companionAllergies: 'Allergien der Begleitung',
  songWish: 'Musikwunsch',
  message: 'Nachricht',
  none: 'keine',
} as const;

/** File names of the attachments (umlauts kept: mail clients show them as written). */
export const EMAIL_CALENDAR_FILE_NAME = 'Tagesablauf Hochzeit.ics';
export const EMAIL_QR_FILE_NAME = 'QR-Code für Ihre Anmeldung.png';
