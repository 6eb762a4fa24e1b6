import { z } from 'zod';
import { EMAIL_CHANNELS } from './email.js';
import { id, timestamp } from './fields.js';
import { GUEST_TYPES } from './guests.js';
import {
  DEFAULT_MESSAGE_CHANNEL_CHOICE,
  DEFAULT_SMS_SEND_METHOD,
  EMAIL_SUBJECT_MAX_LENGTH,
  MESSAGE_CHANNEL_CHOICES,
  MESSAGE_MEDIA,
  SMS_FROM_NAME,
  SMS_MAX_LENGTH,
  SMS_MESSAGES,
  SMS_PERSONALIZE_DEFAULT,
  SMS_SEND_METHODS,
  parseCustomNumbers,
} from './sms-text.js';

/**
 * The SMS tool's calls. Every error of `/api/sms/*` carries the German text twice, as `error` and as
 * `msg`. A send stores one message row per recipient and sends them on the job queue; its reply
 * gives the counts once the batch has finished within the request, or the progress so far.
 */

// ---------------------------------------------------------------- states

/**
 * A message's way: queued (stored, waiting) → sending (claimed; the call to Twilio is under way) →
 * sent (Twilio took it, or it is in the outbox) → delivered / undelivered (Twilio's delivery report);
 * failed: Twilio refused it. A message left 'sending' after a crash is shown as 'unklar' and only
 * sent again by hand.
 */
export const SMS_MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'undelivered'] as const;
type SmsMessageState = (typeof SMS_MESSAGE_STATES)[number];
export const SMS_MESSAGE_STATE_LABELS: Record<SmsMessageState | 'unclear', string> = {
  queued: 'Wartet',
  sending: 'Wird gesendet',
  sent: 'Gesendet',
  delivered: 'Zugestellt',
  failed: 'Fehlgeschlagen',
  undelivered: 'Nicht zugestellt',
  unclear: 'unklar',
};

/** How a batch leaves the machine: Twilio, or (without credentials) the outbox only admins read ('Postausgang'). */
export const SMS_CHANNELS = ['twilio', 'outbox'] as const;
export type SmsChannel = (typeof SMS_CHANNELS)[number];

/** What a batch was sent to: guest types, chosen guests, own numbers, the guests of a day-plan reminder, or the guests without an RSVP answer. */
export const SMS_BATCH_KINDS = ['guest_types', 'guests', 'numbers', 'reminder', 'unanswered', 'invitation', 'rsvp_confirmation', 'rsvp_reminder'] as const;
export type SmsBatchKind = (typeof SMS_BATCH_KINDS)[number];
export const SMS_BATCH_KIND_LABELS: Record<SmsBatchKind, string> = {
  guest_types: 'Gasttypen',
  guests: 'Einzelne Gäste',
  numbers: 'Eigene Nummern',
  reminder: 'Erinnerung',
  unanswered: 'Noch ohne Antwort',
  invitation: 'Einladung',
  rsvp_confirmation: 'Bestätigung der Antwort',
  rsvp_reminder: 'Erinnerung an die Antwort',
};

// ---------------------------------------------------------------- fields

/** Own numbers in one send (a list, or text of up to 20 characters per number): far more than a wedding has guests. */
const SMS_NUMBER_LIST_MAX = 2000;

const message = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(SMS_MAX_LENGTH, SMS_MESSAGES.tooLong);
const guestTypes = z
  .array(z.enum(GUEST_TYPES, { error: SMS_MESSAGES.guestTypeRequired }), { error: SMS_MESSAGES.guestTypeRequired })
  .transform((types) => [...new Set(types)]);
const guestIds = z.array(id('Ungültige Gast-ID'), { error: SMS_MESSAGES.guestsRequired }).transform((ids) => [...new Set(ids)]);
const method = z.enum(SMS_SEND_METHODS, { error: 'Unbekannte Versandart' }).default(DEFAULT_SMS_SEND_METHOD);
const includeEvents = z.boolean({ error: 'include_events muss true oder false sein' }).default(SMS_PERSONALIZE_DEFAULT);
/** An alphanumeric sender ID as networks accept it: 1 to 11 letters, digits or spaces, at least one letter. */
const fromName = z
  .string({ error: SMS_MESSAGES.invalidSender })
  .trim()
  .regex(/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/, SMS_MESSAGES.invalidSender)
  .default(SMS_FROM_NAME);

/** Per send: SMS (default), e-mail, or e-mail where possible and SMS otherwise. */
const channelChoice = z.enum(MESSAGE_CHANNEL_CHOICES, { error: SMS_MESSAGES.invalidChannelChoice }).default(DEFAULT_MESSAGE_CHANNEL_CHOICE);
/** The e-mails' subject; blank or missing: MESSAGE_DEFAULT_SUBJECT. SMS ignore it. */
const subject = z
  .string({ error: SMS_MESSAGES.subjectTooLong })
  .trim()
  .max(EMAIL_SUBJECT_MAX_LENGTH, SMS_MESSAGES.subjectTooLong)
  .optional()
  .transform((value) => value || undefined);
const emailSendFields = { channel_choice: channelChoice, subject };

// ---------------------------------------------------------------- guest numbers

const smsGuestFields = {
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  /** Null: the guest has only a mobile number. */
  email: z.string().nullable(),
  guest_type: z.enum(GUEST_TYPES),
  /** The guest's number answered STOP: SMS skip it. */
  opted_out: z.boolean(),
  /** The guest's e-mail address unsubscribed: e-mails skip it. */
  unsubscribed: z.boolean(),
  /** The guest has not answered the RSVP yet ('Noch ohne Antwort'). */
  rsvp_open: z.boolean(),
};

/** A guest with a mobile number (`GET /api/sms/guest-numbers`). */
export const SmsGuest = z.object(smsGuestFields).meta({ title: 'SmsGuest' });
export type SmsGuest = z.infer<typeof SmsGuest>;

/** A guest the messages tool can reach by SMS, by e-mail or both (`GET /api/sms/recipients`). */
export const SmsRecipientGuest = z
  .object({
    ...smsGuestFields,
    /** Null: the guest has only an e-mail address. */
    mobile: z.string().nullable(),
  })
  .meta({ title: 'SmsRecipientGuest' });
export type SmsRecipientGuest = z.infer<typeof SmsRecipientGuest>;

/** How many guests with a mobile number there are, in all and of each type. */
const smsGuestStats = {
  /** Guests with a mobile number. */
  total_guests: z.number(),
  stats_by_type: z.record(z.enum(GUEST_TYPES), z.number()),
};

/** `GET /api/sms/guest-numbers`: the guests with a mobile number, by name, and how many there are of each type. */
export const SmsGuestNumbersReply = z
  .object({
    guests: z.array(SmsGuest),
    ...smsGuestStats,
  })
  .meta({ title: 'SmsGuestNumbersReply' });
export type SmsGuestNumbersReply = z.infer<typeof SmsGuestNumbersReply>;

/**
 * `GET /api/sms/recipients`: the messages tool's list, every guest reachable by SMS or e-mail (a
 * mobile or an address), by name; the figures count the guests with a mobile number, as guest-numbers'.
 */
export const SmsRecipientsReply = z
  .object({
    guests: z.array(SmsRecipientGuest),
    ...smsGuestStats,
  })
  .meta({ title: 'SmsRecipientsReply' });
export type SmsRecipientsReply = z.infer<typeof SmsRecipientsReply>;

// ---------------------------------------------------------------- preview

/**
 * `POST /api/sms/preview-personalized`: chosen guests (`guest_ids`, the individual tab) or guest
 * types, reached by the channel choice as the send would reach them (e-mails personalised the same
 * way). With include_events off the text is sent as written.
 */
export const SmsPreviewInput = z
  .object({
    message: message(SMS_MESSAGES.previewTextRequired),
    include_events: includeEvents,
    guest_types: guestTypes.optional(),
    guest_ids: guestIds.optional(),
    /** true: the guests who have not answered the RSVP yet ('Noch ohne Antwort'), resolved now. */
    unanswered: z.literal(true, { error: 'unanswered muss true sein' }).optional(),
    channel_choice: channelChoice,
  })
  .superRefine((input, ctx) => {
    if (input.unanswered) return;
    if (input.guest_ids !== undefined) {
      if (input.guest_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['guest_ids'], message: SMS_MESSAGES.guestsRequired });
    } else if (!input.guest_types?.length) {
      ctx.addIssue({ code: 'custom', path: ['guest_types'], message: SMS_MESSAGES.guestTypeRequired });
    }
  });
export type SmsPreviewInput = z.output<typeof SmsPreviewInput>;

const SmsNextEvent = z.object({ title: z.string(), time: timestamp() }).meta({ title: 'SmsNextEvent' });

const SmsSegmentInfo = z
  .object({
    encoding: z.enum(['GSM-7', 'UCS-2']),
    length: z.number(),
    segments: z.number(),
    per_segment: z.number(),
    ucs2_characters: z.array(z.string()),
  })
  .meta({ title: 'SmsSegmentInfo' });
type SmsSegmentInfo = z.infer<typeof SmsSegmentInfo>;

const SmsPreviewEntry = z
  .object({
    guest_name: z.string(),
    guest_type: z.enum(GUEST_TYPES),
    /** How this guest gets the message under the channel choice. */
    medium: z.enum(MESSAGE_MEDIA),
    personalized_message: z.string(),
    next_event: SmsNextEvent.nullable(),
    segments: SmsSegmentInfo,
  })
  .meta({ title: 'SmsPreviewEntry' });
type SmsPreviewEntry = z.infer<typeof SmsPreviewEntry>;

export const SmsPreviewReply = z
  .object({
    /** The first recipients (at most SMS_PREVIEW_COUNT). */
    previews: z.array(SmsPreviewEntry),
    /** Everyone the message would go to by the channel choice (STOP numbers and unsubscribed addresses not counted). */
    total_recipients: z.number(),
    /** Placeholders the text uses that do not exist, as written ('{Vorname}'); they are sent unchanged. */
    unknown_placeholders: z.array(z.string()),
    /** The longest SMS after personalisation over all SMS recipients: what the send will cost per guest at most (null: no SMS). */
    longest: z.object({ guest_name: z.string(), segments: SmsSegmentInfo }).nullable(),
  })
  .meta({ title: 'SmsPreviewReply' });
export type SmsPreviewReply = z.infer<typeof SmsPreviewReply>;
export type SmsPreviewReplyJson = z.input<typeof SmsPreviewReply>;

// ---------------------------------------------------------------- sending

/** `POST /api/sms/send-to-guest-types`: every guest of the types that has a mobile number. */
export const SmsSendToGuestTypesInput = z.object({
  guest_types: guestTypes.refine((types) => types.length > 0, SMS_MESSAGES.guestTypeRequired),
  message: message(SMS_MESSAGES.textRequired),
  method,
  include_events: includeEvents,
  from_name: fromName,
  ...emailSendFields,
});
export type SmsSendToGuestTypesInput = z.output<typeof SmsSendToGuestTypesInput>;

/**
 * `POST /api/sms/send-multiple`: with `guest_ids` (the individual tab) the chosen guests at their
 * stored numbers, personalised; otherwise the own numbers, one per line or entry, plus signs and
 * spaces removed, blank ones dropped, sent as written.
 */
export const SmsSendMultipleInput = z
  .object({
    numbers: z
      .union([z.string().max(SMS_NUMBER_LIST_MAX * 20), z.array(z.string().max(50)).max(SMS_NUMBER_LIST_MAX)], { error: SMS_MESSAGES.noValidNumbers })
      .default([])
      .transform((numbers) => parseCustomNumbers(Array.isArray(numbers) ? numbers.join('\n') : numbers)),
    message: message(SMS_MESSAGES.textRequired),
    method,
    guest_ids: guestIds.optional(),
    include_events: includeEvents,
    from_name: fromName,
    /** With own numbers only SMS are possible; the choice applies to `guest_ids`. */
    ...emailSendFields,
  })
  .superRefine((input, ctx) => {
    if (input.guest_ids !== undefined) {
      if (input.guest_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['guest_ids'], message: SMS_MESSAGES.guestsRequired });
    } else if (input.numbers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['numbers'], message: SMS_MESSAGES.noValidNumbers });
    }
  });
export type SmsSendMultipleInput = z.output<typeof SmsSendMultipleInput>;

/**
 * `POST /api/sms/send-to-unanswered`: every guest with a mobile number who has not answered the
 * RSVP yet, as they stand when the send is made ('Noch ohne Antwort').
 */
export const SmsSendToUnansweredInput = z.object({
  message: message(SMS_MESSAGES.textRequired),
  method,
  include_events: includeEvents,
  from_name: fromName,
  ...emailSendFields,
});
export type SmsSendToUnansweredInput = z.output<typeof SmsSendToUnansweredInput>;

/** `POST /api/sms/send-timeline-reminders`: the event's reminder to the guests whose day plan shows it. */
export const SmsTimelineReminderInput = z.object({ event_id: id(SMS_MESSAGES.eventNotFound) });
export type SmsTimelineReminderInput = z.output<typeof SmsTimelineReminderInput>;

/** Where a batch stands; part of every send reply. */
const batchProgress = {
  batch_id: z.number(),
  /** Messages of the batch. */
  total: z.number(),
  /** Not finished yet (waiting or being sent); 0 once the batch is done. */
  pending: z.number(),
  done: z.boolean(),
  /** Recipients left out because their number answered STOP. */
  opted_out: z.number(),
  /** Recipients left out because their e-mail address is unsubscribed (and, with 'E-Mail, sonst SMS', no SMS possible). */
  unsubscribed: z.number(),
  /** Chosen guests left out for want of an address for the chosen medium (e-mail choices only). */
  without_contact: z.number(),
  channel: z.enum(SMS_CHANNELS),
  /** How the batch's e-mails leave (null: it has none). */
  email_channel: z.enum(EMAIL_CHANNELS).nullable(),
  channel_choice: z.enum(MESSAGE_CHANNEL_CHOICES),
  /** The outcome so far in German: sent through Twilio, or only put into the outbox ('Postausgang'). */
  summary: z.string(),
};

export const SmsSendToGuestTypesReply = z
  .object({ total_sent: z.number(), total_failed: z.number(), ...batchProgress })
  .meta({ title: 'SmsSendToGuestTypesReply' });
export type SmsSendToGuestTypesReply = z.infer<typeof SmsSendToGuestTypesReply>;

export const SmsSendMultipleReply = z
  .object({ successful: z.number(), failed: z.number(), ...batchProgress })
  .meta({ title: 'SmsSendMultipleReply' });
export type SmsSendMultipleReply = z.infer<typeof SmsSendMultipleReply>;

export const SmsTimelineReminderReply = z
  .object({ successful: z.number(), failed: z.number(), sms_sent: z.boolean(), ...batchProgress })
  .meta({ title: 'SmsTimelineReminderReply' });
export type SmsTimelineReminderReply = z.infer<typeof SmsTimelineReminderReply>;

/**
 * `POST /api/sms/send-invitations`: the invitation e-mail (composed per guest: personal sign-in link,
 * QR code, day plan as .ics) to the chosen guests, as one batch of kind 'invitation'. `request_id` is
 * made by the client once per send it means (e.g. when the dialog opens): the same id again, by a
 * double click or a retried request, answers with the batch it already made instead of sending twice.
 * Sending again on purpose takes a new id and makes a new batch.
 */
export const SmsSendInvitationsInput = z.object({
  guest_ids: guestIds.refine((ids) => ids.length > 0, SMS_MESSAGES.invitationGuestsRequired),
  request_id: z.uuid({ error: SMS_MESSAGES.requestIdInvalid }),
  method: z.enum(SMS_SEND_METHODS, { error: 'Unbekannte Versandart' }).default('parallel'),
});
export type SmsSendInvitationsInput = z.output<typeof SmsSendInvitationsInput>;

export const SmsSendInvitationsReply = z
  .object({
    successful: z.number(),
    failed: z.number(),
    ...batchProgress,
    /** Chosen guests without an e-mail address: no invitation for them. */
    without_email: z.array(z.object({ id: z.number(), name: z.string() })),
    /** true: this request_id had made the batch before; nothing new was sent. */
    repeated: z.boolean(),
  })
  .meta({ title: 'SmsSendInvitationsReply' });
export type SmsSendInvitationsReply = z.infer<typeof SmsSendInvitationsReply>;

// ---------------------------------------------------------------- history

export const SmsStateCounts = z
  .object({
    queued: z.number(),
    sending: z.number(),
    sent: z.number(),
    delivered: z.number(),
    failed: z.number(),
    undelivered: z.number(),
    /** Of `sending`: claimed too long ago to still be on its way. */
    unclear: z.number(),
  })
  .meta({ title: 'SmsStateCounts' });
export type SmsStateCounts = z.infer<typeof SmsStateCounts>;

export const SmsBatchSummary = z
  .object({
    id: z.number(),
    created_at: timestamp(),
    kind: z.enum(SMS_BATCH_KINDS),
    channel: z.enum(SMS_CHANNELS),
    method: z.enum(SMS_SEND_METHODS),
    from_name: z.string(),
    /** The text as written, placeholders included. */
    message: z.string(),
    include_events: z.boolean(),
    /** For a reminder: the event's title. */
    event_title: z.string().nullable(),
    channel_choice: z.enum(MESSAGE_CHANNEL_CHOICES),
    email_channel: z.enum(EMAIL_CHANNELS).nullable(),
    /** The e-mails' subject as written (null: no e-mails, or composed per guest). */
    subject: z.string().nullable(),
    /** Messages per medium. */
    media: z.object({ sms: z.number(), email: z.number() }),
    total: z.number(),
    opted_out: z.number(),
    unsubscribed: z.number(),
    without_contact: z.number(),
    /** The outcome in words, per medium ('SMS versendet: …', 'E-Mails versendet: …' or the outbox). */
    summary: z.string(),
    counts: SmsStateCounts,
    /** Sent or delivered. */
    successful: z.number(),
    /** Failed or undelivered. */
    failed: z.number(),
    /** Waiting or on their way; an unclear message is neither pending nor counted as sent or failed. */
    pending: z.number(),
    done: z.boolean(),
  })
  .meta({ title: 'SmsBatchSummary' });
export type SmsBatchSummary = z.infer<typeof SmsBatchSummary>;
export type SmsBatchSummaryJson = z.input<typeof SmsBatchSummary>;

/** `GET /api/sms/batches`: how messages leave this installation, and the latest batches (newest first). */
export const SmsBatchListReply = z
  .object({
    channel: z.enum(SMS_CHANNELS),
    /** The sender Twilio shows (a number or a name); null in outbox mode. */
    from: z.string().nullable(),
    /** How e-mails leave this installation now: over SMTP, or (no server set up) only into the outbox. */
    email_channel: z.enum(EMAIL_CHANNELS),
    batches: z.array(SmsBatchSummary),
  })
  .meta({ title: 'SmsBatchListReply' });
export type SmsBatchListReply = z.infer<typeof SmsBatchListReply>;

export const SmsMessageRow = z
  .object({
    id: z.number(),
    batch_id: z.number(),
    guest_id: z.number().nullable(),
    guest_name: z.string().nullable(),
    medium: z.enum(MESSAGE_MEDIA),
    /** A number (E.164) or an e-mail address. */
    to: z.string(),
    /** E-mail only. */
    subject: z.string().nullable(),
    /** The text exactly as sent (for an e-mail its plain-text part). */
    body: z.string(),
    state: z.enum(SMS_MESSAGE_STATES),
    /** Left 'sending' after a crash: it may or may not have gone out; only sent again by hand. */
    unclear: z.boolean(),
    segments: z.number(),
    twilio_sid: z.string().nullable(),
    /** The Message-ID the SMTP server accepted the e-mail under. */
    email_message_id: z.string().nullable(),
    /** Twilio's error code, or for an e-mail the SMTP reply code of a refusal (e.g. 550). */
    error_code: z.number().nullable(),
    error_message: z.string().nullable(),
    updated_at: timestamp(),
  })
  .meta({ title: 'SmsMessageRow' });
export type SmsMessageRow = z.infer<typeof SmsMessageRow>;
export type SmsMessageRowJson = z.input<typeof SmsMessageRow>;

/** `GET /api/sms/batches/:id`: a batch with every message. */
export const SmsBatchDetail = SmsBatchSummary.extend({ messages: z.array(SmsMessageRow) }).meta({ title: 'SmsBatchDetail' });
export type SmsBatchDetail = z.infer<typeof SmsBatchDetail>;

/** `GET /api/sms/outbox`: the messages of outbox mode, newest first ('Postausgang'). */
export const SmsOutboxReply = z.array(SmsMessageRow).meta({ title: 'SmsOutboxReply' });

// ---------------------------------------------------------------- opt-outs

export const SmsOptOut = z
  .object({ number: z.string(), keyword: z.string(), created_at: timestamp(), guest_name: z.string().nullable() })
  .meta({ title: 'SmsOptOut' });
export type SmsOptOut = z.infer<typeof SmsOptOut>;

/** Replies that end SMS to a number ('STOP' and its usual variants, compared without case and spaces). */
export const SMS_OPT_OUT_KEYWORDS = ['STOP', 'STOPP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ABMELDEN'] as const;
/** Replies that end an opt-out again. */
export const SMS_OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;

// ---------------------------------------------------------------- Twilio's webhooks

/**
 * Twilio's status callback (form fields, signed with X-Twilio-Signature). Only the fields we use;
 * the signature covers all of them.
 */
export const TwilioStatusCallbackInput = z
  .object({
    MessageSid: z.string().min(1).max(100),
    MessageStatus: z.string().min(1).max(100),
    ErrorCode: z.string().max(100).optional(),
    To: z.string().max(100).optional(),
  })
  .loose();
export type TwilioStatusCallbackInput = z.output<typeof TwilioStatusCallbackInput>;

/** Twilio joins an incoming message of several parts into at most 1600 characters; room to spare. */
const TWILIO_INCOMING_BODY_MAX = 10_000;

/** An incoming SMS that Twilio forwards (form fields, signed). */
export const TwilioIncomingInput = z.object({ From: z.string().min(1).max(100), Body: z.string().max(TWILIO_INCOMING_BODY_MAX).default('') }).loose();
export type TwilioIncomingInput = z.output<typeof TwilioIncomingInput>;
