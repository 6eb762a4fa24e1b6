import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { type AdminDashboardJson, ADMIN_DASHBOARD_TEXTS as TEXTS } from '@hochzeit/contracts';
import { mockApi, reply } from '@hochzeit/shared-ui/testing';
import { ADMIN_NAVIGATION } from '../../layout/navigation';
import { renderInRouter } from '../../test/render';
import { DashboardPage } from '../DashboardPage';

const board: AdminDashboardJson = {
  wedding: { starts_at: '2030-06-07T13:30:00.000Z', days_until: 12, time_zone: 'Europe/Zurich' },
  guests: 6,
  answers: {
    yes: 3,
    no: 1,
    open: 2,
    companions: 1,
    by_guest_type: [
      { guest_type: 'Apéro', yes: 1, no: 1, open: 0 },
      { guest_type: 'Inner Circle', yes: 2, no: 0, open: 2 },
    ],
    deadline: '2030-05-01',
    deadline_passed: true,
  },
  meals: { menus: [{ menu_id: 2, label: 'Vegetarisch', count: 3 }, { menu_id: null, label: 'Ohne Menüwahl', count: 1 }], people: 4, allergies: 2, with_allergies: 1 },
  rooms: { occupied: 2, free: 1, beds_free: 3, inner_circle_without_room: 1 },
  photos: { new_today: 1234, hidden: 2, total: 5000, pending: 3 },
  messages: { outbox: 4, failed: 1, unclear: 0 },
  invitations: { not_sent: 5 },
  todos: [
    { kind: 'answers_missing', count: 2 },
    { kind: 'payments_due', count: 1 },
  ],
};

beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => jest.restoreAllMocks());

/** A figure's link by its card (region) and label: its number and where it leads. */
const figure = (region: HTMLElement, label: string) => {
  const link = within(region).getByRole('link', { name: new RegExp(` ${label}$`) });
  return [link.textContent, link.getAttribute('href')];
};

it('shows each figure as a link to its page and filter, in German', async () => {
  mockApi({ 'GET /api/admin/dashboard': board });
  renderInRouter(<DashboardPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Willkommen im Admin-Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('Noch 12 Tage bis zur Hochzeit')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Noch 12 Tage bis zur Hochzeit · Freitag, 7. Juni 2030' })).toHaveAttribute('href', '/admin/settings');

  const answers = screen.getByRole('region', { name: 'Rückmeldungen' });
  const overall = within(answers).getAllByRole('list')[0];
  expect(within(overall).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['3 Zugesagt', '/admin/rsvp?status=yes'],
    ['1 Abgesagt', '/admin/rsvp?status=no'],
    ['2 Offen', '/admin/rsvp?status=open'],
  ]);
  expect(answers).toHaveTextContent('davon mit 1 Begleitung');
  expect(answers).toHaveTextContent('Rückmeldefrist: Mittwoch, 1. Mai 2030');
  expect(figure(within(answers).getByRole('region', { name: 'Inner Circle' }), 'Offen')).toEqual(['2 Offen', '/admin/rsvp?status=open&guest_type=Inner%20Circle']);
  expect(figure(within(answers).getByRole('region', { name: 'Apéro' }), 'Abgesagt')).toEqual(['1 Abgesagt', '/admin/rsvp?status=no&guest_type=Ap%C3%A9ro']);

  const meals = screen.getByRole('region', { name: 'Essen' });
  expect(figure(meals, 'Vegetarisch')).toEqual(['3 Vegetarisch', '/admin/kitchen-list']);
  expect(figure(meals, 'Ohne Menüwahl')).toEqual(['1 Ohne Menüwahl', '/admin/kitchen-list']);
  expect(figure(meals, 'Personen mit Allergien')).toEqual(['1 Personen mit Allergien', '/admin/kitchen-list']);

  const rooms = screen.getByRole('region', { name: 'Zimmer' });
  expect(figure(rooms, 'Inner Circle ohne Zimmer')).toEqual(['1 Inner Circle ohne Zimmer', '/admin/rooms']);
  expect(figure(rooms, 'Freie Betten')).toEqual(['3 Freie Betten', '/admin/rooms']);

  // German digit grouping.
  const photos = screen.getByRole('region', { name: 'Fotos' });
  expect(figure(photos, 'Neu heute')).toEqual(['1.234 Neu heute', '/admin/media?view=new_today']);
  expect(figure(photos, 'Ausgeblendet')[1]).toBe('/admin/media?view=hidden');
  expect(figure(photos, 'Alle')).toEqual(['5.000 Alle', '/admin/media']);

  const messages = screen.getByRole('region', { name: 'Nachrichten' });
  expect(figure(messages, 'Im Postausgang')).toEqual(['4 Im Postausgang', '/admin/sms?state=outbox']);
  expect(figure(messages, 'Fehlgeschlagen')[1]).toBe('/admin/sms?state=failed');
  expect(figure(messages, 'Unklar')[1]).toBe('/admin/sms?state=unclear');
  expect(figure(messages, 'Einladungen nicht versendet')).toEqual(['5 Einladungen nicht versendet', '/admin/sms']);

  const todos = screen.getByRole('region', { name: 'Was noch zu tun ist' });
  expect(within(todos).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['2 Antworten fehlen nach Ablauf der Rückmeldefrist', '/admin/rsvp?status=open'],
    ['1 Rechnung von Dienstleistern in den nächsten 14 Tagen fällig', '/admin/service-providers'],
  ]);

  // Every admin area stays reachable from here.
  const areas = screen.getByRole('navigation', { name: 'Alle Bereiche' });
  expect(within(areas).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(ADMIN_NAVIGATION.slice(1).map((item) => item.path));
});

it('without guests says what to do next, with a link; with nothing open says so', async () => {
  mockApi({
    'GET /api/admin/dashboard': {
      ...board,
      guests: 0,
      answers: { ...board.answers, yes: 0, no: 0, open: 0, companions: 0, by_guest_type: [], deadline: null },
      meals: { menus: [], people: 0, allergies: 0, with_allergies: 0 },
      todos: [],
    },
  });
  renderInRouter(<DashboardPage />);
  expect(await screen.findByText(TEXTS.noGuests)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Gästeliste' })).toHaveAttribute('href', '/admin/guests');
  expect(screen.getByText(TEXTS.todoNone)).toBeInTheDocument();
  expect(screen.getByText(TEXTS.noMeals)).toBeInTheDocument();
});

it('says in German when the overview cannot be loaded, and keeps the areas reachable', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({ 'GET /api/admin/dashboard': reply(500, { msg: 'Interner Fehler' }) });
  renderInRouter(<DashboardPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
  expect(screen.getByRole('navigation', { name: 'Alle Bereiche' })).toBeInTheDocument();
});
