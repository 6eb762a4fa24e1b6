import { SMS_BATCH_KINDS, SMS_CHANNELS, SMS_MESSAGE_STATES, SMS_SEND_METHODS } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { Guest } from '../guests/index.js';
import { TimelineEvent } from '../timeline/index.js';

/** One send from the SMS tool or one day-plan reminder: the text as written and how it goes out. */
const SmsBatchSchema = defineEntity({
  name: 'SmsBatch',
  tableName: 'sms_batch',
  properties: {
    id: p.integer().primary(),
    created_at: p.datetime().onCreate(() => new Date()),
    kind: p.enum(SMS_BATCH_KINDS),
    channel: p.enum(SMS_CHANNELS),
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
    /** E.164 ('+41791234567'). */
    to: p.string().length(20),
    /** The text exactly as sent (after personalisation). */
    body: p.text(),
    segments: p.integer(),
    state: p.enum(SMS_MESSAGE_STATES).default('queued'),
    twilio_sid: p.string().length(64).nullable().unique(),
    error_code: p.integer().nullable(),
    error_message: p.text().nullable(),
    /** When a worker claimed it; a row 'sending' long after this is 'unklar'. */
    claimed_at: p.datetime().nullable(),
    /** The call to Twilio got no answer after the request may have arrived: 'unklar' at once. */
    outcome_unknown: p.boolean().default(false),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()),
    /**
     * Set for reminders ('reminder:<event>:<number>'): unique, so the same reminder never reaches a
     * number twice, also when it is sent again or twice at once.
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
