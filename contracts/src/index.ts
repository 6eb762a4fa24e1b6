/**
 * The API of Hochzeitsportal, defined once: request and reply schemas (zod), constants and German
 * validation messages. The backend validates with these schemas and documents its OpenAPI from
 * them; the frontends import their types (`import type`) and the admin forms their schemas.
 */
export * from './german-errors.js';
export * from './fields.js';
export * from './common.js';
export * from './auth.js';
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
export * from './sms-text.js';
export * from './sms.js';
export * from './exports.js';
export * from './rsvp.js';
export * from './remote-releases.js';
export * from './page-data.js';
