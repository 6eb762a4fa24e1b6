import type { MediaItemJson } from '@hochzeit/contracts';
import {
  GUEST_UPLOAD_MAX_BYTES,
  LIGHTBOX_WIDTH,
  MEDIA_FOLDERS,
  THUMBNAIL_WIDTH,
  uploadRefusal,
  type MediaFolder,
  type ViewFilter,
} from '@hochzeit/contracts/media-constants';

export { UPLOAD_ACCEPT } from '@hochzeit/contracts/media-constants';

/** The grid's image: the 300 px WebP derivative, never the lightbox's 1200 px one. */
export const thumbnailSrc = (item: Pick<MediaItemJson, 'thumbnail_url'>) => `${item.thumbnail_url}?width=${THUMBNAIL_WIDTH}&format=webp`;
export const lightboxSrc = (item: Pick<MediaItemJson, 'url'>) => `${item.url}?width=${LIGHTBOX_WIDTH}&format=webp`;

/** The thumbnail's size in pixels (width 300, height by the photo's proportions; square when unknown), so the grid reserves its space. */
export function thumbnailSize(item: Pick<MediaItemJson, 'width' | 'height'>): { width: number; height: number } {
  if (!item.width || !item.height) return { width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH };
  return { width: THUMBNAIL_WIDTH, height: Math.max(1, Math.round((THUMBNAIL_WIDTH * item.height) / item.width)) };
}

export interface GalleryFilters {
  /** null: both folders ('Alle Bilder'). */
  folder: MediaFolder | null;
  /** null: 'Alle Kategorien'. */
  categoryId: number | null;
  view: ViewFilter;
}

/** Whether a freshly uploaded item belongs in the list the guest is looking at (so it appears without a reload). */
export function matchesFilters(item: MediaItemJson, filters: GalleryFilters): boolean {
  if (filters.folder && item.folder !== filters.folder) return false;
  if (filters.categoryId !== null && !item.categories.some((c) => c.id === filters.categoryId)) return false;
  // A guest's own new upload is in no photo group yet, so it is not among the shared ones.
  if (filters.view === 'shared') return false;
  if (filters.view === 'own') return item.is_own_upload;
  return true;
}

export interface FolderSection {
  folder: MediaFolder;
  items: MediaItemJson[];
}

/** 'Alle Bilder' shows the grid grouped by folder, in the folders' order; empty folders are left out. */
export function groupByFolder(items: MediaItemJson[]): FolderSection[] {
  return MEDIA_FOLDERS.map((folder) => ({ folder, items: items.filter((item) => item.folder === folder) })).filter((s) => s.items.length > 0);
}

export const GUEST_UPLOAD_MAX_MB = Math.round(GUEST_UPLOAD_MAX_BYTES / (1024 * 1024));

/** The spec's message for a file the server would refuse from a guest; null when it may be sent. */
export const uploadProblem = (file: Pick<File, 'name' | 'type' | 'size'>): string | null => uploadRefusal(file, GUEST_UPLOAD_MAX_BYTES);

export { formatFileSize } from '../../lib/upload/file-size';

/**
 * Fetches images ahead of showing them (the loading screen counts the first screen's thumbnails);
 * `onSettled` runs once per image, loaded or failed. The returned function stops listening.
 */
export function preloadImages(urls: string[], onSettled: () => void): () => void {
  const images = urls.map((url) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = image.onerror = () => {
      image.onload = image.onerror = null;
      onSettled();
    };
    image.src = url;
    return image;
  });
  return () => images.forEach((image) => (image.onload = image.onerror = null));
}
