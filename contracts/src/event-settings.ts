import { z } from 'zod';
import { requiredText, timestamp } from './fields.js';

export const EVENT_STARTS_AT_REQUIRED = 'Bitte geben Sie Datum und Uhrzeit der Hochzeit an';

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
});
export type EventSettingsInput = z.output<typeof EventSettingsInput>;
export type EventSettingsInputValues = z.input<typeof EventSettingsInput>;

/** `GET /api/event-settings`: what the countdown, the weather and the directions pages read. */
export const EventSettings = z
  .object({ title: z.string(), starts_at: timestamp(), venue_name: z.string(), venue_address: z.string() })
  .meta({ title: 'EventSettings' });
export type EventSettings = z.output<typeof EventSettings>;
/** As it arrives in the browser: starts_at is ISO text. */
export type EventSettingsJson = z.input<typeof EventSettings>;
