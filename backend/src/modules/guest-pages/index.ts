/** The guest pages' public surface: their entity (the demo data seeds it). */
export { GuestPage } from './guest-page.entity.js';
