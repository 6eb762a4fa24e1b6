import { z } from 'zod';
import { id, instant, optionalText, queryId, queryInteger, requiredText, timestamp } from './fields.js';
import { GALLERY_PAGE_SIZE, IMAGE_WIDTHS, MEDIA_FOLDERS, VIEW_FILTERS } from './media-constants.js';

export * from './media-constants.js';

const PHOTO_GROUP_NAME_REQUIRED = 'Bitte geben Sie einen Gruppennamen ein';
const PHOTO_CATEGORY_NAME_REQUIRED = 'Bitte geben Sie einen Kategorienamen ein';
const MEDIA_FOLDER_INVALID = "Ordner muss 'hochzeit' oder 'wartensee' sein";
export const PHOTO_GROUP_NOT_FOUND = 'Fotogruppe nicht gefunden';
export const PHOTO_CATEGORY_NOT_FOUND = 'Fotokategorie nicht gefunden';
export const GUEST_ALREADY_IN_PHOTO_GROUP = 'Der Gast ist bereits in dieser Fotogruppe';
export const GUEST_NOT_IN_PHOTO_GROUP = 'Der Gast ist nicht in dieser Fotogruppe';
/** A medium's categories or groups name ids that do not exist: nothing is changed. */
export const unknownPhotoCategories = (ids: number[]) => `Unbekannte Fotokategorie${ids.length === 1 ? '' : 'n'}: ${ids.join(', ')}`;
export const unknownPhotoGroups = (ids: number[]) => `Unbekannte Fotogruppe${ids.length === 1 ? '' : 'n'}: ${ids.join(', ')}`;

export const MediaFolder = z.enum(MEDIA_FOLDERS, { error: MEDIA_FOLDER_INVALID });
export type MediaFolder = z.infer<typeof MediaFolder>;
export const ViewFilter = z.enum(VIEW_FILTERS, { error: "Ansicht muss 'all', 'own' oder 'shared' sein" });
export type ViewFilter = z.infer<typeof ViewFilter>;

/** A query value from the address bar: '' counts as not given. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `GET /api/media/gallery`: folder, category and view; offset/limit page through large galleries (newest first). */
export const GalleryQuery = z.object({
  folder: z.preprocess(emptyAsUndefined, MediaFolder.optional()),
  category_id: queryId(),
  view_filter: z.preprocess(emptyAsUndefined, ViewFilter.default('all')),
  offset: queryInteger(0, 1_000_000_000, 0),
  limit: queryInteger(1, 500, GALLERY_PAGE_SIZE),
});
export type GalleryQuery = z.output<typeof GalleryQuery>;

/** `GET /api/media/admin/list?folder=`: all media of a folder, or of both. */
export const AdminMediaQuery = z.object({ folder: z.preprocess(emptyAsUndefined, MediaFolder.optional()) });
export type AdminMediaQuery = z.output<typeof AdminMediaQuery>;

/** The text fields of an upload (multipart, beside `files[]`); guests have no folder to choose. */
export const GuestUploadInput = z.object({ description: optionalText(1000) });
export const AdminUploadInput = z.object({ description: optionalText(1000), folder: MediaFolder });

export const MediaCategoryRef = z.object({ id: z.number().int(), name: z.string() }).meta({ title: 'MediaCategoryRef' });
export const MediaGroupRef = z.object({ id: z.number().int(), name: z.string() }).meta({ title: 'MediaGroupRef' });

/**
 * A photo as the gallery and the media manager show it. `thumbnail_url` and `url` work without an
 * Authorization header and only for whoever may see the medium: the browser appends
 * `?width=300&format=webp` (grid), `?width=1200&format=webp` (lightbox) or `?width=100` (admin table).
 */
export const MediaItem = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    /** The same name again: older clients read `file_name`. */
    file_name: z.string(),
    folder: MediaFolder,
    description: z.string().nullable(),
    thumbnail_url: z.string(),
    url: z.string(),
    uploaded_at: timestamp(),
    uploader_name: z.string().nullable(),
    is_own_upload: z.boolean(),
    categories: z.array(MediaCategoryRef),
    /** When the photo was taken (from its metadata), for sorting; null when unknown. */
    taken_at: timestamp().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Hidden media stay in the media manager but leave the gallery and the photo wall. */
    hidden: z.boolean(),
    /** From the venue link and not yet approved: only admins see it (media manager, approval list). The server always sends it. */
    pending: z.boolean().default(false),
  })
  .meta({ title: 'MediaItem' });
export type MediaItem = z.output<typeof MediaItem>;
export type MediaItemJson = z.input<typeof MediaItem>;

export const PhotoCategory = z.object({ id: z.number().int(), name: z.string(), media_count: z.number().int() }).meta({ title: 'PhotoCategory' });
export type PhotoCategory = z.output<typeof PhotoCategory>;

export const PhotoGroup = z
  .object({ id: z.number().int(), name: z.string(), media_count: z.number().int(), guest_ids: z.array(z.number().int()) })
  .meta({ title: 'PhotoGroup' });
export type PhotoGroup = z.output<typeof PhotoGroup>;

export const PhotoGroupGuest = z
  .object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })
  .meta({ title: 'PhotoGroupGuest' });
export type PhotoGroupGuest = z.output<typeof PhotoGroupGuest>;

export const PhotoGroupInput = z.object({ name: requiredText(200, PHOTO_GROUP_NAME_REQUIRED, 'Der Gruppenname ist zu lang (max. 200 Zeichen)') });
export type PhotoGroupInput = z.output<typeof PhotoGroupInput>;
export const PhotoCategoryInput = z.object({ name: requiredText(200, PHOTO_CATEGORY_NAME_REQUIRED, 'Der Kategoriename ist zu lang (max. 200 Zeichen)') });
export type PhotoCategoryInput = z.output<typeof PhotoCategoryInput>;
export const PhotoGroupGuestInput = z.object({ guest_id: id('Bitte wählen Sie einen Gast aus') });
export type PhotoGroupGuestInput = z.output<typeof PhotoGroupGuestInput>;

/** A medium's categories, replaced as a whole (`replace: true`) or added to. */
export const MediaCategoriesInput = z.object({ category_ids: z.array(id()).max(100), replace: z.boolean().default(true) });
export type MediaCategoriesInput = z.output<typeof MediaCategoriesInput>;
/** The photo groups a medium is shared with; a medium in no group is visible to every guest. */
export const MediaGroupsInput = z.object({ group_ids: z.array(id()).max(100), replace: z.boolean().default(true) });
export type MediaGroupsInput = z.output<typeof MediaGroupsInput>;

/** Hide a medium from the gallery and the photo wall (it stays in the media manager), or show it again. */
export const MediaHiddenInput = z.object({ hidden: z.boolean({ error: 'hidden muss wahr oder falsch sein' }) });
export type MediaHiddenInput = z.output<typeof MediaHiddenInput>;

/** The photo wall asks for what is new since its last look (newest first). */
export const PhotoWallQuery = z.object({ since: z.preprocess(emptyAsUndefined, instant().optional()) });
export type PhotoWallQuery = z.output<typeof PhotoWallQuery>;

export const IMAGE_WIDTH_INVALID = 'Ungültige Bildbreite: erlaubt sind 100, 300 und 1200';
export const IMAGE_FORMAT_INVALID = "Ungültiges Bildformat: erlaubt ist nur 'webp'";
export const IMAGE_UNAVAILABLE = 'Das Bild kann gerade nicht angezeigt werden';

/**
 * `GET /api/media/image/{id}` and `/api/media/thumbnail/{id}` (also with a signature in the path):
 * `width` 100, 300 or 1200 answers that WebP derivative (`format` may only be `webp`). Without a
 * width the image address answers the full-size original without personal metadata, and the
 * thumbnail address the 300 px WebP.
 */
export const ImageQuery = z.object({
  width: z.preprocess(
    emptyAsUndefined,
    z
      .enum(IMAGE_WIDTHS.map(String) as ['100', '300', '1200'], { error: IMAGE_WIDTH_INVALID })
      .transform((width) => Number(width) as (typeof IMAGE_WIDTHS)[number])
      .optional(),
  ),
  format: z.preprocess(emptyAsUndefined, z.enum(['webp'], { error: IMAGE_FORMAT_INVALID }).optional()),
});
export type ImageQuery = z.output<typeof ImageQuery>;

/** `GET /api/media/admin/download` (and its `download-link`): a folder, a photo group, both, or everything. */
export const AdminDownloadQuery = z.object({
  folder: z.preprocess(emptyAsUndefined, MediaFolder.optional()),
  group_id: queryId('Ungültige Fotogruppe'),
});
export type AdminDownloadQuery = z.output<typeof AdminDownloadQuery>;

/**
 * A signed address of a ZIP download, for a plain `<a href>` or `window.location`: the browser
 * streams the archive to disk instead of loading it into memory. Valid for 15 minutes.
 */
export const DownloadLink = z.object({ url: z.string() }).meta({ title: 'DownloadLink' });
export type DownloadLink = z.output<typeof DownloadLink>;
