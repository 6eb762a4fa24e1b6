import { NOT_YOUR_AREA, SESSION_ENDED } from '@hochzeit/contracts';
import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { UserType } from '../src/auth/auth.types.js';
import { SessionVersions } from '../src/auth/session-versions.js';
import { TokenService } from '../src/auth/token.service.js';
import { MediaUrls } from '../src/modules/media/media-urls.js';
import { type TestApp, useTestApp } from './test-app.js';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Every route of the API with the audiences allowed on it. Anonymous callers get 401, other
 * audiences 403; 'public' routes take no token, 'signed' ones carry their own signature in the
 * address ({signature}: a valid one for this path). The suite compares this table with the routes
 * the application really serves, so a new route without an entry here fails it: this table is the
 * server-side permission contract.
 */
const ROUTES: Array<{ method: Method; path: string; allowed: UserType[] | 'public' | 'signed' }> = [
  { method: 'get', path: '/api/health', allowed: 'public' },
  // The API reference and its document
  { method: 'get', path: '/api/openapi.json', allowed: 'public' },
  { method: 'get', path: '/api/docs-yaml', allowed: 'public' },
  { method: 'get', path: '/api/docs', allowed: 'public' },
  { method: 'get', path: '/api/docs/', allowed: 'public' },
  { method: 'get', path: '/api/docs/index.html', allowed: 'public' },
  { method: 'get', path: '/api/docs/swagger-ui-init.js', allowed: 'public' },
  { method: 'get', path: '/api/docs/docs/swagger-ui-init.js', allowed: 'public' },
  { method: 'get', path: '/api/docs/LICENSE', allowed: 'public' },
  // Sign-in (limited, see login-rate-limit.ts)
  { method: 'post', path: '/api/auth/login', allowed: 'public' },
  { method: 'post', path: '/api/auth/guest-login', allowed: 'public' },
  { method: 'post', path: '/api/auth/service-provider-login', allowed: 'public' },
  { method: 'get', path: '/api/admin/ticker-messages', allowed: 'public' },
  { method: 'get', path: '/api/event-settings', allowed: ['admin', 'guest', 'service_provider'] },
  { method: 'get', path: '/api/weather', allowed: ['admin', 'guest', 'service_provider'] },
  // Guests
  { method: 'get', path: '/api/admin/guests', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guests', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/guests/{guest}', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guests/{guest}/regenerate-token', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/guests/import', allowed: ['admin'] },
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
  // RSVP: guests answer for themselves and their group; admins see and edit every answer
  { method: 'get', path: '/api/guest/rsvp', allowed: ['guest'] },
  { method: 'put', path: '/api/guest/rsvp', allowed: ['guest'] },
  { method: 'get', path: '/api/admin/rsvp', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/rsvp/settings', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/rsvp/settings', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/rsvp/{guest}', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/rsvp/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/rsvp-reminders', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/rsvp-reminders', allowed: ['admin'] },
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
  { method: 'post', path: '/api/story/admin/images', allowed: ['admin'] },
  { method: 'get', path: '/api/story/images/0123456789abcdef0123456789abcdef.webp', allowed: 'public' },
  // The guest pages the couple writes
  { method: 'get', path: '/api/admin/guest-pages', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/guest-pages/castle', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/guest-pages/dress-code', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/guest-pages/directions', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/guest-pages/payment', allowed: ['admin'] },
  { method: 'get', path: '/api/guest/pages/castle', allowed: ['guest'] },
  { method: 'get', path: '/api/guest/pages/dress-code', allowed: ['guest', 'service_provider'] },
  { method: 'get', path: '/api/guest/pages/directions', allowed: ['guest', 'service_provider'] },
  { method: 'get', path: '/api/guest/pages/payment', allowed: ['guest'] },
  { method: 'put', path: '/api/admin/guest-pages/gallery-folders', allowed: ['admin'] },
  { method: 'get', path: '/api/guest/pages/gallery-folders', allowed: ['guest'] },
  { method: 'post', path: '/api/admin/ticker-messages', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/ticker-messages/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/ticker-messages/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/event-settings', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/event-settings', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/event-settings/cover', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/event-settings/cover', allowed: ['admin'] },
  // The cover's sizes: its random key in the address is the permission (only signed-in audiences learn it)
  { method: 'get', path: '/api/event-settings/cover/0123456789abcdef0123456789abcdef/480.webp', allowed: 'public' },
  { method: 'post', path: '/api/admin/demo-data/remove', allowed: ['admin'] },
  // Backups (a file name that does not exist: 404 for admins, still 401/403 for the others)
  { method: 'get', path: '/api/admin/backups', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/backups', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/backups/files/sicherung-20990101-000000-manuell.tar', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/backup-settings', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/backup-settings', allowed: ['admin'] },
  { method: 'get', path: '/api/video', allowed: ['guest', 'service_provider', 'admin'] },
  { method: 'get', path: '/api/video/Wartensee.mp4', allowed: ['guest', 'service_provider', 'admin'] },
  { method: 'get', path: '/api/admin/video', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/video', allowed: ['admin'] },
  // Photos: images (the signed variants …/{id}/{signature} need no token and check their signature themselves), ZIP downloads
  { method: 'get', path: '/api/media/image/999999', allowed: ['admin', 'guest'] },
  { method: 'get', path: '/api/media/thumbnail/999999', allowed: ['admin', 'guest'] },
  { method: 'get', path: '/api/media/image/999999/{signature}', allowed: 'signed' },
  { method: 'get', path: '/api/media/thumbnail/999999/{signature}', allowed: 'signed' },
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
  // Photos from everyone at the venue (issue 38): the venue link's token in the address is its own permission
  // (tus at /api/media/tus is no Nest route: it checks the guest's token or the venue token itself, see media-tus.spec.ts)
  { method: 'get', path: '/api/media/gallery-status', allowed: ['guest'] },
  { method: 'delete', path: '/api/media/guest/999999', allowed: ['guest'] },
  { method: 'get', path: '/api/media/admin/venue', allowed: ['admin'] },
  { method: 'put', path: '/api/media/admin/venue/settings', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/venue/link', allowed: ['admin'] },
  { method: 'delete', path: '/api/media/admin/venue/link', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/venue/table-cards', allowed: ['admin'] },
  { method: 'get', path: '/api/media/admin/pending', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/approve', allowed: ['admin'] },
  { method: 'post', path: '/api/media/admin/reject', allowed: ['admin'] },
  { method: 'get', path: '/api/venue/kein-gueltiger-link', allowed: 'public' },
  { method: 'post', path: '/api/venue/kein-gueltiger-link/upload', allowed: 'public' },
  // SMS tool (errors also carry `error`); Twilio's webhooks are public and check Twilio's signature themselves
  { method: 'get', path: '/api/sms/guest-numbers', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/recipients', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/preview-personalized', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-to-guest-types', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-multiple', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-timeline-reminders', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-to-unanswered', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/send-invitations', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/batches', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/batches/999999', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/outbox', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/messages/999999/resend', allowed: ['admin'] },
  { method: 'get', path: '/api/sms/opt-outs', allowed: ['admin'] },
  { method: 'delete', path: '/api/sms/opt-outs/41790000000', allowed: ['admin'] },
  { method: 'post', path: '/api/sms/twilio/status', allowed: 'public' },
  { method: 'post', path: '/api/sms/twilio/incoming', allowed: 'public' },
  // E-mail: unsubscribing is public (the token in the address is the proof); the list is the admin's
  { method: 'post', path: '/api/email/unsubscribe/x.y', allowed: 'public' },
  { method: 'get', path: '/api/email/unsubscribe/x.y', allowed: 'public' },
  { method: 'post', path: '/api/email/unsubscribe/x.y/confirm', allowed: 'public' },
  { method: 'get', path: '/api/admin/email-unsubscribes', allowed: ['admin'] },
  // Remote releases: admins create preview links; the link's token is its own permission; the shell reports load failures
  { method: 'get', path: '/api/remote-releases', allowed: ['admin'] },
  { method: 'post', path: '/api/remote-previews', allowed: ['admin'] },
  { method: 'post', path: '/api/remote-previews/resolve', allowed: 'public' },
  { method: 'post', path: '/api/remote-failures', allowed: 'public' },
  { method: 'post', path: '/api/remote-loads', allowed: 'public' },
  { method: 'get', path: '/api/remote-releases/status', allowed: ['admin'] },
  { method: 'get', path: '/api/remote-releases/freeze', allowed: ['admin'] },
  { method: 'put', path: '/api/remote-releases/freeze', allowed: ['admin'] },
  { method: 'delete', path: '/api/remote-releases/freeze', allowed: ['admin'] },
  // Exports (CSV here: the PDF path is the same route)
  { method: 'get', path: '/api/exports/invitation-cards', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/service-providers', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/stats', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/guest-list?format=csv&type=all', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/room-list?format=csv', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/rsvp?format=csv', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/timeline?format=csv&type=service_provider&service_provider_id={provider}', allowed: ['admin'] },
  // The kitchen list: admins, and the catering provider (another provider: the kitchen module's own 403)
  { method: 'get', path: '/api/exports/kitchen-list?format=csv', allowed: ['admin', 'service_provider'] },
  { method: 'get', path: '/api/admin/kitchen-list', allowed: ['admin'] },
  { method: 'get', path: '/api/service-provider/kitchen-list', allowed: ['service_provider'] },
  // The seating plan (issue 39): the couple's; the guest's own table; the kitchen per table for the catering provider
  { method: 'get', path: '/api/admin/seating', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/seating/tables', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/seating/tables', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/seating/tables/999999', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/seating/tables/999999', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/seating/seats', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/seating/suggestion', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/seating/settings', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/seating/settings', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/seating/kitchen-list', allowed: ['admin'] },
  { method: 'get', path: '/api/guest/seating', allowed: ['guest'] },
  { method: 'get', path: '/api/service-provider/seating/kitchen-list', allowed: ['service_provider'] },
  { method: 'get', path: '/api/exports/seating/place-cards', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/seating/table-cards', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/seating/chart', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/seating/plan?format=csv', allowed: ['admin'] },
  { method: 'get', path: '/api/exports/seating/kitchen-list?format=csv', allowed: ['admin', 'service_provider'] },
  // Admin accounts and sessions
  { method: 'put', path: '/api/auth/password', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/admin-users', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/admin-users', allowed: ['admin'] },
  { method: 'delete', path: '/api/admin/admin-users/999999', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/sessions/revoke-all', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/sign-in-failures', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/dashboard', allowed: ['admin'] },
  // Guests own their data (issue 42): 'Meine Daten', consent and requests are the guest's; the couple decides; the legal pages are public
  { method: 'get', path: '/api/guest/privacy', allowed: ['guest'] },
  { method: 'get', path: '/api/guest/privacy/export-link', allowed: ['guest'] },
  { method: 'get', path: '/api/guest/privacy/export', allowed: ['guest'] },
  { method: 'post', path: '/api/guest/privacy/photos/delete', allowed: ['guest'] },
  { method: 'put', path: '/api/guest/privacy/wall', allowed: ['guest'] },
  { method: 'post', path: '/api/guest/privacy/sign-out-everywhere', allowed: ['guest'] },
  { method: 'delete', path: '/api/guest/privacy/allergy-consent', allowed: ['guest'] },
  { method: 'post', path: '/api/guest/privacy/deletion-request', allowed: ['guest'] },
  { method: 'delete', path: '/api/guest/privacy/deletion-request', allowed: ['guest'] },
  { method: 'get', path: '/api/guest/photo-consent', allowed: ['guest'] },
  { method: 'post', path: '/api/guest/photo-consent', allowed: ['guest'] },
  { method: 'post', path: '/api/guest/media/999999/removal-request', allowed: ['guest'] },
  { method: 'get', path: '/api/admin/privacy/settings', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/privacy/settings', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/privacy/deletion-requests', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/privacy/deletion-requests/999999/confirm', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/privacy/deletion-requests/999999/decline', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/privacy/removal-requests', allowed: ['admin'] },
  { method: 'post', path: '/api/admin/privacy/removal-requests/999999/decide', allowed: ['admin'] },
  { method: 'get', path: '/api/admin/legal-pages/datenschutz', allowed: ['admin'] },
  { method: 'put', path: '/api/admin/legal-pages/datenschutz', allowed: ['admin'] },
  { method: 'get', path: '/api/legal-pages/datenschutz', allowed: 'public' },
];

const GUARD_FORBIDDEN = NOT_YOUR_AREA;

let t: TestApp;
let ids: Record<UserType, number>;
let guestLoginToken: string;
useTestApp(
  async (app) => {
    t = app;
    const guest = await app.createGuest();
    const provider = await app.createProvider();
    ids = { admin: 1, guest: guest.id, service_provider: provider.id };
    guestLoginToken = guest.login_token;
  },
  { resetBeforeEach: false },
);

// Some routes end sessions for real (a renewed login link, ending all admin sessions): put the
// table's tokens, issued with session version 0, back in force after each call.
afterEach(async () => {
  for (const table of ['admin_user', 'guest', 'service_provider']) await t.orm.em.getConnection().execute(`update "${table}" set session_version = 0`);
  t.app.get(SessionVersions).clear();
});

/** An image address's signature for the admin, for exactly that path. */
const signatureFor = (path: string) => {
  const [, route, id] = /^\/api\/media\/(image|thumbnail)\/(\d+)\//.exec(path)!;
  return t.app.get(MediaUrls).signedPath({ id: 1, type: 'admin', ver: 0 }, route as 'image' | 'thumbnail', Number(id)).split('/').pop()!;
};

const resolve = (path: string) =>
  path
    .replace('{guest}', String(ids.guest))
    .replace('{provider}', String(ids.service_provider))
    .replace('{signature}', () => signatureFor(path));

interface ServedRoute {
  method: string;
  path: string;
  layer: { match(path: string): unknown };
}

/** Nest's answer for every path no controller serves (404), on every method. */
const NOT_FOUND_ROUTE = '/{*all}';

/** What the application really serves: Express's router, where Nest put every controller route (and the API reference its own). */
/**
 * nestjs-pino's request logger (common/logging.ts): a middleware Nest mounts on every path and
 * method, which passes every request on and answers none, so it is no route of its own.
 */
const REQUEST_LOGGER_PATH = '{/*splat}';

function servedRoutes(app: NestExpressApplication): ServedRoute[] {
  const stack = app.getHttpAdapter().getInstance().router.stack as unknown as Array<ServedRoute['layer'] & { route?: { path: string; methods: Record<string, boolean> } }>;
  return stack.flatMap((layer) =>
    layer.route && layer.route.path !== NOT_FOUND_ROUTE && layer.route.path !== REQUEST_LOGGER_PATH ? Object.keys(layer.route.methods).map((method) => ({ method, path: layer.route!.path, layer })) : [],
  );
}

const serves = (route: ServedRoute, method: Method, path: string) => route.method === method && Boolean(route.layer.match(path.split('?')[0]));

it('names every route the application serves, and only those', () => {
  const served = servedRoutes(t.app);
  const withoutRoute = ROUTES.filter(({ method, path }) => !served.some((route) => serves(route, method, resolve(path))));
  expect(withoutRoute.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  const missing = served.filter((route) => !ROUTES.some(({ method, path }) => serves(route, method, resolve(path))));
  expect(missing.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([]);
});

/**
 * Tokens that must never open a session, each for the audience the route allows (so the token's
 * validity is the only thing wrong with it).
 */
function badTokens(type: UserType, path: string): Record<string, string> {
  const claims = { sub: String(ids[type]), type, ver: 0 };
  const ownSecret = new JwtService({ secret: t.config.jwtSecret });
  const tokens = t.app.get(TokenService);
  const [head, body] = ownSecret.sign(claims).split('.');
  return {
    'forged (another secret)': new JwtService({ secret: 'ein-anderes-geheimnis-mit-genug-zeichen-1234' }).sign(claims, { expiresIn: '1h' }),
    'unsigned (alg none)': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`,
    'tampered (other principal, old signature)': `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: '424242' })).toString('base64url')}.${ownSecret.sign(claims).split('.')[2]}`,
    expired: ownSecret.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }),
    "a guest's login link secret": guestLoginToken,
    'a signed link token (?access=) for this very path': tokens.issueResourceToken({ id: ids[type], type, ver: 0 }, path.split('?')[0]),
    'a signed image address': signatureFor('/api/media/thumbnail/999999/'),
  };
}

const bodyMsg = (body: unknown) => (body as { msg?: string } | undefined)?.msg;

describe.each(ROUTES)('$method $path', ({ method, path, allowed }) => {
  it('refuses anonymous callers unless public', async () => {
    if (allowed === 'signed') {
      // Without a token, on the signature alone; a signature of another address is refused.
      const res = await t.http()[method](resolve(path));
      expect([401, 403]).not.toContain(res.status);
      const other = await t.http()[method](path.replace('{signature}', signatureFor('/api/media/image/1/').replace(/.$/, '')));
      expect(other.status).toBe(401);
      return;
    }
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
    if (allowed === 'public' || allowed === 'signed' || allowed.includes(type)) {
      expect(res.status).not.toBe(401);
      expect(res.body?.msg).not.toBe(GUARD_FORBIDDEN);
    }
    else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(path.startsWith('/api/sms/') ? { error: GUARD_FORBIDDEN, msg: GUARD_FORBIDDEN } : { msg: GUARD_FORBIDDEN });
    }
  });

  if (Array.isArray(allowed)) {
    it('refuses forged, tampered, expired and borrowed tokens as a session', async () => {
      const url = resolve(path);
      const tokens = badTokens(allowed[0], url);
      const answers = await Promise.all(
        Object.entries(tokens).map(async ([name, token]) => {
          const res = await t.http()[method](url).set('Authorization', `Bearer ${token}`);
          return [name, `${res.status} ${bodyMsg(res.body)}`];
        }),
      );
      expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(Object.keys(tokens).map((name) => [name, `401 ${SESSION_ENDED}`])));
    });
  }
});
