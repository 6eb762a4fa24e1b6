/**
 * Every call the guest gallery makes, in this one file.
 *
 * Until the media routes are in contracts/generated, `MediaPaths` below describes them (paths, queries
 * and replies from the media contract) and the shared typed client is viewed through it: same
 * middleware (bearer token, ended session on 401, ApiError with the server's msg). Once the
 * generated `paths` carry the media routes, delete `MediaPaths` and the cast: `createApi(audience)`
 * is then typed by the contract itself, and the calls below stay as they are.
 */
import type { MediaFolder, ViewFilter } from '@hochzeit/contracts/media-constants';
import type { MediaItemJson, PhotoCategory } from '@hochzeit/contracts';
import { createApi, storedToken, unwrap, uploadWithProgress, type UserType } from '@hochzeit/shared-ui';
import type { Client } from 'openapi-fetch';

type JsonGet<Query, Reply> = {
  parameters: { query?: Query; header?: never; path?: never; cookie?: never };
  get: {
    parameters: { query?: Query; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: { 200: { headers: { [name: string]: unknown }; content: { 'application/json': Reply } } };
  };
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};

export interface GalleryQuery {
  folder?: MediaFolder;
  category_id?: number;
  view_filter?: ViewFilter;
  offset?: number;
  limit?: number;
}

type MediaPaths = {
  '/api/media/photo-categories': JsonGet<never, PhotoCategory[]>;
  '/api/media/gallery': JsonGet<GalleryQuery, MediaItemJson[]>;
};

export const GUEST_UPLOAD_PATH = '/api/media/guest/upload';

/**
 * Whose token the gallery sends: the guest's; the gallery also accepts the value stored as 'token'.
 * null: nobody is signed in.
 */
export function galleryAudience(): UserType | null {
  if (storedToken('guest')) return 'guest';
  if (storedToken('admin')) return 'admin';
  return null;
}

function mediaApi(audience: UserType) {
  return createApi(audience) as unknown as Client<MediaPaths>;
}

export function loadPhotoCategories(audience: UserType): Promise<PhotoCategory[]> {
  return unwrap(mediaApi(audience).GET('/api/media/photo-categories'));
}

/** One page of the gallery, newest first; a page shorter than `limit` is the last one. */
export function loadGalleryPage(audience: UserType, query: GalleryQuery): Promise<MediaItemJson[]> {
  return unwrap(mediaApi(audience).GET('/api/media/gallery', { params: { query } }));
}

/** Uploads photos (multipart `description`, `files[]`) with progress 0–100; answers the stored media items. */
export function uploadGuestMedia(audience: UserType, files: File[], description: string, onProgress: (percent: number) => void): Promise<MediaItemJson[]> {
  const form = new FormData();
  if (description.trim()) form.append('description', description);
  for (const file of files) form.append('files[]', file, file.name);
  return uploadWithProgress<MediaItemJson[]>(audience, GUEST_UPLOAD_PATH, form, onProgress);
}
