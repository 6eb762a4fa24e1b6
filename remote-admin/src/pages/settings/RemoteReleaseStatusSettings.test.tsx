import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_FREEZE_MESSAGES } from '@hochzeit/contracts';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
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
  mockApi({ 'GET /api/remote-releases/status': STATUS, 'GET /api/remote-releases/freeze': { freeze: null, active: false } });
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

it('plans a freeze for the wedding day, shows the server\'s refusal in German, and lifts it after asking', async () => {
  const planned = { from: '2026-12-12T08:00:00.000Z', until: '2026-12-13T04:00:00.000Z', reason: 'Hochzeitstag', by: 'anna' };
  let puts = 0;
  const api = mockApi({
    'GET /api/remote-releases/status': STATUS.map((area) => ({ ...area, freeze: null })),
    'GET /api/remote-releases/freeze': { freeze: null, active: false },
    // The first try is refused; the second is stored, and the freeze is read again after the change.
    'PUT /api/remote-releases/freeze': () => {
      if (++puts === 1) return reply(400, { msg: RELEASE_FREEZE_MESSAGES.untilAfterFrom });
      api.answer({ 'GET /api/remote-releases/freeze': { freeze: planned, active: false } });
      return { freeze: planned, active: false };
    },
    'DELETE /api/remote-releases/freeze': { freeze: null, active: false },
  });
  renderWithQueryClient(<RemoteReleaseStatusSettings />);
  const form = await screen.findByRole('form', { name: 'Versionen einfrieren' });
  expect(form).toHaveTextContent('Kein Freeze geplant.');
  await userEvent.type(within(form).getByLabelText('Von'), '2026-12-12T09:00');
  await userEvent.type(within(form).getByLabelText('Bis'), '2026-12-13T05:00');
  await userEvent.type(within(form).getByLabelText('Grund'), 'Hochzeitstag');
  await userEvent.click(within(form).getByRole('button', { name: 'Einfrieren' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(RELEASE_FREEZE_MESSAGES.untilAfterFrom);

  await userEvent.click(within(form).getByRole('button', { name: 'Einfrieren' }));
  const body = { from: new Date('2026-12-12T09:00').toISOString(), until: new Date('2026-12-13T05:00').toISOString(), reason: 'Hochzeitstag' };
  expect(writes(api)).toEqual([
    { method: 'PUT', path: '/api/remote-releases/freeze', body },
    { method: 'PUT', path: '/api/remote-releases/freeze', body },
  ]);
  const planForm = await screen.findByRole('form', { name: 'Versionen einfrieren' });
  await waitFor(() => expect(planForm).toHaveTextContent('Geplant: von 12.12.2026, 09:00 bis 13.12.2026, 05:00 (Hochzeitstag, von anna).'));

  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await userEvent.click(screen.getByRole('button', { name: 'Freeze aufheben' }));
  expect(writes(api)).toHaveLength(2); // 'Abbrechen': nothing sent
  await userEvent.click(screen.getByRole('button', { name: 'Freeze aufheben' }));
  await waitFor(() => expect(writes(api).at(-1)).toEqual({ method: 'DELETE', path: '/api/remote-releases/freeze', body: undefined }));
  expect(confirm).toHaveBeenCalledWith('Den Freeze aufheben? Danach können wieder neue Versionen live gehen.');
});
