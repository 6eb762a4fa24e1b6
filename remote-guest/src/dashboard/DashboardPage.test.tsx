import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventSettingsQuery, guestDashboardQuery, guestGroupQuery } from '@hochzeit/shared-ui';
import { createTestQueryClient, MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { GUEST_ADDRESS_STORAGE_KEY } from '@hochzeit/contracts/guest-texts';
import { DashboardPage } from './DashboardPage';

const DASHBOARD = { id: 3, first_name: 'Erika', last_name: 'Muster', guest_type: 'Apéro', group_id: null, menu_id: null, room_info: null, rsvp: { deadline: null, open: true, answered: false } };
const EVENT = { title: 'Unsere Hochzeit', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Schloss Wartensee', venue_address: 'Rorschacherberg', time_zone: 'Europe/Zurich', couple_names: 'Anna & Lukas', cover: null };

beforeEach(() => {
  localStorage.setItem('guest_token', 'gast-token');
  // No confetti in tests: the dashboard fires it on every click unless motion is reduced.
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
});

function renderDashboard() {
  return renderWithQueryClient(<DashboardPage />, { wrapper: MemoryRouter });
}

/** Records the addresses the page hands to the browser through a link click, instead of navigating. */
function followedLinks() {
  const opened: string[] = [];
  const follow = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement) {
      opened.push(event.target.getAttribute('href')!);
      event.preventDefault();
    }
  };
  document.addEventListener('click', follow);
  return { opened, stop: () => document.removeEventListener('click', follow) };
}

const routes = (calendarLink: unknown) => ({
  'GET /api/guest/dashboard': DASHBOARD,
  'GET /api/guest/group': { id: null, name: null, members: [] },
  'GET /api/guest/seating': { table: null, companion_table: null },
  'GET /api/event-settings': EVENT,
  'GET /api/admin/ticker-messages': { success: true, messages: [] },
  'GET /api/guest/calendar-link': calendarLink,
});

it("'Zum Kalender hinzufügen' asks for the signed .ics address with the guest token and lets the browser download it", async () => {
  const user = userEvent.setup();
  const api = mockApi(routes({ url: '/api/guest/calendar.ics?access=signiert' }));
  const links = followedLinks();
  try {
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Zum Kalender hinzufügen' }));
    await waitFor(() => expect(links.opened).toEqual(['/api/guest/calendar.ics?access=signiert']));
    expect(api.callsTo('GET /api/guest/calendar-link')[0].headers.get('Authorization')).toBe('Bearer gast-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    links.stop();
  }
});

it('says so when the calendar file cannot be prepared', async () => {
  const user = userEvent.setup();
  mockApi(routes(reply(500, { msg: 'Fehler' })));
  const links = followedLinks();
  try {
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Zum Kalender hinzufügen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Kalenderdatei konnte nicht geladen werden.');
    expect(links.opened).toEqual([]);
  } finally {
    links.stop();
  }
});

it('opens with the couple, the day and the place, names the page after them and gives every tile a hidden icon', async () => {
  mockApi(routes({ url: '/x.ics' }));
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Willkommen, Erika Muster!' })).toBeInTheDocument();
  expect(screen.getByText('Anna & Lukas')).toBeInTheDocument();
  expect(screen.getByText('Samstag, 7. Juni 2025 · Schloss Wartensee')).toBeInTheDocument();
  expect(document.title).toBe('Übersicht · Anna & Lukas');
  const timeline = screen.getByRole('link', { name: 'Tagesplan' });
  expect(timeline.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it("shows the 'Zu- oder Absagen' card with the deadline and links to the RSVP page", async () => {
  mockApi({ ...routes({}), 'GET /api/guest/dashboard': { ...DASHBOARD, rsvp: { deadline: '2025-05-15', open: true, answered: false } } });
  renderDashboard();
  const card = await screen.findByRole('region', { name: 'Zu- oder Absagen' });
  expect(card).toHaveTextContent('Antworten bis Donnerstag, 15. Mai 2025');
  expect(screen.getByRole('link', { name: 'Jetzt antworten' })).toHaveAttribute('href', '/guest/rsvp');
});

it('asks for each of its replies once, also for the event settings both the page and its title need', async () => {
  const api = mockApi(routes({}));
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Willkommen, Erika Muster!' })).toBeInTheDocument();
  expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual(
    ['GET /api/admin/ticker-messages', 'GET /api/event-settings', 'GET /api/guest/dashboard', 'GET /api/guest/group', 'GET /api/guest/seating'],
  );
});

it('shows what the shell prefetched into the cache without asking again', async () => {
  const api = mockApi(routes({}));
  const client = createTestQueryClient();
  await Promise.all([client.prefetchQuery(guestDashboardQuery()), client.prefetchQuery(guestGroupQuery()), client.prefetchQuery(eventSettingsQuery())]);
  api.calls.length = 0;
  renderWithQueryClient(<DashboardPage />, { client, wrapper: MemoryRouter });
  expect(await screen.findByRole('heading', { name: 'Willkommen, Erika Muster!' })).toBeInTheDocument();
  // The table ('Ihr Tisch') is asked beside the ticker; the page never waits for it.
  expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/admin/ticker-messages', '/api/guest/seating']);
});

it("shows the server's message when the guest's record cannot be loaded", async () => {
  mockApi({ ...routes({}), 'GET /api/guest/dashboard': reply(500, {}) });
  renderDashboard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Daten konnten nicht geladen werden.');
});

describe("the couple's form of address", () => {
  const withGroup = (guestAddress?: string) => ({
    ...routes({}),
    'GET /api/event-settings': guestAddress ? { ...EVENT, guest_address: guestAddress } : EVENT,
    'GET /api/guest/group': { id: 4, name: 'Familie Muster', members: [{ id: 3, first_name: 'Erika', last_name: 'Muster', guest_type: 'Apéro', special_requests: null }] },
  });

  it("says 'Sie' by default", async () => {
    mockApi(withGroup('sie'));
    renderDashboard();
    expect(await screen.findByText('Bitte sagen Sie uns, ob Sie kommen.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ihre Gruppe: Familie Muster' })).toBeInTheDocument();
  });

  it("says 'ihr' once the couple chose it", async () => {
    mockApi(withGroup('ihr'));
    renderDashboard();
    expect(await screen.findByText('Bitte sagt uns, ob ihr kommt.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Eure Gruppe: Familie Muster' })).toBeInTheDocument();
    expect(screen.queryByText(/\bSie\b/)).toBeNull();
    // Remembered for the shell's signed-out pages.
    expect(localStorage.getItem(GUEST_ADDRESS_STORAGE_KEY)).toBe('ihr');
  });
});
