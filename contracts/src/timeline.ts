import { z } from 'zod';
import { instant, optionalId, optionalText, queryId, requiredText, timestamp } from './fields.js';

/** Which part of the day an event belongs to. */
export const TIMELINE_TYPES = ['appero', 'inner_circle', 'organizer', 'service_provider'] as const;
export const TimelineType = z.enum(TIMELINE_TYPES);
export type TimelineType = z.infer<typeof TimelineType>;
export const TIMELINE_TYPE_LABELS: Record<TimelineType, string> = {
  appero: 'Apéro-Gäste',
  inner_circle: 'Inner Circle',
  organizer: 'Organisatoren',
  service_provider: 'Dienstleister',
};

/** Who may see an event (visible_to). */
export const TIMELINE_AUDIENCES = ['admin', 'organizer', 'guest', 'service_provider'] as const;
export const TimelineAudience = z.enum(TIMELINE_AUDIENCES);
export type TimelineAudience = z.infer<typeof TimelineAudience>;
export const TIMELINE_AUDIENCE_LABELS: Record<TimelineAudience, string> = {
  admin: 'Admin',
  organizer: 'Organisatoren',
  guest: 'Gäste',
  service_provider: 'Dienstleister',
};

/** A new event: dark green, Inner Circle, visible to admin, guest and organizer. */
export const DEFAULT_EVENT_COLOR = '#013220';
export const DEFAULT_TIMELINE_TYPE: TimelineType = 'inner_circle';
export const DEFAULT_VISIBLE_TO: readonly TimelineAudience[] = ['admin', 'guest', 'organizer'];

export const TIMELINE_MESSAGES = {
  titleRequired: 'Bitte geben Sie einen Titel ein',
  timeInvalid: 'Bitte geben Sie eine gültige Startzeit an',
  endTimeInvalid: 'Die Endzeit ist kein gültiges Datum',
  endBeforeStart: 'Die Endzeit muss nach der Startzeit liegen',
  descriptionRequired: 'Bitte geben Sie eine Beschreibung ein',
  typeUnknown: 'Unbekannter Timeline-Typ',
  audienceUnknown: 'Unbekannte Rolle in visible_to',
  audienceRequired: 'Bitte wählen Sie mindestens eine Rolle für die Sichtbarkeit',
  colorInvalid: 'Die Farbe muss ein Hex-Wert wie #013220 sein',
  providerInvalid: 'Ungültiger Dienstleister',
} as const;

/**
 * An event as the admin saves it (create and update alike: the whole event). Optional fields left
 * out are stored empty; sms_sent is never taken from a request.
 */
export const TimelineEventInput = z
  .object({
    title: requiredText(200, TIMELINE_MESSAGES.titleRequired),
    time: instant(TIMELINE_MESSAGES.timeInvalid),
    end_time: z
      .union([z.literal(''), instant(TIMELINE_MESSAGES.endTimeInvalid)], { error: TIMELINE_MESSAGES.endTimeInvalid })
      .nullish()
      .transform((value) => value || null)
      .meta({ description: 'Leer lassen bei Ereignissen ohne Zeitspanne' }),
    description: requiredText(5000, TIMELINE_MESSAGES.descriptionRequired),
    timeline_type: z.enum(TIMELINE_TYPES, { error: TIMELINE_MESSAGES.typeUnknown }),
    visible_to: z
      .array(z.enum(TIMELINE_AUDIENCES, { error: TIMELINE_MESSAGES.audienceUnknown }), { error: TIMELINE_MESSAGES.audienceRequired })
      .min(1, TIMELINE_MESSAGES.audienceRequired)
      .transform((audiences) => [...new Set(audiences)]),
    location: optionalText(200).default(null),
    responsible_person: optionalText(200).default(null),
    /** Left out: a new event gets the default colour, an edited one keeps its colour. */
    event_color: z.string({ error: TIMELINE_MESSAGES.colorInvalid }).regex(/^#[0-9a-fA-F]{6}$/, TIMELINE_MESSAGES.colorInvalid).optional(),
    sms_notification: z.boolean().default(false),
    service_provider_id: optionalId(TIMELINE_MESSAGES.providerInvalid).default(null),
  })
  .refine((event) => !event.end_time || new Date(event.end_time) > new Date(event.time), {
    message: TIMELINE_MESSAGES.endBeforeStart,
    path: ['end_time'],
  });
export type TimelineEventInput = z.output<typeof TimelineEventInput>;
export type TimelineEventInputValues = z.input<typeof TimelineEventInput>;

/** Filters of the admin list: a type ('all' or left out: every type) and a provider. */
export const TimelineQuery = z.object({
  type: z.enum([...TIMELINE_TYPES, 'all'], { error: TIMELINE_MESSAGES.typeUnknown }).optional(),
  service_provider_id: queryId(TIMELINE_MESSAGES.providerInvalid),
});
export type TimelineQuery = z.output<typeof TimelineQuery>;

/** An event as admins read it. */
export const TimelineEvent = z
  .object({
    id: z.number().int(),
    title: z.string(),
    time: timestamp(),
    end_time: timestamp().nullable(),
    description: z.string(),
    timeline_type: TimelineType,
    visible_to: z.array(TimelineAudience),
    location: z.string().nullable(),
    responsible_person: z.string().nullable(),
    event_color: z.string(),
    sms_notification: z.boolean(),
    /** Set by the SMS reminder only. */
    sms_sent: z.boolean(),
    service_provider_id: z.number().int().nullable(),
    service_provider_name: z.string().nullable(),
  })
  .meta({ title: 'TimelineEvent' });
/** On the server (times are Dates). */
export type TimelineEvent = z.output<typeof TimelineEvent>;
/** As the frontends receive it (times as ISO text). */
export type TimelineEventJson = z.input<typeof TimelineEvent>;

/** An event of a guest's day plan: nothing about who else sees it or who runs it. */
export const GuestTimelineEvent = TimelineEvent.pick({
  id: true,
  title: true,
  time: true,
  end_time: true,
  description: true,
  location: true,
  event_color: true,
  timeline_type: true,
}).meta({ title: 'GuestTimelineEvent' });
export type GuestTimelineEvent = z.output<typeof GuestTimelineEvent>;
export type GuestTimelineEventJson = z.input<typeof GuestTimelineEvent>;

/** An event of a provider's schedule: as guests see it, plus who is responsible on site. */
export const ProviderTimelineEvent = GuestTimelineEvent.extend({ responsible_person: z.string().nullable() }).meta({
  title: 'ProviderTimelineEvent',
});
export type ProviderTimelineEvent = z.output<typeof ProviderTimelineEvent>;
export type ProviderTimelineEventJson = z.input<typeof ProviderTimelineEvent>;
