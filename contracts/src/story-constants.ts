/**
 * The story's texts without zod, so the guest bundle can import them as values
 * (`@hochzeit/contracts/story-constants`).
 */
export const UNKNOWN_BLOCK_TYPE = 'Unbekannter Block-Typ';
export const STORY_NOT_AVAILABLE = 'Die Hochzeits-Story ist noch nicht verfügbar.';
