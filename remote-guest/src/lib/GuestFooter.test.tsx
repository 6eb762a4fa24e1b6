import { act, render, screen } from '@testing-library/react';
import { useSession } from '@hochzeit/shared-ui';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { GuestFooter } from './GuestFooter';

const token = `x.${btoa(JSON.stringify({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;
afterEach(() => {
  act(() => useSession.setState({ isAuthenticated: false, userType: null, loading: false }));
  localStorage.clear();
});

const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

it("links a guest's own data, the privacy notice and the imprint", () => {
  act(() => useSession.getState().login('guest', token));
  render(<GuestFooter />, { wrapper: MemoryRouter });
  expect(screen.getByRole('navigation', { name: 'Datenschutz und Impressum' })).toBeInTheDocument();
  expect(links()).toEqual([
    ['Meine Daten', '/guest/meine-daten'],
    ['Datenschutz', '/datenschutz'],
    ['Impressum', '/impressum'],
  ]);
});

it("gives a provider on the shared directions page the public links only", () => {
  act(() => useSession.getState().login('service_provider', token));
  render(<GuestFooter />, { wrapper: MemoryRouter });
  expect(links()).toEqual([
    ['Datenschutz', '/datenschutz'],
    ['Impressum', '/impressum'],
  ]);
});
