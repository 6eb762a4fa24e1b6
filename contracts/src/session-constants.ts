/** Texts of the signed-in areas' frame, without zod so every remote can import them cheaply. */

/** The sign-out button's label in the admin and provider areas (German, not 'Logout'). */
export const SIGN_OUT_LABEL = 'Abmelden';
