import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hochzeit/shared-ui';
import { MemoryRouter, mockApi, renderWithQueryClient } from '@hochzeit/shared-ui/testing';
import { ProviderDocumentsPage } from './ProviderDocumentsPage';
import { writes } from '../../test/api';

beforeEach(() => localStorage.setItem('token', 'admin-token'));

function renderPage() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/admin/service-providers/7/documents']}>
      <Routes>
        <Route path="/admin/service-providers/:spId/documents" element={<ProviderDocumentsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const contract = { id: 3, document_name: 'Vertrag.pdf', content_type: 'application/pdf', size: 20480, uploaded_at: '2025-05-01T08:00:00.000Z' };

it("lists the provider's documents and deletes one after confirmation", async () => {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const api = mockApi({
    'GET /api/admin/service-providers/7/documents': [contract],
    'GET /api/admin/service-providers/7': { id: 7, company_name: 'Fotostudio Lichtblick' },
    'DELETE /api/admin/service-providers/7/documents/3': { success: true },
  });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Dokumente – Fotostudio Lichtblick' })).toBeInTheDocument();
  const item = screen.getByRole('listitem');
  expect(item).toHaveTextContent('Vertrag.pdf (20 KB, 01.05.2025, 10:00)');
  await userEvent.click(within(item).getByRole('button', { name: 'Löschen' }));
  expect(window.confirm).toHaveBeenCalledWith('Dokument "Vertrag.pdf" wirklich löschen?');
  expect(await screen.findByRole('status')).toHaveTextContent('Dokument gelöscht');
  expect(writes(api)).toEqual([{ method: 'DELETE', path: '/api/admin/service-providers/7/documents/3', body: undefined }]);
});

it('asks for a file, and for an allowed type, before uploading', async () => {
  mockApi({
    'GET /api/admin/service-providers/7/documents': [],
    'GET /api/admin/service-providers/7': { id: 7, company_name: 'Fotostudio Lichtblick' },
  });
  renderPage();
  await screen.findByText('Noch keine Dokumente.');
  const form = screen.getByRole('form', { name: 'Dokument hochladen' });
  await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Datei aus');
  await userEvent.upload(screen.getByLabelText(/^Datei/), new File(['MZ'], 'programm.exe'), { applyAccept: false });
  await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Fehler beim Upload: Erlaubt sind pdf, doc, docx, xls, xlsx, ppt, pptx und txt');
});
