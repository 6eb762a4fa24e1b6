import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockClipboard } from '../../test/clipboard';
import { RemoteReleasesSettings } from './RemoteReleasesSettings';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';

const OVERVIEW = [
  {
    remote: 'admin',
    current: null,
    releases: [],
    history: [],
  },
  {
    remote: 'guest',
    current: '1.4.0',
    releases: [
      { version: '1.5.0', built_at: '2026-11-20T09:00:00.000Z' },
      { version: '1.4.0', built_at: '2026-11-10T09:00:00.000Z' },
      { version: '1.3.0', built_at: '2026-11-01T09:00:00.000Z' },
    ],
    history: [
      { at: '2026-11-11T14:30:00.000Z', by: 'anna', from: '1.3.0', to: '1.4.0', action: 'promote', checks: ['release', 'integrity', 'shared-singletons', 'smoke'] },
      { at: '2026-11-02T08:00:00.000Z', by: 'anna', from: null, to: '1.3.0', action: 'promote', checks: ['release', 'integrity'] },
    ],
  },
  { remote: 'provider', current: null, releases: [], history: [] },
];

it("shows each area's live version and its releases, and copies a preview link for a release not yet live", async () => {
  const copied = mockClipboard();
  const api = mockApi({
    'GET /api/remote-releases': OVERVIEW,
    'POST /api/remote-previews': { remote: 'guest', version: '1.5.0', token: 't', url: 'https://hochzeit.example/?remote=guest%401.5.0&preview=t', expires_at: '2026-11-29T10:00:00.000Z' },
  });
  renderWithQueryClient(<RemoteReleasesSettings />);
  const guest = await screen.findByRole('group', { name: 'Gäste-Bereich: Version 1.4.0 aktiv' });
  expect(screen.getByRole('group', { name: 'Admin-Bereich: Ohne Versionsnummer aktiv' })).toHaveTextContent('Noch keine Versionen veröffentlicht.');
  const rows = within(guest).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Noch nicht aktiviert', 'Aktiv', 'Früher aktiv']);
  expect(guest).toHaveTextContent('Zuletzt: aktiviert 1.4.0 am 11.11.2026, 15:30 von anna');

  await userEvent.click(within(guest).getByRole('button', { name: 'Vorschau-Link für Gäste-Bereich 1.5.0 kopieren' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Vorschau-Link für Gäste-Bereich 1.5.0 kopiert (gültig bis 29.11.2026, 11:00).');
  expect(copied).toHaveBeenCalledWith('https://hochzeit.example/?remote=guest%401.5.0&preview=t');
  expect(writes(api)).toEqual([{ method: 'POST', path: '/api/remote-previews', body: { remote: 'guest', version: '1.5.0' } }]);
});

it("shows the server's refusal as an alert", async () => {
  mockClipboard();
  mockApi({
    'GET /api/remote-releases': OVERVIEW,
    'POST /api/remote-previews': reply(404, { msg: 'Diese Version ist nicht in der Registry.' }),
  });
  renderWithQueryClient(<RemoteReleasesSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Vorschau-Link für Gäste-Bereich 1.3.0 kopieren' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Diese Version ist nicht in der Registry.');
});

it('names a canary as such (never "Früher aktiv") and an automatic end with its reason', async () => {
  const guest = OVERVIEW[1];
  const canary = { at: '2026-11-21T10:00:00.000Z', by: 'anna', from: '1.4.0', to: '1.5.0', action: 'canary', checks: ['release'], percent: 10 };
  mockApi({ 'GET /api/remote-releases': [{ ...guest, history: [canary, ...guest.history] }] });
  const { unmount } = renderWithQueryClient(<RemoteReleasesSettings />);
  const area = await screen.findByRole('group', { name: 'Gäste-Bereich: Version 1.4.0 aktiv' });
  const states = within(area).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2].textContent);
  expect(states).toEqual(['Canary (10 %)', 'Aktiv', 'Früher aktiv']);
  expect(area).toHaveTextContent('Zuletzt: als Canary gestartet 1.5.0 am 21.11.2026, 11:00 von anna');
  unmount();

  const ended = { ...canary, at: '2026-11-21T10:20:00.000Z', by: 'registry', action: 'canary-end', automatic: true, reason: '5 Browser mit Fehlern (6 %)' };
  mockApi({ 'GET /api/remote-releases': [{ ...guest, history: [ended, canary, ...guest.history] }] });
  renderWithQueryClient(<RemoteReleasesSettings />);
  const after = await screen.findByRole('group', { name: 'Gäste-Bereich: Version 1.4.0 aktiv' });
  expect(within(after).getAllByRole('row')[1]).toHaveTextContent('Noch nicht aktiviert');
  expect(after).toHaveTextContent('Zuletzt: Canary beendet für 1.5.0 am 21.11.2026, 11:20 von registry (automatisch) – 5 Browser mit Fehlern (6 %)');
});
