import { screen, within } from '@testing-library/react';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { SignInFailuresSettings } from './SignInFailuresSettings';

const FAILURES = '/api/admin/sign-in-failures';

it('lists the failed sign-ins as the server sends them (newest first) with German times, the name as typed, the address and whether the browser was known', async () => {
  mockApi({
    [`GET ${FAILURES}`]: [
      { at: '2026-06-06T18:45:00.000Z', username: 'admin', address: '198.51.100.7', known_browser: true },
      { at: '2026-06-06T08:05:00.000Z', username: 'Admin ', address: '2001:db8::1', known_browser: false },
    ],
  });
  renderWithQueryClient(<SignInFailuresSettings />);
  const section = screen.getByRole('region', { name: 'Fehlgeschlagene Anmeldungen' });
  const rows = (await within(section).findAllByRole('row')).slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
    ['06.06.2026, 20:45', 'admin', '198.51.100.7', 'Bekannt'],
    ['06.06.2026, 10:05', 'Admin ', '2001:db8::1', 'Unbekannt'],
  ]);
  expect(within(section).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Zeitpunkt', 'Benutzername', 'Adresse', 'Browser']);
});

it('says so when there are none', async () => {
  mockApi({ [`GET ${FAILURES}`]: [] });
  renderWithQueryClient(<SignInFailuresSettings />);
  expect(await screen.findByText('Keine fehlgeschlagenen Anmeldungen')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows a German message when the list cannot be loaded', async () => {
  mockApi({ [`GET ${FAILURES}`]: reply(500, { msg: 'Interner Fehler' }) });
  renderWithQueryClient(<SignInFailuresSettings />);
  expect(await screen.findByText('Die fehlgeschlagenen Anmeldungen konnten nicht geladen werden.')).toBeInTheDocument();
});
