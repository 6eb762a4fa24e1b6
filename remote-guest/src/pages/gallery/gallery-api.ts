/** Every call the guest gallery makes, in this one file. */
import type { MediaItemJson, PhotoCategory } from '@hochzeit/contracts';
import { GALLERY_PAGE_SIZE, galleryFolderLabels, type MediaFolder } from '@hochzeit/contracts/media-constants';
import { type ApiPaths, createApi, queryOptions, storedToken, tokenSubject, unwrap, type UserType } from '@hochzeit/shared-ui';
import { infiniteQueryOptions, uploadWithProgress } from '@hochzeit/shared-ui/toolkit';
import { uploadResumable } from '../../lib/upload/resumable';
import type { GalleryFilters } from './gallery-model';

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

/** The folders' names and dates as the couple wrote them (a guest's own read; an admin's from the admin's pages). */
export const folderLabelsQuery = (audience: UserType) =>
  queryOptions({
    queryKey: ['/api/guest/pages/gallery-folders', { audience }],
    queryFn: async ({ signal }): Promise<Record<MediaFolder, string>> =>
      galleryFolderLabels(
        audience === 'admin'
          ? (await unwrap(createApi('admin').GET('/api/admin/guest-pages', { signal })))['gallery-folders']
          : await unwrap(createApi(audience).GET('/api/guest/pages/gallery-folders', { signal })),
      ),
  });

export const photoCategoriesQuery = (audience: UserType) =>
  queryOptions({
    queryKey: ['/api/media/photo-categories', { audience }],
    queryFn: ({ signal }): Promise<PhotoCategory[]> =>
      unwrap(createApi(audience).GET('/api/media/photo-categories', { signal })).catch((error: unknown) => {
        // The gallery shows without categories: the failure is only logged.
        console.error('Fotokategorien konnten nicht geladen werden:', error);
        throw error;
      }),
  });

function galleryQuery(filters: GalleryFilters, offset: number): GalleryQuery {
  return {
    ...(filters.folder ? { folder: filters.folder } : {}),
    ...(filters.categoryId !== null ? { category_id: filters.categoryId } : {}),
    view_filter: filters.view,
    offset,
    limit: GALLERY_PAGE_SIZE,
  };
}

/**
 * The gallery for a choice of filters, page by page, newest first. A page shorter than the page
 * size is the last one; the next page starts where the server's previous one ended (photos
 * uploaded meanwhile shift the pages: what arrives twice is dropped when shown).
 */
export const galleryPagesQuery = (audience: UserType, filters: GalleryFilters) =>
  infiniteQueryOptions({
    queryKey: ['/api/media/gallery', { audience, ...filters }],
    queryFn: ({ pageParam, signal }): Promise<MediaItemJson[]> =>
      unwrap(createApi(audience).GET('/api/media/gallery', { params: { query: galleryQuery(filters, pageParam) }, signal })),
    initialPageParam: 0,
    getNextPageParam: (page: MediaItemJson[], _pages: MediaItemJson[][], offset: number) => (page.length >= GALLERY_PAGE_SIZE ? offset + page.length : undefined),
  });

/** Uploads photos (multipart `description`, `files[]`) with progress 0–100; answers the stored media items. */
export function uploadGuestMedia(audience: UserType, files: File[], description: string, onProgress: (percent: number) => void): Promise<MediaItemJson[]> {
  const form = new FormData();
  if (description.trim()) form.append('description', description);
  for (const file of files) form.append('files[]', file, file.name);
  return uploadWithProgress<MediaItemJson[]>(audience, GUEST_UPLOAD_PATH, form, onProgress);
}

/** A guest deletes a photo of their own (the server refuses another's). */
export const deleteOwnPhoto = (id: number) => unwrap(createApi('guest').DELETE('/api/media/guest/{id}', { params: { path: { id } } }));

/** How a guest's photo travels: resumable (tus). Tests replace it (jsdom has no tus server). */
export const transfers = { resumable: uploadResumable };

/**
 * A signed-in guest's photo, resumable (tus): a dropped connection continues where it stopped,
 * also after a reload. Answers the stored media item.
 */
export async function uploadGuestResumable(file: File, description: string, onProgress: (percent: number) => void): Promise<MediaItemJson[]> {
  const bearer = () => ({ Authorization: `Bearer ${storedToken('guest') ?? ''}` });
  const item = await transfers.resumable<MediaItemJson>({ file, description, onProgress, owner: `guest-${tokenSubject(storedToken('guest')) ?? ''}`, headers: bearer });
  return [item];
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
