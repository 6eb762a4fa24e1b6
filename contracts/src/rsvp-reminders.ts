import { z } from 'zod';
import { timestamp } from './fields.js';
import { MESSAGE_CHANNEL_CHOICES, SMS_MESSAGES } from './sms-text.js';

/**
 * RSVP reminders that go out by themselves: on chosen days before the answer deadline, at 10:00 on
 * the venue's clocks, every guest without an answer gets one reminder (SMS, e-mail, or e-mail
 * where there is an address and SMS otherwise). `GET/PUT /api/admin/rsvp-reminders` (its own path:
 * `/api/admin/rsvp/{guestId}` would take 'reminders' for a guest's id).
 */

/** Reminders go out by e-mail where a guest has an address, by SMS otherwise, unless the couple chooses (MESSAGE_CHANNEL_CHOICES). */
export const DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE = 'email_else_sms' as const;

export const RSVP_REMINDER_LIMITS = {
  /** Days before the deadline a step may lie: 1 to 60. */
  minDays: 1,
  maxDays: 60,
  /** At most this many steps. */
  maxSteps: 5,
  /** The hour on the venue's clocks at which a step's reminders go out. */
  hour: 10,
} as const;

export const RSVP_REMINDER_MESSAGES = {
  enabledInvalid: 'Bitte angeben, ob Erinnerungen gesendet werden',
  daysInvalid: 'Die Erinnerungstage müssen eine Liste ganzer Zahlen sein',
  dayWhole: 'Erinnerungstage müssen ganze Tage sein',
  dayRange: `Erinnerungen sind ${RSVP_REMINDER_LIMITS.minDays} bis ${RSVP_REMINDER_LIMITS.maxDays} Tage vor der Antwortfrist möglich`,
  tooManyDays: `Höchstens ${RSVP_REMINDER_LIMITS.maxSteps} Erinnerungen`,
  duplicateDays: 'Jeder Erinnerungstag darf nur einmal vorkommen',
} as const;

/** The states of a step: waiting for its time, sent, or passed without being sent (see `RsvpReminderStep`). */
export const RSVP_REMINDER_STEP_STATES = ['pending', 'sent', 'skipped'] as const;
export type RsvpReminderStepState = (typeof RSVP_REMINDER_STEP_STATES)[number];
export const RSVP_REMINDER_STEP_STATE_LABELS: Record<RsvpReminderStepState, string> = {
  pending: 'Geplant',
  sent: 'Gesendet',
  skipped: 'Nicht gesendet',
};

const day = z
  .number({ error: RSVP_REMINDER_MESSAGES.dayWhole })
  .int(RSVP_REMINDER_MESSAGES.dayWhole)
  .min(RSVP_REMINDER_LIMITS.minDays, RSVP_REMINDER_MESSAGES.dayRange)
  .max(RSVP_REMINDER_LIMITS.maxDays, RSVP_REMINDER_MESSAGES.dayRange);

/** `PUT /api/admin/rsvp-reminders`: the whole setting (days are stored furthest from the deadline first). */
export const RsvpReminderSettingsInput = z.object({
  enabled: z.boolean({ error: RSVP_REMINDER_MESSAGES.enabledInvalid }),
  days_before: z
    .array(day, { error: RSVP_REMINDER_MESSAGES.daysInvalid })
    .max(RSVP_REMINDER_LIMITS.maxSteps, RSVP_REMINDER_MESSAGES.tooManyDays)
    .refine((days) => new Set(days).size === days.length, RSVP_REMINDER_MESSAGES.duplicateDays)
    .transform((days) => [...days].sort((a, b) => b - a)),
  channel_choice: z.enum(MESSAGE_CHANNEL_CHOICES, { error: SMS_MESSAGES.invalidChannelChoice }).default(DEFAULT_RSVP_REMINDER_CHANNEL_CHOICE),
});
export type RsvpReminderSettingsInput = z.output<typeof RsvpReminderSettingsInput>;
export type RsvpReminderSettingsInputValues = z.input<typeof RsvpReminderSettingsInput>;

/**
 * One step of the current deadline: due at 10:00 on the venue's calendar day `days_before` days
 * before the deadline. 'skipped': its time passed without a send (reminders were off, or a later
 * step came due at the same time, or its time had passed when reminders were switched on).
 */
export const RsvpReminderStep = z
  .object({
    days_before: z.number(),
    /** 'YYYY-MM-DD' on the venue's calendar. */
    due_date: z.string(),
    due_at: timestamp(),
    state: z.enum(RSVP_REMINDER_STEP_STATES),
    sent_at: timestamp().nullable(),
    /** The messages tool's batch of this step (kind 'rsvp_reminder'), once sent. */
    batch_id: z.number().nullable(),
    /** Messages the step's batch holds (guests reached by SMS or e-mail). */
    messages: z.number(),
  })
  .meta({ title: 'RsvpReminderStep' });
export type RsvpReminderStep = z.infer<typeof RsvpReminderStep>;
export type RsvpReminderStepJson = z.input<typeof RsvpReminderStep>;

/** `GET/PUT /api/admin/rsvp-reminders`: the setting, the deadline it counts from, and its steps (earliest first). */
export const RsvpReminderSettings = z
  .object({
    enabled: z.boolean(),
    days_before: z.array(z.number()),
    channel_choice: z.enum(MESSAGE_CHANNEL_CHOICES),
    /** The RSVP deadline ('YYYY-MM-DD'); null: no deadline, hence no reminders. */
    deadline: z.string().nullable(),
    time_zone: z.string(),
    steps: z.array(RsvpReminderStep),
  })
  .meta({ title: 'RsvpReminderSettings' });
export type RsvpReminderSettings = z.infer<typeof RsvpReminderSettings>;
export type RsvpReminderSettingsJson = z.input<typeof RsvpReminderSettings>;
