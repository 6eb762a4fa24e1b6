import { EMAIL_CHANNELS, MESSAGE_CHANNEL_CHOICES, MESSAGE_MEDIA, SMS_BATCH_KINDS, SMS_CHANNELS, SMS_MESSAGE_STATES, SMS_SEND_METHODS } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { TimelineEvent } from '../timeline/index.js';

/** One send of the messages tool (SMS and/or e-mail), one day-plan reminder, invitation, RSVP confirmation or reminder: the text as written and how it goes out. */
const SmsBatchSchema = defineEntity({
  name: 'SmsBatch',
  tableName: 'sms_batch',
  properties: {
    id: p.integer().primary(),
    created_at: p.datetime().onCreate(() => new Date()),
    kind: p.enum(SMS_BATCH_KINDS),
    /** How the batch's SMS leave (Twilio or the outbox). */
    channel: p.enum(SMS_CHANNELS),
    /** The admin's choice for this send: SMS, e-mail, or e-mail where possible and SMS otherwise. */
    channel_choice: p.enum(MESSAGE_CHANNEL_CHOICES).default('sms'),
    /** How the batch's e-mails leave (SMTP or the outbox); null: it has none. */
    email_channel: p.enum(EMAIL_CHANNELS).nullable(),
    /** The e-mails' subject as written (free text sends); composed kinds have theirs per message. */
    subject: p.string().length(200).nullable(),
    /** The client's id of an invitation send: unique, so the same request twice makes one batch. */
    request_id: p.uuid().nullable().unique(),
    method: p.enum(SMS_SEND_METHODS),
    from_name: p.string().length(20),
    /** The template as the admin wrote it, placeholders included. */
    message: p.text(),
    include_events: p.boolean(),
    /** For a reminder: its event (kept as a title if the event is deleted). */
    timeline_event: () => p.manyToOne(TimelineEvent).nullable().deleteRule('set null').index(),
    event_title: p.string().length(200).nullable(),
    /** Recipients left out because their number answered STOP. */
    opted_out: p.integer().default(0),
    /** Recipients left out because their e-mail address is unsubscribed (and no SMS was possible instead). */
    unsubscribed: p.integer().default(0),
    /** Chosen guests without an address for the chosen medium (e-mail choices). */
    without_contact: p.integer().default(0),
  },
  indexes: [{ name: 'sms_batch_created_at_index', properties: ['created_at'] }],
});
export class SmsBatch extends SmsBatchSchema.class {}
SmsBatchSchema.setClass(SmsBatch);

/**
 * One recipient of a batch. The row exists before anything is sent, and a worker claims it
 * (queued → sending) before calling Twilio, so a message goes out at most once.
 */
const SmsMessageSchema = defineEntity({
  name: 'SmsMessage',
  tableName: 'sms_message',
  properties: {
    id: p.integer().primary(),
    batch: () => p.manyToOne(SmsBatch).deleteRule('cascade'),
    guest: () => p.manyToOne(Guest).nullable().deleteRule('set null').index(),
    /** Shown in the history even after the guest is deleted. */
    guest_name: p.string().length(250).nullable(),
    medium: p.enum(MESSAGE_MEDIA).default('sms'),
    /** SMS: E.164 ('+41791234567'); e-mail: the address. */
    to: p.string().length(254),
    /** E-mail only: the subject as sent. */
    subject: p.string().length(200).nullable(),
    /** The text exactly as sent (after personalisation); for an e-mail its plain-text part. */
    body: p.text(),
    segments: p.integer(),
    state: p.enum(SMS_MESSAGE_STATES).default('queued'),
    twilio_sid: p.string().length(64).nullable().unique(),
    /** E-mail: the Message-ID the SMTP server (or the outbox) took it under. */
    email_message_id: p.string().length(255).nullable(),
    error_code: p.integer().nullable(),
    error_message: p.text().nullable(),
    /** When a worker claimed it; a row 'sending' long after this is 'unklar'. */
    claimed_at: p.datetime().nullable(),
    /** The call to Twilio got no answer after the request may have arrived: 'unklar' at once. */
    outcome_unknown: p.boolean().default(false),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()),
    /**
     * Set for reminders ('reminder:<event>:<number>'), RSVP reminders ('rsvp-reminder:<step>:<guest>') and
     * confirmations ('rsvp-confirmation:<guest>:<answered at>'): unique, so the same message never goes
     * out twice, also when it is sent again, twice at once, or by a retried job.
     */
    dedupe_key: p.string().length(100).nullable().unique(),
  },
  indexes: [{ name: 'sms_message_batch_state_index', properties: ['batch', 'state'] }],
});
export class SmsMessage extends SmsMessageSchema.class {}
SmsMessageSchema.setClass(SmsMessage);

/** A number that answered STOP: no further SMS go to it until it answers START. */
const SmsOptOutSchema = defineEntity({
  name: 'SmsOptOut',
  tableName: 'sms_opt_out',
  properties: {
    number: p.string().length(20).primary(),
    keyword: p.string().length(20),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
export class SmsOptOut extends SmsOptOutSchema.class {}
SmsOptOutSchema.setClass(SmsOptOut);
