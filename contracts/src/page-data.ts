/**
 * Data the server writes into the shell's index.html as `<script type="application/json" id=…>`
 * blocks, so the first screen needs no round trip for it. Without zod: the shell reads these on
 * every visitor's first load.
 */
import type { EventSettingsJson } from './event-settings.js';

/** The remote registry (the document of GET /remotes.json). */
export const INLINE_REGISTRY_ID = 'remotes';

/**
 * The wedding's look for a guest who opens their personal link: the page shows the couple's photo
 * and names while the sign-in and the guest area load. Inlined only for a valid guest link.
 */
export const INLINE_WELCOME_ID = 'welcome';
export type WelcomeLook = Pick<EventSettingsJson, 'couple_names' | 'starts_at' | 'venue_name' | 'time_zone' | 'cover'>;
/**
 * The inlined block: the look and the moment the server rendered the first screen for (ISO), so
 * the page takes over the countdown's server-rendered text unchanged.
 */
export type WelcomePage = WelcomeLook & { rendered_at?: string };

/** The cover photo's width on screen: the page's column (full width on a phone, at most 1068 px). */
export const COVER_SIZES = '(min-width: 1100px) 1068px, calc(100vw - 2rem)';
