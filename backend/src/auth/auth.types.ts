export const USER_TYPES = ['admin', 'guest', 'service_provider'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** What the global guard attaches to the request once a token checks out. */
export interface AuthUser {
  id: number;
  type: UserType;
}

/** JWT claims. `res` is set only on short-lived resource tokens, scoped to one URL path. */
export interface TokenClaims {
  sub: string;
  type: UserType;
  res?: string;
  exp?: number;
}
