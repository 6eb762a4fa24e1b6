import { MENU_FOR_INNER_CIRCLE, MENU_NOT_CHOSEN } from '@hochzeit/contracts/guest-texts';
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';

/** canvas-confetti stands in for the browser's canvas: each burst and each reset is recorded. */
const confetti = Object.assign(jest.fn(async () => undefined), { reset: jest.fn() });
jest.unstable_mockModule('canvas-confetti', () => ({ default: confetti }));
const { DashboardPage } = await import('./DashboardPage');
const { fireConfetti, stopConfetti } = await import('./confetti');

const DASHBOARD = { id: 3, first_name: 'Erika', last_name: 'Muster', guest_type: 'Apéro', group_id: null, menu_id: null, room_info: null, rsvp: { deadline: null, open: true, answered: false } };
const EVENT = { title: 'Unsere Hochzeit', starts_at: '2099-06-07T13:30:00.000Z', venue_name: 'Ort', venue_address: 'Adresse', time_zone: 'Europe/Zurich', couple_names: 'A & B', cover: null };
const answer = (dashboard: object) =>
  mockApi({
    'GET /api/guest/dashboard': { ...DASHBOARD, ...dashboard },
    'GET /api/guest/group': { id: null, name: null, members: [] },
    'GET /api/guest/seating': { table: null, companion_table: null },
    'GET /api/event-settings': EVENT,
    'GET /api/admin/ticker-messages': { success: true, messages: [] },
  });

let reducedMotion = true;
beforeEach(() => {
  reducedMotion = true;
  confetti.mockClear();
  confetti.reset.mockClear();
  localStorage.setItem('guest_token', 'gast-token');
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
});

const renderDashboard = () => renderWithQueryClient(<DashboardPage />, { wrapper: MemoryRouter });
const navigation = async () => screen.findByRole('navigation', { name: 'Bereiche' });

it("the greyed-out 'Menü' tile says in visible text why it cannot be opened", async () => {
  answer({ guest_type: 'Apéro' });
  const { unmount } = renderDashboard();
  const tile = within(await navigation()).getByText('Menü').closest('[aria-disabled="true"]')!;
  expect(tile).toHaveTextContent(MENU_FOR_INNER_CIRCLE);
  expect(tile).not.toHaveAttribute('title');
  unmount();
  answer({ guest_type: 'Inner Circle', menu_id: null });
  renderDashboard();
  expect(within(await navigation()).getByText('Menü').closest('[aria-disabled="true"]')).toHaveTextContent(MENU_NOT_CHOSEN);
});

it("offers the story once, as 'Unsere Geschichte'", async () => {
  answer({});
  renderDashboard();
  const storyLinks = within(await navigation())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') === '/guest/story');
  expect(storyLinks.map((link) => link.textContent)).toEqual(['Unsere Geschichte']);
});

it('after the answer deadline an unanswered guest is not asked any more whether they come', async () => {
  answer({ rsvp: { deadline: '2020-01-01', open: false, answered: false } });
  const { unmount } = renderDashboard();
  expect(await screen.findByText('Die Antwortfrist ist abgelaufen.')).toBeInTheDocument();
  expect(screen.queryByText('Bitte sagen Sie uns, ob Sie kommen.')).toBeNull();
  unmount();
  answer({ rsvp: { deadline: '2099-01-01', open: true, answered: false } });
  renderDashboard();
  expect(await screen.findByText('Bitte sagen Sie uns, ob Sie kommen.')).toBeInTheDocument();
});

it('confetti from a tap stops when the dashboard is left, and a burst still loading never starts', async () => {
  reducedMotion = false;
  answer({});
  const { unmount } = renderDashboard();
  await userEvent.click(await screen.findByRole('heading', { name: /^Willkommen, / }));
  expect(confetti).toHaveBeenCalledTimes(1);
  unmount();
  expect(confetti.reset).toHaveBeenCalled();

  confetti.mockClear();
  const loading = fireConfetti(50);
  stopConfetti();
  await act(() => loading);
  expect(confetti).not.toHaveBeenCalled();
});
