import { z } from 'zod';

export const USER_TYPES = ['admin', 'guest', 'service_provider'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const LOGIN_FIELDS_REQUIRED = 'Benutzername und Passwort sind erforderlich';
export const LOGIN_TOKEN_MISSING = 'Login-Token fehlt';

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
