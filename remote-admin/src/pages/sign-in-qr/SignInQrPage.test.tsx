import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@hochzeit/shared-ui';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { mockClipboard } from '../../test/clipboard';
import { SignInQrPage } from './SignInQrPage';

const anna = { id: 5, first_name: 'Anna', last_name: 'Meier', login_url: 'https://hochzeit.example/guest-login?token=geheim', qr_code_url: '/api/guest-qrcode/5?access=x' };
const lichtblick = { id: 7, company_name: 'Fotostudio Lichtblick', login_url: 'https://hochzeit.example/provider-login?token=secret', qr_code_url: '/api/service-provider/qrcode/7?access=x' };

function renderAt(path: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/guests/:id/qr" element={<SignInQrPage kind="guest" />} />
        <Route path="/admin/service-providers/:id/qr" element={<SignInQrPage kind="provider" />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.setItem('token', 'admin-token'));

it("shows the guest's name above the QR code of their sign-in link, and the link itself", async () => {
  const qrcode = await import('qrcode');
  const toString = jest.spyOn(qrcode.default, 'toString');
  mockApi({ 'GET /api/admin/guests': [{ ...anna, id: 4, first_name: 'Ben' }, anna] });
  renderAt('/admin/guests/5/qr');
  expect(await screen.findByRole('heading', { name: 'Anna Meier' })).toBeInTheDocument();
  const image = await screen.findByRole('img', { name: 'QR-Code für Anna Meier' });
  expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(toString).toHaveBeenCalledWith('https://hochzeit.example/guest-login?token=geheim', expect.objectContaining({ type: 'svg' }));
  expect(screen.getByText('https://hochzeit.example/guest-login?token=geheim')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zur Gästeliste' })).toHaveAttribute('href', '/admin/guests');
});

it("prints the page and copies the link ('Link kopiert')", async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const writeText = mockClipboard();
  mockApi({ 'GET /api/admin/guests': [anna] });
  renderAt('/admin/guests/5/qr');
  await userEvent.click(await screen.findByRole('button', { name: 'Drucken' }));
  expect(print).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
  expect(writeText).toHaveBeenCalledWith(anna.login_url);
  expect(await screen.findByRole('status')).toHaveTextContent('Link kopiert');
});

it('says when the guest does not exist (any more)', async () => {
  mockApi({ 'GET /api/admin/guests': [anna] });
  renderAt('/admin/guests/99/qr');
  expect(await screen.findByRole('alert')).toHaveTextContent('Gast nicht gefunden');
});

it("shows a provider's company name above their QR code", async () => {
  mockApi({ 'GET /api/admin/service-providers/7': lichtblick });
  renderAt('/admin/service-providers/7/qr');
  expect(await screen.findByRole('heading', { name: 'Fotostudio Lichtblick' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'QR-Code für Fotostudio Lichtblick' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zu den Dienstleistern' })).toHaveAttribute('href', '/admin/service-providers');
});

it('reports a failed load', async () => {
  mockApi({ 'GET /api/admin/service-providers/7': reply(500, { msg: 'kaputt' }) });
  renderAt('/admin/service-providers/7/qr');
  expect(await screen.findByRole('alert')).toHaveTextContent('Fehler beim Laden der Dienstleister');
});
