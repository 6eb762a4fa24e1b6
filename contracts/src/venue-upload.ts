/**
 * Photos from everyone at the venue (issue 38): the venue link and its settings, approval of the
 * venue's photos, 'Erst nach der Feier zeigen', a guest deleting their own photo. Constants and
 * messages without zod (header names, the tus path, limits) are in media-constants.ts.
 */
import { z } from 'zod';
import { id, instant, optionalText, timestamp } from './fields.js';
import { DEVICE_ID_INVALID, DEVICE_ID_PATTERN, MEDIA_IDS_REQUIRED, VENUE_NAME_MAX, VENUE_NAME_REQUIRED, VENUE_NAME_TOO_LONG } from './media-constants.js';

/** The venue link as the admin sees it: `token` goes into the page address (venuePagePath), `url` is that address in full. */
export const VenueLink = z
  .object({ token: z.string(), url: z.string(), created_at: timestamp() })
  .meta({ title: 'VenueLink' });
export type VenueLink = z.output<typeof VenueLink>;

/**
 * `GET /api/media/admin/venue` (and the reply of every venue change): the link (null: switched off)
 * and the couple's choices.
 */
export const VenueAdmin = z
  .object({
    link: VenueLink.nullable(),
    /** 'automatisch freigeben': the venue link's photos are shown at once instead of waiting for approval. */
    auto_approve: z.boolean(),
    /** The uploader's name is shown with each photo in the gallery and on the wall. */
    show_uploader_names: z.boolean(),
    /** 'Erst nach der Feier zeigen': the guests' gallery is closed until then; null: open. */
    gallery_closed_until: timestamp().nullable(),
    /** Photos waiting for approval now. */
    pending_count: z.number().int(),
  })
  .meta({ title: 'VenueAdmin' });
export type VenueAdmin = z.output<typeof VenueAdmin>;
export type VenueAdminJson = z.input<typeof VenueAdmin>;

/** `PUT /api/media/admin/venue/settings`: each field left out stays as it is; `gallery_closed_until: null` opens the gallery. */
export const VenueSettingsInput = z.object({
  auto_approve: z.boolean({ error: 'automatisch freigeben muss wahr oder falsch sein' }).optional(),
  show_uploader_names: z.boolean({ error: 'Namen anzeigen muss wahr oder falsch sein' }).optional(),
  gallery_closed_until: instant('Bitte geben Sie Datum und Uhrzeit an, ab der die Galerie offen ist').nullable().optional(),
});
export type VenueSettingsInput = z.output<typeof VenueSettingsInput>;

/** `POST /api/media/admin/approve` and `/reject`: several photos at once (rejected photos are deleted). */
export const MediaIdsInput = z.object({
  ids: z.array(id(MEDIA_IDS_REQUIRED), { error: MEDIA_IDS_REQUIRED }).min(1, MEDIA_IDS_REQUIRED).max(500, 'Höchstens 500 Fotos auf einmal'),
});
export type MediaIdsInput = z.output<typeof MediaIdsInput>;
/** The photos the call changed (ids that were not pending, or are gone, are left out). */
export const MediaIdsReply = z.object({ ids: z.array(z.number().int()) }).meta({ title: 'MediaIdsReply' });
export type MediaIdsReply = z.output<typeof MediaIdsReply>;

/** `GET /api/media/admin/venue/table-cards?per_page=`: A4 sheets of table cards with the venue QR code. */
export const TABLE_CARDS_PER_PAGE = [2, 4, 6] as const;
export const TableCardsQuery = z.object({
  per_page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['2', '4', '6'], { error: 'Karten pro Seite: 2, 4 oder 6' })
      .default('4')
      .transform((value) => Number(value) as (typeof TABLE_CARDS_PER_PAGE)[number]),
  ),
});
export type TableCardsQuery = z.output<typeof TableCardsQuery>;
export const VENUE_LINK_OFF = 'Der Link zum Teilen von Fotos ist ausgeschaltet. Bitte erstellen Sie zuerst einen Link.';

/** `GET /api/venue/{token}` (public): what the venue page shows; 404 {msg: VENUE_LINK_INVALID} for an old or switched-off link. */
export const VenueInfo = z
  .object({
    title: z.string(),
    couple_names: z.string(),
    /** Whether the photos wait for the couple's approval (the page says so after an upload). */
    needs_approval: z.boolean(),
    max_bytes: z.number().int(),
  })
  .meta({ title: 'VenueInfo' });
export type VenueInfo = z.output<typeof VenueInfo>;

/** 'Ihr Name' with each venue upload (multipart field `uploader_name`, or tus metadata `uploader_name`). */
export const venueName = () =>
  z.string({ error: VENUE_NAME_REQUIRED }).trim().min(1, VENUE_NAME_REQUIRED).max(VENUE_NAME_MAX, VENUE_NAME_TOO_LONG);
/** The text fields of `POST /api/venue/{token}/upload` beside `files[]` (header X-Device-Id required). */
export const VenueUploadInput = z.object({ uploader_name: venueName(), description: optionalText(1000) });
export type VenueUploadInput = z.output<typeof VenueUploadInput>;
export const DeviceId = z.string({ error: DEVICE_ID_INVALID }).regex(DEVICE_ID_PATTERN, DEVICE_ID_INVALID);

/** One photo as the venue upload answers it: the phone cannot view photos, only learn they arrived. */
export const VenueUploadedPhoto = z
  .object({ id: z.number().int(), filename: z.string(), pending: z.boolean() })
  .meta({ title: 'VenueUploadedPhoto' });
export type VenueUploadedPhoto = z.output<typeof VenueUploadedPhoto>;

/** `GET /api/media/gallery-status` (guests): whether the gallery is closed, and until when. */
export const GalleryStatus = z
  .object({ closed_until: timestamp().nullable(), show_uploader_names: z.boolean() })
  .meta({ title: 'GalleryStatus' });
export type GalleryStatus = z.output<typeof GalleryStatus>;
export type GalleryStatusJson = z.input<typeof GalleryStatus>;
