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
