import { jest } from '@jest/globals';
import { fakeToken } from '../test-tokens';
import { QueryClient } from '@tanstack/react-query';
import { setSessionNavigator, setSessionQueryClient, startSessionWatch, TOKEN_CHECK_INTERVAL_MS, useSession } from './session-store';
import { isTokenExpired } from './tokens';

const navigate = jest.fn();
const initial = useSession.getState();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  setSessionNavigator(navigate);
  useSession.setState({ ...initial, isAuthenticated: false, userType: null, loading: true });
});

describe('isTokenExpired', () => {
  it('treats empty, undecodable, exp-less and past tokens as expired', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(isTokenExpired('')).toBe(true);
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('kein.jwt')).toBe(true);
    expect(isTokenExpired(fakeToken(null))).toBe(true);
    expect(isTokenExpired(fakeToken(-5))).toBe(true);
    expect(isTokenExpired(fakeToken(60))).toBe(false);
  });
});

describe('checkSession', () => {
  it('starts in the loading state', () => {
    expect(useSession.getState()).toMatchObject({ loading: true, isAuthenticated: false, userType: null });
  });

  it('prefers admin, then guest, then service_provider', () => {
    localStorage.setItem('service_provider_token', fakeToken(60));
    useSession.getState().checkSession();
    expect(useSession.getState().userType).toBe('service_provider');
    localStorage.setItem('guest_token', fakeToken(60));
    useSession.getState().checkSession();
    expect(useSession.getState().userType).toBe('guest');
    localStorage.setItem('token', fakeToken(60));
    useSession.getState().checkSession();
    expect(useSession.getState()).toMatchObject({ userType: 'admin', isAuthenticated: true, loading: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('removes an expired admin token and goes to /login', () => {
    localStorage.setItem('token', fakeToken(-1));
    useSession.getState().checkSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, userType: null, loading: false });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each(['guest_token', 'service_provider_token'])('removes an expired %s and goes to /session-expired', (key) => {
    localStorage.setItem(key, fakeToken(-1));
    useSession.getState().checkSession();
    expect(localStorage.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/session-expired');
  });

  it('falls through an expired admin token to a valid guest token without redirecting', () => {
    localStorage.setItem('token', fakeToken(-1));
    localStorage.setItem('guest_token', fakeToken(60));
    useSession.getState().checkSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().userType).toBe('guest');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is unauthenticated without any token and does not redirect', () => {
    useSession.getState().checkSession();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, loading: false });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('startSessionWatch', () => {
  afterEach(() => jest.useRealTimers());

  it('checks again every 60 seconds and notices a token expiring in between', () => {
    jest.useFakeTimers({ now: new Date('2025-06-07T10:00:00Z') });
    localStorage.setItem('guest_token', fakeToken(90));
    const stop = startSessionWatch();
    expect(useSession.getState().userType).toBe('guest');
    jest.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    expect(useSession.getState().userType).toBe('guest');
    jest.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, userType: null });
    expect(navigate).toHaveBeenCalledWith('/session-expired');
    stop();
  });
});

describe('login and logout', () => {
  it('stores each type under its own key', () => {
    useSession.getState().login('guest', 'g');
    expect(localStorage.getItem('guest_token')).toBe('g');
    useSession.getState().login('service_provider', 's');
    expect(localStorage.getItem('service_provider_token')).toBe('s');
    useSession.getState().login('admin', 'a');
    expect(localStorage.getItem('token')).toBe('a');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, userType: 'admin' });
  });

  it('logs an admin out to /login and a guest to /session-expired, removing only their token', () => {
    localStorage.setItem('guest_token', 'g');
    useSession.getState().login('admin', 'a');
    useSession.getState().logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('guest_token')).toBe('g');
    expect(navigate).toHaveBeenLastCalledWith('/login');

    useSession.getState().login('guest', 'g');
    useSession.getState().logout();
    expect(localStorage.getItem('guest_token')).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/session-expired');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, userType: null });
  });
});

describe('the query cache follows the person', () => {
  const cached = () => {
    const client = new QueryClient();
    setSessionQueryClient(client);
    client.setQueryData(['/api/guest/dashboard'], { first_name: 'Erika' });
    return client;
  };
  afterEach(() => setSessionQueryClient(null));

  it('a sign-out empties it', () => {
    useSession.getState().login('guest', fakeToken(60));
    const client = cached();
    useSession.getState().logout();
    expect(client.getQueryData(['/api/guest/dashboard'])).toBeUndefined();
  });

  it('a session that expires while the page is open empties it', () => {
    jest.useFakeTimers({ now: new Date('2025-06-07T10:00:00Z') });
    try {
      useSession.getState().login('guest', fakeToken(30));
      const client = cached();
      jest.setSystemTime(new Date('2025-06-07T10:01:00Z'));
      useSession.getState().checkSession();
      expect(client.getQueryData(['/api/guest/dashboard'])).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it("another person's sign-in empties it; the same person's renewed token keeps it", () => {
    const token = (sub: string) => fakeToken(60).replace(/\.([^.]+)\./, (_, payload: string) => `.${btoa(JSON.stringify({ ...JSON.parse(atob(payload)), sub })).replace(/=+$/, '')}.`);
    useSession.getState().login('guest', token('7'));
    const client = cached();
    useSession.getState().login('guest', token('7'));
    expect(client.getQueryData(['/api/guest/dashboard'])).toEqual({ first_name: 'Erika' });
    useSession.getState().login('guest', token('8'));
    expect(client.getQueryData(['/api/guest/dashboard'])).toBeUndefined();
  });
});
