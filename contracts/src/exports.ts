import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_MESSAGES, GUEST_LIST_EXPORT_TYPES, TIMELINE_EXPORT_TYPES } from './export-constants.js';

export * from './export-constants.js';

const format = z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.formatUnknown });

/** GET /api/exports/guest-list: type defaults to all. */
export const GuestListExportQuery = z.object({
  format,
  type: z.enum(GUEST_LIST_EXPORT_TYPES, { error: EXPORT_MESSAGES.guestListTypeUnknown }).default('all'),
});
export type GuestListExportQuery = z.output<typeof GuestListExportQuery>;

/** GET /api/exports/room-list. */
export const RoomListExportQuery = z.object({ format });
export type RoomListExportQuery = z.output<typeof RoomListExportQuery>;

/** GET /api/exports/timeline: a provider's day plan needs the provider. */
export const TimelineExportQuery = z
  .object({
    format,
    type: z.enum(TIMELINE_EXPORT_TYPES, { error: EXPORT_MESSAGES.timelineTypeUnknown }),
    service_provider_id: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number({ error: EXPORT_MESSAGES.providerInvalid }).int(EXPORT_MESSAGES.providerInvalid).min(1, EXPORT_MESSAGES.providerInvalid).optional(),
    ),
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
  })
  .meta({ title: 'ExportStats' });
export type ExportStats = z.output<typeof ExportStats>;
