import { z } from 'zod';
import { timestamp } from './fields.js';

export const USER_TYPES = ['admin', 'guest', 'service_provider'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const LOGIN_FIELDS_REQUIRED = 'Benutzername und Passwort sind erforderlich';
/** A sign-in refused by the limits on failed attempts (429, with Retry-After). */
export const LOGIN_RATE_LIMITED = 'Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.';
const LOGIN_TOKEN_MISSING = 'Login-Token fehlt';
/** A request without a valid session (none, invalid, expired or ended): 401. */
export const SESSION_ENDED = 'Nicht angemeldet oder Sitzung abgelaufen';
/** A signed-in audience on a route that is not theirs: 403. */
export const NOT_YOUR_AREA = 'Keine Berechtigung für diesen Bereich';

export const LoginInput = z
  .object({
    username: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(100),
    password: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(200),
  });
export type LoginInput = z.infer<typeof LoginInput>;

/** The secret from a guest's or provider's personal QR link. */
export const TokenLoginInput = z
  .object({ token: z.string({ error: LOGIN_TOKEN_MISSING }).min(1, LOGIN_TOKEN_MISSING).max(100) })
;
export type TokenLoginInput = z.infer<typeof TokenLoginInput>;

export const AccessTokenReply = z.object({ access_token: z.string() }).meta({ title: 'AccessTokenReply' });
export type AccessTokenReply = z.infer<typeof AccessTokenReply>;

/** Admin passwords: at least this long when set in the app (sign-in accepts any stored password). */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;
const ADMIN_USERNAME_MAX_LENGTH = 100;

const CURRENT_PASSWORD_MISSING = 'Bitte geben Sie Ihr aktuelles Passwort ein';
export const CURRENT_PASSWORD_WRONG = 'Das aktuelle Passwort ist falsch';
const NEW_PASSWORD_TOO_SHORT = `Das neue Passwort muss mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen lang sein`;
const PASSWORD_TOO_LONG = `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein`;
const PASSWORDS_DIFFER = 'Die Passwörter stimmen nicht überein';
const ADMIN_USERNAME_MISSING = 'Bitte geben Sie einen Benutzernamen ein';
const ADMIN_USERNAME_TOO_LONG = `Der Benutzername darf höchstens ${ADMIN_USERNAME_MAX_LENGTH} Zeichen lang sein`;
export const ADMIN_USERNAME_TAKEN = 'Dieser Benutzername ist bereits vergeben';
const ADMIN_PASSWORD_TOO_SHORT = `Das Passwort muss mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen lang sein`;
export const ADMIN_NOT_FOUND = 'Admin nicht gefunden';
export const LAST_ADMIN = 'Der letzte Admin kann nicht entfernt werden';

const newPassword = (tooShort: string) =>
  z.string({ error: tooShort }).min(ADMIN_PASSWORD_MIN_LENGTH, tooShort).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** An admin changes their own password; passwords are taken as typed (never trimmed). */
export const PasswordChangeInput = z.object({
  current_password: z.string({ error: CURRENT_PASSWORD_MISSING }).min(1, CURRENT_PASSWORD_MISSING).max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG),
  new_password: newPassword(NEW_PASSWORD_TOO_SHORT),
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

/** The password form: the same fields plus the new password typed a second time (checked in the browser only). */
export const PasswordChangeForm = PasswordChangeInput.extend({ new_password_repeat: z.string() }).refine(
  (values) => values.new_password === values.new_password_repeat,
  { message: PASSWORDS_DIFFER, path: ['new_password_repeat'] },
);
export type PasswordChangeFormValues = z.input<typeof PasswordChangeForm>;

/** A further admin account. */
export const AdminUserInput = z.object({
  username: z
    .string({ error: ADMIN_USERNAME_MISSING })
    .trim()
    .min(1, ADMIN_USERNAME_MISSING)
    .max(ADMIN_USERNAME_MAX_LENGTH, ADMIN_USERNAME_TOO_LONG),
  password: newPassword(ADMIN_PASSWORD_TOO_SHORT),
});
export type AdminUserInput = z.infer<typeof AdminUserInput>;
export type AdminUserInputValues = z.input<typeof AdminUserInput>;

/** An admin account as listed: never its password hash. */
export const AdminUser = z
  .object({ id: z.number().int(), username: z.string(), created_at: timestamp() })
  .meta({ title: 'AdminUser' });
export type AdminUser = z.output<typeof AdminUser>;

/**
 * A failed admin sign-in (a wrong password) as the admins see it in the settings: when, the
 * account name as typed, the client's address, and whether the browser had signed in to that
 * account before (a device cookie). Never the password.
 */
export const SignInFailure = z
  .object({ at: timestamp(), username: z.string(), address: z.string(), known_browser: z.boolean() })
  .meta({ title: 'SignInFailure' });
export type SignInFailure = z.output<typeof SignInFailure>;
