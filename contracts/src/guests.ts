import { z } from 'zod';
import { RSVP_STATUSES } from './rsvp-constants.js';
import { commaList, optionalChoice, optionalEmail, optionalId, optionalPhone, optionalText, textList, textOrEmpty } from './fields.js';

export const GUEST_TYPES = ['Apéro', 'Inner Circle'] as const;
export const GuestType = z.enum(GUEST_TYPES);
export type GuestType = z.infer<typeof GuestType>;

export const GUEST_SIDES = ['Ehemann', 'Ehefrau', 'Beide'] as const;
export const GuestSide = z.enum(GUEST_SIDES);
export type GuestSide = z.infer<typeof GuestSide>;

export const GUEST_NOT_FOUND = 'Gast nicht gefunden';
const GUEST_TYPE_INVALID = "guest_type muss 'Apéro' oder 'Inner Circle' sein";
const GUEST_SIDE_INVALID = "side muss 'Ehemann', 'Ehefrau' oder 'Beide' sein";
const GUEST_PHONE_INVALID = 'Telefonnummer enthält ungültige Zeichen';
const GUEST_MOBILE_INVALID = 'Mobilnummer enthält ungültige Zeichen';
export const GUEST_MENU_UNKNOWN = 'Menü existiert nicht';
export const GUEST_GROUP_UNKNOWN = 'Gruppe existiert nicht';
export const GUEST_HAS_ROOM = 'Der Gast hat ein Zimmer. Bitte zuerst die Zimmerzuweisung aufheben.';

/** Every guest has a name to be greeted and addressed by: a first or a last name. */
export const GUEST_NAME_MISSING = 'Bitte geben Sie einen Vor- oder Nachnamen ein.';

/** Refuses a body that sends both names empty (a body leaving both out keeps the stored ones; the server checks the result). */
const withAName = <T extends { first_name?: string; last_name?: string }>(guest: T, context: z.RefinementCtx) => {
  if (guest.first_name !== undefined && guest.last_name !== undefined && !guest.first_name && !guest.last_name) {
    context.addIssue({ code: 'custom', path: ['first_name'], message: GUEST_NAME_MISSING });
  }
};

/**
 * A guest as an admin creates or edits them (POST and PUT send the same fields). Only a first or
 * a last name is required; empty optional texts are stored as null, fields left out keep their value.
 */
const GuestFields = z.object({
  first_name: textOrEmpty(100),
  last_name: textOrEmpty(100),
  email: optionalEmail(),
  phone: optionalPhone(GUEST_PHONE_INVALID),
  mobile: optionalPhone(GUEST_MOBILE_INVALID),
  address: optionalText(500),
  menu_id: optionalId(),
  allergies: textList(30, 100)
    .nullish()
    .transform((list) => (list === null ? [] : list)),
  special_requests: optionalText(2000),
  guest_type: z.enum(GUEST_TYPES, { error: GUEST_TYPE_INVALID }).optional(),
  side: optionalChoice(GUEST_SIDES, GUEST_SIDE_INVALID),
  group_id: optionalId(),
  admin_notes: optionalText(5000),
  /** The guest may bring a named companion (plus-one), whose name they give in their RSVP. */
  companion_allowed: z.boolean().optional(),
});
export const GuestInput = GuestFields.superRefine(withAName);
export type GuestInput = z.output<typeof GuestInput>;

/** The admin's guest form: the same fields, with the allergies edited as comma-separated text. */
export const GuestForm = GuestFields.extend({ allergies: commaList(30, 100) }).superRefine(withAName);
export type GuestFormValues = z.input<typeof GuestForm>;

/** A guest with every field, as admins see them. */
export const AdminGuest = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    mobile: z.string().nullable(),
    address: z.string().nullable(),
    menu_id: z.number().int().nullable(),
    allergies: z.array(z.string()),
    special_requests: z.string().nullable(),
    guest_type: GuestType,
    side: GuestSide.nullable(),
    group_id: z.number().int().nullable(),
    admin_notes: z.string().nullable(),
    /** The guest may bring a named companion (plus-one). */
    companion_allowed: z.boolean(),
    /** Whether the guest has a room (accommodation is for Inner Circle guests). */
    has_room: z.boolean(),
    /** The RSVP: answered yes, answered no, or not yet ('open'). A declined guest counts for no meal, room or seat. */
    rsvp_status: z.enum(RSVP_STATUSES),
    /** The companion named in an attending RSVP answer (read-only here: the RSVP edits it). */
    companion: z
      .object({ name: z.string(), menu_id: z.number().int().nullable(), allergies: z.array(z.string()) })
      .nullable(),
    /** The secret of the guest's personal sign-in link, for printed invitations. */
    login_token: z.string(),
    /** The guest's personal sign-in link (PUBLIC_URL/guest-login?token=…): what the QR code holds. */
    login_url: z.string(),
    /** The guest's QR code, with a short-lived signed access token: opens without a header. */
    qr_code_url: z.string(),
  })
  .meta({ title: 'AdminGuest' });
export type AdminGuest = z.output<typeof AdminGuest>;

/** Where an Inner Circle guest sleeps. */
export const RoomInfo = z
  .object({
    room_number: z.string(),
    description: z.string().nullable(),
    location_name: z.string(),
    location_address: z.string().nullable(),
  })
  .meta({ title: 'RoomInfo' });
export type RoomInfo = z.output<typeof RoomInfo>;

/** The signed-in guest's own data; room_info only for Inner Circle guests with a room. */
export const GuestDashboard = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    guest_type: GuestType,
    group_id: z.number().int().nullable(),
    menu_id: z.number().int().nullable(),
    room_info: RoomInfo.nullable(),
    /** The dashboard's 'Zu- oder Absagen' card: the deadline ('YYYY-MM-DD' or null), whether answers are still taken, and whether the guest has answered. */
    rsvp: z.object({ deadline: z.string().nullable(), open: z.boolean(), answered: z.boolean() }),
  })
  .meta({ title: 'GuestDashboard' });
export type GuestDashboard = z.output<typeof GuestDashboard>;
