/** Every call the guest gallery makes, in this one file. */
import type { MediaItemJson, PhotoCategory } from '@hochzeit/contracts';
import { type ApiPaths, createApi, storedToken, unwrap, type UserType } from '@hochzeit/shared-ui';
import { uploadWithProgress } from '@hochzeit/shared-ui/toolkit';

export type GalleryQuery = NonNullable<ApiPaths['/api/media/gallery']['get']['parameters']['query']>;

export const GUEST_UPLOAD_PATH = '/api/media/guest/upload' satisfies keyof ApiPaths;

/**
 * Whose token the gallery sends: the guest's; the gallery also accepts the value stored as 'token'.
 * null: nobody is signed in.
 */
export function galleryAudience(): UserType | null {
  if (storedToken('guest')) return 'guest';
  if (storedToken('admin')) return 'admin';
  return null;
}

export function loadPhotoCategories(audience: UserType): Promise<PhotoCategory[]> {
  return unwrap(createApi(audience).GET('/api/media/photo-categories'));
}

/** One page of the gallery, newest first; a page shorter than `limit` is the last one. */
export function loadGalleryPage(audience: UserType, query: GalleryQuery): Promise<MediaItemJson[]> {
  return unwrap(createApi(audience).GET('/api/media/gallery', { params: { query } }));
}

/** Uploads photos (multipart `description`, `files[]`) with progress 0–100; answers the stored media items. */
export function uploadGuestMedia(audience: UserType, files: File[], description: string, onProgress: (percent: number) => void): Promise<MediaItemJson[]> {
  const form = new FormData();
  if (description.trim()) form.append('description', description);
  for (const file of files) form.append('files[]', file, file.name);
  return uploadWithProgress<MediaItemJson[]>(audience, GUEST_UPLOAD_PATH, form, onProgress);
}

/**
 * "Alle herunterladen": a short-lived signed address of the ZIP with every photo this guest may
 * see; the browser then fetches it itself, so the archive streams to disk instead of into memory.
 */
export async function startGuestDownload(audience: UserType): Promise<void> {
  const { url } = await unwrap(createApi(audience).GET('/api/media/download-link'));
  const link = document.createElement('a');
  link.href = url;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
