import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { mockFetch } from '../pages/gallery/gallery-test-kit';
import { DashboardPage } from './DashboardPage';

const DASHBOARD = { id: 3, first_name: 'Erika', last_name: 'Muster', guest_type: 'Apéro', group_id: null, menu_id: null, room_info: null };
const EVENT = { title: 'Unsere Hochzeit', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Schloss Wartensee', venue_address: 'Rorschacherberg', time_zone: 'Europe/Zurich', couple_names: 'Anna & Lukas', cover: null };

beforeEach(() => {
  localStorage.setItem('guest_token', 'gast-token');
  // No confetti in tests: the dashboard fires it on every click unless motion is reduced.
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
});

function renderDashboard() {
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
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

const routes = (calendarLink: { reply: unknown; status?: number }) => [
  { path: '/api/guest/dashboard', reply: DASHBOARD },
  { path: '/api/guest/group', reply: { id: null, name: null, members: [] } },
  { path: '/api/event-settings', reply: EVENT },
  { path: '/api/admin/ticker-messages', reply: { success: true, messages: [] } },
  { path: '/api/guest/calendar-link', ...calendarLink },
];

it("'Zum Kalender hinzufügen' asks for the signed .ics address with the guest token and lets the browser download it", async () => {
  const user = userEvent.setup();
  const api = mockFetch(routes({ reply: { url: '/api/guest/calendar.ics?access=signiert' } }));
  const links = followedLinks();
  try {
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Zum Kalender hinzufügen' }));
    await waitFor(() => expect(links.opened).toEqual(['/api/guest/calendar.ics?access=signiert']));
    const at = api.calls.findIndex((u) => u.pathname === '/api/guest/calendar-link');
    expect(api.authorizations[at]).toBe('Bearer gast-token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    links.stop();
  }
});

it('says so when the calendar file cannot be prepared', async () => {
  const user = userEvent.setup();
  mockFetch(routes({ reply: { msg: 'Fehler' }, status: 500 }));
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
  mockFetch(routes({ reply: { url: '/x.ics' } }));
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Willkommen, Erika Muster!' })).toBeInTheDocument();
  expect(screen.getByText('Anna & Lukas')).toBeInTheDocument();
  expect(screen.getByText('Samstag, 7. Juni 2025 · Schloss Wartensee')).toBeInTheDocument();
  expect(document.title).toBe('Übersicht · Anna & Lukas');
  const timeline = screen.getByRole('link', { name: 'Tagesplan' });
  expect(timeline.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it("shows the 'Zu- oder Absagen' card with the deadline and links to the RSVP page", async () => {
  mockFetch([
    { path: '/api/guest/dashboard', reply: { ...DASHBOARD, rsvp: { deadline: '2025-05-15', open: true, answered: false } } },
    ...routes({ reply: {} }).slice(1),
  ]);
  renderDashboard();
  const card = await screen.findByRole('region', { name: 'Zu- oder Absagen' });
  expect(card).toHaveTextContent('Antworten bis Donnerstag, 15. Mai 2025');
  expect(screen.getByRole('link', { name: 'Jetzt antworten' })).toHaveAttribute('href', '/guest/rsvp');
});
