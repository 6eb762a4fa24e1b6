import { screen } from '@testing-library/react';
import { act } from 'react';
import { setSessionNavigator, useSession } from '@hochzeit/shared-ui';
import { MemoryRouter, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import { SessionExpiredPage } from './SessionExpiredPage';

/** A JWT whose payload expires at `exp` (seconds); the shell reads, never verifies it. */
const token = (exp: number) => `x.${btoa(JSON.stringify({ sub: '7', exp }))}.y`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const navigated: string[] = [];
beforeEach(() => {
  navigated.length = 0;
  setSessionNavigator((path) => navigated.push(path));
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const renderPage = () => renderWithQueryClient(<SessionExpiredPage />, { wrapper: MemoryRouter });

it("a guest who signed out is told so and how to come back, not that the session expired", () => {
  act(() => useSession.getState().login('guest', token(inAnHour())));
  act(() => useSession.getState().logout());
  expect(navigated).toEqual(['/session-expired']);
  renderPage();
  expect(screen.getByRole('heading', { name: 'Abgemeldet' })).toBeInTheDocument();
  expect(screen.getByText('Sie haben sich abgemeldet.')).toBeInTheDocument();
  expect(screen.getByText(/öffnen Sie Ihren persönlichen Link oder scannen Sie den QR-Code/)).toBeInTheDocument();
  expect(screen.queryByText(/Sitzung ist abgelaufen/)).toBeNull();
});

it('a session that really expired keeps the expired-session text, also after an earlier sign-out', () => {
  act(() => useSession.getState().login('guest', token(inAnHour())));
  act(() => useSession.getState().logout());
  // Signed in again later; this session runs out.
  act(() => useSession.getState().login('guest', token(Math.floor(Date.now() / 1000) - 10)));
  act(() => useSession.getState().checkSession());
  expect(navigated.at(-1)).toBe('/session-expired');
  renderPage();
  expect(screen.getByRole('heading', { name: 'Sitzung beendet' })).toBeInTheDocument();
  expect(screen.getByText(/^Ihre Sitzung ist abgelaufen/)).toBeInTheDocument();
  expect(screen.queryByText('Sie haben sich abgemeldet.')).toBeNull();
});
