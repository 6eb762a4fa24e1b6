import { z } from 'zod';
import { requiredText, timestamp } from './fields.js';

export const EVENT_STARTS_AT_REQUIRED = 'Bitte geben Sie Datum und Uhrzeit der Hochzeit an';
export const EVENT_TIME_ZONE_INVALID = 'Unbekannte Zeitzone (z. B. Europe/Zurich)';
/** The venue's time zone unless the settings name another: SMS times and dates are written in it. */
export const DEFAULT_VENUE_TIME_ZONE = 'Europe/Zurich';

/** An IANA time zone name the runtime knows ('Europe/Zurich'). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `PUT /api/admin/event-settings`: the wedding's title, start and venue. The start is an ISO 8601
 * date and time with its offset (or Z), so the countdown is right in every time zone.
 */
export const EventSettingsInput = z.object({
  title: requiredText(200, 'Bitte geben Sie einen Titel ein'),
  starts_at: z.codec(z.iso.datetime({ offset: true, error: EVENT_STARTS_AT_REQUIRED }), z.date(), {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  }),
  venue_name: requiredText(200, 'Bitte geben Sie den Ort ein'),
  venue_address: requiredText(500, 'Bitte geben Sie die Adresse ein'),
  time_zone: z
    .string({ error: EVENT_TIME_ZONE_INVALID })
    .trim()
    .refine(isKnownTimeZone, EVENT_TIME_ZONE_INVALID)
    .optional()
    .meta({ description: 'Zeitzone des Veranstaltungsorts (IANA), für Zeiten und Daten in SMS; weggelassen: bleibt wie sie ist' }),
});
export type EventSettingsInput = z.output<typeof EventSettingsInput>;
export type EventSettingsInputValues = z.input<typeof EventSettingsInput>;

/** `GET /api/event-settings`: what the countdown, the weather and the directions pages read. */
export const EventSettings = z
  .object({ title: z.string(), starts_at: timestamp(), venue_name: z.string(), venue_address: z.string(), time_zone: z.string() })
  .meta({ title: 'EventSettings' });
export type EventSettings = z.output<typeof EventSettings>;
/** As it arrives in the browser: starts_at is ISO text. */
export type EventSettingsJson = z.input<typeof EventSettings>;
