import { z } from 'zod';
import { id, optionalText, requiredText } from './fields.js';
import { RSVP_STATUSES } from './rsvp-constants.js';

/** Beds a room has without extras; an extra bed and a crib add one each. */
export const ROOM_BASE_CAPACITY_DEFAULT = 2;
const ROOM_BASE_CAPACITY_MAX = 20;

const ROOM_NUMBER_MISSING = 'Bitte geben Sie eine Zimmernummer ein';
const ROOM_LOCATION_MISSING = 'Bitte wählen Sie einen Standort aus';
const ROOM_BASE_CAPACITY_TOO_SMALL = 'Die Grundkapazität muss mindestens 1 sein';
const ROOM_BASE_CAPACITY_NOT_INTEGER = 'Die Grundkapazität muss eine ganze Zahl sein';
const ROOM_BASE_CAPACITY_TOO_BIG = `Die Grundkapazität ist zu groß (max. ${ROOM_BASE_CAPACITY_MAX})`;
const ROOM_ASSIGNMENT_GUEST_MISSING = 'Bitte wählen Sie einen Gast aus';
const ROOM_ASSIGNMENT_ROOM_MISSING = 'Bitte wählen Sie ein Zimmer aus';
const LOCATION_NAME_MISSING = 'Bitte geben Sie einen Namen für den Standort ein';

/**
 * A room as POST and PUT send it (PUT sends the same payload). Left-out capacity fields mean the
 * default on create and "keep" on update; the total capacity is always computed by the server.
 */
export const RoomInput = z.object({
  room_number: requiredText(50, ROOM_NUMBER_MISSING, 'Die Zimmernummer ist zu lang (max. 50 Zeichen)'),
  description: optionalText(1000, 'Die Beschreibung ist zu lang (max. 1000 Zeichen)'),
  base_capacity: z
    .number({ error: ROOM_BASE_CAPACITY_NOT_INTEGER })
    .int(ROOM_BASE_CAPACITY_NOT_INTEGER)
    .min(1, ROOM_BASE_CAPACITY_TOO_SMALL)
    .max(ROOM_BASE_CAPACITY_MAX, ROOM_BASE_CAPACITY_TOO_BIG)
    .optional(),
  location_id: id(ROOM_LOCATION_MISSING),
  has_extra_bed: z.boolean().optional(),
  has_crib: z.boolean().optional(),
});
export type RoomInput = z.output<typeof RoomInput>;
export type RoomInputValues = z.input<typeof RoomInput>;

export const Room = z
  .object({
    id: z.number().int(),
    room_number: z.string(),
    description: z.string().nullable(),
    base_capacity: z.number().int(),
    /** Base beds plus one for an extra bed plus one for a crib. */
    total_capacity: z.number().int(),
    location_id: z.number().int(),
    location_name: z.string(),
    has_extra_bed: z.boolean(),
    has_crib: z.boolean(),
    /** Guests assigned to the room who have not declined (a declined guest takes no bed). */
    occupancy: z.number().int(),
    /** Guests assigned to the room who declined in their RSVP: not counted in occupancy. */
    declined: z.number().int(),
  })
  .meta({ title: 'Room' });
export type Room = z.output<typeof Room>;

export const RoomAssignmentInput = z.object({
  guest_id: id(ROOM_ASSIGNMENT_GUEST_MISSING),
  room_id: id(ROOM_ASSIGNMENT_ROOM_MISSING),
});
export type RoomAssignmentInput = z.output<typeof RoomAssignmentInput>;

export const RoomAssignment = z
  .object({
    id: z.number().int(),
    guest_id: z.number().int(),
    room_id: z.number().int(),
    guest_name: z.string(),
    room_number: z.string(),
    /** The room's location name. */
    location: z.string(),
    /** The guest's RSVP: 'no' is listed as 'Abgesagt' and takes no bed. */
    rsvp_status: z.enum(RSVP_STATUSES),
  })
  .meta({ title: 'RoomAssignment' });
export type RoomAssignment = z.output<typeof RoomAssignment>;

/** An Inner Circle guest and whether they already have a room. */
export const InnerCircleGuest = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    has_room: z.boolean(),
    /** The guest's RSVP ('no': declined, needs no room). */
    rsvp_status: z.enum(RSVP_STATUSES),
  })
  .meta({ title: 'InnerCircleGuest' });
export type InnerCircleGuest = z.output<typeof InnerCircleGuest>;

/** A building where guests sleep; its name and address appear in the guest's accommodation block. */
export const LocationInput = z.object({
  name: requiredText(200, LOCATION_NAME_MISSING, 'Der Name des Standorts ist zu lang (max. 200 Zeichen)'),
  address: optionalText(1000, 'Die Adresse ist zu lang (max. 1000 Zeichen)'),
});
export type LocationInput = z.output<typeof LocationInput>;

export const Location = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
  })
  .meta({ title: 'Location' });
export type Location = z.output<typeof Location>;
