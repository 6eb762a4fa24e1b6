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

/** The claims of a JWT, unverified: the signature is the server's business. */
function readClaims(token: string): { exp?: unknown; sub?: unknown } {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Token hat kein Payload');
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; sub?: unknown };
}

/** Reads only `exp` (seconds) from a JWT. */
export function readExpiry(token: string): number | null {
  const { exp } = readClaims(token);
  return typeof exp === 'number' ? exp : null;
}

/** Whom a token names (`sub`), or null when it is missing or unreadable: keys per-person browser data. */
export function tokenSubject(token: string | null | undefined): string | null {
  try {
    const { sub } = token ? readClaims(token) : {};
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
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
