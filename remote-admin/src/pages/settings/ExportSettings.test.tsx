import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPORT_KINDS, EXPORT_KIND_LABELS } from '@hochzeit/contracts/export-constants';
import { exportPath } from '../../lib/exports/exports-api';
import { fileRoute, jsonRoutes, recordDownloads } from '../../lib/exports/exports-fixtures';
import { ExportSettings } from './ExportSettings';
import { mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';

let downloads: string[];
beforeEach(() => {
  downloads = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

const section = () => screen.getByRole('region', { name: 'Daten-Exports' });

it('lists the kinds under Gästelisten, Unterkunft, Tagesabläufe and Rückmeldungen', async () => {
  mockApi(jsonRoutes());
  renderWithQueryClient(<ExportSettings />);
  const headings = within(section()).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
  expect(headings).toEqual(['Gästelisten', 'Unterkunft', 'Tagesabläufe', 'Rückmeldungen']);
  expect(within(section()).getAllByRole('button', { name: /herunterladen$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(
    EXPORT_KINDS.map((kind) => `${EXPORT_KIND_LABELS[kind]} als PDF herunterladen`),
  );
  expect(await within(section()).findByRole('option', { name: 'Fotostudio Licht (4 Termine)' })).toBeInTheDocument();
});

it('exports each kind in the chosen format through the same endpoints as the exports page', async () => {
  const routes = Object.assign({}, ...EXPORT_KINDS.map((kind, i) => fileRoute(exportPath(kind, 'csv', 3), `Datei-${i}.csv`)));
  const api = mockApi({ ...jsonRoutes(), ...routes });
  renderWithQueryClient(<ExportSettings />);
  await within(section()).findByRole('option', { name: 'Fotostudio Licht (4 Termine)' });
  await userEvent.click(within(section()).getByRole('radio', { name: 'CSV' }));
  await userEvent.selectOptions(within(section()).getByLabelText('Dienstleister'), 'Fotostudio Licht (4 Termine)');
  for (const [i, kind] of EXPORT_KINDS.entries()) {
    await userEvent.click(within(section()).getByRole('button', { name: `${EXPORT_KIND_LABELS[kind]} als CSV herunterladen` }));
    expect(await within(section()).findByText(`Export "Datei-${i}.csv" erfolgreich heruntergeladen!`)).toBeInTheDocument();
  }
  // The paths themselves are pinned in exports-api.test.ts.
  expect(api.calls.map((c) => c.path + c.search).filter((p) => !p.startsWith('/api/exports/service-providers'))).toEqual(EXPORT_KINDS.map((kind) => exportPath(kind, 'csv', 3)));
  expect(downloads).toHaveLength(EXPORT_KINDS.length);
});

it('asks for a service provider before exporting its timeline, and shows a failure', async () => {
  const api = mockApi({ ...jsonRoutes(), 'GET /api/exports/room-list?format=pdf': reply(500, {}) });
  renderWithQueryClient(<ExportSettings />);
  await userEvent.click(within(section()).getByRole('button', { name: 'Tagesablauf Dienstleister als PDF herunterladen' }));
  expect(within(section()).getByRole('alert')).toHaveTextContent('Bitte wählen Sie einen Dienstleister aus.');
  expect(api.calls.some((c) => c.path.startsWith('/api/exports/timeline'))).toBe(false);

  await userEvent.click(within(section()).getByRole('button', { name: 'Zimmerliste als PDF herunterladen' }));
  expect(await within(section()).findByText('Fehler beim Erstellen des Exports. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
});
