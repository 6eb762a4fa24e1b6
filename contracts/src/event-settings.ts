import { z } from 'zod';
import { emailFromAddress, emailFromName } from './email.js';
import { optionalPhone, optionalText, requiredText, timestamp } from './fields.js';
import { GUEST_ADDRESS_INVALID, GUEST_ADDRESSES } from './guest-texts.js';

export const EVENT_STARTS_AT_REQUIRED = 'Bitte geben Sie Datum und Uhrzeit der Hochzeit an';
export const EVENT_TIME_ZONE_INVALID = 'Unbekannte Zeitzone (z. B. Europe/Zurich)';
export const COUPLE_NAMES_REQUIRED = 'Bitte geben Sie die Namen des Brautpaars ein (z. B. Mia & Jonas)';
export const COUPLE_NAMES_TOO_LONG = 'Die Namen des Brautpaars sind zu lang (höchstens 120 Zeichen)';
/** Until the admin names the couple (an installation without demo data): a neutral stand-in, no one's names. */
export const DEFAULT_COUPLE_NAMES = 'Das Brautpaar';

/**
 * The cover photo on the guests' dashboard is served as WebP at these widths: a phone (390 px at
 * 2x–3x) takes 960 or 1600, a desktop 1600; 480 serves small screens and slow connections.
 */
export const COVER_WIDTHS = [480, 960, 1600] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
/** A cover photo: JPEG, PNG or WebP (by its bytes), at most 15 MB. */
export const COVER_MAX_BYTES = 15 * 1024 * 1024;
export const COVER_WRONG_TYPE = 'Bitte wählen Sie ein Foto im Format JPG, PNG oder WEBP.';
export const COVER_TOO_LARGE = 'Das Titelbild ist zu groß (höchstens 15 MB).';
export const COVER_MISSING = 'Bitte wählen Sie ein Foto aus.';
export const COVER_BROKEN = 'Das Foto ist beschädigt und kann nicht gelesen werden.';
export const COVER_NOT_FOUND = 'Kein Titelbild vorhanden';
/** The venue's time zone unless the settings name another: SMS times and dates are written in it. */
export const DEFAULT_VENUE_TIME_ZONE = 'Europe/Zurich';

/** The currencies the wish list, provider prices and exports show amounts in. */
export const CURRENCIES = ['CHF', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** An installation's currency until the admin chooses one (the specification's prices are in euros). */
export const DEFAULT_CURRENCY: Currency = 'EUR';
export const CURRENCY_INVALID = 'Bitte wählen Sie die Währung (CHF oder EUR)';
export const LATITUDE_INVALID = 'Der Breitengrad muss eine Zahl zwischen -90 und 90 sein (z. B. 47.4646)';
export const LONGITUDE_INVALID = 'Der Längengrad muss eine Zahl zwischen -180 und 180 sein (z. B. 9.5083)';
export const COORDINATES_INCOMPLETE = 'Bitte geben Sie Breiten- und Längengrad zusammen an (oder beide nicht)';
export const DAY_CONTACT_PHONE_INVALID = 'Die Telefonnummer der Kontaktperson ist ungültig';
export const DAY_CONTACT_NAME_TOO_LONG = 'Der Name der Kontaktperson ist zu lang (höchstens 120 Zeichen)';

/** A coordinate in degrees within [-limit, limit]; null or omitted: none. */
const coordinate = (limit: number, message: string) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).refine(Number.isFinite, message).nullish();

/** An IANA time zone name the runtime knows ('Europe/Zurich'). */
function isKnownTimeZone(zone: string): boolean {
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
  starts_at: timestamp(EVENT_STARTS_AT_REQUIRED),
  venue_name: requiredText(200, 'Bitte geben Sie den Ort ein'),
  venue_address: requiredText(500, 'Bitte geben Sie die Adresse ein'),
  couple_names: requiredText(120, COUPLE_NAMES_REQUIRED, COUPLE_NAMES_TOO_LONG)
    .optional()
    .meta({ description: 'Die Namen des Brautpaars, wie Gäste sie lesen („Mia & Jonas“); weggelassen: bleiben wie sie sind' }),
  time_zone: z
    .string({ error: EVENT_TIME_ZONE_INVALID })
    .trim()
    .refine(isKnownTimeZone, EVENT_TIME_ZONE_INVALID)
    .optional()
    .meta({ description: 'Zeitzone des Veranstaltungsorts (IANA), für Zeiten und Daten in SMS; weggelassen: bleibt wie sie ist' }),
  latitude: coordinate(90, LATITUDE_INVALID).meta({ description: 'Breitengrad des Veranstaltungsorts (Wetter, Kartenlink); null: keiner; weggelassen: bleibt wie er ist' }),
  longitude: coordinate(180, LONGITUDE_INVALID).meta({ description: 'Längengrad des Veranstaltungsorts; null: keiner; weggelassen: bleibt wie er ist' }),
  guest_address: z.enum(GUEST_ADDRESSES, { error: GUEST_ADDRESS_INVALID }).optional().meta({ description: "Anrede der Gäste in allen Texten für Gäste: 'sie' (förmlich) oder 'ihr' (vertraut); weggelassen: bleibt wie sie ist" }),
  currency: z.enum(CURRENCIES, { error: CURRENCY_INVALID }).optional().meta({ description: 'Währung der Wunschliste, der Preise und der Exporte; weggelassen: bleibt wie sie ist' }),
  contact_name: optionalText(120, DAY_CONTACT_NAME_TOO_LONG).meta({ description: 'Kontaktperson am Hochzeitstag für die Dienstleister; leer: keine' }),
  contact_phone: optionalPhone(DAY_CONTACT_PHONE_INVALID).meta({ description: 'Telefonnummer der Kontaktperson am Hochzeitstag' }),
  email_from_name: emailFromName().meta({ description: 'Absendername der E-Mails; leer: die Namen des Brautpaars (oder „Hochzeitsportal“); weggelassen: bleibt wie er ist' }),
  email_from_address: emailFromAddress().meta({ description: 'Absenderadresse der E-Mails; leer: hochzeit@ der Host der Portal-Adresse; weggelassen: bleibt wie sie ist' }),
}).refine((input) => (input.latitude == null) === (input.longitude == null) || input.latitude === undefined || input.longitude === undefined, { message: COORDINATES_INCOMPLETE, path: ['longitude'] });
export type EventSettingsInput = z.output<typeof EventSettingsInput>;
export type EventSettingsInputValues = z.input<typeof EventSettingsInput>;

/** One size of the cover photo, for `srcset`. */
const CoverImage = z.object({ url: z.string(), width: z.number().int() });
/**
 * The cover photo: its upright size (so the page reserves its space before it loads) and its
 * WebP sizes, smallest first. The addresses change with every new photo and are cacheable forever.
 */
export const Cover = z.object({ width: z.number().int(), height: z.number().int(), images: z.array(CoverImage) }).meta({ title: 'Cover' });
export type Cover = z.output<typeof Cover>;

/** `GET /api/event-settings`: what the dashboard, the countdown, the weather and the directions pages read. */
export const EventSettings = z
  .object({
    title: z.string(),
    couple_names: z.string(),
    starts_at: timestamp(),
    venue_name: z.string(),
    venue_address: z.string(),
    time_zone: z.string(),
    /** The venue's position in degrees; null: not set (no weather, no map link). */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    currency: z.enum(CURRENCIES),
    /** How every text for guests addresses them ('sie' or 'ihr'). */
    guest_address: z.enum(GUEST_ADDRESSES),
    /** null: no photo uploaded; the dashboard shows its own design instead. */
    cover: Cover.nullable(),
  })
  .meta({ title: 'EventSettings' });
export type EventSettings = z.output<typeof EventSettings>;
/** As it arrives in the browser: starts_at is ISO text. */
export type EventSettingsJson = z.input<typeof EventSettings>;

/** The person providers call on the wedding day (the couple's or the organisers'); both null: none named. */
export const DayContact = z.object({ name: z.string().nullable(), phone: z.string().nullable() }).meta({ title: 'DayContact' });
export type DayContact = z.output<typeof DayContact>;

/** `GET`/`PUT /api/admin/event-settings`: the settings and the contact for the day, which guests are not shown. */
export const AdminEventSettings = EventSettings.extend({
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  /** The e-mails' sender as stored; null: the default (see defaultEmailFromName, EMAIL_DEFAULT_FROM_LOCAL_PART). */
  email_from_name: z.string().nullable(),
  email_from_address: z.string().nullable(),
  /** The sender e-mails carry now: the stored values or their defaults. */
  email_sender: z.object({ name: z.string(), address: z.string() }),
}).meta({ title: 'AdminEventSettings' });
export type AdminEventSettings = z.output<typeof AdminEventSettings>;
export type AdminEventSettingsJson = z.input<typeof AdminEventSettings>;
