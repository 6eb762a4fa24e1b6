import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_MESSAGES, GUEST_LIST_EXPORT_TYPES, INVITATION_AUDIENCES, INVITATION_GROUPINGS, TIMELINE_EXPORT_TYPES } from './export-constants.js';
import { queryId } from './fields.js';

export * from './export-constants.js';

const format = z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatUnknown });

/** GET /api/exports/guest-list: type defaults to all. */
export const GuestListExportQuery = z.object({
  format,
  type: z.enum(GUEST_LIST_EXPORT_TYPES, { error: EXPORT_MESSAGES.guestListTypeUnknown }).default('all'),
});
export type GuestListExportQuery = z.output<typeof GuestListExportQuery>;

/**
 * GET /api/exports/invitation-cards: a PDF of A6 cards, four to an A4 sheet with crop marks, each
 * with the names, the event and the personal sign-in QR code. Guests of a type (default all) or
 * the chosen `ids` ('3,7,9'); with `per=family` one card per family with each member's code.
 * For service providers `type` and `per` do not apply.
 */
export const InvitationCardsQuery = z.object({
  audience: z.enum(INVITATION_AUDIENCES, { error: EXPORT_MESSAGES.invitationAudienceUnknown }).default('guests'),
  type: z.enum(GUEST_LIST_EXPORT_TYPES, { error: EXPORT_MESSAGES.guestListTypeUnknown }).default('all'),
  per: z.enum(INVITATION_GROUPINGS, { error: EXPORT_MESSAGES.invitationGroupingUnknown }).default('guest'),
  ids: z
    .string({ error: EXPORT_MESSAGES.invitationIdsInvalid })
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, EXPORT_MESSAGES.invitationIdsInvalid)
    .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))])
    .optional(),
});
export type InvitationCardsQuery = z.output<typeof InvitationCardsQuery>;

/** GET /api/exports/room-list. */
export const RoomListExportQuery = z.object({ format });
export type RoomListExportQuery = z.output<typeof RoomListExportQuery>;

/** GET /api/exports/timeline: a provider's day plan needs the provider. */
export const TimelineExportQuery = z
  .object({
    format,
    type: z.enum(TIMELINE_EXPORT_TYPES, { error: EXPORT_MESSAGES.timelineTypeUnknown }),
    service_provider_id: queryId(EXPORT_MESSAGES.providerInvalid),
  })
  .refine((query) => query.type !== 'service_provider' || query.service_provider_id !== undefined, {
    message: EXPORT_MESSAGES.providerRequired,
    path: ['service_provider_id'],
  });
export type TimelineExportQuery = z.output<typeof TimelineExportQuery>;

/** A provider in the export dropdown, with the number of their events ('Termine'). */
export const ExportServiceProvider = z
  .object({ id: z.number().int(), company_name: z.string(), event_count: z.number().int() })
  .meta({ title: 'ExportServiceProvider' });
export type ExportServiceProvider = z.output<typeof ExportServiceProvider>;

/** The exports page's overview. */
export const ExportStats = z
  .object({
    totalGuests: z.number().int(),
    innerCircleGuests: z.number().int(),
    apperoGuests: z.number().int(),
    occupiedRooms: z.number().int(),
    totalRooms: z.number().int(),
    timelineEvents: z.number().int(),
    /** The RSVP: guests who answered yes (plus the companions they bring), no, or not yet. */
    attendingGuests: z.number().int(),
    companions: z.number().int(),
    declinedGuests: z.number().int(),
    openGuests: z.number().int(),
  })
  .meta({ title: 'ExportStats' });
export type ExportStats = z.output<typeof ExportStats>;
