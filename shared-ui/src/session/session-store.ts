import { create } from 'zustand';
import { isTokenExpired, TOKEN_KEYS, tokenKey, type UserType } from './tokens';
import { clearPrefetched } from '../api/prefetch';
import { clearOfflineStands } from '../api/offline-stand';

/** How often the stored tokens are checked again, so an expired session ends while the page is open. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;

export interface SessionState {
  isAuthenticated: boolean;
  userType: UserType | null;
  loading: boolean;
  /** Checks the stored tokens in the order admin, guest, service_provider. */
  checkSession(): void;
  /** Stores the type's token and signs the user in as that type. */
  login(type: UserType, token: string): void;
  /** Removes the current type's token, clears the state and redirects (admin: /login, others: /session-expired). */
  logout(redirectTo?: string): void;
}

type Navigate = (path: string) => void;
let navigate: Navigate = (path) => window.location.assign(path);

/** The shell hands over the router's navigate so redirects stay inside the single-page app. */
export function setSessionNavigator(fn: Navigate): void {
  navigate = fn;
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
        set({ isAuthenticated: true, userType: type, loading: false });
        return;
      }
      localStorage.removeItem(key);
      expiredRedirect ??= type === 'admin' ? '/login' : '/session-expired';
    }
    set({ isAuthenticated: false, userType: null, loading: false });
    if (expiredRedirect) navigate(expiredRedirect);
  },

  login(type, token) {
    localStorage.setItem(tokenKey(type), token);
    set({ isAuthenticated: true, userType: type, loading: false });
  },

  logout(redirectTo) {
    const { userType } = get();
    if (userType) localStorage.removeItem(tokenKey(userType));
    clearPrefetched();
    clearOfflineStands();
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
