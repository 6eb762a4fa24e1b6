import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKUP_MESSAGES } from '@hochzeit/contracts';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { writes } from '../../test/api';
import { BackupSettings, megabytes } from './BackupSettings';

const OVERVIEW = '/api/admin/backups';
const SETTINGS = '/api/admin/backup-settings';
const OFF = { enabled: false, time: '03:00', keep: 7, next_run_at: null };

const run = (fields: Record<string, unknown>) => ({
  id: 1,
  kind: 'manual',
  state: 'running',
  step: 'waiting',
  progress: 0,
  started_at: '2026-11-28T17:00:00.000Z',
  finished_at: null,
  file_name: null,
  size_bytes: null,
  error: null,
  ...fields,
});

it('starts a backup, follows its progress and offers the finished archive for download', async () => {
  const states = [
    { runs: [], files: [] },
    { runs: [run({ step: 'database', progress: 20 })], files: [] },
    {
      runs: [run({ state: 'done', step: 'done', progress: 100, finished_at: '2026-11-28T17:00:05.000Z', file_name: 'sicherung-20261128-170000-manuell.tar', size_bytes: 13_002_342 })],
      files: [{ name: 'sicherung-20261128-170000-manuell.tar', size_bytes: 13_002_342, created_at: '2026-11-28T17:00:05.000Z' }],
    },
  ];
  let reads = 0;
  const api = mockApi({
    [`GET ${OVERVIEW}`]: () => states[Math.min(reads++, states.length - 1)],
    [`GET ${SETTINGS}`]: OFF,
    [`POST ${OVERVIEW}`]: reply(202, run({})),
  });
  renderWithQueryClient(<BackupSettings />);
  expect(await screen.findByText('Noch keine Sicherung.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Sicherung erstellen' }));
  expect(await screen.findByText('Datenbank wird gesichert … 20 %')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sicherung erstellen' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Fortschritt der Sicherung' })).toHaveAttribute('value', '20');

  // Polled while it runs; done: its size and a download.
  expect(await screen.findByText(/fertig \(12,4 MB\)/, {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'sicherung-20261128-170000-manuell.tar herunterladen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Herunterladen' })).toBeInTheDocument();
  expect(writes(api)).toEqual([{ method: 'POST', path: OVERVIEW, body: undefined }]);
});

it('shows a refused start in German (another backup runs)', async () => {
  mockApi({
    [`GET ${OVERVIEW}`]: { runs: [], files: [] },
    [`GET ${SETTINGS}`]: OFF,
    [`POST ${OVERVIEW}`]: reply(409, { msg: BACKUP_MESSAGES.alreadyRunning }),
  });
  renderWithQueryClient(<BackupSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Sicherung erstellen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_MESSAGES.alreadyRunning);
});

it('saves the daily backup and refuses a kept count out of range before sending', async () => {
  const api = mockApi({
    [`GET ${OVERVIEW}`]: { runs: [], files: [] },
    [`GET ${SETTINGS}`]: OFF,
    [`PUT ${SETTINGS}`]: { enabled: true, time: '02:30', keep: 3, next_run_at: '2026-11-29T01:30:00.000Z' },
  });
  renderWithQueryClient(<BackupSettings />);
  expect(await screen.findByText('Die tägliche Sicherung ist aus.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Jeden Tag automatisch sichern' }));
  const time = screen.getByLabelText('Uhrzeit (Ort der Hochzeit)');
  await userEvent.clear(time);
  await userEvent.type(time, '02:30');
  const keep = screen.getByLabelText('Aufbewahren (Anzahl)');
  await userEvent.clear(keep);
  await userEvent.type(keep, '31');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(BACKUP_MESSAGES.keepInvalid)).toBeInTheDocument();
  expect(writes(api)).toEqual([]);

  await userEvent.clear(keep);
  await userEvent.type(keep, '3');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(writes(api)).toEqual([{ method: 'PUT', path: SETTINGS, body: { enabled: true, time: '02:30', keep: 3 } }]));
  expect(await screen.findByText('Einstellung gespeichert')).toBeInTheDocument();
});

it('writes sizes the German way', () => {
  expect(megabytes(1024 * 1024 * 2.25)).toBe('2,3 MB');
});
