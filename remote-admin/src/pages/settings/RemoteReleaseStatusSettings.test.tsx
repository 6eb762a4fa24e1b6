import { screen, within } from '@testing-library/react';
import { mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import { RemoteReleaseStatusSettings } from './RemoteReleaseStatusSettings';

const empty = (remote: string) => ({ remote, current: null, canary: null, freeze: null, versions: [] });
const STATUS = [
  empty('admin'),
  {
    remote: 'guest',
    current: '1.4.0',
    canary: { version: '1.5.0', percent: 10, started_at: '2026-11-28T10:00:00.000Z' },
    freeze: { from: '2026-11-28T00:00:00.000Z', until: '2026-11-29T23:00:00.000Z', reason: 'Hochzeitstag' },
    versions: [
      { version: '1.4.0', role: 'live', loads_hour: 90, loads_day: 900, share_hour: 90, share_day: 90.5, failures_hour: 0, failures_day: 1, fallbacks_day: 2 },
      { version: '1.5.0', role: 'canary', loads_hour: 10, loads_day: 95, share_hour: 10, share_day: 9.5, failures_hour: 3, failures_day: 4, fallbacks_day: 0 },
    ],
  },
  empty('provider'),
];

it('shows per area the live version and the canary with its share, the loads per version with their share and the failures', async () => {
  mockApi({ 'GET /api/remote-releases/status': STATUS });
  renderWithQueryClient(<RemoteReleaseStatusSettings />);
  const guest = await screen.findByRole('group', { name: 'Gäste-Bereich' });
  expect(guest).toHaveTextContent('Aktiv: Version 1.4.0 · Canary: Version 1.5.0 für 10 % der Browser seit');
  const rows = within(guest)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
  expect(rows.slice(1)).toEqual([
    ['1.4.0', 'Aktiv', '90 (90 %)', '900 (90,5 %)', '0', '1', '2'],
    ['1.5.0', 'Canary', '10 (10 %)', '95 (9,5 %)', '3', '4', '0'],
  ]);
  expect(screen.getByRole('group', { name: 'Admin-Bereich' })).toHaveTextContent('Aktiv: ohne Versionsnummer · Kein Canary');
  expect(screen.getByRole('group', { name: 'Admin-Bereich' })).toHaveTextContent('Noch keine Ladevorgänge gemeldet.');
  expect(screen.getByRole('status')).toHaveTextContent('Eingefroren bis');
  expect(screen.getByRole('status')).toHaveTextContent('(Hochzeitstag)');
});
