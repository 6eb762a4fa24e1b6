import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import ProviderApp from './ProviderApp';

const replies: Record<string, unknown> = {
  'GET /api/service-provider/dashboard': { company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei', email: 'nina@example.ch', phone: null, mobile: '+41 76 111 22 33', category: 'Fotograf', day_contact: { name: 'Lea Graf (Trauzeugin)', phone: '+41 79 222 33 44' } },
  'GET /api/event-settings': { title: 'Hochzeit Anna & Ben', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Schloss Wartensee', venue_address: 'Schlossstrasse 1, 9404 Rorschacherberg' },
  'GET /api/timeline/service-provider': [
    { id: 1, title: 'Aufbau Fotobox', time: '2025-06-07T11:00:00.000Z', end_time: '2025-06-07T12:00:00.000Z', description: 'Im Rittersaal', location: 'Rittersaal', event_color: '#013220', timeline_type: 'service_provider', responsible_person: 'Marco Rossi' },
  ],
};

beforeEach(() => {
  localStorage.setItem('service_provider_token', 'provider-token');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderApp = () => renderWithQueryClient(<ProviderApp />, { wrapper: MemoryRouter });

it("shows the provider's company data, schedule, venue and the contacts on site, each asked once with the provider's token", async () => {
  const api = mockApi(replies);
  renderApp();
  expect(await screen.findByRole('heading', { name: 'Fotostudio Lichtblick' })).toBeInTheDocument();
  expect(screen.getByText('+41 76 111 22 33')).toHaveAttribute('href', 'tel:+41 76 111 22 33');
  const schedule = screen.getByRole('region', { name: 'Ihr Zeitplan' });
  expect(await within(schedule).findByText('Aufbau Fotobox')).toBeInTheDocument();
  expect(schedule).toHaveTextContent('Samstag, 7. Juni 2025, 13:00 – 14:00 Uhr');
  // Kontakte: the couple's contact for the day from the settings, not the provider's own person.
  const contacts = screen.getByRole('region', { name: 'Kontakte' });
  expect(contacts).toHaveTextContent('Kontakt am HochzeitstagLea Graf (Trauzeugin)');
  expect(within(contacts).getByText('+41 79 222 33 44')).toHaveAttribute('href', 'tel:+41 79 222 33 44');
  expect(contacts).not.toHaveTextContent('Nina Frei');
  expect(contacts).not.toHaveTextContent('Marco Rossi');
  expect(await screen.findByText('Schloss Wartensee')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Veranstaltungsort' })).toHaveTextContent('Hochzeit Anna & Ben: Samstag, 7. Juni 2025, 15:30 Uhr');
  expect(api.calls.map((call) => call.path).sort()).toEqual(['/api/event-settings', '/api/service-provider/dashboard', '/api/timeline/service-provider']);
  expect(api.calls.every((call) => call.headers.get('Authorization') === 'Bearer provider-token')).toBe(true);
});

it('says so when the company data cannot be loaded, and shows no appointments when the schedule fails', async () => {
  mockApi({ ...replies, 'GET /api/service-provider/dashboard': reply(500, {}), 'GET /api/timeline/service-provider': reply(500, {}) });
  renderApp();
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Dienstleister-Daten konnten nicht geladen werden.');
  expect(await screen.findByText('Für Sie sind noch keine Termine geplant.')).toBeInTheDocument();
});

describe('the kitchen list', () => {
  const caterer = { ...(replies['GET /api/service-provider/dashboard'] as object), company_name: 'Catering Gourmet', category: 'Catering' };
  const list = {
    menus: [
      { menu_id: 1, label: 'Fleisch', type: 'Menü 1', children: false, count: 2, people: [
        { guest_id: 4, name: 'Sophie Keller', companion_of: null, menu_label: 'Fleisch', allergies: ['Laktose'] },
        { guest_id: 4, name: 'Tom Keller', companion_of: 'Sophie Keller', menu_label: 'Fleisch', allergies: [] },
      ] },
      { menu_id: 3, label: 'Kinder', type: 'Menü 3', children: true, count: 0, people: [] },
    ],
    allergies: [{ name: 'Laktose', count: 1, people: [{ guest_id: 4, name: 'Sophie Keller', companion_of: null, menu_label: 'Fleisch', allergies: ['Laktose'] }] }],
    totals: { people: 2, guests: 1, companions: 1, children: 0, without_menu: 0, with_allergies: 1, open: 3, declined: 0 },
  };

  it('is on the catering provider’s dashboard: menus with names, the companion marked, allergies, still open; with its PDF and CSV', async () => {
    const api = mockApi({ ...replies, 'GET /api/service-provider/dashboard': caterer, 'GET /api/service-provider/kitchen-list': list });
    renderApp();
    const kitchen = await screen.findByRole('region', { name: 'Küchenliste' });
    expect(await within(kitchen).findByRole('region', { name: 'Fleisch: 2' })).toHaveTextContent('Tom Keller (Begleitung von Sophie Keller)');
    expect(within(kitchen).getByRole('region', { name: 'Laktose: 1' })).toHaveTextContent('Sophie Keller · Fleisch');
    expect(kitchen).toHaveTextContent('3 Gäste haben noch nicht geantwortet und sind nicht mitgezählt.');
    expect(within(kitchen).getByRole('button', { name: 'Küchenliste als PDF herunterladen' })).toBeInTheDocument();
    expect(within(kitchen).getByRole('button', { name: 'Küchenliste als CSV herunterladen' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/service-provider/kitchen-list')[0].headers.get('Authorization')).toBe('Bearer provider-token');
  });

  const byTable = {
    tables: [
      {
        table_id: 1, name: '1', note: 'Brauttisch', menus: [{ label: 'Fleisch', count: 1 }, { label: 'Vegetarisch', count: 1 }],
        allergies: [{ name: 'Laktose', people: ['Sophie Keller'] }],
        people: [
          { name: 'Sophie Keller', companion_of: null, menu_label: 'Fleisch', child: false, allergies: ['Laktose'] },
          { name: 'Tom Keller', companion_of: 'Sophie Keller', menu_label: 'Vegetarisch', child: false, allergies: [] },
        ],
      },
      { table_id: null, name: 'Noch ohne Platz', note: null, menus: [{ label: 'Ohne Menüwahl', count: 1 }], allergies: [], people: [{ name: 'Jonas Weber', companion_of: null, menu_label: 'Ohne Menüwahl', child: false, allergies: [] }] },
    ],
  };

  it('shows the catering provider the kitchen list per table: menus counted, allergies with names, the people; with PDF, CSV and Excel', async () => {
    const api = mockApi({ ...replies, 'GET /api/service-provider/dashboard': caterer, 'GET /api/service-provider/kitchen-list': list, 'GET /api/service-provider/seating/kitchen-list': byTable });
    renderApp();
    const section = await screen.findByRole('region', { name: 'Küchenliste nach Tischen' });
    const first = await within(section).findByRole('region', { name: 'Tisch 1 2 Pers.' });
    expect(first).toHaveTextContent('Brauttisch');
    expect(within(first).getByRole('list', { name: 'Menüs an Tisch 1' })).toHaveTextContent('1 × Fleisch1 × Vegetarisch');
    expect(within(first).getByRole('list', { name: 'Allergien an Tisch 1' })).toHaveTextContent('Laktose: Sophie Keller');
    expect(first).toHaveTextContent('Tom Keller (Begleitung von Sophie Keller) · Vegetarisch');
    expect(within(section).getByRole('region', { name: 'Noch ohne Platz 1 Pers.' })).toHaveTextContent('1 × Ohne Menüwahl');
    for (const format of ['PDF', 'CSV', 'Excel (.xlsx)']) {
      expect(within(section).getByRole('button', { name: `Küchenliste nach Tischen als ${format} herunterladen` })).toBeInTheDocument();
    }
    expect(api.callsTo('GET /api/service-provider/seating/kitchen-list')[0].headers.get('Authorization')).toBe('Bearer provider-token');
  });

  it('is not asked for by other providers', async () => {
    const api = mockApi(replies);
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Fotostudio Lichtblick' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Küchenliste' })).toBeNull();
    expect(api.callsTo('GET /api/service-provider/kitchen-list')).toEqual([]);
    expect(api.callsTo('GET /api/service-provider/seating/kitchen-list')).toEqual([]);
  });

  it("shows the server's German message when it refuses", async () => {
    mockApi({
      ...replies,
      'GET /api/service-provider/dashboard': caterer,
      'GET /api/service-provider/kitchen-list': reply(403, { msg: 'Die Küchenliste ist nur für Dienstleister der Kategorie Catering freigegeben.' }),
    });
    renderApp();
    const kitchen = await screen.findByRole('region', { name: 'Küchenliste' });
    expect(await within(kitchen).findByRole('alert')).toHaveTextContent('Die Küchenliste ist nur für Dienstleister der Kategorie Catering freigegeben.');
  });
});

describe("'Zum Kalender hinzufügen'", () => {
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

  it('asks for the signed .ics address of the schedule and lets the browser download it', async () => {
    const api = mockApi({ ...replies, 'GET /api/service-provider/calendar-link': { url: '/api/service-provider/calendar.ics?access=signiert' } });
    const links = followedLinks();
    try {
      renderApp();
      const schedule = screen.getByRole('region', { name: 'Ihr Zeitplan' });
      await userEvent.click(await within(schedule).findByRole('button', { name: 'Zum Kalender hinzufügen' }));
      await waitFor(() => expect(links.opened).toEqual(['/api/service-provider/calendar.ics?access=signiert']));
      expect(api.callsTo('GET /api/service-provider/calendar-link')[0].headers.get('Authorization')).toBe('Bearer provider-token');
    } finally {
      links.stop();
    }
  });

  it('says so when the file cannot be prepared', async () => {
    mockApi({ ...replies, 'GET /api/service-provider/calendar-link': reply(404, { msg: 'nicht gefunden' }) });
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Zum Kalender hinzufügen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Kalenderdatei konnte nicht geladen werden.');
  });
});
