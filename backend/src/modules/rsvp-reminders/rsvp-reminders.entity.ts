import { DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE, MESSAGE_CHANNEL_CHOICES } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/** A single row (id 1): whether reminders go out, on which days before the deadline, and how. */
const RsvpReminderSettingsSchema = defineEntity({
  name: 'RsvpReminderSettings',
  tableName: 'rsvp_reminder_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    enabled: p.boolean().default(false),
    /** Days before the deadline, furthest first ([14, 3]). */
    days_before: p.json<number[]>().onCreate(() => []),
    channel_choice: p.enum(MESSAGE_CHANNEL_CHOICES).default(DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE),
    /**
     * When reminders were switched on or their days last changed: a step due before this is never
     * sent (setting 14 days when the deadline is 5 days away sends nothing for that step).
     */
    active_since: p.datetime().nullable(),
  },
});
export class RsvpReminderSettings extends RsvpReminderSettingsSchema.class {}
RsvpReminderSettingsSchema.setClass(RsvpReminderSettings);

/**
 * One step that a worker took on ('<deadline>:<days>'): the primary key makes one worker its
 * owner; sent_at is set once the step's batch is stored (its messages carry their own dedupe keys).
 */
const RsvpReminderStepSchema = defineEntity({
  name: 'RsvpReminderStep',
  tableName: 'rsvp_reminder_step',
  properties: {
    step_key: p.string().length(40).primary(),
    deadline: p.type('date'),
    days_before: p.integer(),
    due_at: p.datetime(),
    /** When a worker took the step on; a claim older than a few minutes without sent_at was lost (a crash) and is taken again. */
    claimed_at: p.datetime().nullable(),
    sent_at: p.datetime().nullable(),
    /** The messages tool's batch (kind 'rsvp_reminder'); null when nobody was left to remind. */
    batch_id: p.integer().nullable(),
    messages: p.integer().default(0),
  },
});
export class RsvpReminderStep extends RsvpReminderStepSchema.class {}
RsvpReminderStepSchema.setClass(RsvpReminderStep);
