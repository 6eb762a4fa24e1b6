/** The wish list's public surface: its entity (the demo data seeds it). */
export { Wishlist } from './wishlist.entity.js';
