import type { MediaFolder, MediaItemJson, PhotoCategoryInput, PhotoGroupInput, VenueSettingsInput } from '@hochzeit/contracts';
import { type Api, createApi, unwrap } from '@hochzeit/shared-ui';
import { adminApiUpload } from '../../lib/admin-api';

/** The media manager's and the photo wall's calls through the typed client (its lists: lib/queries.ts). */
const api: Api = createApi('admin');
const byId = (id: number) => ({ params: { path: { id } } });

/** A medium's categories or groups, as `{id, name}`. */
export type Ref = { id: number; name: string };

export const mediaApi = {
  remove: (id: number) => unwrap(api.DELETE('/api/media/admin/{id}', byId(id))),
  setHidden: (id: number, hidden: boolean) => unwrap(api.PUT('/api/media/admin/media/{id}/hidden', { ...byId(id), body: { hidden } })),
  setCategories: (id: number, category_ids: number[]) =>
    unwrap(api.POST('/api/media/admin/media/{id}/categories', { ...byId(id), body: { category_ids, replace: true } })),
  setGroups: (id: number, group_ids: number[]) => unwrap(api.POST('/api/media/admin/media/{id}/groups', { ...byId(id), body: { group_ids, replace: true } })),

  createGroup: (body: PhotoGroupInput) => unwrap(api.POST('/api/media/admin/photo-groups', { body })),
  renameGroup: (id: number, name: string) => unwrap(api.PUT('/api/media/admin/photo-groups/{id}', { ...byId(id), body: { name } })),
  removeGroup: (id: number) => unwrap(api.DELETE('/api/media/admin/photo-groups/{id}', byId(id))),
  groupGuests: (id: number) => unwrap(api.GET('/api/media/admin/photo-groups/{id}/guests', byId(id))),
  addGroupGuest: (id: number, guest_id: number) => unwrap(api.POST('/api/media/admin/photo-groups/{id}/guests', { ...byId(id), body: { guest_id } })),
  removeGroupGuest: (id: number, guestId: number) =>
    unwrap(api.DELETE('/api/media/admin/photo-groups/{id}/guests/{guestId}', { params: { path: { id, guestId } } })),

  createCategory: (body: PhotoCategoryInput) => unwrap(api.POST('/api/media/admin/photo-categories', { body })),
  renameCategory: (id: number, name: string) => unwrap(api.PUT('/api/media/admin/photo-categories/{id}', { ...byId(id), body: { name } })),
  removeCategory: (id: number) => unwrap(api.DELETE('/api/media/admin/photo-categories/{id}', byId(id))),

  /** The photo wall: everything (at most 200) without `since`, else what was uploaded after it; newest first, no hidden media. */
  wall: (since?: string) => unwrap(api.GET('/api/media/admin/wall', { params: { query: since ? { since } : {} } })),

  /** The venue link (QR code for everyone at the wedding) and its settings (issue 38). */
  venue: () => unwrap(api.GET('/api/media/admin/venue')),
  /** Creates the venue link, or renews it: the old link and its QR code stop at once. */
  renewVenueLink: () => unwrap(api.POST('/api/media/admin/venue/link')),
  switchOffVenueLink: () => unwrap(api.DELETE('/api/media/admin/venue/link')),
  venueSettings: (body: VenueSettingsInput) => unwrap(api.PUT('/api/media/admin/venue/settings', { body })),
  /** Photos from the venue link waiting for 'Freigeben', newest first. */
  pending: () => unwrap(api.GET('/api/media/admin/pending')),
  approve: (ids: number[]) => unwrap(api.POST('/api/media/admin/approve', { body: { ids } })),
  reject: (ids: number[]) => unwrap(api.POST('/api/media/admin/reject', { body: { ids } })),

  /** A signed, short-lived address of a folder's or a photo group's ZIP, for the browser to stream without a bearer header. */
  downloadLink: (target: { folder: MediaFolder } | { group_id: number }) => unwrap(api.GET('/api/media/admin/download-link', { params: { query: target } })),
};

/** Multipart field of the photos in an upload (the text fields are `description` and `folder`). */
export const UPLOAD_FILES_FIELD = 'files[]';

/** Photos into a folder, with upload progress; the server answers the created (or already stored) media items. */
export function uploadMedia(files: readonly File[], folder: MediaFolder, description: string, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('description', description);
  form.append('folder', folder);
  for (const file of files) form.append(UPLOAD_FILES_FIELD, file, file.name);
  return adminApiUpload<MediaItemJson[]>('/api/media/admin/upload', form, onProgress);
}

/** Replaces the castle video the guests see (one video in the field `file`). */
export function uploadCastleVideo(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminApiUpload<unknown>('/api/admin/video', form, onProgress);
}

/** The table cards with the venue QR code, several per A4 page, as a PDF download. */
export const tableCardsPath = (perPage: 2 | 4 | 6) => `/api/media/admin/venue/table-cards?per_page=${perPage}`;

/** Where the browser goes to stream a download; tests replace `assign`. */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
};
