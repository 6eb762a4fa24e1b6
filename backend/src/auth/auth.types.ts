import { USER_TYPES, type UserType } from '@hochzeit/contracts';

export { USER_TYPES, type UserType };

/** What the global guard attaches to the request once a token checks out. */
export interface AuthUser {
  id: number;
  type: UserType;
  /** The session version the token was issued with; resource tokens issued for this user carry it on. */
  ver: number;
}

/**
 * JWT claims. `ver` is the principal's session version at issue (tokens from before versions
 * existed have none and count as version 0). `res` is set only on short-lived resource tokens,
 * scoped to one URL path.
 */
export interface TokenClaims {
  sub: string;
  type: UserType;
  ver?: number;
  res?: string;
  exp?: number;
}
