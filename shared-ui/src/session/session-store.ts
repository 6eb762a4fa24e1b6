import { create } from 'zustand';
import { isTokenExpired, storedToken, TOKEN_KEYS, tokenKey, tokenSubject, type UserType } from './tokens';
import type { QueryClient } from '@tanstack/react-query';
import { clearOfflineStands } from '../api/offline-stand';

/** How often the stored tokens are checked again, so an expired session ends while the page is open. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;

export interface SessionState {
  isAuthenticated: boolean;
  userType: UserType | null;
  loading: boolean;
  // Function properties, not methods: components take them out of the store (`useSession((s) => s.logout)`).
  /** Checks the stored tokens in the order admin, guest, service_provider. */
  checkSession: () => void;
  /** Stores the type's token and signs the user in as that type. */
  login: (type: UserType, token: string) => void;
  /** Removes the current type's token, clears the state and redirects (admin: /login, others: /session-expired). */
  logout: (redirectTo?: string) => void;
}

/** Marks (for this tab) that the person signed out themselves, so /session-expired says so instead of 'expired'. */
const SIGNED_OUT_KEY = 'hochzeit_signed_out';

/** Whether the last session of this tab ended by signing out, not by expiring. */
export function signedOutByChoice(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

function markSignedOut(signedOut: boolean): void {
  try {
    if (signedOut) sessionStorage.setItem(SIGNED_OUT_KEY, '1');
    else sessionStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Storage blocked: the page says the session ended.
  }
}

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);

/** The shell hands over the router's navigate so redirects stay inside the single-page app. */
export function setSessionNavigator(fn: Navigate): void {
  navigate = fn;
}

let queryClient: QueryClient | null = null;

/** The shell hands over the page's QueryClient: a sign-in or sign-out empties it, so nobody sees the previous person's data. */
export function setSessionQueryClient(client: QueryClient | null): void {
  queryClient = client;
}

/** What the previous person's session left in this page: cached replies and offline marks. */
function forgetSessionData(): void {
  queryClient?.clear();
  clearOfflineStands();
}

export const useSession = create<SessionState>()((set, get) => ({
  isAuthenticated: false,
  userType: null,
  loading: true,

  checkSession() {
    let expiredRedirect: string | null = null;
    for (const [type, key] of TOKEN_KEYS) {
      const token = localStorage.getItem(key);
      if (token === null) continue;
      if (!isTokenExpired(token)) {
        if (get().isAuthenticated && get().userType !== type) forgetSessionData();
        set({ isAuthenticated: true, userType: type, loading: false });
        return;
      }
      localStorage.removeItem(key);
      markSignedOut(false);
      expiredRedirect ??= type === 'admin' ? '/login' : '/session-expired';
    }
    if (get().isAuthenticated) forgetSessionData();
    set({ isAuthenticated: false, userType: null, loading: false });
    if (expiredRedirect) navigate(expiredRedirect);
  },

  login(type, token) {
    // Another person (or audience) signs in; a renewed token of the same person keeps the data.
    const samePerson = get().isAuthenticated && get().userType === type && tokenSubject(storedToken(type)) === tokenSubject(token);
    if (!samePerson) forgetSessionData();
    markSignedOut(false);
    localStorage.setItem(tokenKey(type), token);
    set({ isAuthenticated: true, userType: type, loading: false });
  },

  logout(redirectTo) {
    const { userType } = get();
    if (userType) localStorage.removeItem(tokenKey(userType));
    forgetSessionData();
    markSignedOut(true);
    // Navigate before clearing: otherwise the page's guard sees the cleared state first and redirects elsewhere.
    navigate(redirectTo ?? (userType === 'admin' ? '/login' : '/session-expired'));
    set({ isAuthenticated: false, userType: null, loading: false });
  },
}));

/** Checks now and then every 60 s; returns the function that stops the checks. */
export function startSessionWatch(): () => void {
  useSession.getState().checkSession();
  const timer = setInterval(() => useSession.getState().checkSession(), TOKEN_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
