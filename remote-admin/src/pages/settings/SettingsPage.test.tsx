import { screen, within } from '@testing-library/react';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { SettingsPage } from './SettingsPage';

beforeEach(() => localStorage.setItem('token', 'admin-token'));

it('groups the settings under their own headings, listed at the top, the technical parts last', async () => {
  mockApi({
    'GET /api/admin/event-settings': reply(404, {}),
    'GET /api/admin/ticker-messages': { messages: [] },
    'GET /api/admin/admin-users': [],
    'GET /api/admin/sign-in-failures': [],
    'GET /api/admin/sessions': [],
    'GET /api/admin/backups': { files: [], schedule: { enabled: false, keep: 7, time: '03:00', next_run_at: null } },
    'GET /api/remote-releases': [],
    'GET /api/remote-releases/freeze': { freeze: null, active: false },
    'GET /api/exports/service-providers': [],
  });
  renderWithQueryClient(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
  );
  const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(groups).toEqual(['Hochzeit', 'Gäste-Seiten', 'Nachrichten', 'Zugänge', 'Daten', 'Technik']);
  const toc = screen.getByRole('navigation', { name: 'Abschnitte der Einstellungen' });
  expect(within(toc).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(groups.map((_, i) => `#${screen.getAllByRole('heading', { level: 2 })[i].id}`));
  // Each part sits in its group: the versions of the areas under 'Technik', sign-ins under 'Zugänge'.
  expect(await within(screen.getByRole('region', { name: 'Technik' })).findByRole('heading', { name: 'Versionen der Bereiche' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Zugänge' })).getByRole('heading', { name: 'Fehlgeschlagene Anmeldungen' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Daten' })).getByRole('heading', { name: 'Sicherungen' })).toBeInTheDocument();
});
