import { GuestPage } from './guest-page.entity.js';

/** The tables a guest page's reply is made from (for @CachedReply). */
export const GUEST_PAGE_TABLES = [GuestPage];
