/**
 * The photo features' constants and messages without zod, so the guest bundle can import them as
 * values (`@hochzeit/contracts/media-constants`).
 */
import { GUEST_TEXTS } from './guest-texts.js';

/** The two folders: the wedding itself and the party; their names and dates are the couple's (Gästeseiten). */
export const MEDIA_FOLDERS = ['hochzeit', 'wartensee'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];
/** A folder's name and date (YYYY-MM-DD, or '' for none) as guests see it. */
export interface GalleryFolder {
  name: string;
  date: string;
}
/** The specification's two folders, until the couple names their own. */
export const DEFAULT_GALLERY_FOLDERS: Record<MediaFolder, GalleryFolder> = {
  hochzeit: { name: 'Hochzeit', date: '2024-06-24' },
  wartensee: { name: 'Schloss Wartensee', date: '2025-06-07' },
};
/** 'Hochzeit (24.06.2024)': the name, with the date in German when there is one. */
export function galleryFolderLabel({ name, date }: GalleryFolder): string {
  const [year, month, day] = date.split('-');
  return date ? `${name} (${day}.${month}.${year})` : name;
}
export const galleryFolderLabels = (folders: Record<MediaFolder, GalleryFolder>): Record<MediaFolder, string> => ({
  hochzeit: galleryFolderLabel(folders.hochzeit),
  wartensee: galleryFolderLabel(folders.wartensee),
});
/** The default folders' labels: 'Hochzeit (24.06.2024)', 'Schloss Wartensee (07.06.2025)'. */
export const MEDIA_FOLDER_LABELS: Record<MediaFolder, string> = galleryFolderLabels(DEFAULT_GALLERY_FOLDERS);
/** Guests always upload into this folder; admins choose. */
export const GUEST_UPLOAD_FOLDER: MediaFolder = 'wartensee';

export const VIEW_FILTERS = ['all', 'own', 'shared'] as const;
export type ViewFilter = (typeof VIEW_FILTERS)[number];
export const VIEW_FILTER_LABELS: Record<ViewFilter, string> = { all: 'Alle Bilder', own: 'Nur meine Uploads', shared: 'Geteilte Bilder' };

/** Derivative widths (WebP): admin table 100, gallery grid 300, lightbox 1200. */
export const IMAGE_WIDTHS = [100, 300, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const THUMBNAIL_WIDTH = 300;
export const LIGHTBOX_WIDTH = 1200;
export const ADMIN_PREVIEW_WIDTH = 100;
export const LIGHTBOX_MAX_ZOOM = 3;

export const GUEST_UPLOAD_MAX_BYTES = 10_485_760;
export const ADMIN_UPLOAD_MAX_BYTES = 20_971_520;
/** Files per upload request. */
export const UPLOAD_MAX_FILES = 20;
/** The gallery loads this many items per page. */
export const GALLERY_PAGE_SIZE = 100;

export const UPLOAD_NO_FILE = GUEST_TEXTS.uploadNoFile.sie;
export const uploadWrongType = (file: string) => `Nur JPG, PNG, GIF, WEBP oder HEIC erlaubt. Ungültig: ${file}`;
export const uploadTooLarge = (maxMegabytes: number, file: string) => `Datei zu groß (max. ${maxMegabytes}MB). Ungültig: ${file}`;

export const GALLERY_LOAD_FAILED = GUEST_TEXTS.galleryLoadFailed.sie;
export const GALLERY_SIGN_IN = GUEST_TEXTS.gallerySignIn.sie;
export const GUEST_UPLOAD_FAILED = 'Fehler beim Hochladen.';
export const MEDIA_NOT_FOUND = 'Medium nicht gefunden';

/** Photo types uploads accept; phones sometimes send a HEIC without a type, so the file's extension decides then. */
const UPLOAD_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif']);
const UPLOAD_IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|heic|heif)$/i;
/** The file input's `accept`. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The server's message for a file it would refuse (type first, then size), so a page can say it
 * before a long upload; null when the file may be sent. The server still checks the bytes.
 */
export function uploadRefusal(file: { name: string; type: string; size: number }, maxBytes: number): string | null {
  const typeKnown = file.type !== '' && file.type !== 'application/octet-stream';
  if (typeKnown ? !UPLOAD_IMAGE_TYPES.has(file.type.toLowerCase()) : !UPLOAD_IMAGE_EXTENSIONS.test(file.name)) return uploadWrongType(file.name);
  if (file.size > maxBytes) return uploadTooLarge(Math.round(maxBytes / (1024 * 1024)), file.name);
  return null;
}

// ---- Photos from everyone at the venue (issue 38): constants without zod, for the guest bundle ----

/** The venue upload page in the browser: `/fotos/<token>` (public, no sign-in). */
export const VENUE_PAGE_PATH = '/fotos';
export const venuePagePath = (token: string) => `${VENUE_PAGE_PATH}/${encodeURIComponent(token)}`;

/**
 * The tus endpoint (resumable uploads, tus 1.0.0 with the creation, termination and expiration
 * extensions): `POST /api/media/tus` creates an upload, `HEAD`/`PATCH`/`DELETE /api/media/tus/<id>`.
 * A guest sends `Authorization: Bearer <token>`; a phone at the venue sends TUS_VENUE_TOKEN_HEADER
 * and DEVICE_ID_HEADER instead. The metadata names the file (TUS_METADATA).
 */
export const TUS_PATH = '/api/media/tus';
/** The venue token on a tus request (instead of a bearer token). */
export const TUS_VENUE_TOKEN_HEADER = 'X-Venue-Token';
/** A phone's own id (random, kept in its localStorage): the per-phone limits count by it. */
export const DEVICE_ID_HEADER = 'X-Device-Id';
/** The phone's id is 16 to 100 letters, digits, '-' or '_' (a UUID fits). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** Upload-Metadata keys: `filename` and `filetype` required; `description` optional; `uploader_name` required on the venue link. */
export const TUS_METADATA = { filename: 'filename', filetype: 'filetype', description: 'description', uploaderName: 'uploader_name' } as const;
/** tus chunk size the clients use (the server accepts any). */
export const TUS_CHUNK_BYTES = 2 * 1024 * 1024;
/** An upload not finished within this time is removed with its bytes. */
export const TUS_UNFINISHED_TTL_MS = 24 * 60 * 60 * 1000;
/** The reply body of the PATCH that completes a tus upload is JSON: for a guest a MediaItem, for the venue a VenueUploadedPhoto. */
export const TUS_RESULT_CONTENT_TYPE = 'application/json';

/** 'Ihr Name' on the venue page: 1 to 80 characters. */
export const VENUE_NAME_MAX = 80;
/** The venue link's photos are guest photos: at most GUEST_UPLOAD_MAX_BYTES each. */
export const VENUE_UPLOAD_MAX_BYTES = GUEST_UPLOAD_MAX_BYTES;
/** Limits on the venue link: per phone per minute, per phone in all, and for the whole link per minute. */
export const VENUE_LIMITS = { perDevicePerMinute: 10, perDeviceTotal: 200, perLinkPerMinute: 60 } as const;

export const VENUE_LINK_INVALID = 'Dieser Link zum Teilen von Fotos ist nicht mehr gültig. Bitte scannen Sie den aktuellen QR-Code.';
export const VENUE_NAME_REQUIRED = 'Bitte geben Sie Ihren Namen ein.';
export const VENUE_NAME_TOO_LONG = `Der Name ist zu lang (höchstens ${VENUE_NAME_MAX} Zeichen).`;
export const DEVICE_ID_INVALID = 'Dieses Gerät konnte nicht erkannt werden. Bitte laden Sie die Seite neu.';
export const VENUE_DEVICE_PER_MINUTE = `Sie haben gerade viele Fotos geschickt (höchstens ${VENUE_LIMITS.perDevicePerMinute} pro Minute). Bitte warten Sie eine Minute.`;
export const VENUE_DEVICE_TOTAL = `Von diesem Gerät wurden schon ${VENUE_LIMITS.perDeviceTotal} Fotos geteilt – mehr sind nicht möglich.`;
export const VENUE_LINK_PER_MINUTE = 'Gerade werden sehr viele Fotos geteilt. Bitte versuchen Sie es in einer Minute noch einmal.';
export const VENUE_PENDING_NOTE = 'Danke! Ihre Fotos erscheinen, sobald das Brautpaar sie freigegeben hat.';
export const VENUE_UPLOADED_NOTE = 'Danke! Ihre Fotos sind hochgeladen.';

/** The guests' gallery closed until `time` ('Erst nach der Feier zeigen'): 403 with this message. */
export const galleryClosedUntil = (when: string) => `Die Fotogalerie öffnet am ${when}. Bis dahin können Sie schon Fotos hochladen.`;
export const MEDIA_NOT_OWN = 'Sie können nur Ihre eigenen Fotos löschen.';
export const MEDIA_IDS_REQUIRED = 'Bitte wählen Sie mindestens ein Foto aus.';
export const TUS_UNAUTHORIZED = 'Bitte melden Sie sich an oder scannen Sie den QR-Code erneut.';
export const TUS_UPLOAD_NOT_FOUND = 'Dieser Upload ist nicht mehr vorhanden. Bitte wählen Sie das Foto erneut.';
export const TUS_METADATA_MISSING = 'Dateiname oder Dateityp fehlt.';
export const TUS_NOT_YOURS = 'Dieser Upload gehört zu einem anderen Gerät oder Gast.';
