import { type Currency, DEFAULT_COUPLE_NAMES, DEFAULT_CURRENCY, DEFAULT_GUEST_ADDRESS, DEFAULT_VENUE_TIME_ZONE, type GuestAddress } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * An installation nobody has set up yet: neutral (no couple's names, no venue), on the
 * specification's date and time. The demo data replaces it with the demo wedding; admins change it
 * in the settings.
 */
export const DEFAULT_EVENT = {
  title: 'Unsere Hochzeit',
  couple_names: DEFAULT_COUPLE_NAMES,
  starts_at: '2025-06-07T15:30:00+02:00',
  venue_name: '',
  venue_address: '',
  time_zone: DEFAULT_VENUE_TIME_ZONE,
  latitude: null,
  longitude: null,
  currency: DEFAULT_CURRENCY,
  guest_address: DEFAULT_GUEST_ADDRESS,
} as const;

/** A single row (id 1) holding the event's title, couple, time, venue and cover photo. */
const EventSettingsSchema = defineEntity({
  name: 'EventSettings',
  tableName: 'event_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    title: p.string().length(200),
    starts_at: p.datetime(),
    venue_name: p.string().length(200),
    venue_address: p.text(),
    /** IANA name; SMS times and dates are written on the venue's clocks. */
    time_zone: p.string().length(64).default(DEFAULT_VENUE_TIME_ZONE),
    couple_names: p.string().length(120).default(DEFAULT_COUPLE_NAMES),
    /** Storage key of the cover photo's original (`event-cover/<random>.<ext>`); its WebP sizes lie beside it. */
    cover_key: p.string().length(200).nullable(),
    /** Upright size of the cover photo, so the dashboard reserves its space. */
    cover_width: p.integer().nullable(),
    cover_height: p.integer().nullable(),
    /** The venue's position in degrees (weather, map links); null: not set. */
    latitude: p.double().$type<number>().nullable(),
    longitude: p.double().$type<number>().nullable(),
    /** The currency amounts are shown in ('CHF' or 'EUR'). */
    currency: p.string().length(3).$type<Currency>().default(DEFAULT_CURRENCY),
    /** How every text for guests addresses them: 'sie' (formal) or 'ihr' (familiar). */
    guest_address: p.string().length(3).$type<GuestAddress>().default(DEFAULT_GUEST_ADDRESS),
    /** The person providers call on the day (the couple's or the organisers'); not shown to guests. */
    contact_name: p.string().length(120).nullable(),
    contact_phone: p.string().length(50).nullable(),
    /** The e-mails' sender; null: the couple's names (or 'Hochzeitsportal') and `hochzeit@` the portal's host. */
    email_from_name: p.string().length(100).nullable(),
    email_from_address: p.string().length(254).nullable(),
  },
});

export class EventSettings extends EventSettingsSchema.class {}
EventSettingsSchema.setClass(EventSettings);
