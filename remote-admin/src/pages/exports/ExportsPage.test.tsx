import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fileRoute, jsonRoutes, recordDownloads } from '../../lib/exports/exports-fixtures';
import { ExportsPage } from './ExportsPage';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';

const FAILED = 'Fehler beim Erstellen des Exports. Bitte versuchen Sie es erneut.';
let downloads: string[];

beforeEach(() => {
  downloads = recordDownloads();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const card = (title: string) => screen.getByRole('region', { name: title });

it('shows the six counts of the overview', async () => {
  mockApi(jsonRoutes());
  renderWithQueryClient(<ExportsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Daten-Exports' })).toBeInTheDocument();
  const overview = card('Übersicht');
  expect(await within(overview).findByText('42')).toBeInTheDocument();
  const figures = within(overview)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(figures).toEqual(['Gäste gesamt: 42', 'Inner Circle: 17', 'Apéro: 25', 'Zugesagt: 30', 'Begleitungen: 4', 'Abgesagt: 5', 'Noch offen: 7', 'Belegte Zimmer: 9', 'Zimmer gesamt: 12', 'Timeline-Ereignisse: 14']);
});

it('says so when the overview cannot be loaded', async () => {
  mockApi({ 'GET /api/exports/service-providers': [], 'GET /api/exports/stats': reply(500, {}) });
  renderWithQueryClient(<ExportsPage />);
  expect(await within(card('Übersicht')).findByRole('alert')).toHaveTextContent('Die Übersicht konnte nicht geladen werden.');
});

it.each([
  ['Gästelisten', 'Gästeliste komplett als PDF herunterladen', '/api/exports/guest-list?format=pdf&type=all', 'Gaesteliste-2025-06-07.pdf'],
  ['Gästelisten', 'Gästeliste Inner Circle als CSV herunterladen', '/api/exports/guest-list?format=csv&type=inner_circle', 'Gaesteliste-Inner-Circle-2025-06-07.csv'],
  ['Gästelisten', 'Gästeliste Apéro als PDF herunterladen', '/api/exports/guest-list?format=pdf&type=appero', 'Gaesteliste-Apero-2025-06-07.pdf'],
  ['Unterkunft', 'Zimmerliste als CSV herunterladen', '/api/exports/room-list?format=csv', 'Zimmerliste-2025-06-07.csv'],
  ['Tagesabläufe', 'Tagesablauf Apéro als PDF herunterladen', '/api/exports/timeline?format=pdf&type=appero', 'Tagesablauf-Apero-2025-06-07.pdf'],
  ['Tagesabläufe', 'Tagesablauf Inner Circle als CSV herunterladen', '/api/exports/timeline?format=csv&type=inner_circle', 'Tagesablauf-Inner-Circle-2025-06-07.csv'],
  ['Gästelisten', 'Gästeliste komplett als Excel (.xlsx) herunterladen', '/api/exports/guest-list?format=xlsx&type=all', 'Gaesteliste-Alle-2025-06-07.xlsx'],
  ['Unterkunft', 'Zimmerliste als Excel (.xlsx) herunterladen', '/api/exports/room-list?format=xlsx', 'Zimmerliste-2025-06-07.xlsx'],
  ['Tagesabläufe', 'Tagesablauf Apéro als Excel (.xlsx) herunterladen', '/api/exports/timeline?format=xlsx&type=appero', 'Tagesablauf-Apero-2025-06-07.xlsx'],
])('%s: "%s" fetches %s and reports the file name', async (title, button, path, fileName) => {
  const api = mockApi({ ...jsonRoutes(), ...fileRoute(path, fileName) });
  renderWithQueryClient(<ExportsPage />);
  await userEvent.click(within(card(title)).getByRole('button', { name: button }));
  expect(await within(card(title)).findByRole('status')).toHaveTextContent(`Export "${fileName}" erfolgreich heruntergeladen!`);
  expect(api.calls.map((c) => c.path + c.search).filter((p) => !p.startsWith('/api/exports/s'))).toEqual([path]);
  expect(downloads).toEqual([fileName]);
});

it("names the file 'export' when the server sends no file name", async () => {
  mockApi({ ...jsonRoutes(), ...fileRoute('/api/exports/room-list?format=pdf', null) });
  renderWithQueryClient(<ExportsPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Zimmerliste als PDF herunterladen' }));
  expect(await within(card('Unterkunft')).findByRole('status')).toHaveTextContent('Export "export" erfolgreich heruntergeladen!');
  expect(downloads).toEqual(['export']);
});

it('needs a chosen service provider, then exports that provider\'s timeline', async () => {
  const path = '/api/exports/timeline?format=pdf&type=service_provider&service_provider_id=7';
  const api = mockApi({ ...jsonRoutes(), ...fileRoute(path, 'Tagesablauf-Catering-Gourmet-2025-06-07.pdf') });
  renderWithQueryClient(<ExportsPage />);
  const timelines = card('Tagesabläufe');
  const select = within(timelines).getByLabelText('Dienstleister');
  expect(await within(select).findByRole('option', { name: 'Catering Gourmet (2 Termine)' })).toBeInTheDocument();
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dienstleister auswählen', 'Fotostudio Licht (4 Termine)', 'Catering Gourmet (2 Termine)']);

  const button = within(timelines).getByRole('button', { name: 'Tagesablauf Dienstleister als PDF herunterladen' });
  await userEvent.click(button);
  expect(within(timelines).getByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Dienstleister aus.');
  expect(api.calls.some((c) => c.path.includes('timeline'))).toBe(false);

  await userEvent.selectOptions(select, 'Catering Gourmet (2 Termine)');
  await userEvent.click(button);
  expect(await within(timelines).findByRole('status')).toHaveTextContent('Export "Tagesablauf-Catering-Gourmet-2025-06-07.pdf" erfolgreich heruntergeladen!');
  expect(api.calls.filter((c) => c.path.includes('timeline')).map((c) => c.path + c.search)).toEqual([path]);
});

it("shows the server's message, or the general failure text when the server gave none", async () => {
  mockApi({
    ...jsonRoutes(),
    'GET /api/exports/guest-list?format=pdf&type=all': reply(503, { msg: 'Der PDF-Export ist derzeit nicht verfügbar.' }),
    'GET /api/exports/guest-list?format=csv&type=all': reply(502, '<html>Bad Gateway</html>'),
  });
  renderWithQueryClient(<ExportsPage />);
  const guests = card('Gästelisten');
  await userEvent.click(within(guests).getByRole('button', { name: 'Gästeliste komplett als PDF herunterladen' }));
  expect(await within(guests).findByRole('alert')).toHaveTextContent('Der PDF-Export ist derzeit nicht verfügbar.');
  await userEvent.click(within(guests).getByRole('button', { name: 'Gästeliste komplett als CSV herunterladen' }));
  expect(await within(guests).findByText(FAILED)).toBeInTheDocument();
  expect(within(guests).getAllByRole('alert')).toHaveLength(1);
  expect(downloads).toEqual([]);
});

it('marks the button busy with a loading message while the file is made; a second press does not export again', async () => {
  let release: (answer: unknown) => void = () => undefined;
  // The file's reply waits until the test releases it.
  const api = mockApi({ ...jsonRoutes(), 'GET /api/exports/room-list': () => new Promise((resolve) => (release = resolve)) });
  renderWithQueryClient(<ExportsPage />);
  await screen.findByText('42');
  const rooms = card('Unterkunft');
  const pdf = within(rooms).getByRole('button', { name: 'Zimmerliste als PDF herunterladen' });
  await userEvent.click(pdf);
  expect(pdf).toHaveAttribute('aria-busy', 'true');
  expect(within(rooms).getByRole('status')).toHaveTextContent('Export wird erstellt …');
  // The other buttons stay usable.
  expect(within(rooms).getByRole('button', { name: 'Zimmerliste als CSV herunterladen' })).not.toHaveAttribute('aria-busy', 'true');
  await userEvent.click(pdf);
  expect(api.callsTo('GET /api/exports/room-list')).toHaveLength(1);

  await act(async () => release(reply(200, '%PDF', { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Zimmerliste.pdf"' })));
  expect(await within(rooms).findByRole('status')).toHaveTextContent('Export "Zimmerliste.pdf" erfolgreich heruntergeladen!');
  expect(pdf).toHaveAttribute('aria-busy', 'false');
  expect(api.calls.filter((c) => !c.path.startsWith('/api/exports/s'))).toHaveLength(1);
});

it('clears the status after 5 s', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  mockApi({ ...jsonRoutes(), ...fileRoute('/api/exports/room-list?format=csv', 'Zimmerliste.csv') });
  renderWithQueryClient(<ExportsPage />);
  await screen.findByText('42');
  const rooms = card('Unterkunft');
  // The download settles a few ticks after the click; wait for it inside act so that React sees the update.
  await act(async () => {
    await user.click(within(rooms).getByRole('button', { name: 'Zimmerliste als CSV herunterladen' }));
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
  expect(within(rooms).getByRole('status')).toHaveTextContent('Export "Zimmerliste.csv" erfolgreich heruntergeladen!');
  act(() => jest.advanceTimersByTime(4900));
  expect(within(rooms).getByText('Export "Zimmerliste.csv" erfolgreich heruntergeladen!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(within(rooms).queryByRole('status')).toBeNull();

  // The provider message goes the same way.
  await user.click(screen.getByRole('button', { name: 'Tagesablauf Dienstleister als CSV herunterladen' }));
  expect(within(card('Tagesabläufe')).getByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Dienstleister aus.');
  act(() => jest.advanceTimersByTime(5000));
  expect(within(card('Tagesabläufe')).queryByRole('alert')).toBeNull();
});

describe('Einladungskarten', () => {
  const guests = [
    { id: 1, first_name: 'Anna', last_name: 'Meier' },
    { id: 2, first_name: 'Jonas', last_name: 'Brunner' },
  ];

  it('downloads the cards of a guest type, one per family', async () => {
    const path = '/api/exports/invitation-cards?audience=guests&type=inner_circle&per=family';
    const api = mockApi({ ...jsonRoutes(), ...fileRoute(path, 'Einladungskarten-Inner-Circle-Familien-2025-06-07.pdf') });
    renderWithQueryClient(<ExportsPage />);
    const cards = card('Einladungskarten');
    await userEvent.selectOptions(within(cards).getByLabelText('Gasttyp'), 'Inner Circle');
    await userEvent.selectOptions(within(cards).getByLabelText('Karten'), 'Eine Karte je Familie');
    await userEvent.click(within(cards).getByRole('button', { name: 'Karten als PDF herunterladen' }));
    expect(await within(cards).findByRole('status')).toHaveTextContent('Export "Einladungskarten-Inner-Circle-Familien-2025-06-07.pdf" erfolgreich heruntergeladen!');
    expect(api.calls.map((c) => c.path + c.search)).toContain(path);
  });

  it('downloads the cards of chosen guests only, and asks for a choice first', async () => {
    const path = '/api/exports/invitation-cards?audience=guests&type=all&per=guest&ids=2';
    const api = mockApi({ ...jsonRoutes(), 'GET /api/admin/guests': guests, ...fileRoute(path, 'Einladungskarten-Alle-Auswahl-2025-06-07.pdf') });
    renderWithQueryClient(<ExportsPage />);
    const cards = card('Einladungskarten');
    await userEvent.click(within(cards).getByRole('checkbox', { name: 'Nur ausgewählte Gäste' }));
    expect(within(cards).getByText('Bitte mindestens eine Person auswählen.')).toBeInTheDocument();
    await userEvent.click(within(cards).getByRole('button', { name: 'Karten als PDF herunterladen' }));
    expect(api.calls.some((c) => c.path.startsWith('/api/exports/invitation-cards'))).toBe(false);
    await userEvent.click(await within(cards).findByRole('checkbox', { name: 'Jonas Brunner' }));
    await userEvent.click(within(cards).getByRole('button', { name: 'Karten als PDF herunterladen' }));
    expect(await within(cards).findByRole('status')).toHaveTextContent('Einladungskarten-Alle-Auswahl-2025-06-07.pdf');
    expect(api.calls.map((c) => c.path + c.search)).toContain(path);
  });

  it('downloads the service providers’ cards', async () => {
    const path = '/api/exports/invitation-cards?audience=service_providers';
    const api = mockApi({ ...jsonRoutes(), ...fileRoute(path, 'Einladungskarten-Dienstleister-2025-06-07.pdf') });
    renderWithQueryClient(<ExportsPage />);
    const cards = card('Einladungskarten');
    await userEvent.click(within(cards).getByRole('radio', { name: 'Dienstleister' }));
    expect(within(cards).queryByLabelText('Gasttyp')).toBeNull();
    await userEvent.click(within(cards).getByRole('button', { name: 'Karten als PDF herunterladen' }));
    expect(await within(cards).findByRole('status')).toHaveTextContent('Einladungskarten-Dienstleister-2025-06-07.pdf');
    expect(api.calls.map((c) => c.path + c.search)).toContain(path);
  });
});
