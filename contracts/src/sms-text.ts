/**
 * The SMS tool's text engine without zod, so the admin UI and the backend import it as values
 * (`@hochzeit/contracts/sms-text`): placeholders and their replacement, the segment counter as the
 * message will be billed, the tool's constants and its German validation messages.
 */
import type { EmailChannel } from './email.js';
import type { AddressedText, GuestAddress } from './guest-texts.js';
import type { GuestType } from './guests.js';

// ---------------------------------------------------------------- constants

/** Sender shown to recipients; fixed. */
export const SMS_FROM_NAME = 'Hochzeit';
/** One message after another (the default), or several at a time. */
export const SMS_SEND_METHODS = ['sequential', 'parallel'] as const;
export type SmsSendMethod = (typeof SMS_SEND_METHODS)[number];
export const DEFAULT_SMS_SEND_METHOD: SmsSendMethod = 'sequential';
/** The preview shows this many recipients. */
export const SMS_PREVIEW_COUNT = 5;
/** Personalisation (placeholder replacement) is on unless the admin turns it off. */
export const SMS_PERSONALIZE_DEFAULT = true;
/** The guest types an SMS can go to. */
export const SMS_GUEST_TYPES: readonly GuestType[] = ['Inner Circle', 'Apéro'];
/** Where the browser keeps the admin's templates. */
export const SMS_TEMPLATES_STORAGE_KEY = 'sms_templates';
/** Twilio's limit for one message body (ten parts and more); a template may not be longer. */
export const SMS_MAX_LENGTH = 1600;
/** Country code for numbers written nationally ('079 123 45 67'): the venue is in Switzerland. */
export const SMS_DEFAULT_COUNTRY_CODE = '41';
/** A message still 'sending' this long after it was claimed is no longer on its way: its outcome is unknown ('unklar'). */
export const SMS_UNCLEAR_AFTER_SECONDS = 120;

/**
 * How one send of the messages tool goes out, chosen per send: SMS, e-mail, or e-mail where the guest
 * has an address (not unsubscribed) and SMS otherwise. 'sms' is the default, so SMS requests written
 * before e-mail existed keep working unchanged.
 */
export const MESSAGE_CHANNEL_CHOICES = ['sms', 'email', 'email_else_sms'] as const;
export type MessageChannelChoice = (typeof MESSAGE_CHANNEL_CHOICES)[number];
export const DEFAULT_MESSAGE_CHANNEL_CHOICE: MessageChannelChoice = 'sms';
export const MESSAGE_CHANNEL_CHOICE_LABELS: Record<MessageChannelChoice, string> = {
  sms: 'SMS',
  email: 'E-Mail',
  email_else_sms: 'E-Mail, sonst SMS',
};
/** The medium of one stored message. */
export const MESSAGE_MEDIA = ['sms', 'email'] as const;
export type MessageMedium = (typeof MESSAGE_MEDIA)[number];
export const MESSAGE_MEDIUM_LABELS: Record<MessageMedium, string> = { sms: 'SMS', email: 'E-Mail' };

/** The messages page's notice per medium when nothing leaves (no Twilio account, no SMTP_URL): the Postausgang keeps it. */
export const MESSAGE_OUTBOX_NOTICES: Record<MessageMedium, string> = {
  sms: 'Kein Twilio-Konto eingerichtet: SMS werden nicht versendet, sondern landen im Postausgang.',
  email: 'Kein SMTP-Server eingerichtet (SMTP_URL): E-Mails werden nicht versendet, sondern landen im Postausgang.',
};

/** A refused message's code as the history names it: the SMTP server's for e-mail, Twilio's for SMS. */
export const messageErrorCodeText = (medium: MessageMedium, code: number): string => `${medium === 'email' ? 'SMTP-Fehler' : 'Twilio-Fehler'} ${code}`;
/** An e-mail subject as the tool takes it (RFC 5322 allows longer lines; mail programs show about this much). */
export const EMAIL_SUBJECT_MAX_LENGTH = 200;

export const SMS_MESSAGES = {
  textRequired: 'Bitte SMS-Text eingeben',
  previewTextRequired: 'Bitte SMS-Text eingeben für Vorschau',
  noValidNumbers: 'Keine gültigen Nummern gefunden',
  /** Wording of these two is ours: the tool only says a type or a guest must be chosen. */
  guestTypeRequired: 'Bitte mindestens einen Gasttyp auswählen',
  guestsRequired: 'Bitte mindestens einen Gast auswählen',
  loadStatsFailed: 'Fehler beim Laden der Gast-Statistiken',
  loadGuestsFailed: 'Fehler beim Laden der Gäste',
  previewFailed: 'Fehler bei der Vorschau',
  sendFailed: 'Fehler beim SMS-Versand',
  tooLong: 'Die SMS ist zu lang (höchstens 1600 Zeichen)',
  invalidNumber: (number: string) => `Ungültige Nummer: ${number}`,
  invalidSender: 'Der Absendername darf 1 bis 11 Buchstaben, Ziffern oder Leerzeichen haben und muss einen Buchstaben enthalten',
  eventNotFound: 'Ereignis nicht gefunden',
  reminderNotEnabled: 'Für dieses Ereignis ist keine SMS-Erinnerung aktiviert',
  batchNotFound: 'Versand nicht gefunden',
  messageNotFound: 'SMS nicht gefunden',
  resendNotAllowed: 'Diese SMS wurde schon versendet und wird nicht erneut gesendet',
  optOutNotFound: 'Diese Nummer ist nicht abgemeldet',
  callbackForged: 'Ungültige Twilio-Signatur',
  noRecipients: 'Keine Gäste mit Handynummer für diese Auswahl',
  noReminderRecipients: 'Keine Gäste mit Handynummer sehen dieses Ereignis',
  invalidRecipient: 'Ungültige Handynummer',
  optedOut: 'Empfänger hat sich abgemeldet (STOP)',
  templateNameRequired: 'Bitte einen Namen für die Vorlage eingeben',
  templateTextRequired: 'Bitte einen Text für die Vorlage eingeben',
  noEmailRecipients: 'Keine Gäste mit E-Mail-Adresse für diese Auswahl',
  noContactRecipients: 'Keine Gäste mit E-Mail-Adresse oder Handynummer für diese Auswahl',
  unsubscribed: 'Empfänger hat sich von E-Mails abgemeldet',
  invalidChannelChoice: 'Bitte SMS, E-Mail oder «E-Mail, sonst SMS» wählen',
  subjectTooLong: `Der Betreff ist zu lang (höchstens ${EMAIL_SUBJECT_MAX_LENGTH} Zeichen)`,
  requestIdInvalid: 'Ungültige Anfrage-ID',
  invitationGuestsRequired: 'Bitte mindestens einen Gast für die Einladung auswählen',
  noInvitationRecipients: 'Keiner der gewählten Gäste hat eine E-Mail-Adresse, die Einladungen erhalten kann',
  emailSendFailed: 'Fehler beim E-Mail-Versand',
} as const;

/** The subject of an e-mail sent from the messages tool when the admin gives none. */
export const MESSAGE_DEFAULT_SUBJECT = 'Nachricht zu unserer Hochzeit';

/** The RSVP reminder by SMS (e-mail reminders are composed by the e-mail module), in GSM-7, personalised per guest. */
export const RSVP_REMINDER_SMS_TEXT: AddressedText = {
  sie: '{anrede}! Wir haben noch keine Antwort von Ihnen. Bitte sagen Sie uns im Gästeportal, ob Sie kommen. Danke!',
  ihr: '{anrede}! Wir haben noch keine Antwort von euch. Bitte sagt uns im Gästeportal, ob ihr kommt. Danke!',
};

/**
 * The reminder and the default templates in both forms of address ('Sie' or 'ihr', as the settings
 * choose). Written in GSM-7 (no typographic quotes or dashes), so each stays one SMS for usual names.
 */
export const SMS_TEXTS = {
  smsReminder: {
    sie: '{anrede}! Erinnerung: {event_titel} um {event_zeit} Uhr ({zeit_bis_event}), Ort: {event_ort}. Wir freuen uns auf Sie!',
    ihr: '{anrede}! Erinnerung: {event_titel} um {event_zeit} Uhr ({zeit_bis_event}), Ort: {event_ort}. Wir freuen uns auf euch!',
  },
  smsReminderWithoutPlace: {
    sie: '{anrede}! Erinnerung: {event_titel} um {event_zeit} Uhr ({zeit_bis_event}). Wir freuen uns auf Sie!',
    ihr: '{anrede}! Erinnerung: {event_titel} um {event_zeit} Uhr ({zeit_bis_event}). Wir freuen uns auf euch!',
  },
  smsWelcome: {
    sie: '{anrede}! Schön, dass Sie mit uns feiern. Den Tagesablauf und alle Infos finden Sie im Gästeportal. Bis bald!',
    ihr: '{anrede}! Schön, dass ihr mit uns feiert. Den Tagesablauf und alle Infos findet ihr im Gästeportal. Bis bald!',
  },
  smsApero: {
    sie: '{anrede}! Gleich geht es los: {event_titel} um {event_zeit} Uhr, Ort: {event_ort}. Wir stossen gern mit Ihnen an!',
    ihr: '{anrede}! Gleich geht es los: {event_titel} um {event_zeit} Uhr, Ort: {event_ort}. Wir stossen gern mit euch an!',
  },
  smsDinner: {
    sie: '{anrede}! Das Abendessen beginnt {zeit_bis_event} ({event_zeit} Uhr, {event_ort}). Wir freuen uns auf einen schönen Abend mit Ihnen!',
    ihr: '{anrede}! Das Abendessen beginnt {zeit_bis_event} ({event_zeit} Uhr, {event_ort}). Wir freuen uns auf einen schönen Abend mit euch!',
  },
  smsShuttle: {
    sie: '{anrede}! Der Shuttle fährt um {event_zeit} Uhr ab {event_ort}. Bitte seien Sie ein paar Minuten vorher da.',
    ihr: '{anrede}! Der Shuttle fährt um {event_zeit} Uhr ab {event_ort}. Bitte seid ein paar Minuten vorher da.',
  },
  smsThanks: {
    sie: '{anrede}! Danke, dass Sie diesen Tag mit uns gefeiert haben. Die Fotos finden Sie bald in der Galerie im Gästeportal.',
    ihr: '{anrede}! Danke, dass ihr diesen Tag mit uns gefeiert habt. Die Fotos findet ihr bald in der Galerie im Gästeportal.',
  },
} as const satisfies Record<string, AddressedText>;

/** The day plan's reminder in the guests' form of address, personalised for each guest; without a place for an event that has none. */
export function smsReminderTemplate(address: GuestAddress, withPlace: boolean): string {
  return SMS_TEXTS[withPlace ? 'smsReminder' : 'smsReminderWithoutPlace'][address];
}

// ---------------------------------------------------------------- templates

/** A text the admin keeps for reuse; stored in the browser under SMS_TEMPLATES_STORAGE_KEY. */
export interface SmsTemplate {
  id: string;
  name: string;
  text: string;
}

/** The templates a new browser starts with, and what 'reset' brings back, in the guests' form of address. */
export function smsDefaultTemplates(address: GuestAddress): SmsTemplate[] {
  return [
    { id: 'willkommen', name: 'Willkommen', text: SMS_TEXTS.smsWelcome[address] },
    { id: 'apero', name: 'Apéro-Erinnerung', text: SMS_TEXTS.smsApero[address] },
    { id: 'abendessen', name: 'Abendessen', text: SMS_TEXTS.smsDinner[address] },
    { id: 'shuttle', name: 'Shuttle', text: SMS_TEXTS.smsShuttle[address] },
    { id: 'danke', name: 'Dankeschön', text: SMS_TEXTS.smsThanks[address] },
  ];
}

// ---------------------------------------------------------------- placeholders

/** Written `{vorname}` etc. in a message; the event ones describe the recipient's next day-plan event. */
export const SMS_PLACEHOLDERS = [
  'vorname',
  'nachname',
  'name',
  'anrede',
  'gasttyp',
  'event_titel',
  'event_zeit',
  'event_datum',
  'event_ort',
  'zeit_bis_event',
  'event_beschreibung',
] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];
type SmsPlaceholderValues = Partial<Record<SmsPlaceholder, string | null | undefined>>;

/** Short German explanations for the template manager's placeholder list. */
export const SMS_PLACEHOLDER_LABELS: Record<SmsPlaceholder, string> = {
  vorname: 'Vorname des Gastes',
  nachname: 'Nachname des Gastes',
  name: 'Vor- und Nachname',
  anrede: 'Anrede, z. B. „Hallo Anna“',
  gasttyp: 'Gasttyp (Inner Circle oder Apéro)',
  event_titel: 'Titel des nächsten Programmpunkts',
  event_zeit: 'Uhrzeit des nächsten Programmpunkts (HH:MM)',
  event_datum: 'Datum des nächsten Programmpunkts',
  event_ort: 'Ort des nächsten Programmpunkts',
  zeit_bis_event: 'Zeit bis dahin, z. B. „in 2 Stunden 15 Minuten“',
  event_beschreibung: 'Beschreibung des nächsten Programmpunkts',
};

const PLACEHOLDER_SET: ReadonlySet<string> = new Set(SMS_PLACEHOLDERS);
/** `{name}`: a name of letters, digits and underscores in braces. Anything else in braces is plain text. */
const PLACEHOLDER_PATTERN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function isSmsPlaceholder(name: string): name is SmsPlaceholder {
  return PLACEHOLDER_SET.has(name);
}

export interface RenderedSms {
  text: string;
  /** Unknown placeholders exactly as written (with braces, e.g. '{Vorname}'), each once, in order of appearance. */
  unknown: string[];
}

/**
 * Replaces every known `{placeholder}` with its value. A known placeholder without a value (e.g. the
 * event ones when the guest has no upcoming event) becomes the empty string, so no braces reach a
 * guest. An unknown one (including a wrongly capitalised `{Vorname}`) stays exactly as written and is
 * reported, so the preview can mark it.
 */
export function renderSmsTemplate(text: string, values: SmsPlaceholderValues): RenderedSms {
  const unknown: string[] = [];
  const rendered = text.replace(PLACEHOLDER_PATTERN, (token, name: string) => {
    if (isSmsPlaceholder(name)) return values[name] ?? '';
    if (!unknown.includes(token)) unknown.push(token);
    return token;
  });
  return { text: rendered, unknown };
}

// ---------------------------------------------------------------- segments

/** GSM 03.38 default alphabet: one septet each (127 characters; the escape code itself is not a character). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: an escape plus the character, so two septets each. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const GSM_BASIC_SET: ReadonlySet<string> = new Set(GSM_BASIC);
const GSM_EXTENSION_SET: ReadonlySet<string> = new Set(GSM_EXTENSION);

const SMS_GSM7_SINGLE = 160;
const SMS_GSM7_PART = 153;
const SMS_UCS2_SINGLE = 70;
const SMS_UCS2_PART = 67;

type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2 (an emoji counts 2). */
  length: number;
  /** How many SMS are billed; 0 for an empty text. */
  segments: number;
  /** What one SMS holds here: 160/70 for a single message, 153/67 per part of a longer one. */
  per_segment: number;
  /** The characters that force UCS-2, each once, in order of appearance (empty for GSM-7). */
  ucs2_characters: string[];
}

/** Septets one character takes in GSM-7: 1 or 2, or 0 if it is not in GSM-7 at all. */
export function gsm7Units(char: string): 0 | 1 | 2 {
  if (GSM_BASIC_SET.has(char)) return 1;
  if (GSM_EXTENSION_SET.has(char)) return 2;
  return 0;
}

/** Parts needed for characters of these sizes; a character (an escape pair, a surrogate pair) is never split between parts. */
function partsFor(units: number[], perPart: number): number {
  let parts = 1;
  let used = 0;
  for (const size of units) {
    if (used + size > perPart) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}

/**
 * The SMS count as the message will be billed: GSM-7 when every character is in the GSM 03.38
 * alphabet (160, or 153 per part), otherwise UCS-2 (70, or 67 per part).
 */
export function smsSegments(text: string): SmsSegments {
  const chars = Array.from(text);
  const ucs2_characters: string[] = [];
  for (const char of chars) {
    if (gsm7Units(char) === 0 && !ucs2_characters.includes(char)) ucs2_characters.push(char);
  }
  const gsm = ucs2_characters.length === 0;
  const units = chars.map((char) => (gsm ? gsm7Units(char) : char.length));
  const length = units.reduce((sum, size) => sum + size, 0);
  const single = gsm ? SMS_GSM7_SINGLE : SMS_UCS2_SINGLE;
  const part = gsm ? SMS_GSM7_PART : SMS_UCS2_PART;
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  if (length <= single) return { encoding, length, segments: length === 0 ? 0 : 1, per_segment: single, ucs2_characters };
  return { encoding, length, segments: partsFor(units, part), per_segment: part, ucs2_characters };
}

// ---------------------------------------------------------------- own numbers

/**
 * A number as Twilio needs it (E.164, '+41791234567'): separators dropped, '00' and a leading '+'
 * mean an international number, a single leading '0' a national one of the default country.
 * Null when what is left is not 6 to 15 digits.
 */
export function smsRecipientNumber(raw: string, countryCode = SMS_DEFAULT_COUNTRY_CODE): string | null {
  const compact = raw.replace(/[\s()/.-]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (compact.startsWith('0')) digits = countryCode + compact.slice(1);
  else digits = compact;
  return /^[1-9]\d{5,14}$/.test(digits) ? `+${digits}` : null;
}

/**
 * The own-numbers field: one number a line, plus signs and spaces removed, blank lines dropped.
 * An empty result means 'Keine gültigen Nummern gefunden'. These numbers get no placeholder replacement.
 */
export function parseCustomNumbers(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[+\s]/g, ''))
    .filter((line) => line !== '');
}

/**
 * A send's outcome in words, by how the batch left the machine: through Twilio 'SMS versendet: …';
 * without a Twilio account the messages only reach the outbox, and the text says they were not sent.
 */
export function smsSendSummary(channel: 'twilio' | 'outbox', successful: number, failed: number): string {
  if (channel === 'twilio') return `SMS versendet: ${successful} erfolgreich, ${failed} fehlgeschlagen`;
  const failedPart = failed > 0 ? `, ${failed} fehlgeschlagen` : '';
  return `Nicht versendet (kein Twilio-Konto eingerichtet): ${successful} SMS in den Postausgang gelegt${failedPart}`;
}


/**
 * A send's outcome in words per medium: SMS as `smsSendSummary` says it; e-mail over SMTP
 * 'E-Mails versendet: …', without SMTP only into the outbox. Both parts joined when a send used both.
 */
export function messagesSendSummary(parts: {
  sms?: { channel: 'twilio' | 'outbox'; successful: number; failed: number };
  email?: { channel: EmailChannel; successful: number; failed: number };
}): string {
  const texts: string[] = [];
  if (parts.sms) texts.push(smsSendSummary(parts.sms.channel, parts.sms.successful, parts.sms.failed));
  if (parts.email) {
    const { channel, successful, failed } = parts.email;
    if (channel === 'smtp') texts.push(`E-Mails versendet: ${successful} erfolgreich, ${failed} fehlgeschlagen`);
    else texts.push(`Nicht versendet (kein SMTP-Server eingerichtet): ${emailCount(successful)} in den Postausgang gelegt${failed > 0 ? `, ${failed} fehlgeschlagen` : ''}`);
  }
  return texts.join(' · ');
}

/** '1 E-Mail', '2 E-Mails' ('SMS' is the same in both numbers: '1 SMS', '2 SMS'). */
export const emailCount = (count: number) => `${count} ${count === 1 ? 'E-Mail' : 'E-Mails'}`;

/** The question before a send, naming the medium the admin chose ('Empfänger' is the same in both numbers). */
export function sendQuestion(choice: MessageChannelChoice, count: number): string {
  if (choice === 'email') return `E-Mail an ${count} Empfänger senden?`;
  if (choice === 'email_else_sms') return `Nachricht an ${count} Empfänger senden (E-Mail, sonst SMS)?`;
  return `SMS an ${count} Empfänger senden?`;
}

/** The question before the invitation e-mails. */
export const invitationQuestion = (count: number) => `Einladung per E-Mail an ${count === 1 ? '1 Gast' : `${count} Gäste`} senden?`;

/** Who a send left out and why, one text per reason that applies (zeros are not mentioned). */
export function sendLeftOutTexts(counts: { optedOut: number; unsubscribed: number; withoutContact: number }): string[] {
  const parts: string[] = [];
  const { optedOut, unsubscribed, withoutContact } = counts;
  if (optedOut > 0) parts.push(`${optedOut} ${optedOut === 1 ? 'abgemeldete Nummer' : 'abgemeldete Nummern'} (STOP) ausgelassen`);
  if (unsubscribed > 0) parts.push(`${unsubscribed} ${unsubscribed === 1 ? 'abgemeldete E-Mail-Adresse' : 'abgemeldete E-Mail-Adressen'} ausgelassen`);
  if (withoutContact > 0) parts.push(`${withoutContact} ${withoutContact === 1 ? 'Gast' : 'Gäste'} ohne passende Kontaktangabe ausgelassen`);
  return parts;
}
