import type { UserType } from '../src/auth/auth.types.js';
import { SessionVersions } from '../src/auth/session-versions.js';
import { type TestApp, useTestApp } from './test-app.js';

/**
 * Every route of the API with the audiences allowed on it. Anonymous callers get 401, other audiences 403.
 * Add each new route here: this table is the server-side permission contract.
 */
const ROUTES: Array<{ method: 'get' | 'post' | 'put' | 'delete'; path: string; allowed: UserType[] | 'public' }> = [
  { method: 'get', path: '/api/health', allowed: 'public' },
  { method: 'get', path: '/api/admin/ticker-messages', allowed: 'public' },
  { method: 'get', path: '/api/event-settings', allowed: ['admin', 'guest', 'service_provider'] },
  // Guests
  { method: 'get', path: '/api/admin/guests', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guests', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/guests/{guest}', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guests/{guest}/regenerate-token', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/guests/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/guest-qrcode/{guest}', allowed: ['admin'] },
  { method: 'get', path: '/api/guest/qrcode/{guest}', allowed: ['admin'] },
  // Groups, relations
  { method: 'get', path: '/api/admin/guest-groups', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guest-groups', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/guest-groups/999999', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guest-groups/999999/add-guest', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/guest-groups/999999/guests/{guest}', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/relation-types', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/relation-types', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/relation-types/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/guest-assignments', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guest-assignments', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/guest-assignments/999999', allowed: ['admin'] },
  // Menus, rooms
  { method: 'get', path: '/api/admin/menus', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/menus', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/menus/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/menus/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/rooms', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/rooms', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/rooms/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/room-assignments', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/room-assignments', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/room-assignments/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/inner-circle-guests', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/locations', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/locations', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/locations/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/locations/999999', allowed: ['admin'] },
  // Service providers and their documents
  { method: 'get', path: '/api/admin/service-providers', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/service-providers', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/service-providers/{provider}', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/service-providers/{provider}', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/service-providers/999999', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/service-providers/{provider}/regenerate-token', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/service-providers/{provider}/documents', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/service-providers/{provider}/documents', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/service-providers/{provider}/documents/999999/download', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/service-providers/{provider}/documents/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/service-provider/qrcode/{provider}', allowed: ['admin'] },
  // Guest and provider portals
  { method: 'get', path: '/api/guest/dashboard', allowed: ['guest'] },
  { method: 'get', path: '/api/guest/group', allowed: ['guest'] },
  { method: 'get', path: '/api/guest/menu/999999', allowed: ['guest'] },
  { method: 'get', path: '/api/service-provider/dashboard', allowed: ['service_provider'] },
  // Calendar files of the day plan / schedule, and their signed download links
  { method: 'get', path: '/api/guest/calendar.ics', allowed: ['guest'] },
  { method: 'get', path: '/api/guest/calendar-link', allowed: ['guest'] },
  { method: 'get', path: '/api/service-provider/calendar.ics', allowed: ['service_provider'] },
  { method: 'get', path: '/api/service-provider/calendar-link', allowed: ['service_provider'] },
  // Day plan, wish list, story, ticker, event settings, video
  { method: 'get', path: '/api/timeline/admin', allowed: ['admin'] },
  { method: 'post', path: '/api/timeline/admin', allowed: ['admin'] },
  { method: 'put', path: '/api/timeline/admin/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/timeline/admin/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/timeline/guest', allowed: ['guest'] },
  { method: 'get', path: '/api/timeline/service-provider', allowed: ['service_provider'] },
  { method: 'get', path: '/api/guest/wishlist', allowed: ['guest'] },
  { method: 'get', path: '/api/admin/wishlist', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/wishlist', allowed: ['admin'] },
  { method: 'get', path: '/api/story/admin', allowed: ['admin'] },
  { method: 'put', path: '/api/story/admin', allowed: ['admin'] },
  { method: 'post', path: '/api/story/admin/publish', allowed: ['admin'] },
  { method: 'get', path: '/api/story/guest', allowed: ['guest'] },
  { method: 'post', path: '/api/admin/ticker-messages', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/ticker-messages/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/ticker-messages/999999', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/event-settings', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/event-settings/cover', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/event-settings/cover', allowed: ['admin'] },
  // The cover's sizes: its random key in the address is the permission (only signed-in audiences learn it)
  { method: 'get', path: '/api/event-settings/cover/0123456789abcdef0123456789abcdef/480.webp', allowed: 'public' },
  { method: 'post', path: '/api/admin/demo-data/remove', allowed: ['admin'] },
  { method: 'get', path: '/api/video', allowed: ['guest', 'service_provider', 'admin'] },
  { method: 'get', path: '/api/video/Wartensee.mp4', allowed: ['guest', 'service_provider', 'admin'] },
  { method: 'get', path: '/api/admin/video', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/video', allowed: ['admin'] },
  // Photos: images (the signed variants …/{id}/{signature} are public and check their signature themselves), ZIP downloads
  { method: 'get', path: '/api/media/image/999999', allowed: ['admin', 'guest'] },
  { method: 'get', path: '/api/media/thumbnail/999999', allowed: ['admin', 'guest'] },
  { method: 'get', path: '/api/media/download', allowed: ['guest'] },
  { method: 'get', path: '/api/media/download-link', allowed: ['guest'] },
  { method: 'get', path: '/api/media/admin/download', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/download-link', allowed: ['admin'] },
  // Photos: the guests' gallery, the media manager, photo groups and categories
  { method: 'get', path: '/api/media/photo-categories', allowed: ['guest'] },
  { method: 'get', path: '/api/media/gallery', allowed: ['guest'] },
  { method: 'post', path: '/api/media/guest/upload', allowed: ['guest'] },
  { method: 'get', path: '/api/media/admin/list', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/upload', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/wall', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/media/999999/categories', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/media/999999/categories', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/media/999999/groups', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/media/999999/groups', allowed: ['admin'] },
  { method: 'put', path: '/api/media/admin/media/999999/hidden', allowed: ['admin'] },
  { method: 'delete', path: '/api/media/admin/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/photo-groups', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/photo-groups', allowed: ['admin'] },
  { method: 'put', path: '/api/media/admin/photo-groups/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/media/admin/photo-groups/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/photo-groups/999999/guests', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/photo-groups/999999/guests', allowed: ['admin'] },
  { method: 'delete', path: '/api/media/admin/photo-groups/999999/guests/{guest}', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/photo-categories', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/photo-categories', allowed: ['admin'] },
  { method: 'put', path: '/api/media/admin/photo-categories/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/media/admin/photo-categories/999999', allowed: ['admin'] },
  // SMS tool (errors also carry `error`); Twilio's webhooks are public and check Twilio's signature themselves
  { method: 'get', path: '/api/sms/guest-numbers', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/preview-personalized', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-to-guest-types', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-multiple', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-timeline-reminders', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/batches', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/batches/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/outbox', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/messages/999999/resend', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/opt-outs', allowed: ['admin'] },
  { method: 'delete', path: '/api/sms/opt-outs/41790000000', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/twilio/status', allowed: 'public' },
  { method: 'post', path: '/api/sms/twilio/incoming', allowed: 'public' },
  // Remote releases: admins create preview links; the link's token is its own permission; the shell reports load failures
  { method: 'get', path: '/api/remote-releases', allowed: ['admin'] },
  { method: 'post', path: '/api/remote-previews', allowed: ['admin'] },
  { method: 'post', path: '/api/remote-previews/resolve', allowed: 'public' },
  { method: 'post', path: '/api/remote-failures', allowed: 'public' },
  // Exports (CSV here: the PDF path is the same route)
  { method: 'get', path: '/api/exports/invitation-cards', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/service-providers', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/stats', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/guest-list?format=csv&type=all', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/room-list?format=csv', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/timeline?format=csv&type=service_provider&service_provider_id={provider}', allowed: ['admin'] },
  // Admin accounts and sessions
  { method: 'put', path: '/api/auth/password', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/admin-users', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/admin-users', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/admin-users/999999', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/sessions/revoke-all', allowed: ['admin'] },
];

const GUARD_FORBIDDEN = 'Keine Berechtigung für diesen Bereich';

let t: TestApp;
let ids: Record<UserType, number>;
useTestApp(
  async (app) => {
    t = app;
    const guest = await app.createGuest();
    const provider = await app.createProvider();
    ids = { admin: 1, guest: guest.id, service_provider: provider.id };
  },
  { resetBeforeEach: false },
);

// Some routes end sessions for real (a renewed login link, ending all admin sessions): put the
// table's tokens, issued with session version 0, back in force after each call.
afterEach(async () => {
  for (const table of ['admin_user', 'guest', 'service_provider']) await t.orm.em.getConnection().execute(`update "${table}" set session_version = 0`);
  t.app.get(SessionVersions).clear();
});

const resolve = (path: string) => path.replace('{guest}', String(ids.guest)).replace('{provider}', String(ids.service_provider));

describe.each(ROUTES)('$method $path', ({ method, path, allowed }) => {
  it('refuses anonymous callers unless public', async () => {
    const res = await t.http()[method](resolve(path));
    if (allowed === 'public') expect([401, 403]).not.toContain(res.status);
    else {
      expect(res.status).toBe(401);
      expect(res.body.msg).toEqual(expect.any(String));
    }
  });

  it.each(['admin', 'guest', 'service_provider'] as const)('as %s', async (type) => {
    const res = await t.http()[method](resolve(path)).set(t.auth(type, ids[type]));
    // Allowed: the guard let it through (a 400/404/409, or a handler's own 403, for a dummy id is the handler speaking).
    if (allowed === 'public' || allowed.includes(type)) {
      expect(res.status).not.toBe(401);
      expect(res.body?.msg).not.toBe(GUARD_FORBIDDEN);
    }
    else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(path.startsWith('/api/sms/') ? { error: GUARD_FORBIDDEN, msg: GUARD_FORBIDDEN } : { msg: GUARD_FORBIDDEN });
    }
  });
});
