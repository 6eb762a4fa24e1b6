export type UserType = 'admin' | 'guest' | 'service_provider';

/** The three browser-storage entries, in the order they are checked: admin first, then guest, then provider. */
export const TOKEN_KEYS: ReadonlyArray<readonly [UserType, string]> = [
  ['admin', 'token'],
  ['guest', 'guest_token'],
  ['service_provider', 'service_provider_token'],
];

export function tokenKey(type: UserType): string {
  return TOKEN_KEYS.find(([t]) => t === type)![1];
}

/** The stored token of that audience, if any (null: calls without a credential). */
export function storedToken(type: UserType | null): string | null {
  return type ? localStorage.getItem(tokenKey(type)) : null;
}

/** Reads only `exp` (seconds) from a JWT; the signature is the server's business. */
export function readExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Token hat kein Payload');
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const exp = (JSON.parse(json) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp : null;
}

/** Expired if empty, undecodable, without exp, or exp before now. */
export function isTokenExpired(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return true;
  try {
    const exp = readExpiry(token);
    return exp === null || exp * 1000 < nowMs;
  } catch (error) {
    console.error('Token konnte nicht gelesen werden:', error);
    return true;
  }
}
