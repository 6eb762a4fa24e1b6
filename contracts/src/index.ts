/**
 * The API of Hochzeitsportal, defined once: request and reply schemas (zod), constants and German
 * validation messages. The backend validates with these schemas and documents its OpenAPI from
 * them; the frontends import their types (`import type`) and the admin forms their schemas.
 *
 * Naming (one scheme everywhere, no `Schema` suffix):
 * - `X`: a zod schema and its parsed type share one name (`const X = z.object(…)`, `type X = z.infer<typeof X>`);
 *   a reply or stored record is named after what it is (`Room`, `Registry`), a reply that is no record `XReply`.
 * - `XInput`: a request body the API takes (JSON or multipart text fields); `XQuery`: a query string it takes.
 * - `XJson`: `z.input<typeof X>`, a reply as the client receives it; only where it differs from `X`
 *   (timestamps: a Date on the server, ISO text on the wire).
 * - `XForm`: a form's schema where it differs from the API's `XInput` (comma text for a list, a repeated
 *   password); `XInputValues` / `XFormValues`: that form's raw values (`z.input`).
 * - Constants and German messages UPPER_SNAKE (`GUEST_NOT_FOUND`), grouped as `X_MESSAGES`; choice lists
 *   plural (`GUEST_TYPES`) with `X_LABELS`; messages with a value and helpers are camelCase functions.
 */
export * from './german-errors.js';
export * from './request-body.js';
export * from './fields.js';
export * from './common.js';
export * from './auth.js';
export * from './guest-pages.js';
export * from './story.js';
export * from './wishlist.js';
export * from './ticker.js';
export * from './event-settings.js';
export * from './health.js';
export * from './video-url.js';
export * from './guests.js';
export * from './guest-import.js';
export * from './guest-groups.js';
export * from './relations.js';
export * from './menus.js';
export * from './allergens.js';
export * from './rooms.js';
export * from './demo-data.js';
export * from './service-providers.js';
export * from './provider-documents.js';
export * from './timeline.js';
export * from './media.js';
export * from './venue-upload.js';
export * from './guest-texts.js';
export * from './sms-text.js';
export * from './sms.js';
export * from './email.js';
export * from './exports.js';
export * from './rsvp.js';
export * from './remote-releases.js';
export * from './page-data.js';
export * from './weather.js';
export * from './rsvp-reminders.js';
export * from './kitchen.js';
export * from './backups.js';
export * from './session-constants.js';
export * from './admin-dashboard.js';
export * from './german-order.js';
export * from './privacy.js';
export * from './seating.js';
