import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import ProviderApp from './ProviderApp';

const replies: Record<string, unknown> = {
  '/api/service-provider/dashboard': { company_name: 'Fotostudio Lichtblick', contact_name: 'Nina Frei', email: 'nina@example.ch', phone: null, mobile: '+41 76 111 22 33', category: 'Fotograf' },
  '/api/event-settings': { title: 'Hochzeit Anna & Ben', starts_at: '2025-06-07T13:30:00.000Z', venue_name: 'Schloss Wartensee', venue_address: 'Schlossstrasse 1, 9404 Rorschacherberg' },
  '/api/timeline/service-provider': [
    { id: 1, title: 'Aufbau Fotobox', time: '2025-06-07T11:00:00.000Z', end_time: '2025-06-07T12:00:00.000Z', description: 'Im Rittersaal', location: 'Rittersaal', event_color: '#013220', timeline_type: 'service_provider', responsible_person: 'Marco Rossi' },
  ],
};

beforeEach(() => {
  localStorage.setItem('service_provider_token', 'provider-token');
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
    const reply = replies[path];
    return new Response(JSON.stringify(reply ?? { msg: 'nicht gefunden' }), { status: reply ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it("shows the provider's company data, schedule, venue and the contacts on site", async () => {
  render(
    <MemoryRouter>
      <ProviderApp />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Fotostudio Lichtblick' })).toBeInTheDocument();
  expect(screen.getByText('+41 76 111 22 33')).toHaveAttribute('href', 'tel:+41 76 111 22 33');
  const schedule = screen.getByRole('region', { name: 'Ihr Zeitplan' });
  expect(await within(schedule).findByText('Aufbau Fotobox')).toBeInTheDocument();
  expect(schedule).toHaveTextContent('Samstag, 7. Juni 2025, 13:00 – 14:00 Uhr');
  expect(screen.getByRole('region', { name: 'Kontakte' })).toHaveTextContent('Marco Rossi · verantwortlich für Aufbau Fotobox');
  expect(await screen.findByText('Schloss Wartensee')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Veranstaltungsort' })).toHaveTextContent('Hochzeit Anna & Ben: Samstag, 7. Juni 2025, 15:30 Uhr');
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

  afterEach(() => delete replies['/api/service-provider/calendar-link']);

  it('asks for the signed .ics address of the schedule and lets the browser download it', async () => {
    replies['/api/service-provider/calendar-link'] = { url: '/api/service-provider/calendar.ics?access=signiert' };
    const links = followedLinks();
    try {
      render(
        <MemoryRouter>
          <ProviderApp />
        </MemoryRouter>,
      );
      const schedule = screen.getByRole('region', { name: 'Ihr Zeitplan' });
      await userEvent.click(await within(schedule).findByRole('button', { name: 'Zum Kalender hinzufügen' }));
      await waitFor(() => expect(links.opened).toEqual(['/api/service-provider/calendar.ics?access=signiert']));
      const request = (globalThis.fetch as jest.Mock).mock.calls.map(([input]) => input as Request).find((r) => r.url.endsWith('/api/service-provider/calendar-link'))!;
      expect(request.headers.get('Authorization')).toBe('Bearer provider-token');
    } finally {
      links.stop();
    }
  });

  it('says so when the file cannot be prepared', async () => {
    render(
      <MemoryRouter>
        <ProviderApp />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Zum Kalender hinzufügen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Kalenderdatei konnte nicht geladen werden.');
  });
});
