/**
 * The admin area's queries, written the way shared-ui/src/api/queries.ts describes: one function per
 * GET endpoint, its key the contract's path (then its parameters), its function the typed client.
 * Endpoints several audiences read (event settings, ticker) come from shared-ui.
 */
import type { AdminRsvpQuery, MediaFolder, TimelineQuery } from '@hochzeit/contracts';
import { createApi, queryOptions, type QueryKey, unwrap, useQueryClient } from '@hochzeit/shared-ui';
import { useMutation } from '@hochzeit/shared-ui/toolkit';

const api = createApi('admin');
const byId = (id: number) => ({ params: { path: { id } } });

// The dashboard: asked again on every visit (the server keeps the reply until its data changes, so that is cheap).
export const adminDashboardQuery = () =>
  queryOptions({ queryKey: ['/api/admin/dashboard'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/dashboard', { signal })), staleTime: 0 });

// Guests and what hangs on them.
export const guestsQuery = () => queryOptions({ queryKey: ['/api/admin/guests'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/guests', { signal })) });
export const guestGroupsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/guest-groups'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/guest-groups', { signal })) });
export const menusQuery = () => queryOptions({ queryKey: ['/api/admin/menus'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/menus', { signal })) });
export const relationTypesQuery = () =>
  queryOptions({ queryKey: ['/api/admin/relation-types'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/relation-types', { signal })) });
export const guestAssignmentsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/guest-assignments'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/guest-assignments', { signal })) });
export const rsvpOverviewQuery = (query: AdminRsvpQuery) =>
  queryOptions({ queryKey: ['/api/admin/rsvp', query], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/rsvp', { params: { query }, signal })) });
/** The kitchen list: who eats what, from the RSVP answers (the 'Küchenliste' page). */
export const kitchenListQuery = () =>
  queryOptions({ queryKey: ['/api/admin/kitchen-list'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/kitchen-list', { signal })) });

// Rooms.
export const roomsQuery = () => queryOptions({ queryKey: ['/api/admin/rooms'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/rooms', { signal })) });
export const roomAssignmentsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/room-assignments'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/room-assignments', { signal })) });
export const innerCircleGuestsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/inner-circle-guests'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/inner-circle-guests', { signal })) });
export const locationsQuery = () => queryOptions({ queryKey: ['/api/admin/locations'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/locations', { signal })) });

// Service providers and the day's plan.
export const serviceProvidersQuery = () =>
  queryOptions({ queryKey: ['/api/admin/service-providers'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/service-providers', { signal })) });
export const serviceProviderQuery = (id: number) =>
  queryOptions({ queryKey: ['/api/admin/service-providers/{id}', { id }], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/service-providers/{id}', { ...byId(id), signal })) });
export const providerDocumentsQuery = (spId: number) =>
  queryOptions({
    queryKey: ['/api/admin/service-providers/{spId}/documents', { spId }],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/service-providers/{spId}/documents', { params: { path: { spId } }, signal })),
  });
export const timelineQuery = (query: TimelineQuery) =>
  queryOptions({
    queryKey: ['/api/timeline/admin', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/timeline/admin', { params: { query }, signal })),
  });

// Content and settings.
/** The settings with the contact for the day (guests read them without it, through shared-ui's eventSettingsQuery). */
export const adminEventSettingsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/event-settings'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/event-settings', { signal })) });
export const wishlistQuery = () => queryOptions({ queryKey: ['/api/admin/wishlist'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/wishlist', { signal })) });
export const guestPagesQuery = () =>
  queryOptions({ queryKey: ['/api/admin/guest-pages'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/guest-pages', { signal })) });
export const storyQuery = () => queryOptions({ queryKey: ['/api/story/admin'], queryFn: ({ signal }) => unwrap(api.GET('/api/story/admin', { signal })) });
/** Backups: the latest runs (progress of one in progress) and the archives kept; the daily backup's setting. */
export const backupOverviewQuery = () =>
  queryOptions({ queryKey: ['/api/admin/backups'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/backups', { signal })) });
export const backupSettingsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/backup-settings'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/backup-settings', { signal })) });
export const adminUsersQuery = () =>
  queryOptions({ queryKey: ['/api/admin/admin-users'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/admin-users', { signal })) });
export const remoteReleasesQuery = () =>
  queryOptions({ queryKey: ['/api/remote-releases'], queryFn: ({ signal }) => unwrap(api.GET('/api/remote-releases', { signal })) });

// Exports.
export const exportStatsQuery = () => queryOptions({ queryKey: ['/api/exports/stats'], queryFn: ({ signal }) => unwrap(api.GET('/api/exports/stats', { signal })) });
export const exportProvidersQuery = () =>
  queryOptions({ queryKey: ['/api/exports/service-providers'], queryFn: ({ signal }) => unwrap(api.GET('/api/exports/service-providers', { signal })) });

// Media.
export const mediaListQuery = (folder: MediaFolder | '') =>
  queryOptions({
    queryKey: ['/api/media/admin/list', { folder }],
    queryFn: ({ signal }) => unwrap(api.GET('/api/media/admin/list', { params: { query: folder ? { folder } : {} }, signal })),
  });
export const photoGroupsQuery = () =>
  queryOptions({ queryKey: ['/api/media/admin/photo-groups'], queryFn: ({ signal }) => unwrap(api.GET('/api/media/admin/photo-groups', { signal })) });
export const photoCategoriesQuery = () =>
  queryOptions({ queryKey: ['/api/media/admin/photo-categories'], queryFn: ({ signal }) => unwrap(api.GET('/api/media/admin/photo-categories', { signal })) });
export const mediumGroupsQuery = (id: number) =>
  queryOptions({ queryKey: ['/api/media/admin/media/{id}/groups', { id }], queryFn: ({ signal }) => unwrap(api.GET('/api/media/admin/media/{id}/groups', { ...byId(id), signal })) });

// SMS.
/** The messages tool's list: every guest reachable by SMS or e-mail (mobile may be null). */
export const smsRecipientsQuery = () =>
  queryOptions({ queryKey: ['/api/sms/recipients'], queryFn: ({ signal }) => unwrap(api.GET('/api/sms/recipients', { signal })) });
export const smsBatchesQuery = () => queryOptions({ queryKey: ['/api/sms/batches'], queryFn: ({ signal }) => unwrap(api.GET('/api/sms/batches', { signal })) });
export const smsBatchQuery = (id: number) =>
  queryOptions({ queryKey: ['/api/sms/batches/{id}', { id }], queryFn: ({ signal }) => unwrap(api.GET('/api/sms/batches/{id}', { ...byId(id), signal })) });
export const smsOutboxQuery = () => queryOptions({ queryKey: ['/api/sms/outbox'], queryFn: ({ signal }) => unwrap(api.GET('/api/sms/outbox', { signal })) });
export const smsOptOutsQuery = () => queryOptions({ queryKey: ['/api/sms/opt-outs'], queryFn: ({ signal }) => unwrap(api.GET('/api/sms/opt-outs', { signal })) });
/** E-mail addresses that unsubscribed (one click in a mail): the messages tool sends them nothing. */
export const emailUnsubscribesQuery = () =>
  queryOptions({ queryKey: ['/api/admin/email-unsubscribes'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/email-unsubscribes', { signal })) });
/** The RSVP reminders' setting and its steps (shown in the messages tool's 'Erinnerungen'). */
export const rsvpRemindersQuery = () =>
  queryOptions({ queryKey: ['/api/admin/rsvp-reminders'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/rsvp-reminders', { signal })) });

/** Rooms, their guests and locations: a change to one refreshes all of it (and who has a room). */
export const ROOM_DATA: readonly QueryKey[] = [
  ['/api/admin/rooms'],
  ['/api/admin/room-assignments'],
  ['/api/admin/inner-circle-guests'],
  ['/api/admin/locations'],
  ['/api/admin/guests'],
  ['/api/exports/stats'],
];

/** A guest's answer shows in the RSVP overview, the guest list (menu, allergies), the kitchen list and the exports. */
export const RSVP_DATA: readonly QueryKey[] = [['/api/admin/rsvp'], ['/api/admin/guests'], ['/api/admin/kitchen-list'], ['/api/exports/stats']];

/** Every query: a change such as removing the demo wedding touches nearly all data (an empty key matches every key). */
export const ALL_DATA: readonly QueryKey[] = [[]];

/** The media manager's lists: an upload or a failed change asks all of them again. */
export const MEDIA_DATA: readonly QueryKey[] = [
  ['/api/media/admin/list'],
  ['/api/media/admin/media/{id}/groups'],
  ['/api/media/admin/photo-groups'],
  ['/api/media/admin/photo-categories'],
  ['/api/media/admin/wall'],
];

/** What a send, a resend or a removed opt-out changes: the batches, their messages, the outbox, the opt-outs and who may get SMS. */
export const SMS_DATA: readonly QueryKey[] = [['/api/sms/batches'], ['/api/sms/batches/{id}'], ['/api/sms/outbox'], ['/api/sms/opt-outs'], ['/api/sms/recipients']];

/** A reminder setting changes its steps; a sent step is a batch in the history. */
export const RSVP_REMINDER_DATA: readonly QueryKey[] = [['/api/admin/rsvp-reminders'], ['/api/sms/batches']];

/** Everything that shows guests (names, groups, menus, numbers): a change to a guest refreshes all of it. */
export const GUEST_DATA: readonly QueryKey[] = [
  ['/api/admin/guests'],
  ['/api/admin/guest-groups'],
  ['/api/admin/guest-assignments'],
  ['/api/admin/inner-circle-guests'],
  ['/api/admin/room-assignments'],
  ['/api/admin/rsvp'],
  ['/api/admin/kitchen-list'],
  ['/api/sms/recipients'],
  ['/api/exports/stats'],
];

/**
 * A change through the admin API: runs `mutationFn`, then invalidates every key in `touches`
 * (shown queries ask again at once, the others when next shown). `mutateAsync` resolves after the
 * shown lists have their new state, so a success message never stands beside an old list.
 */
export function useAdminMutation<TVariables = void, TData = unknown>(mutationFn: (variables: TVariables) => Promise<TData>, touches: readonly QueryKey[]) {
  const refresh = useRefresh(touches);
  return useMutation({ mutationFn, onSuccess: refresh });
}

/** Asks `touches` again (shown queries at once, the others when next shown); resolves once the shown ones are fresh. */
export function useRefresh(touches: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(touches.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/**
 * A page's changes through the admin API as one mutation: `change(() => unwrap(api.PUT(…)))` runs
 * the call, then invalidates `touches`, and resolves with the call's reply once the shown lists are
 * fresh; a failure rejects, for the page's own German message.
 */
export function useAdminChange(touches: readonly QueryKey[]) {
  const { mutateAsync } = useAdminMutation((call: () => Promise<unknown>) => call(), touches);
  return <T,>(call: () => Promise<T>) => mutateAsync(call) as Promise<T>;
}
