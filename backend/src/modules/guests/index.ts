/** The guests' public surface: the guest entity others relate to, name formatting, and the admin service. */
export { Guest, type GuestType } from './guest.entity.js';
export { fullName } from './guest-name.js';
export { GuestsService } from './guests.service.js';
export { GuestDeletionHooks, type GuestDeletionHook } from './guest-deletion-hooks.js';
