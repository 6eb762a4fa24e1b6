import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestImportReport } from '@hochzeit/contracts';
import { mockUploads, type SentUpload } from '../../test/xhr-mock';
import { GuestImportPage } from './GuestImportPage';
import { renderInRouter } from '../../test/render';

const MAPPING: GuestImportReport['mapping'] = {
  first_name: 0,
  last_name: 1,
  family: 2,
  guest_type: null,
  side: null,
  mobile: 3,
  phone: null,
  email: null,
  address: null,
  allergies: null,
  special_requests: null,
  admin_notes: null,
};

const report = (over: Partial<GuestImportReport> = {}): GuestImportReport => ({
  dry_run: true,
  file: { kind: 'csv', encoding: 'windows-1252', delimiter: ';' },
  headers: ['Vorname', 'Nachname', 'Familie', 'Handy'],
  mapping: MAPPING,
  mapping_suggested: true,
  duplicate_mode: 'skip',
  preview: [
    { row: 2, cells: ['Jürgen', 'Müller', 'Familie Müller', '+41 79 111 22 33'] },
    { row: 3, cells: ['Käthe', 'Müller', 'Familie Müller', ''] },
  ],
  errors: [],
  duplicates: [],
  groups: [{ name: 'Familie Müller', existing_group_id: null, members: 2 }],
  counts: { rows: 2, rows_with_errors: 0, errors: 0, duplicates: 0, guests: 2, groups_new: 1, groups_existing: 0 },
  imported: null,
  ...over,
});

const csv = new File(['Vorname;Nachname\r\n'], 'Gäste.csv', { type: 'text/csv' });

const renderPage = () => renderInRouter(<GuestImportPage />);

async function checkFile(file = csv) {
  await userEvent.upload(screen.getByLabelText(/^Datei \(/), file);
  await userEvent.click(screen.getByRole('button', { name: 'Datei prüfen' }));
}

const fields = (sent: SentUpload) => Object.fromEntries([...sent.form.entries()].filter(([key]) => key !== 'file'));

it('checks the file, shows the detected format, the suggested mapping and a preview, then imports', async () => {
  const sent = mockUploads((request) =>
    request.form.get('dry_run') === 'true' ? { status: 200, body: report() } : { status: 200, body: report({ dry_run: false, imported: { guests: 2, groups: 1 } }) },
  );
  renderPage();
  await checkFile();
  expect(await screen.findByText(/CSV, Zeichensatz Windows-1252 \(ANSI\), Trennzeichen „;“; 2 Zeilen mit Daten/)).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/admin/guests/import' });
  expect(fields(sent[0])).toEqual({ dry_run: 'true', duplicates: 'skip' });
  expect(sent[0].form.get('file')).toBeInstanceOf(File);

  // One select per guest field, set to the suggested column.
  expect(screen.getByLabelText('Vorname')).toHaveValue('0');
  expect(screen.getByLabelText('Familie/Gruppe')).toHaveValue('2');
  expect(screen.getByLabelText('E-Mail')).toHaveValue('');
  const preview = screen.getByRole('table');
  expect(within(preview).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Zeile', 'Vorname', 'Nachname', 'Familie/Gruppe', 'Mobilnummer']);
  expect(within(preview).getByText('Jürgen')).toBeInTheDocument();
  expect(screen.getByText('Familie Müller: 2 Gäste – wird neu angelegt')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Importieren' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Import abgeschlossen: 2 Gäste und 1 neue Gruppe angelegt.');
  expect(fields(sent[1])).toEqual({ mapping: JSON.stringify({ first_name: 0, last_name: 1, family: 2, mobile: 3 }), duplicates: 'skip' });
  expect(screen.getByRole('link', { name: 'Zur Gästeliste' })).toHaveAttribute('href', '/admin/guests');
});

it('after a changed mapping or duplicate choice, asks to check again before importing', async () => {
  const sent = mockUploads((request) => ({
    status: 200,
    body: report({
      mapping: request.form.get('mapping') ? { ...MAPPING, mobile: null } : MAPPING,
      duplicate_mode: request.form.get('duplicates') === 'import' ? 'import' : 'skip',
      duplicates: [{ row: 3, first_name: 'Käthe', last_name: 'Müller', matched_by: 'email', same_as_row: null, existing_guest_id: 7, message: 'Gleicher Name und gleiche E-Mail-Adresse wie der vorhandene Gast Käthe Müller' }],
      counts: { rows: 2, rows_with_errors: 0, errors: 0, duplicates: 1, guests: 1, groups_new: 1, groups_existing: 0 },
    }),
  }));
  renderPage();
  await checkFile();
  expect(await screen.findByText('Zeile 3 (Käthe Müller): Gleicher Name und gleiche E-Mail-Adresse wie der vorhandene Gast Käthe Müller')).toBeInTheDocument();
  expect(screen.getByText(/1 Duplikat \(werden übersprungen\)/)).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Mobilnummer'), '');
  await userEvent.click(screen.getByLabelText('Duplikate trotzdem importieren'));
  expect(screen.getByRole('button', { name: 'Importieren' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
  expect(await screen.findByText(/1 Duplikat \(werden trotzdem importiert\)/)).toBeInTheDocument();
  expect(fields(sent[1])).toEqual({ dry_run: 'true', mapping: JSON.stringify({ first_name: 0, last_name: 1, family: 2 }), duplicates: 'import' });
  expect(screen.getByRole('button', { name: 'Importieren' })).toBeEnabled();
});

it('lists row errors in German and keeps the import disabled', async () => {
  mockUploads({
    status: 200,
    body: report({
      errors: [
        { row: 3, field: null, message: 'Bitte geben Sie einen Vor- oder Nachnamen ein.' },
        { row: 4, field: 'email', message: 'E-Mail-Adresse ist ungültig' },
      ],
      counts: { rows: 3, rows_with_errors: 2, errors: 2, duplicates: 0, guests: 1, groups_new: 1, groups_existing: 0 },
    }),
  });
  renderPage();
  await checkFile();
  const errors = await screen.findByRole('list', { name: 'Fehler je Zeile' });
  expect(within(errors).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Zeile 3: Bitte geben Sie einen Vor- oder Nachnamen ein.', 'Zeile 4: E-Mail-Adresse ist ungültig']);
  expect(screen.getByRole('button', { name: 'Importieren' })).toBeDisabled();
  expect(screen.getByText('Importieren ist erst möglich, wenn keine Zeile mehr Fehler hat.')).toBeInTheDocument();
});

it('shows the server message when the file is refused, and checks type and size before sending', async () => {
  const sent = mockUploads({ status: 415, body: { msg: 'Der Inhalt der Datei passt nicht zur Endung .xlsx' } });
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Datei prüfen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Datei aus');
  // The picker offers .csv and .xlsx only; a file picked anyway is refused here, without a request.
  await userEvent.upload(screen.getByLabelText(/^Datei \(/), new File(['x'], 'liste.pdf'), { applyAccept: false });
  await userEvent.click(screen.getByRole('button', { name: 'Datei prüfen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nur CSV- oder Excel-Dateien (.csv, .xlsx) können importiert werden.');
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gross.csv');
  await checkFile(big);
  expect(await screen.findByRole('alert')).toHaveTextContent('Datei zu groß (max. 5 MB)');
  expect(sent).toHaveLength(0);

  await checkFile(new File(['kein Excel'], 'liste.xlsx'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Der Inhalt der Datei passt nicht zur Endung .xlsx');
  expect(sent).toHaveLength(1);
});

it('disables the controls and shows progress while the file travels', async () => {
  const sent = mockUploads({ status: 200, body: report() }, { manual: true });
  renderPage();
  await checkFile();
  expect(screen.getByRole('button', { name: 'Datei prüfen' })).toBeDisabled();
  sent[0].progress(40);
  expect(await screen.findByRole('progressbar', { name: 'Datei wird geprüft' })).toHaveAttribute('aria-valuenow', '40');
  sent[0].respond();
  expect(await screen.findByLabelText('Vorname')).toHaveValue('0');
  expect(screen.getByRole('button', { name: 'Datei prüfen' })).toBeEnabled();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
