import type {
  MediaCategoriesInput,
  MediaFolder,
  MediaGroupsInput,
  MediaHiddenInput,
  MediaItemJson,
  PhotoCategory,
  PhotoCategoryInput,
  PhotoGroup,
  PhotoGroupGuest,
  PhotoGroupGuestInput,
  PhotoGroupInput,
  SuccessReply,
} from '@hochzeit/contracts';
import { adminApiUpload } from '../../lib/admin-api';
import { type Api, ApiError, createApi, unwrap } from '@hochzeit/shared-ui';
import type { Client } from 'openapi-fetch';

/*
 * Every call of the media manager and the photo wall, in one place.
 *
 * The media routes are not in the generated OpenAPI types of this branch yet, so `MediaPaths`
 * below describes them in the generated types' shape (paths and bodies as agreed, replies from the
 * contract) and the ordinary typed client is used with it. Once the backend's routes are in
 * contracts/generated, delete `MediaPaths` and use `createApi('admin')` as it is: every call below
 * stays as written, and any drift from the real routes becomes a compile error here.
 */

type Json<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type IdParam<K extends string = 'id'> = { query?: never; header?: never; path: { [P in K]: number }; cookie?: never };
type QueryParams<Q> = { query?: Q; header?: never; path?: never; cookie?: never };
type JsonBody<B> = { content: { 'application/json': B } };
type Op<P, R, B = never, S extends 200 | 201 = 200> = { parameters: P; responses: { [K in S]: Json<R> } } & ([B] extends [never] ? { requestBody?: never } : { requestBody: JsonBody<B> });
type PathItem<Ops> = { parameters: NoParams } & Ops;
/** A medium's categories or groups, as `{id, name}` (the contract's MediaCategoryRef / MediaGroupRef). */
export type Ref = { id: number; name: string };
type Refs = Ref[];

/** The agreed media routes in the generated types' shape (see above). */
interface MediaPaths {
  '/api/media/admin/list': PathItem<{ get: Op<QueryParams<{ folder?: MediaFolder }>, MediaItemJson[]> }>;
  '/api/media/admin/{id}': PathItem<{ delete: Op<IdParam, SuccessReply> }>;
  '/api/media/admin/media/{id}/hidden': PathItem<{ put: Op<IdParam, MediaItemJson, MediaHiddenInput> }>;
  '/api/media/admin/media/{id}/categories': PathItem<{ get: Op<IdParam, Refs>; post: Op<IdParam, Refs, MediaCategoriesInput> }>;
  '/api/media/admin/media/{id}/groups': PathItem<{ get: Op<IdParam, Refs>; post: Op<IdParam, Refs, MediaGroupsInput> }>;
  '/api/media/admin/photo-groups': PathItem<{ get: Op<NoParams, PhotoGroup[]>; post: Op<NoParams, PhotoGroup, PhotoGroupInput, 201> }>;
  '/api/media/admin/photo-groups/{id}': PathItem<{ put: Op<IdParam, PhotoGroup, PhotoGroupInput>; delete: Op<IdParam, SuccessReply> }>;
  '/api/media/admin/photo-groups/{id}/guests': PathItem<{ get: Op<IdParam, PhotoGroupGuest[]>; post: Op<IdParam, SuccessReply, PhotoGroupGuestInput, 201> }>;
  '/api/media/admin/photo-groups/{id}/guests/{guestId}': PathItem<{ delete: Op<IdParam<'id' | 'guestId'>, SuccessReply> }>;
  '/api/media/admin/photo-categories': PathItem<{ get: Op<NoParams, PhotoCategory[]>; post: Op<NoParams, PhotoCategory, PhotoCategoryInput, 201> }>;
  '/api/media/admin/photo-categories/{id}': PathItem<{ put: Op<IdParam, PhotoCategory, PhotoCategoryInput>; delete: Op<IdParam, SuccessReply> }>;
  '/api/media/admin/wall': PathItem<{ get: Op<QueryParams<{ since?: string }>, MediaItemJson[]> }>;
  '/api/media/admin/download-link': PathItem<{ get: Op<QueryParams<{ folder?: MediaFolder; group_id?: number }>, { url: string }> }>;
}

const api: Api = createApi('admin');
const media = api as unknown as Client<MediaPaths>;
const byId = (id: number) => ({ params: { path: { id } } });

export const mediaApi = {
  list: (folder: MediaFolder | '') => unwrap(media.GET('/api/media/admin/list', { params: { query: folder ? { folder } : {} } })),
  remove: (id: number) => unwrap(media.DELETE('/api/media/admin/{id}', byId(id))),
  setHidden: (id: number, hidden: boolean) => unwrap(media.PUT('/api/media/admin/media/{id}/hidden', { ...byId(id), body: { hidden } })),
  groupsOf: (id: number) => unwrap(media.GET('/api/media/admin/media/{id}/groups', byId(id))),
  setCategories: (id: number, category_ids: number[]) =>
    unwrap(media.POST('/api/media/admin/media/{id}/categories', { ...byId(id), body: { category_ids, replace: true } })),
  setGroups: (id: number, group_ids: number[]) => unwrap(media.POST('/api/media/admin/media/{id}/groups', { ...byId(id), body: { group_ids, replace: true } })),

  groups: () => unwrap(media.GET('/api/media/admin/photo-groups')),
  createGroup: (body: PhotoGroupInput) => unwrap(media.POST('/api/media/admin/photo-groups', { body })),
  renameGroup: (id: number, name: string) => unwrap(media.PUT('/api/media/admin/photo-groups/{id}', { ...byId(id), body: { name } })),
  removeGroup: (id: number) => unwrap(media.DELETE('/api/media/admin/photo-groups/{id}', byId(id))),
  groupGuests: (id: number) => unwrap(media.GET('/api/media/admin/photo-groups/{id}/guests', byId(id))),
  addGroupGuest: (id: number, guest_id: number) => unwrap(media.POST('/api/media/admin/photo-groups/{id}/guests', { ...byId(id), body: { guest_id } })),
  removeGroupGuest: (id: number, guestId: number) =>
    unwrap(media.DELETE('/api/media/admin/photo-groups/{id}/guests/{guestId}', { params: { path: { id, guestId } } })),

  categories: () => unwrap(media.GET('/api/media/admin/photo-categories')),
  createCategory: (body: PhotoCategoryInput) => unwrap(media.POST('/api/media/admin/photo-categories', { body })),
  renameCategory: (id: number, name: string) => unwrap(media.PUT('/api/media/admin/photo-categories/{id}', { ...byId(id), body: { name } })),
  removeCategory: (id: number) => unwrap(media.DELETE('/api/media/admin/photo-categories/{id}', byId(id))),

  guests: () => unwrap(api.GET('/api/admin/guests')),

  /** The photo wall: everything (at most 200) without `since`, else what was uploaded after it; newest first, no hidden media. */
  wall: (since?: string) => unwrap(media.GET('/api/media/admin/wall', { params: { query: since ? { since } : {} } })),

  /** A signed, short-lived address of a folder's or a photo group's ZIP, for the browser to stream without a bearer header. */
  downloadLink: (target: { folder: MediaFolder } | { group_id: number }) => unwrap(media.GET('/api/media/admin/download-link', { params: { query: target } })),
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

/** Replaces the castle video the guests see (one MP4 in the field `file`). */
export function uploadCastleVideo(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminApiUpload<unknown>('/api/admin/video', form, onProgress);
}

/** Where the browser goes to stream a download; tests replace `assign`. */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
};

/** The server's own message (`msg`) of a failed call, else `fallback` (no answer, or an answer without msg). */
export function serverMessage(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? (error.body as { msg?: unknown } | null | undefined) : undefined;
  return typeof body?.msg === 'string' && body.msg ? body.msg : fallback;
}
