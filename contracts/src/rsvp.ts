import { z } from 'zod';
import { calendarDate, id, optionalId, optionalText, queryId, textList, timestamp } from './fields.js';
import { GUEST_TYPES, GuestType } from './guests.js';
import { EXPORT_FORMATS, EXPORT_MESSAGES } from './export-constants.js';
import { Menu } from './menus.js';
import { RSVP_ANSWERED_BY, RSVP_LIMITS, RSVP_MESSAGES, RSVP_STATUSES } from './rsvp-constants.js';

export * from './rsvp-constants.js';

/**
 * RSVP ('Zusagen' / 'Absagen'): each guest answers for themself and the members of their group,
 * until the end of the deadline's day on the venue's calendar; admins read the overview and may
 * edit any answer at any time.
 */

// ---------------------------------------------------------------- settings

/**
 * `PUT /api/admin/rsvp/settings`: the deadline (a calendar day, null: no deadline) and which
 * optional questions are asked. Fields left out keep their value.
 */
export const RsvpSettingsInput = z.object({
  deadline: calendarDate(RSVP_MESSAGES.deadlineInvalid).nullish(),
  ask_menu: z.boolean().optional(),
  ask_allergies: z.boolean().optional(),
  ask_song_wish: z.boolean().optional(),
  ask_message: z.boolean().optional(),
});
export type RsvpSettingsInput = z.output<typeof RsvpSettingsInput>;

export const RsvpSettings = z
  .object({
    /** 'YYYY-MM-DD'; answers are taken through the end of this day in the venue's time zone. null: no deadline. */
    deadline: z.string().nullable(),
    ask_menu: z.boolean(),
    ask_allergies: z.boolean(),
    ask_song_wish: z.boolean(),
    ask_message: z.boolean(),
    /** The venue's time zone, in which the deadline's day ends. */
    time_zone: z.string(),
    /** Whether guests may still answer (the deadline's day has not ended yet). */
    open: z.boolean(),
  })
  .meta({ title: 'RsvpSettings' });
export type RsvpSettings = z.output<typeof RsvpSettings>;

// ---------------------------------------------------------------- answers

const allergyList = () =>
  textList(RSVP_LIMITS.allergies, RSVP_LIMITS.allergyLength)
    .nullish()
    .transform((list) => (list === null ? [] : list));

/**
 * One person's answer. Menu and allergies of someone who comes are written into their guest record
 * (the one truth every list reads); left out (the question not asked), the record keeps its values,
 * null / [] clear them. Declining leaves the record alone and clears song wish and companion (they
 * concern only those who come); the message to the couple is kept either way.
 */
const answerFields = {
  attending: z.boolean({ error: RSVP_MESSAGES.attendingRequired }),
  menu_id: optionalId(RSVP_MESSAGES.menuIdInvalid),
  allergies: allergyList(),
  song_wish: optionalText(RSVP_LIMITS.songWish, RSVP_MESSAGES.songWishTooLong),
  message: optionalText(RSVP_LIMITS.message, RSVP_MESSAGES.messageTooLong),
  companion_name: optionalText(RSVP_LIMITS.companionName, RSVP_MESSAGES.companionNameTooLong),
  /** The companion's menu and allergies; only with a companion's name (without one they are cleared). */
  companion_menu_id: optionalId(RSVP_MESSAGES.menuIdInvalid),
  companion_allergies: allergyList(),
};

const RsvpAnswerInput = z.object({ guest_id: id(RSVP_MESSAGES.guestIdInvalid), ...answerFields });
type RsvpAnswerInput = z.output<typeof RsvpAnswerInput>;

/** `PUT /api/guest/rsvp`: the answers of the guest and members of their group, stored all or none. */
export const GuestRsvpInput = z.object({
  answers: z
    .array(RsvpAnswerInput, { error: RSVP_MESSAGES.answersRequired })
    .min(1, RSVP_MESSAGES.answersRequired)
    .max(RSVP_LIMITS.answers, RSVP_MESSAGES.tooManyAnswers)
    .refine((answers) => new Set(answers.map((a) => a.guest_id)).size === answers.length, RSVP_MESSAGES.duplicateGuest),
  /**
   * Consent to store allergies and dietary needs (health data) for the catering (issue 42): required
   * (true) when any answer names allergies; stored with its time on each guest record it covers.
   */
  allergy_consent: z.boolean().optional(),
});
export type GuestRsvpInput = z.output<typeof GuestRsvpInput>;

/** `PUT /api/admin/rsvp/{guest_id}`: an admin records or corrects one guest's answer (also after the deadline). */
export const AdminRsvpInput = z.object(answerFields);
export type AdminRsvpInput = z.output<typeof AdminRsvpInput>;

export const RsvpAnswer = z
  .object({
    attending: z.boolean(),
    /** The guest record's menu and allergies (the one truth; kept when the guest declines). */
    menu_id: z.number().int().nullable(),
    allergies: z.array(z.string()),
    song_wish: z.string().nullable(),
    message: z.string().nullable(),
    companion_name: z.string().nullable(),
    /** The companion's menu and allergies (null / [] without a companion). Defaults: replies written before companions had them. */
    companion_menu_id: z.number().int().nullable(),
    companion_allergies: z.array(z.string()),
    answered_at: timestamp(),
    answered_by: z.enum(RSVP_ANSWERED_BY),
    /** The guest who answered (themself or a member of their group); null for an admin. */
    answered_by_name: z.string().nullable(),
  })
  .meta({ title: 'RsvpAnswer' });
export type RsvpAnswer = z.output<typeof RsvpAnswer>;
export type RsvpAnswerJson = z.input<typeof RsvpAnswer>;

const GuestRsvpMember = z
  .object({
    guest_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    /** The signed-in guest. */
    is_self: z.boolean(),
    /** An admin allows a named companion (plus-one) for this guest. */
    companion_allowed: z.boolean(),
    /** The guest record's menu and allergies (also before an answer): what the form starts from. */
    menu_id: z.number().int().nullable(),
    allergies: z.array(z.string()),
    /** When consent to store allergies was given for this guest (null: none). */
    allergy_consent_at: timestamp().nullable(),
    /** null: not answered yet. */
    answer: RsvpAnswer.nullable(),
  })
  .meta({ title: 'GuestRsvpMember' });
type GuestRsvpMember = z.output<typeof GuestRsvpMember>;

/** `GET /api/guest/rsvp` (and the reply of its PUT): the questions, the deadline, the choosable menus, and the answers of the guest and their group. */
export const GuestRsvpReply = z
  .object({
    settings: RsvpSettings,
    /** The menus an admin marked as choosable (only when the menu question is asked). */
    menus: z.array(Menu),
    /** The guest first, then the other members of their group by name. */
    members: z.array(GuestRsvpMember),
  })
  .meta({ title: 'GuestRsvpReply' });
export type GuestRsvpReply = z.output<typeof GuestRsvpReply>;
export type GuestRsvpReplyJson = z.input<typeof GuestRsvpReply>;

// ---------------------------------------------------------------- admin overview

const status = z.enum(RSVP_STATUSES, { error: RSVP_MESSAGES.statusUnknown });

/** Filters of the overview and its exports; each left out: all. */
export const AdminRsvpQuery = z.object({
  status: status.optional(),
  guest_type: z.enum(GUEST_TYPES, { error: RSVP_MESSAGES.guestTypeUnknown }).optional(),
  group_id: queryId(RSVP_MESSAGES.groupInvalid),
});
export type AdminRsvpQuery = z.output<typeof AdminRsvpQuery>;

/** `GET /api/exports/rsvp`: the overview's guests (filtered alike) as CSV or PDF. */
export const RsvpExportQuery = AdminRsvpQuery.extend({ format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatUnknown }) });
export type RsvpExportQuery = z.output<typeof RsvpExportQuery>;

export const RsvpCounts = z.object({ yes: z.number().int(), no: z.number().int(), open: z.number().int() }).meta({ title: 'RsvpCounts' });
export type RsvpCounts = z.output<typeof RsvpCounts>;

export const AdminRsvpRow = z
  .object({
    guest_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    guest_type: GuestType,
    group_id: z.number().int().nullable(),
    group_name: z.string().nullable(),
    companion_allowed: z.boolean(),
    /** The guest record's menu and allergies (also before an answer, like a member of the guest's reply): what the editor starts from. */
    menu_id: z.number().int().nullable(),
    allergies: z.array(z.string()),
    status: z.enum(RSVP_STATUSES),
    answer: RsvpAnswer.nullable(),
  })
  .meta({ title: 'AdminRsvpRow' });
export type AdminRsvpRow = z.output<typeof AdminRsvpRow>;

export const RsvpSummary = z
  .object({
    total: RsvpCounts,
    /** Guests who come with a named companion (each brings one more person). */
    companions: z.number().int(),
    by_guest_type: z.array(RsvpCounts.extend({ guest_type: GuestType })),
    /** Groups by name; guests without a group last (group_id null). */
    by_group: z.array(RsvpCounts.extend({ group_id: z.number().int().nullable(), group_name: z.string().nullable() })),
    /** Menus of those who come, companions included (guest record; companion: the answer); menu_id null: no menu chosen. */
    menus: z.array(z.object({ menu_id: z.number().int().nullable(), label: z.string(), count: z.number().int() })),
    /**
     * Those who come and named allergies or dietary needs, companions included: a companion's row
     * carries the guest's id, the companion's name and companion: true.
     */
    allergies: z.array(z.object({ guest_id: z.number().int(), name: z.string(), allergies: z.array(z.string()), companion: z.boolean() })),
  })
  .meta({ title: 'RsvpSummary' });
export type RsvpSummary = z.output<typeof RsvpSummary>;

/** `GET /api/admin/rsvp`: settings, every menu (with its choosable flag), the groups (for the filter), the filtered guests and their counts. */
export const AdminRsvpReply = z
  .object({
    settings: RsvpSettings,
    menus: z.array(Menu),
    groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
    guests: z.array(AdminRsvpRow),
    summary: RsvpSummary,
  })
  .meta({ title: 'AdminRsvpReply' });
export type AdminRsvpReply = z.output<typeof AdminRsvpReply>;
export type AdminRsvpReplyJson = z.input<typeof AdminRsvpReply>;
